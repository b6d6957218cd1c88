import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../shared/i18n'
import { makeOrder } from '../../testing/fixtures'
import type { BoardStreamHandlers } from './liveBoard'
import { LIVE_POLL_INTERVAL_MS, type OrderListInput, type OrderPage, POLL_INTERVAL_MS } from './sync'
import { useOrderBoard } from './useOrderBoard'

let visibility: DocumentVisibilityState = 'visible'

function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  vi.useFakeTimers()
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** Lets the awaited list() calls and the state updates after them run. */
async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve()
  })
}

function makeList() {
  const calls: OrderListInput[] = []
  const list = vi.fn(async (input: OrderListInput): Promise<OrderPage> => {
    calls.push(input)
    if (input.statuses?.includes(2)) {
      return { records: [makeOrder({ id: 'a', status: 2, updatedAt: '2025-06-01T04:00:00.000Z' })], total: 1 }
    }
    if (input.changedSince) {
      return { records: [makeOrder({ id: 'b', status: 2, updatedAt: '2025-06-01T04:01:00.000Z' })], total: 1 }
    }
    return { records: [], total: 0 }
  })
  return { list, calls }
}

describe('useOrderBoard', () => {
  it('loads at once, then polls for changes every 3 s and merges them', async () => {
    const { list, calls } = makeList()
    const { result } = renderHook(() => useOrderBoard(list, undefined))
    await flush()
    expect(calls).toHaveLength(2)
    expect(result.current.loading).toBe(false)
    expect(Object.keys(result.current.orders)).toEqual(['a'])

    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1)
    })
    expect(calls).toHaveLength(2)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    await flush()
    expect(calls).toHaveLength(3)
    expect(calls[2]?.changedSince).toBeDefined()
    expect(Object.keys(result.current.orders).sort()).toEqual(['a', 'b'])
  })

  it('stops polling while the tab is hidden and catches up when it is shown', async () => {
    const { list, calls } = makeList()
    renderHook(() => useOrderBoard(list, undefined))
    await flush()
    expect(calls).toHaveLength(2)

    act(() => setVisibility('hidden'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10)
    })
    expect(calls).toHaveLength(2)

    act(() => setVisibility('visible'))
    await flush()
    expect(calls).toHaveLength(3)
  })

  it('reports a failed poll and keeps the orders it has', async () => {
    const { list } = makeList()
    const { result } = renderHook(() => useOrderBoard(list, undefined))
    await flush()
    list.mockRejectedValueOnce(new Error('boom'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    })
    await flush()
    expect(result.current.error).not.toBeNull()
    expect(Object.keys(result.current.orders)).toEqual(['a'])
  })

  it('starts over for another shop', async () => {
    const { list, calls } = makeList()
    const { rerender } = renderHook(({ shop }) => useOrderBoard(list, shop), {
      initialProps: { shop: undefined as string | undefined },
    })
    await flush()
    rerender({ shop: 'shop-2' })
    await flush()
    expect(calls).toHaveLength(4)
    expect(calls[2]).toMatchObject({ shopId: 'shop-2' })
    expect(calls[2]?.changedSince).toBeUndefined()
  })

  it('asks for the changes at once on a stream event, and polls slowly only while the stream is up', async () => {
    const { list, calls } = makeList()
    let stream: BoardStreamHandlers | null = null
    let closed = false
    const subscribe = (handlers: BoardStreamHandlers) => {
      stream = handlers
      return () => {
        closed = true
      }
    }
    const { result, unmount } = renderHook(() => useOrderBoard(list, undefined, subscribe))
    await flush()
    expect(calls).toHaveLength(2)
    const feed = stream as unknown as BoardStreamHandlers
    act(() => feed.onHealth(true))
    expect(result.current.live).toBe(true)
    // no poll at the quick pace while the stream is up
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3)
    })
    expect(calls).toHaveLength(2)
    // an event: the changes at once, without a timer
    act(() => feed.onEvent())
    await flush()
    expect(calls).toHaveLength(3)
    expect(calls[2]?.changedSince).toBeDefined()
    expect(Object.keys(result.current.orders).sort()).toEqual(['a', 'b'])
    // the slow safety-net poll still runs
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_POLL_INTERVAL_MS)
    })
    await flush()
    expect(calls).toHaveLength(4)
    // the stream drops: back to the quick pace
    act(() => feed.onHealth(false))
    expect(result.current.live).toBe(false)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS)
    })
    await flush()
    expect(calls).toHaveLength(5)
    unmount()
    expect(closed).toBe(true)
  })
})
