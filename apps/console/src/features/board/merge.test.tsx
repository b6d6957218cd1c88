import { describe, expect, it, vi } from 'vitest'
import { makeOrder } from '../../testing/fixtures'
import { groupOrders, latestUpdate, mergeOrders, type OrderMap, replaceOrders } from './merge'
import { BoardSync, CURSOR_OVERLAP_MS, FULL_RELOAD_MS, type OrderListInput, type OrderPage } from './sync'

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 4, minute)).toISOString()
const mapOf = (...orders: ReturnType<typeof makeOrder>[]): OrderMap =>
  Object.fromEntries(orders.map((o) => [o.id, o]))

describe('mergeOrders', () => {
  it('adds new orders and replaces changed ones', () => {
    const a = makeOrder({ id: 'a', status: 2, updatedAt: at(1) })
    const b = makeOrder({ id: 'b', status: 2, updatedAt: at(1) })
    const aAccepted = { ...a, status: 4 as const, updatedAt: at(2) }
    const c = makeOrder({ id: 'c', status: 2, updatedAt: at(3) })

    const next = mergeOrders(mapOf(a, b), [aAccepted, c])

    expect(Object.keys(next).sort()).toEqual(['a', 'b', 'c'])
    expect(next.a?.status).toBe(4)
    expect(next.b).toBe(b)
  })

  it('keeps a newer version over an older one that a slow poll brings back', () => {
    const dispatched = makeOrder({ id: 'a', status: 5, updatedAt: at(5) })
    const stale = { ...dispatched, status: 4 as const, updatedAt: at(4) }
    const current = mapOf(dispatched)
    expect(mergeOrders(current, [stale])).toBe(current)
  })

  it('returns the same map when the changes are versions it already has (the cursor overlaps)', () => {
    const a = makeOrder({ id: 'a', updatedAt: at(1) })
    const current = mapOf(a)
    expect(mergeOrders(current, [{ ...a }])).toBe(current)
    expect(mergeOrders(current, [])).toBe(current)
  })

  it('moves an order to finished, and drops orders the board does not show (unpaid, never-paid cancel)', () => {
    const a = makeOrder({ id: 'a', status: 2, updatedAt: at(1) })
    const unpaid = makeOrder({ id: 'u', status: 1, updatedAt: at(2) })
    const next = mergeOrders(mapOf(a), [{ ...a, status: 11, updatedAt: at(3) }, unpaid])
    expect(next.a?.status).toBe(11)
    expect(next.u).toBeUndefined()
    expect(groupOrders(next).finished.map((o) => o.id)).toEqual(['a'])
  })

  it('does not mutate the map it was given', () => {
    const a = makeOrder({ id: 'a', status: 2, updatedAt: at(1) })
    const current = mapOf(a)
    mergeOrders(current, [{ ...a, status: 4, updatedAt: at(2) }])
    expect(current.a?.status).toBe(2)
  })
})

describe('replaceOrders', () => {
  it('takes the reload as the truth but keeps a version newer than the reload', () => {
    const gone = makeOrder({ id: 'gone', status: 6, updatedAt: at(1) })
    const acted = makeOrder({ id: 'acted', status: 5, updatedAt: at(9) })
    const next = replaceOrders(mapOf(gone, acted), [
      { ...acted, status: 4, updatedAt: at(8) },
      makeOrder({ id: 'new', status: 2, updatedAt: at(7) }),
    ])
    expect(Object.keys(next).sort()).toEqual(['acted', 'new'])
    expect(next.acted?.status).toBe(5)
  })
})

describe('groupOrders', () => {
  it('sorts orders into the board columns, oldest first, and finished newest first', () => {
    const orders = mapOf(
      makeOrder({ id: 'p2', status: 2, createdAt: at(2) }),
      makeOrder({ id: 'p1', status: 2, createdAt: at(1) }),
      makeOrder({ id: 'd4', status: 4 }),
      makeOrder({ id: 'r3', status: 3, kind: 'pickup' }),
      makeOrder({ id: 'o5', status: 5 }),
      makeOrder({ id: 'x12', status: 12 }),
      makeOrder({ id: 'f6', status: 6, updatedAt: at(10) }),
      makeOrder({ id: 'f11', status: 11, updatedAt: at(20) }),
    )
    const g = groupOrders(orders)
    expect(g.fresh.map((o) => o.id)).toEqual(['p1', 'p2'])
    expect(g.preparing.map((o) => o.id).sort()).toEqual(['d4', 'r3'])
    expect(g.delivering.map((o) => o.id)).toEqual(['o5'])
    expect(g.delivered.map((o) => o.id)).toEqual(['x12'])
    expect(g.finished.map((o) => o.id)).toEqual(['f11', 'f6'])
  })

  it('limits the finished list', () => {
    const many = Array.from({ length: 5 }, (_, i) => makeOrder({ status: 6, updatedAt: at(i) }))
    expect(groupOrders(mapOf(...many), 3).finished).toHaveLength(3)
  })
})

describe('BoardSync', () => {
  function setup() {
    let clock = Date.parse(at(0))
    const calls: OrderListInput[] = []
    const answers: OrderPage[] = []
    const list = vi.fn(async (input: OrderListInput) => {
      calls.push(input)
      return answers.shift() ?? { records: [], total: 0 }
    })
    const onChange = vi.fn()
    const sync = new BoardSync({ list, shopId: 'shop-1', onChange, now: () => clock })
    return { sync, calls, answers, onChange, advance: (ms: number) => (clock += ms) }
  }

  it('starts with a full reload of active and recent finished orders for the chosen shop', async () => {
    const { sync, calls, answers } = setup()
    answers.push({ records: [makeOrder({ id: 'a', status: 2, updatedAt: at(1) })], total: 1 })
    answers.push({ records: [makeOrder({ id: 'f', status: 6, updatedAt: at(0) })], total: 1 })
    await sync.tick()
    expect(calls).toHaveLength(2)
    expect(calls[0]).toMatchObject({ shopId: 'shop-1', statuses: [2, 3, 4, 5, 12], pageNo: -1 })
    expect(calls[1]).toMatchObject({ shopId: 'shop-1', statuses: [6, 7, 9, 8, 11] })
    expect(Object.keys(sync.current).sort()).toEqual(['a', 'f'])
  })

  it('then polls only the changes since its newest order (with a small overlap) and merges them', async () => {
    const { sync, calls, answers, onChange, advance } = setup()
    answers.push({ records: [makeOrder({ id: 'a', status: 2, updatedAt: at(1) })], total: 1 })
    answers.push({ records: [], total: 0 })
    await sync.tick()
    onChange.mockClear()

    advance(3_000)
    answers.push({
      records: [
        makeOrder({ id: 'a', status: 4, updatedAt: at(2) }),
        makeOrder({ id: 'b', status: 2, updatedAt: at(2) }),
      ],
      total: 2,
    })
    await sync.tick()
    expect(calls).toHaveLength(3)
    expect(calls[2]).toEqual({
      shopId: 'shop-1',
      changedSince: new Date(Date.parse(at(1)) - CURSOR_OVERLAP_MS).toISOString(),
      pageNo: -1,
      pageSize: 100,
    })
    expect(sync.current.a?.status).toBe(4)
    expect(sync.current.b?.status).toBe(2)
    expect(onChange).toHaveBeenCalledTimes(1)

    // the next poll moves the cursor to the newest change it now holds
    advance(3_000)
    await sync.tick()
    expect(calls[3]?.changedSince).toBe(new Date(Date.parse(at(2)) - CURSOR_OVERLAP_MS).toISOString())
  })

  it('reloads everything again once a minute has passed', async () => {
    const { sync, calls, answers, advance } = setup()
    answers.push(
      { records: [makeOrder({ id: 'a', status: 2, updatedAt: at(1) })], total: 1 },
      { records: [], total: 0 },
    )
    await sync.tick()
    advance(FULL_RELOAD_MS - 1)
    await sync.tick()
    expect(calls).toHaveLength(3)
    expect(calls[2]?.changedSince).toBeDefined()
    advance(1)
    await sync.tick()
    expect(calls).toHaveLength(5)
    expect(calls[3]?.changedSince).toBeUndefined()
    expect(calls[3]?.statuses).toEqual([2, 3, 4, 5, 12])
    // the reload dropped "a", which the server no longer lists
    expect(sync.current).toEqual({})
  })

  it('ignores answers that arrive after it was disposed (another shop was picked)', async () => {
    const { sync, answers, onChange } = setup()
    answers.push({ records: [makeOrder({ status: 2 })], total: 1 }, { records: [], total: 0 })
    const pending = sync.tick()
    sync.dispose()
    await pending
    expect(onChange).not.toHaveBeenCalled()
  })

  it('apply shows an action answer at once', async () => {
    const { sync, answers, onChange } = setup()
    const a = makeOrder({ id: 'a', status: 2, updatedAt: at(1) })
    answers.push({ records: [a], total: 1 }, { records: [], total: 0 })
    await sync.tick()
    sync.apply({ ...a, status: 4, updatedAt: at(2) })
    expect(sync.current.a?.status).toBe(4)
    expect(latestUpdate(sync.current)).toBe(at(2))
    expect(onChange).toHaveBeenCalledTimes(2)
  })
})
