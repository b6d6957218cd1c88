import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client'
import { ManualClock } from '../../platform/clock'
import type { SettingsService } from '../settings'
import type { ShopsRepository } from './shops.repository'
import { createShopsService } from './shops.service'
import type { NearbyRow, ShopsNearbyRepository } from './shops-nearby.repository'

/**
 * Search's dishes do not depend on the position (decision 0056): one read per keyword serves the
 * catalogue's few seconds, and a console edit reads them again. Checked against repositories that
 * count their reads (no database needed).
 */
function searchWith(catalogueTtlMs: number, slowKeyword?: { keywords: string; done: Promise<void> }) {
  const reads = { dishes: [] as string[], rare: [] as string[] }
  const slow = async (keywords: string | undefined) => {
    if (slowKeyword && keywords === slowKeyword.keywords) await slowKeyword.done
  }
  const repo = {
    searchGoods: async (_db: unknown, keywords: string, limit: number, rare?: boolean) => {
      reads.dishes.push(`${keywords}:${limit}`)
      if (rare) reads.rare.push(keywords)
      await slow(keywords)
      if (keywords === 'bilingual') return bilingualDish
      return { rows: [], groups: [], options: [] }
    },
  } as unknown as ShopsRepository
  const nearby = {
    page: async () => [] as NearbyRow[],
    count: async () => 0,
    fewFirst: async (_db: unknown, q: { filter: { keywords: string } }) => {
      await slow(q.filter.keywords)
      return { rows: [] as NearbyRow[], total: 0 }
    },
    searchSample: async () => [],
    deliveryCandidates: async () => [],
    deliveryReach: async () => ({ maxRange: 5000, polygons: [] }),
  } as unknown as ShopsNearbyRepository
  const settings = {
    current: async () => ({ routeFactor: 1.3, closingSoonMinutes: 30 }),
  } as unknown as SettingsService
  const service = createShopsService({
    db: {} as Db,
    clock: new ManualClock(),
    repo,
    nearby,
    settings,
    catalogueTtlMs,
    // 'house 54321' is in no sampled dish (rare-dishes.ts)
    rareDishes: { isRare: (keywords) => keywords.toLowerCase() === 'house 54321' },
  })
  return { service, reads }
}

/** One dish with a name in two languages and one option group, as searchGoods reads it. */
const bilingualDish = {
  rows: [
    {
      id: 'dish-1',
      shopId: 'shop-1',
      categoryId: 'cat-1',
      name: { en: 'Beef noodles', 'zh-Hans': '牛肉面' },
      description: { en: 'Tasty', 'zh-Hans': '好吃' },
      image: 'demo/dish.jpg',
      priceFen: 1800,
      packingFeeFen: 0,
      soldOut: false,
      monthlySales: 3,
      facts: null,
      shopName: { en: 'Noodle House', 'zh-Hans': '面馆' },
    },
  ],
  groups: [
    {
      id: 'g-1',
      goodsId: 'dish-1',
      name: { en: 'Size', 'zh-Hans': '份量' },
      required: true,
      multiple: false,
    },
  ],
  options: [{ id: 'o-1', groupId: 'g-1', name: { en: 'Large', 'zh-Hans': '大份' }, priceFen: 300 }],
}

const positions = Array.from({ length: 20 }, (_, i) => `${121.4 + i / 100},31.2`)

describe("search's dishes", () => {
  it('are read once for one keyword from everywhere, kept once asked for again, and read after a console edit', async () => {
    const { service, reads } = searchWith(60_000)
    await Promise.all(positions.map((at) => service.search('Noodles', at, 'en')))
    expect(reads.dishes).toEqual(['noodles:30'])
    // asked for again (however it is written: the pattern is lower-cased), read and kept from then
    // on (decision 0062); another keyword is read
    await service.search('NOODLES', positions[0], 'en')
    await service.search('noodles', positions[1], 'en')
    await service.search('dumplings', positions[0], 'en')
    expect(reads.dishes).toEqual(['noodles:30', 'noodles:30', 'dumplings:30'])
    service.invalidateShop('any')
    await service.search('noodles', positions[0], 'en')
    expect(reads.dishes).toEqual(['noodles:30', 'noodles:30', 'dumplings:30', 'noodles:30'])
  })

  it('are read for every search without the catalogue cache (tests, SHOP_CACHE_MS=0)', async () => {
    const { service, reads } = searchWith(0)
    await Promise.all(positions.slice(0, 3).map((at) => service.search('noodles', at, 'en')))
    expect(reads.dishes).toHaveLength(3)
  })

  it('are read by the rare statement when no sampled dish holds the keyword (decision 0059)', async () => {
    for (const ttl of [60_000, 0]) {
      const { service, reads } = searchWith(ttl)
      await service.search('House 54321', positions[0], 'en')
      await service.search('noodles', positions[0], 'en')
      expect(reads.rare, `cache ${ttl} ms`).toEqual([ttl > 0 ? 'house 54321' : 'House 54321'])
    }
  })

  it('answer a search whose reads were pushed out of the caches while running (decision 0059)', async () => {
    let finish = () => {}
    const done = new Promise<void>((resolve) => {
      finish = resolve
    })
    const { service } = searchWith(60_000, { keywords: 'slow 1', done })
    const first = service.search('slow 1', positions[0], 'en')
    // 600 other names fill both caches (500 kept each) while the first search's reads run
    for (let n = 0; n < 600; n++) await service.search(`house ${n}`, positions[0], 'en')
    finish()
    // lru-cache rejected it with "evicted" (a 500) before
    await expect(first).resolves.toEqual({ shops: [], nextCursor: null, goods: [] })
  })

  it('are made into each language once per read, and each search gets its own language (decision 0060)', async () => {
    const { service, reads } = searchWith(60_000)
    const names = async (locale: 'en' | 'zh-Hans', at = positions[0]) => {
      const { goods } = await service.search('bilingual', at, locale)
      return goods.map((g) => [
        g.name,
        g.shopName,
        g.optionGroups[0]?.name,
        g.optionGroups[0]?.options[0]?.name,
      ])
    }
    expect(await names('en')).toEqual([['Beef noodles', 'Noodle House', 'Size', 'Large']])
    expect(await names('zh-Hans')).toEqual([['牛肉面', '面馆', '份量', '大份']])
    expect(await names('en', positions[1])).toEqual([['Beef noodles', 'Noodle House', 'Size', 'Large']])
    const [a, b] = await Promise.all([
      service.search('bilingual', positions[2], 'en'),
      service.search('bilingual', positions[3], 'en'),
    ])
    expect(a.goods).toBe(b.goods)
    // the first search's read was let go; the second's is kept and served the rest
    expect(reads.dishes).toEqual(['bilingual:30', 'bilingual:30'])
  })
})
