import type { ShopCard } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFixtureShop } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'

/*
 * Decision 0071: search's answer holds near me's first page of shops (10), then its dishes; the
 * search page pages on through shop/list from the answer's cursor. Between them every matching
 * shop is listed once, nearest first.
 */
const LNG = 121.479
const LAT = 31.2304
const P = `${LNG},${LAT}`
const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_000
const MATCHING = 23

type Found = { shops: ShopCard[]; nextCursor: string | null }
type Paged = { records: ShopCard[]; nextCursor: string | null }

describe("search's first page of shops and its cursor (decision 0071)", () => {
  const t = useApiTestApp()
  /** the matching shops' ids, nearest first */
  const nearestFirst: string[] = []

  beforeAll(async () => {
    // Due north of P every 150 m, a shop that does not match between each two that do.
    for (let i = 0; i < MATCHING * 2; i++) {
      const matches = i % 2 === 0
      const name = matches ? `Kilo Kebab ${i}` : `Lima Laksa ${i}`
      const shop = await createFixtureShop(t.db, {
        name: { en: name, 'zh-Hans': name },
        searchText: name.toLowerCase(),
        lng: LNG,
        lat: LAT + ((i + 1) * 150) / METRES_PER_DEGREE,
      })
      if (matches) nearestFirst.push(shop.shopId)
    }
  })

  it('answers the 10 nearest matching shops, and the cursor lists the rest once, nearest first', async () => {
    const found = await t.ok<Found>('shop/search', { keywords: 'KEBAB', position: P })
    expect(found.shops.map((s) => s.id)).toEqual(nearestFirst.slice(0, 10))
    expect(found.nextCursor).not.toBeNull()

    const ids = found.shops.map((s) => s.id)
    let cursor = found.nextCursor
    while (cursor) {
      const page = await t.ok<Paged>('shop/list', { keywords: 'kebab', position: P, pageSize: 20, cursor })
      ids.push(...page.records.map((s) => s.id))
      cursor = page.nextCursor
    }
    expect(ids).toEqual(nearestFirst)
  })

  it('has no cursor when the first page holds every matching shop', async () => {
    const found = await t.ok<Found>('shop/search', { keywords: 'kebab 4', position: P })
    // "kilo kebab 4", "kilo kebab 40", "kilo kebab 42", "kilo kebab 44"
    expect(found.shops.map((s) => s.id)).toEqual([2, 20, 21, 22].map((n) => nearestFirst[n]))
    expect(found.nextCursor).toBeNull()
  })
})
