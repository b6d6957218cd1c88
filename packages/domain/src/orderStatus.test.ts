import { describe, expect, it } from 'vitest'
import {
  allowedEvents,
  findTransition,
  isOrderStatusCode,
  isTerminal,
  ORDER_STATUS_CODES,
  ORDER_TRANSITIONS,
  type OrderActor,
  type OrderEvent,
  OrderStatus,
  type OrderStatusCode,
  orderStatusKey,
} from './orderStatus'

const EVENTS: OrderEvent[] = [
  'pay',
  'cancel',
  'expire',
  'quick_cancel',
  'merchant_reject',
  'accept',
  'mark_ready',
  'dispatch',
  'deliver',
  'confirm_receipt',
  'auto_complete',
  'picked_up',
  'apply_refund',
  'refund_full',
  'refund_partial',
  'refund_refused',
]
const ACTORS: OrderActor[] = ['member', 'merchant', 'platform', 'system']
const KINDS = ['delivery', 'pickup'] as const

/**
 * Written out from product rules 2.3 independently of ORDER_TRANSITIONS:
 * "event from kind actor -> to", kind '*' meaning both kinds.
 */
const LEGAL = `
pay 1 * system -> 2
pay 1 * member -> 2
cancel 1 * member -> 10
expire 1 * system -> 10
quick_cancel 2 * member -> 11
merchant_reject 2 * merchant -> 11
merchant_reject 2 * platform -> 11
accept 2 delivery merchant -> 4
mark_ready 2 pickup merchant -> 3
dispatch 4 delivery merchant -> 5
deliver 5 * merchant -> 12
confirm_receipt 12 * member -> 6
auto_complete 12 * system -> 6
picked_up 3 pickup merchant -> 6
apply_refund 2 * member -> 7
apply_refund 3 * member -> 7
apply_refund 4 * member -> 7
apply_refund 5 * member -> 7
apply_refund 12 * member -> 7
apply_refund 6 * member -> 7
refund_full 7 * merchant -> 8
refund_full 7 * platform -> 8
refund_full 7 * system -> 8
refund_partial 7 * merchant -> 9
refund_partial 7 * platform -> 9
refund_partial 7 * system -> 9
refund_refused 7 * merchant -> 9
refund_refused 7 * platform -> 9
refund_refused 7 * system -> 9
`

const expected = new Map<string, number>()
for (const row of LEGAL.trim().split('\n')) {
  const [event, from, kind, actor, , to] = row.trim().split(/\s+/)
  for (const k of kind === '*' ? KINDS : [kind]) expected.set(`${event} ${from} ${k} ${actor}`, Number(to))
}

describe('OrderStatus codes', () => {
  it('uses the wire codes of product rules 2.2', () => {
    expect(OrderStatus).toEqual({
      UNPAID: 1,
      PENDING: 2,
      READY_FOR_PICKUP: 3,
      TO_BE_DELIVERED: 4,
      DELIVERING: 5,
      COMPLETED: 6,
      AFTER_SALE: 7,
      REFUNDED: 8,
      AFTER_SALE_DONE: 9,
      CANCELLED: 10,
      CANCELLED_REFUNDED: 11,
      DELIVERED: 12,
    })
    expect([...ORDER_STATUS_CODES].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('has an i18n key for every code', () => {
    expect(orderStatusKey).toEqual({
      1: 'unpaid',
      2: 'pending',
      3: 'ready_for_pickup',
      4: 'to_be_delivered',
      5: 'delivering',
      6: 'completed',
      7: 'after_sale',
      8: 'refunded',
      9: 'after_sale_done',
      10: 'cancelled',
      11: 'cancelled_refunded',
      12: 'delivered',
    })
  })

  it('recognises status codes from untrusted input', () => {
    expect(isOrderStatusCode(12)).toBe(true)
    expect(isOrderStatusCode(0)).toBe(false)
    expect(isOrderStatusCode(13)).toBe(false)
    expect(isOrderStatusCode('2')).toBe(false)
    expect(isOrderStatusCode(2.5)).toBe(false)
  })
})

describe('findTransition', () => {
  it('the expected list covers 29 legal rows x kinds', () => {
    // 29 rows, 25 for both kinds and 4 for one: 25 * 2 + 4 = 54 combinations.
    expect(expected.size).toBe(54)
  })

  it('matches the expected list for every (event, from, kind, actor) combination', () => {
    let checked = 0
    const mismatches: string[] = []
    for (const event of EVENTS) {
      for (const from of ORDER_STATUS_CODES) {
        for (const kind of KINDS) {
          for (const actor of ACTORS) {
            checked++
            const key = `${event} ${from} ${kind} ${actor}`
            const t = findTransition(event, from, kind, actor)
            const want = expected.get(key) ?? null
            const got = t === null ? null : t.to
            if (got !== want) mismatches.push(`${key}: expected ${want}, got ${got}`)
            if (t !== null && t.event !== event) mismatches.push(`${key}: returned ${t.event}`)
          }
        }
      }
    }
    expect(checked).toBe(16 * 12 * 2 * 4)
    expect(mismatches).toEqual([])
  })

  it.each<[OrderEvent, OrderStatusCode, 'delivery' | 'pickup', OrderActor]>([
    ['accept', 2, 'pickup', 'merchant'], // pickup orders are marked ready instead
    ['mark_ready', 2, 'delivery', 'merchant'],
    ['picked_up', 3, 'delivery', 'merchant'],
    ['dispatch', 4, 'pickup', 'merchant'],
    ['pay', 1, 'delivery', 'merchant'],
    ['pay', 2, 'delivery', 'system'], // paying twice
    ['cancel', 2, 'delivery', 'member'], // paid orders use quick_cancel
    ['quick_cancel', 4, 'delivery', 'member'], // too late once accepted
    ['merchant_reject', 2, 'delivery', 'member'],
    ['confirm_receipt', 5, 'delivery', 'member'], // not delivered yet
    ['auto_complete', 12, 'delivery', 'member'],
    ['apply_refund', 1, 'delivery', 'member'], // nothing paid
    ['apply_refund', 7, 'delivery', 'member'], // already in after-sale
    ['apply_refund', 2, 'delivery', 'merchant'],
    ['refund_full', 7, 'delivery', 'member'],
    ['refund_full', 8, 'delivery', 'platform'],
  ])('%s from %i (%s) by %s is illegal', (event, from, kind, actor) => {
    expect(findTransition(event, from, kind, actor)).toBeNull()
  })
})

describe('ORDER_TRANSITIONS', () => {
  it('has no two rows that could both match one request', () => {
    for (const a of ORDER_TRANSITIONS) {
      for (const b of ORDER_TRANSITIONS) {
        if (a === b || a.event !== b.event) continue
        const overlap = a.from.some((s) => b.from.includes(s))
        expect(overlap, `${a.event} rows overlap`).toBe(false)
      }
    }
  })

  it('never leaves a terminal status and reaches every status but UNPAID', () => {
    const targets = new Set(ORDER_TRANSITIONS.map((t) => t.to))
    expect([...targets].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })
})

describe('allowedEvents', () => {
  it.each<[OrderStatusCode, 'delivery' | 'pickup', OrderActor, OrderEvent[]]>([
    [1, 'delivery', 'member', ['pay', 'cancel']],
    [1, 'delivery', 'system', ['pay', 'expire']],
    [1, 'pickup', 'merchant', []],
    [2, 'delivery', 'merchant', ['merchant_reject', 'accept']],
    [2, 'pickup', 'merchant', ['merchant_reject', 'mark_ready']],
    [2, 'pickup', 'member', ['quick_cancel', 'apply_refund']],
    [2, 'delivery', 'platform', ['merchant_reject']],
    [3, 'pickup', 'merchant', ['picked_up']],
    [3, 'delivery', 'merchant', []],
    [4, 'delivery', 'merchant', ['dispatch']],
    [5, 'delivery', 'merchant', ['deliver']],
    [12, 'delivery', 'member', ['confirm_receipt', 'apply_refund']],
    [12, 'delivery', 'system', ['auto_complete']],
    [6, 'pickup', 'member', ['apply_refund']],
    [7, 'delivery', 'platform', ['refund_full', 'refund_partial', 'refund_refused']],
    [7, 'delivery', 'member', []],
    [8, 'delivery', 'platform', []],
  ])('status %i (%s) for %s: %j', (from, kind, actor, events) => {
    expect(allowedEvents(from, kind, actor)).toEqual(events)
  })

  it('agrees with findTransition everywhere', () => {
    for (const from of ORDER_STATUS_CODES) {
      for (const kind of KINDS) {
        for (const actor of ACTORS) {
          const viaFind = EVENTS.filter((e) => findTransition(e, from, kind, actor) !== null)
          expect(new Set(allowedEvents(from, kind, actor))).toEqual(new Set(viaFind))
        }
      }
    }
  })
})

describe('isTerminal', () => {
  it('marks refunded, after-sale done and both cancellations as final', () => {
    const terminal = ORDER_STATUS_CODES.filter(isTerminal).sort((a, b) => a - b)
    expect(terminal).toEqual([8, 9, 10, 11])
  })

  it('keeps COMPLETED open, since a refund may still be requested', () => {
    expect(isTerminal(OrderStatus.COMPLETED)).toBe(false)
  })
})
