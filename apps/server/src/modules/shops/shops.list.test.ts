import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { ManualClock } from '../../platform/clock'
import type { SettingsService } from '../settings'
import { createShopList, fewMatchesFor } from './shops.list'
import { deliveryQuoteFor } from './shops.service'
import type { NearbyRow, ShopsNearbyRepository } from './shops-nearby.repository'

/**
 * The answer cache of shop/list (issue 17): the API tests run with SHOP_CACHE_MS=0, so the cache's
 * own promises are checked here against a repository that counts its reads (no database needed).
 */
function countingRepository() {
  const reads = { page: 0, count: 0, open: 0, openAt: [] as number[] }
  const nearby = {
    page: async () => {
      reads.page++
      return [] as NearbyRow[]
    },
    count: async (_db: unknown, q: { openAt?: number }) => {
      if (q.openAt === undefined) reads.count++
      else reads.open++
      return 0
    },
    // an empty city: no shop open, and which (none) is known
    openIds: async (_db: unknown, q: { openAt: number }) => {
      reads.open++
      reads.openAt.push(q.openAt)
      return []
    },
    deliveryCandidates: async () => [],
    deliveryReach: async () => ({ maxRange: 5000, polygons: [] }),
  } as unknown as ShopsNearbyRepository
  return { nearby, reads }
}

const settings = {
  current: async () => ({ routeFactor: 1.3, closingSoonMinutes: 30 }),
} as unknown as SettingsService
const input = { pageNo: 1, pageSize: 10, scope: 'all', sort: 'distance', coordSystem: 'wgs84' } as const
const here = { lng: 121.47, lat: 31.23 }

function listWith(ttlMs: number) {
  const { nearby, reads } = countingRepository()
  const clock = new ManualClock()
  const list = createShopList({ db: {} as Db, clock, nearby, settings, ttlMs, quoteFor: deliveryQuoteFor })
  return { list, reads, clock }
}

describe('shop/list answer cache', () => {
  it('reads once for concurrent identical requests, and once per filter for the count', async () => {
    const { list, reads } = listWith(60_000)
    await Promise.all(Array.from({ length: 20 }, () => list(input, here, 'en')))
    // One answer: in an empty city each phase (open, closed) reads its first ring and knows (from the
    // counts) that there is nothing further: 2 reads, not 20 x 2.
    expect(reads.page).toBe(2)
    expect(reads.count).toBe(1)
    expect(reads.open).toBe(1)
    // Another position: a new page, but the count (no distance bound) is the cached one, and so is
    // the open phase (no shop open: nothing to read; decision 0061).
    await list(input, { lng: 121.5, lat: 31.2 }, 'en')
    expect(reads.page).toBe(3)
    expect(reads.count).toBe(1)
    expect(reads.open).toBe(1)
    // A bounded scope counts around its position.
    await list({ ...input, scope: '3km' }, here, 'en')
    expect(reads.count).toBe(2)
  })

  it('answers again from the database in a new minute and when the cache is off', async () => {
    const cached = listWith(600_000)
    await cached.list(input, here, 'en')
    cached.clock.advance(60_000)
    await cached.list(input, here, 'en')
    expect(cached.reads.page).toBe(4)
    expect(cached.reads.open).toBe(2)
    const off = listWith(0)
    await off.list(input, here, 'en')
    await off.list(input, here, 'en')
    expect(off.reads.count).toBe(2)
  })
})

describe("a filter's open shops at the minute's turn", () => {
  it('are read ahead in the last seconds of a minute, once, and served at the turn without a read', async () => {
    const { list, reads, clock } = listWith(600_000)
    // Saturday 12:00:30 in Shanghai: not yet
    clock.set(new Date('2026-11-21T04:00:30Z'))
    await list(input, here, 'en')
    expect(reads.openAt).toEqual([6 * 1440 + 720])
    // 12:00:50: 12:01 is read ahead, once however many ask
    clock.set(new Date('2026-11-21T04:00:50Z'))
    await Promise.all([
      list(input, { lng: 121.5, lat: 31.2 }, 'en'),
      list(input, { lng: 121.6, lat: 31.2 }, 'en'),
    ])
    expect(reads.openAt).toEqual([6 * 1440 + 720, 6 * 1440 + 721])
    // 12:01:01: already at hand; 12:01:50 reads 12:02 ahead
    clock.set(new Date('2026-11-21T04:01:01Z'))
    await list(input, { lng: 121.7, lat: 31.2 }, 'en')
    expect(reads.openAt).toEqual([6 * 1440 + 720, 6 * 1440 + 721])
    clock.set(new Date('2026-11-21T04:01:50Z'))
    await list(input, { lng: 121.8, lat: 31.2 }, 'en')
    expect(reads.openAt).toEqual([6 * 1440 + 720, 6 * 1440 + 721, 6 * 1440 + 722])
    // the week's last minute reads Sunday 00:00 ahead
    clock.set(new Date('2026-11-21T15:59:50Z'))
    await list(input, { lng: 121.9, lat: 31.2 }, 'en')
    expect(reads.openAt.slice(-2)).toEqual([7 * 1440 - 1, 0])
  })
})

describe("a keyword's one-statement read (decision 0056)", () => {
  /**
   * A repository whose keyword matches `matches` shops of a city of `cityShops`: fewFirst answers only
   * up to its cap.
   */
  function keywordRepository(matches: number, cityShops = 100_000) {
    // each fewFirst call's cap, in order; `few` counts them
    const reads = {
      count: 0,
      city: 0,
      caps: [] as number[],
      pages: 0,
      get few() {
        return this.caps.length
      },
    }
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const nearby = {
      page: async () => {
        reads.pages++
        return [] as NearbyRow[]
      },
      count: async (_db: unknown, q: { openAt?: number; filter: { keywords?: string } }) => {
        if (q.openAt !== undefined) return 0
        if (!q.filter.keywords) {
          reads.city++
          return cityShops
        }
        reads.count++
        return matches
      },
      openIds: async () => [],
      fewFirst: async (_db: unknown, q: { cap: number }) => {
        reads.caps.push(q.cap)
        await held
        return matches > q.cap ? null : { rows: [] as NearbyRow[], total: matches }
      },
      searchSample: async () => [],
      deliveryCandidates: async () => [],
      deliveryReach: async () => ({ maxRange: 5000, polygons: [] }),
    } as unknown as ShopsNearbyRepository
    const list = createShopList({
      db: {} as Db,
      clock: new ManualClock(),
      nearby,
      settings,
      ttlMs: 60_000,
      quoteFor: deliveryQuoteFor,
    })
    return { list, reads, release }
  }
  // twenty clients, each somewhere else (different answers), searching one new word
  const positions = Array.from({ length: 20 }, (_, i) => ({ lng: 121.4 + i / 100, lat: 31.2 }))

  it('is tried once for a new common word by concurrent searches, then not while its count is kept', async () => {
    const { list, reads, release } = keywordRepository(5000)
    const answers = Promise.all(positions.map((at) => list({ ...input, keywords: 'noodles' }, at, 'en')))
    release()
    const totals = (await answers).map((a) => a.total)
    expect(totals).toEqual(positions.map(() => 5000))
    expect(reads.few).toBe(1)
    await list({ ...input, keywords: 'noodles', scope: '3km' }, { lng: 121.3, lat: 31.1 }, 'en')
    expect(reads.few).toBe(1)
  })

  it('is tried by every search of a rare word (its own page each time)', async () => {
    const { list, reads, release } = keywordRepository(12)
    release()
    const answers = await Promise.all(
      positions.map((at) => list({ ...input, keywords: 'lantern 7' }, at, 'en')),
    )
    expect(answers.map((a) => a.total)).toEqual(positions.map(() => 12))
    expect(reads.few).toBe(20)
    expect(reads.count).toBe(0)
    // the city's shops, for the cap (decision 0075): counted once, kept a minute
    expect(reads.city).toBe(1)
  })

  it("reads a word at once up to a cap that grows with the city's shops (decision 0075)", async () => {
    expect([0, 1000, 10_000, 100_000, 1_000_000].map(fewMatchesFor)).toEqual([100, 141, 447, 1000, 1000])
    // a tenth of a city of 10,000 shops: more than its cap, read by rings
    const town = keywordRepository(1000, 10_000)
    town.release()
    expect((await town.list({ ...input, keywords: 'noodles' }, here, 'en')).total).toBe(1000)
    expect(town.reads.caps).toEqual([447])
    expect(town.reads.pages).toBeGreaterThan(0)
    // a hundredth of a city of 100,000: read at once, no ring
    const city = keywordRepository(1000, 100_000)
    city.release()
    expect((await city.list({ ...input, keywords: 'noodles' }, here, 'en')).total).toBe(1000)
    expect(city.reads.caps).toEqual([1000])
    expect(city.reads.pages).toBe(0)
  })
})
