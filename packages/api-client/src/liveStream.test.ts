import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type EventSourceLike, type LiveMessage, openLiveStream } from './liveStream'

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  closed = false
  listeners = new Map<string, (event: MessageEvent) => void>()
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener)
  }
  close() {
    this.closed = true
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent)
  }
}

describe('openLiveStream', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function start() {
    const sources: FakeSource[] = []
    const messages: LiveMessage[] = []
    const health: boolean[] = []
    let opens = 0
    let tickets = 0
    const stop = openLiveStream({
      path: 'member/order/events',
      query: { id: 'o1' },
      ticket: async () => `t${++tickets}`,
      onMessage: (m) => messages.push(m),
      onOpen: () => opens++,
      onHealth: (h) => health.push(h),
      eventSource: (url) => {
        const source = new FakeSource(url)
        sources.push(source)
        return source
      },
      backoffMs: () => 1_000,
    })
    return { sources, messages, health, opens: () => opens, stop }
  }

  it('opens the stream with a fresh ticket, hands events on and refetches on open', async () => {
    const s = start()
    await vi.advanceTimersByTimeAsync(0)
    expect(s.sources[0]?.url).toBe('/siam-server/rest/member/order/events?id=o1&ticket=t1')
    s.sources[0]?.onopen?.(new Event('open'))
    expect(s.opens()).toBe(1)
    expect(s.health).toEqual([true])
    s.sources[0]?.emit('order', { kind: 'order', orderId: 'o1', shopId: 's', status: 3 })
    s.sources[0]?.emit('resync', {})
    expect(s.messages).toEqual([{ kind: 'order', orderId: 'o1', shopId: 's', status: 3 }])
    expect(s.opens()).toBe(2)
    s.stop()
    expect(s.sources[0]?.closed).toBe(true)
  })

  it('after a drop, reports the stream down and opens another with a new ticket after the pause', async () => {
    const s = start()
    await vi.advanceTimersByTimeAsync(0)
    s.sources[0]?.onopen?.(new Event('open'))
    s.sources[0]?.onerror?.(new Event('error'))
    expect(s.sources[0]?.closed).toBe(true)
    expect(s.health).toEqual([true, false])
    await vi.advanceTimersByTimeAsync(999)
    expect(s.sources).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(s.sources[1]?.url).toContain('ticket=t2')
    s.stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(s.sources).toHaveLength(2)
  })
})
