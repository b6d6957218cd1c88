import { describe, expect, it } from 'vitest'
import { createReadThroughCache, sharedReads } from './shops.cache'

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
