import { describe, expect, it } from 'vitest'
import { createReadThroughCache } from './shops.cache'

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
