import type { FaqEntry, Goods, GoodsWithShop, MenuCategory, ShopBranch, ShopDetail } from '@siam/contracts'
import { asc, eq, ilike, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../db/seed/seed'
import { newId } from '../../platform/ids'
import { original, pick } from '../../platform/localize'
import { useApiTestApp } from '../../test/suite'
import type { SettingsService } from '../settings'
import { goodsMapper } from './shops.mapper'
import { createShopsRepository } from './shops.repository'
import { createShopsService } from './shops.service'
import { goods, goodsOptionGroups, goodsOptions, menuCategories, shops } from './shops.tables'
import { createShopsNearbyRepository } from './shops-nearby.repository'

// Issue 15: the shop routes' calls (branches, dishes across shops, featured dishes, details) and
// the FAQ, on the demo city as a visitor sees it.
const PEOPLES_SQUARE = '121.4737,31.2304'
type Page<T> = { records: T[]; total: number }

describe('shop pages (issue 15)', () => {
  const t = useApiTestApp()

  /** The dishes' option groups and options read table by table, each by `sort` (what folded reads must equal). */
  async function optionsOfDishes(dishIds: string[]) {
    const groups = await t.db
      .select()
      .from(goodsOptionGroups)
      .where(inArray(goodsOptionGroups.goodsId, dishIds))
      .orderBy(asc(goodsOptionGroups.sort))
    const options = await t.db
      .select()
      .from(goodsOptions)
      .where(
        inArray(
          goodsOptions.groupId,
          groups.map((g) => g.id),
        ),
      )
      .orderBy(asc(goodsOptions.sort))
    return { groups, options }
  }
  let burgers: ShopDetail
  beforeAll(async () => {
    await seedDemo(t.db, t.clock)
    const found = await t.ok<{ records: { id: string; name: string }[] }>('shop/list', {
      keywords: 'big sky',
      pageSize: 100,
    })
    // The chain's branches share the name; the featured one is the branch these tests look at
    // (without a position the list's order among equals is by id, issue 17).
    const branches = found.records.filter((r) => r.name === 'Big Sky Burgers')
    const details = await Promise.all(
      branches.map((b) => t.ok<ShopDetail>('shop/detail', { id: b.id, position: PEOPLES_SQUARE })),
    )
    const featured = details.find((d) => d.featured)
    if (!featured) throw new Error('no demo chain')
    burgers = featured
  })

  it("lists a chain's branches with addresses and distance, nearest first", async () => {
    expect(burgers.brand).toBe('big-sky-burgers')
    expect(burgers.branchCount).toBe(3)
    const branches = await t.ok<ShopBranch[]>('shop/branchList', {
      shopId: burgers.id,
      position: PEOPLES_SQUARE,
    })
    expect(branches).toHaveLength(3)
    expect(branches.map((b) => b.id)).toContain(burgers.id)
    for (const b of branches) {
      expect(b.address).toMatch(/Shanghai/)
      expect(b.addressZh).toMatch(/^上海市/)
      expect(b.distanceMeters).toBeGreaterThan(0)
    }
    const distances = branches.map((b) => b.distanceMeters ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('answers an independent shop with itself, and an unknown shop with SHOP_NOT_FOUND', async () => {
    const shops = await t.ok<{ records: { id: string; name: string }[] }>('shop/list', { keywords: 'masala' })
    const masala = shops.records[0]
    if (!masala) throw new Error('no masala house')
    const alone = await t.ok<ShopBranch[]>('shop/branchList', { shopId: masala.id })
    expect(alone.map((b) => b.id)).toEqual([masala.id])
    const unknown = await t.call('shop/branchList', { shopId: newId() })
    expect(unknown).toMatchObject({ status: 404, errorKey: 'SHOP_NOT_FOUND' })
  })

  it('lists dishes across shops for keywords or a type, with the shop and the price', async () => {
    const burgersAll = await t.ok<Page<GoodsWithShop>>('goods/list', {
      keywords: 'burger',
      position: PEOPLES_SQUARE,
      pageSize: 100,
    })
    expect(burgersAll.total).toBeGreaterThan(3)
    const shopsSeen = new Set(burgersAll.records.map((g) => g.shopId))
    expect(shopsSeen.size).toBeGreaterThanOrEqual(3) // the chain's three branches at least
    for (const g of burgersAll.records) {
      expect(g.shopName).not.toBe('')
      expect(g.priceFen).toBeGreaterThan(0)
    }
    const distances = burgersAll.records.map((g) => g.distanceMeters ?? 0)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))

    const halal = await t.ok<Page<GoodsWithShop>>('goods/list', { type: 'halal', pageSize: 5 })
    expect(halal.records).toHaveLength(5)
    expect(halal.total).toBeGreaterThan(5)
    const none = await t.ok<Page<GoodsWithShop>>('goods/list', { keywords: 'zzzz-nothing' })
    expect(none).toEqual({ records: [], total: 0 })
    const bad = await t.call('goods/list', { type: 'pizza-place' })
    expect(bad).toMatchObject({ status: 400 })
  })

  it('pages dishes across shops in the database as a large city is read: the same list as reading them whole (decision 0066)', async () => {
    const settings = {
      current: async () => ({ routeFactor: 1.3, closingSoonMinutes: 30 }),
    } as unknown as SettingsService
    const service = (fewDishes: number, shopsScanned?: number) =>
      createShopsService({
        db: t.db,
        clock: t.clock,
        repo: createShopsRepository(),
        nearby: createShopsNearbyRepository(),
        settings,
        catalogueTtlMs: 0,
        fewDishes,
        shopsScanned,
      })
    type Service = ReturnType<typeof service>
    /** Every dish of a filter's list, page by page, and the total each page gave. */
    async function walk(svc: Service, filter: object, near: { position?: string }, pageSize: number) {
      const ids: string[] = []
      let total = -1
      for (let pageNo = 1; total === -1 || ids.length < total; pageNo++) {
        const page = await svc.goodsAcrossShops(filter, near, { pageNo, pageSize }, 'en')
        if (total !== -1) expect(page.total).toBe(total)
        total = page.total
        if (page.records.length === 0) break
        ids.push(...page.records.map((g) => g.id))
      }
      return { ids, total }
    }
    // Read whole and ordered in the server (the few) against paged in the database (the many).
    const whole = service(100_000)
    const paged = service(0)
    const filters = [
      { keywords: 'burger' },
      { type: 'halal' as const },
      { featured: true },
      { keywords: 'e' },
      {},
    ]
    // At noon most shops are open; at 04:00 Shanghai time none is (closed shops after the open ones).
    for (const at of ['2026-03-04T04:00:00Z', '2026-03-03T20:00:00Z']) {
      t.clock.set(new Date(at))
      for (const filter of filters) {
        for (const near of [{ position: PEOPLES_SQUARE }, { position: '116.40,39.90' }, {}]) {
          const label = `${at} ${JSON.stringify(filter)} ${JSON.stringify(near)}`
          const all = await walk(whole, filter, near, 100)
          expect(all.ids.length, label).toBe(all.total)
          expect(all.total, label).toBeGreaterThan(0)
          // the first page whole, cards and all; then page by page: each dish once, in the same order
          const firstPage = { pageNo: 1, pageSize: 100 }
          expect(await paged.goodsAcrossShops(filter, near, firstPage, 'en'), label).toEqual(
            await whole.goodsAcrossShops(filter, near, firstPage, 'en'),
          )
          expect(await walk(paged, filter, near, 7), label).toEqual(all)
          // a page past the end: no dish, and the list's total (both paths)
          const past = { pageNo: Math.ceil(all.total / 7) + 2, pageSize: 7 }
          for (const svc of [whole, paged])
            expect(await svc.goodsAcrossShops(filter, near, past, 'en'), label).toEqual({
              records: [],
              total: all.total,
            })
        }
      }
    }
    // Many dishes are listed from the nearest shops only (SHOPS_SCANNED): here the nearest three.
    t.clock.set(new Date('2026-03-04T04:00:00Z'))
    const near = { position: PEOPLES_SQUARE }
    const records: GoodsWithShop[] = []
    for (let pageNo = 1; pageNo === 1 || records.length % 100 === 0; pageNo++) {
      const page = await whole.goodsAcrossShops({}, near, { pageNo, pageSize: 100 }, 'en')
      if (page.records.length === 0) break
      records.push(...page.records)
    }
    const everything = { records, total: records.length }
    const nearest = [...new Map(everything.records.map((g) => [g.shopId, g.distanceMeters ?? 0]))]
      .sort((a, b) => a[1] - b[1])
      .slice(0, 3)
      .map(([shopId]) => shopId)
    const fromNearest = everything.records.filter((g) => nearest.includes(g.shopId)).map((g) => g.id)
    expect(fromNearest.length).toBeLessThan(everything.total)
    expect(await walk(service(0, 3), {}, near, 4)).toEqual({ ids: fromNearest, total: fromNearest.length })
    // one shop's dishes are that shop's, however far it is from the position
    const farthest = [...new Map(everything.records.map((g) => [g.shopId, g.distanceMeters ?? 0]))].sort(
      (a, b) => b[1] - a[1],
    )[0]?.[0] as string
    const itsDishes = everything.records.filter((g) => g.shopId === farthest).map((g) => g.id)
    expect(itsDishes.length).toBeGreaterThan(0)
    expect(await walk(service(0, 3), { shopId: farthest }, near, 4)).toEqual({
      ids: itsDishes,
      total: itsDishes.length,
    })

    // "All" and rows from 1,000 on are refused on both paths, before anything is read.
    for (const svc of [whole, paged]) {
      for (const paging of [
        { pageNo: -1, pageSize: 10 },
        { pageNo: 101, pageSize: 10 },
      ]) {
        await expect(svc.goodsAcrossShops({}, {}, paging, 'en')).rejects.toMatchObject({
          key: 'VALIDATION_FAILED',
        })
      }
    }
    expect(await t.call('goods/list', { keywords: 'burger', pageNo: -1 })).toMatchObject({
      status: 400,
      errorKey: 'VALIDATION_FAILED',
    })
    expect(await t.call('goods/featuredList', { pageNo: 11, pageSize: 100 })).toMatchObject({ status: 400 })
    expect(await t.call('appraise/list', { shopId: burgers.id, pageNo: -1 })).toMatchObject({ status: 400 })
  })

  it('lists the featured dishes the platform picks, and a shop counts its own', async () => {
    const featured = await t.ok<Page<GoodsWithShop>>('goods/featuredList', { pageSize: 100 })
    expect(featured.total).toBeGreaterThanOrEqual(4)
    const own = await t.ok<Page<GoodsWithShop>>('goods/featuredList', { shopId: burgers.id, pageSize: 100 })
    expect(own.total).toBe(burgers.featuredGoods)
    expect(own.records.every((g) => g.shopId === burgers.id)).toBe(true)
  })

  it("shows the shop's photos, licences and chat-app contacts", () => {
    expect(burgers.featured).toBe(true)
    expect(burgers.photos.length).toBeGreaterThan(0)
    expect(burgers.licences.map((l) => l.kind)).toEqual(['business', 'food'])
    expect(burgers.whatsApp).toBe('+8613800138021')
    expect(burgers.weChat).toBe('bigskyburgers')
  })

  it('a visitor in Beijing sees Shanghai shops as not delivering there: no fee, no time', async () => {
    const beijing = '116.3975,39.9087'
    const far = await t.ok<{
      records: { inRange: boolean; deliveryFeeFen: number | null; deliveryMinutes: number | null }[]
      deliversHere: boolean
    }>('shop/list', { position: beijing, pageSize: 100 })
    expect(far.deliversHere).toBe(false)
    for (const card of far.records)
      expect(card).toMatchObject({ inRange: false, deliveryFeeFen: null, deliveryMinutes: null })
    const detail = await t.ok<ShopDetail>('shop/detail', { id: burgers.id, position: beijing })
    expect(detail).toMatchObject({ inRange: false, deliveryFeeFen: null, deliveryMinutes: null })
  })

  it('serves the seeded FAQ in the reader’s language', async () => {
    const en = await t.ok<FaqEntry[]>('content/faq/list', {})
    expect(en.length).toBeGreaterThanOrEqual(5)
    expect(en[0]?.question).toBe('Can I pay without a Chinese bank card?')
    const zh = await t.ok<FaqEntry[]>('content/faq/list', { lang: 'zh-Hans' })
    expect(zh[0]?.question).toBe('没有中国银行卡可以付款吗？')
  })

  it('lists the web view partners in the public settings', async () => {
    const settings = await t.ok<{ webviewHosts: string[] }>('setting/selectCurrent', {})
    expect(settings.webviewHosts).toContain('mp.weixin.qq.com')
  })
  it("finds dishes with their options and shop's name in one statement, the same as reading the tables one by one (decision 0054)", async () => {
    for (const lang of ['en', 'ar'] as const) {
      const found = await t.ok<{ goods: (Goods & { shopName: string })[] }>('shop/search', {
        keywords: 'Burger',
        lang,
      })
      const dishes = await t.db
        .select()
        .from(goods)
        .where(ilike(goods.searchText, '%burger%'))
        .orderBy(asc(goods.id))
      const { groups, options } = await optionsOfDishes(dishes.map((d) => d.id))
      const names = new Map(
        (
          await t.db
            .select()
            .from(shops)
            .where(
              inArray(
                shops.id,
                dishes.map((d) => d.shopId),
              ),
            )
        ).map((s) => [s.id, pick(s.name, lang)]),
      )
      // fewer than search's 30 dishes, with options: every part is compared
      expect(dishes.length).toBeGreaterThan(1)
      expect(dishes.length).toBeLessThan(30)
      expect(options.length).toBeGreaterThan(0)
      const toGoods = goodsMapper(groups, options, lang)
      expect([...found.goods].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
        dishes.map((d) => ({ ...toGoods(d), shopName: names.get(d.shopId) })),
      )
    }
  })

  it('reads a whole menu in one statement, the same as reading its tables one by one (decision 0053)', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const menu = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: burgers.id, lang })
      const categories = await t.db
        .select()
        .from(menuCategories)
        .where(eq(menuCategories.shopId, burgers.id))
        .orderBy(asc(menuCategories.sort))
      const dishes = await t.db
        .select()
        .from(goods)
        .where(eq(goods.shopId, burgers.id))
        .orderBy(asc(goods.sort))
      const { groups, options } = await optionsOfDishes(dishes.map((d) => d.id))
      // the demo burger shop has dishes with options, so every part is compared
      expect(groups.length).toBeGreaterThan(0)
      expect(options.length).toBeGreaterThan(0)
      const toGoods = goodsMapper(groups, options, lang)
      expect(menu).toEqual(
        categories.map((c) => ({
          id: c.id,
          name: pick(c.name, lang),
          nameZh: original(c.name),
          goods: dishes.filter((d) => d.categoryId === c.id).map(toGoods),
        })),
      )
    }
    expect(await t.call('menu/listWithGoods', { shopId: newId() })).toMatchObject({
      status: 404,
      errorKey: 'SHOP_NOT_FOUND',
    })
  })
})
