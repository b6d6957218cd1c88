import { describe, expect, it } from 'vitest'
import { createReadThroughCache, keptOnRepeat, sharedReads } from './shops.cache'

describe('read-through cache', () => {
  it('loads once for concurrent readers, serves within the ttl, refreshes after it', async () => {
    let loads = 0
    let clock = 0
    const cache = createReadThroughCache(
      async () => ++loads,
      2000,
      () => clock,
    )
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1])
    expect(loads).toBe(1)
    clock = 1999
    expect(await cache.get()).toBe(1)
    clock = 2000
    // stale value answers at once while one refresh runs
    expect(await cache.get()).toBe(1)
    await new Promise((r) => setTimeout(r, 0))
    expect(loads).toBe(2)
    expect(await cache.get()).toBe(2)
  })

  it('does not keep a failed load and retries on the next read', async () => {
    let fail = true
    const cache = createReadThroughCache(async () => {
      if (fail) throw new Error('db down')
      return 'rows'
    }, 2000)
    await expect(cache.get()).rejects.toThrow('db down')
    fail = false
    expect(await cache.get()).toBe('rows')
  })

  it('invalidate forces the next read to load', async () => {
    let loads = 0
    const cache = createReadThroughCache(async () => ++loads, 60_000)
    await cache.get()
    cache.invalidate()
    expect(await cache.get()).toBe(2)
  })
})

describe('shared reads', () => {
  /** A read the test finishes when it wants. */
  function gatedReads() {
    const gates = new Map<string, (value: string) => void>()
    const cache = sharedReads<string, string>({
      max: 1,
      ttl: 60_000,
      fetchMethod: (key) => new Promise<string>((resolve) => gates.set(key, resolve)),
    })
    return { cache, open: (key: string) => gates.get(key)?.(`answer ${key}`) }
  }

  it('answers a request whose read was evicted by newer keys meanwhile', async () => {
    const { cache, open } = gatedReads()
    const first = cache.fetch('a')
    const second = cache.fetch('b') // max 1: 'a' is evicted while its read runs
    open('a')
    open('b')
    expect(await Promise.all([first, second])).toEqual(['answer a', 'answer b'])
  })

  it('answers a request whose read was in flight when the cache was cleared', async () => {
    const { cache, open } = gatedReads()
    const pending = cache.fetch('a')
    cache.clear()
    open('a')
    expect(await pending).toBe('answer a')
  })
})

describe('reads kept on repeat (decision 0062)', () => {
  function counted() {
    const reads: string[] = []
    const gates: (() => void)[] = []
    const cache = keptOnRepeat<string, { key: string; n: number }, { gated: boolean }>({
      max: 10,
      ttl: 60_000,
      read: async (key, context) => {
        const n = reads.push(key)
        if (context.gated) await new Promise<void>((resolve) => gates.push(resolve))
        return { key, n }
      },
    })
    const openAll = () => {
      for (const open of gates.splice(0)) open()
    }
    return { cache, reads, openAll }
  }

  it('lets a key asked for once go, and keeps it from its second request on', async () => {
    const { cache, reads } = counted()
    const once = await cache.fetch('a', { gated: false })
    expect(await cache.fetch('b', { gated: false })).toEqual({ key: 'b', n: 2 })
    const again = await cache.fetch('a', { gated: false })
    expect(again).not.toBe(once)
    expect(await cache.fetch('a', { gated: false })).toBe(again)
    expect(reads).toEqual(['a', 'b', 'a'])
  })

  it('shares one read among concurrent requests for a key, kept or not', async () => {
    const { cache, reads, openAll } = counted()
    const first = Array.from({ length: 5 }, () => cache.fetch('a', { gated: true }))
    await Promise.resolve()
    openAll()
    const answers = await Promise.all(first)
    expect(new Set(answers).size).toBe(1)
    const second = Array.from({ length: 5 }, () => cache.fetch('a', { gated: true }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    openAll()
    const kept = await Promise.all(second)
    expect(new Set(kept).size).toBe(1)
    expect(reads).toEqual(['a', 'a'])
  })

  it('forgets what it kept and saw on clear; a read in flight still answers its waiters', async () => {
    const { cache, reads, openAll } = counted()
    await cache.fetch('a', { gated: false })
    await cache.fetch('a', { gated: false })
    const pending = cache.fetch('b', { gated: true })
    await Promise.resolve()
    cache.clear()
    // after the edit, neither the kept 'a' nor the running 'b' answers
    const afterEdit = cache.fetch('b', { gated: false })
    openAll()
    expect(await pending).toEqual({ key: 'b', n: 3 })
    expect(await afterEdit).toEqual({ key: 'b', n: 4 })
    await cache.fetch('a', { gated: false })
    expect(reads).toEqual(['a', 'a', 'b', 'b', 'a'])
  })
})
