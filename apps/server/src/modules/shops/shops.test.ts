import type { Goods, MenuCategory, ShopCard, ShopDetail, shopCalls } from '@siam/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import { createFixtureShop, type FixtureShop } from '../../test/fixtures'
import type { RequestBody } from '../../test/requests'
import { useApiTestApp } from '../../test/suite'
import { banners, goods, menuCategories } from './shops.tables'

/*
 * Six shops due north of the point P (same longitude), so each distance is the latitude difference
 * times R * pi / 180 = 6371000 * pi / 180 = 111194.93 m per degree:
 *   D 0.0009 deg =  100.08 m  (operating = false)
 *   A 0.0045 deg =  500.38 m
 *   B 0.0180 deg = 2001.51 m
 *   E 0.0270 deg = 3002.26 m  (hours 18:00-02:00)
 *   C 0.0360 deg = 4003.02 m  (delivery subsidy 3 yuan)
 *   F 0.0540 deg = 6004.53 m  (beyond the 5 km range)
 * Fee: route = straight x 1.3; base 5 yuan up to 1 km of route, then 1 yuan per started km.
 */
const LNG = 121.479
const LAT = 31.2304
const P = `${LNG},${LAT}`
const text = (en: string, zh: string) => ({ en, 'zh-Hans': zh })

// The ManualClock's default instant: 2026-11-21 12:00 in Shanghai (UTC+8, no daylight saving).
const NOON = new Date('2026-11-21T04:00:00Z')

describe('shops (public reads)', () => {
  const t = useApiTestApp()
  const s: Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F', FixtureShop> = {} as never
  const names = {
    A: text('Alpha Sichuan Kitchen', '阿尔法川菜馆'),
    B: text('Bravo Burgers', '布拉沃汉堡'),
    C: text('Charlie Halal Grill', '查理清真烤肉'),
    D: text('Delta Dumplings', '德尔塔饺子馆'),
    E: text('Echo Night Tea', '回声夜茶'),
    F: text('Foxtrot Far Noodles', '狐步远方面馆'),
  }

  beforeAll(async () => {
    const make = (key: keyof typeof names, dLat: number, extra: Parameters<typeof createFixtureShop>[1]) =>
      createFixtureShop(t.db, {
        name: names[key],
        searchText: `${names[key].en.toLowerCase()} ${names[key]['zh-Hans']}`,
        lng: LNG,
        lat: LAT + dLat,
        ...extra,
      })
    s.A = await make('A', 0.0045, { type: 'asian', tastes: ['spicy'], monthlySales: 50, rating: 48 })
    s.B = await make('B', 0.018, { type: 'western', tastes: ['sweet'], monthlySales: 300, rating: 41 })
    s.C = await make('C', 0.036, {
      type: 'halal',
      tastes: ['savory', 'spicy'],
      deliverySubsidyFen: 300,
      monthlySales: 10,
    })
    s.D = await make('D', 0.0009, { type: 'asian', tastes: ['mild'], operating: false })
    s.E = await make('E', 0.027, {
      type: 'drink',
      tastes: ['sweet'],
      hours: [{ open: '18:00', close: '02:00' }],
    })
    s.F = await make('F', 0.054, { type: 'asian', tastes: ['savory'] })
  })

  const list = (body: RequestBody<typeof shopCalls.list>) =>
    t.ok<{ records: ShopCard[]; total: number }>('shop/list', body)
  const idsOf = (cards: { id: string }[]) => cards.map((c) => c.id)

  describe('shop/list', () => {
    it('sorts open shops by distance, closed shops after them, with distance, fee and range', async () => {
      t.clock.set(NOON)
      const { records, total } = await list({ position: P, pageSize: 100 })
      expect(total).toBe(6)
      expect(idsOf(records)).toEqual([s.A, s.B, s.C, s.F, s.D, s.E].map((x) => x.shopId))
      const card = (shop: FixtureShop) => records.find((r) => r.id === shop.shopId) as ShopCard
      expect(records.map((r) => r.distanceMeters)).toEqual([500, 2002, 4003, 6005, 100, 3002])
      // routes 650, 2602, 5204, 7806, 130, 3903 m -> 500, 700, 1000 - 300 subsidy, (F out of range:
      // no fee and no time, issue 15), 500, 800
      expect(records.map((r) => r.deliveryFeeFen)).toEqual([500, 700, 700, null, 500, 800])
      expect(card(s.F).deliveryMinutes).toBeNull()
      expect(records.map((r) => r.inRange)).toEqual([true, true, true, false, true, true])
      expect(card(s.D)).toMatchObject({ open: false, operating: false, closingSoon: false })
      expect(card(s.E)).toMatchObject({ open: false, operating: true })
      expect(card(s.A)).toMatchObject({
        name: 'Alpha Sichuan Kitchen',
        nameZh: '阿尔法川菜馆',
        type: 'asian',
        tastes: ['spicy'],
        open: true,
        minimumOrderFen: 2000,
        rating: 4.8,
        monthlySales: 50,
        fullReductionTiers: [{ thresholdFen: 3000, reductionFen: 500 }],
      })
    })

    it('without a position has no distance or fee and keeps every shop', async () => {
      const { records, total } = await list({ pageSize: 100 })
      expect(total).toBe(6)
      for (const r of records) {
        expect(r.distanceMeters).toBeNull()
        expect(r.deliveryFeeFen).toBeNull()
        expect(r.inRange).toBe(true)
      }
    })

    it('filters by scope 1 km and 3 km', async () => {
      t.clock.set(NOON)
      const oneKm = await list({ position: P, scope: '1km', pageSize: 100 })
      expect(idsOf(oneKm.records)).toEqual([s.A.shopId, s.D.shopId])
      expect(oneKm.total).toBe(2)
      const threeKm = await list({ position: P, scope: '3km', pageSize: 100 })
      // E stands at 3002 m: just outside 3 km.
      expect(idsOf(threeKm.records)).toEqual([s.A.shopId, s.B.shopId, s.D.shopId])
      const fiveKm = await list({ position: P, scope: '5km', pageSize: 100 })
      expect(idsOf(fiveKm.records)).toEqual([s.A, s.B, s.C, s.D, s.E].map((x) => x.shopId))
    })

    it('filters by type and by taste, and by both', async () => {
      t.clock.set(NOON)
      expect(idsOf((await list({ position: P, type: 'asian', pageSize: 100 })).records)).toEqual([
        s.A.shopId,
        s.F.shopId,
        s.D.shopId,
      ])
      expect(idsOf((await list({ position: P, taste: 'spicy', pageSize: 100 })).records)).toEqual([
        s.A.shopId,
        s.C.shopId,
      ])
      expect(
        idsOf((await list({ position: P, type: 'halal', taste: 'spicy', pageSize: 100 })).records),
      ).toEqual([s.C.shopId])
      // No buffet here, but the area is served (deliversHere is about the area, not the filters).
      expect(await list({ position: P, type: 'buffet', pageSize: 100 })).toEqual({
        records: [],
        total: 0,
        nextCursor: null,
        deliversHere: true,
      })
      const bad = await t.call('shop/list', { type: 'pizza' })
      expect(bad).toMatchObject({ status: 400, success: false, errorKey: 'VALIDATION_FAILED' })
    })

    it('pages: 1-based pages of pageSize, total always the full count; never all, never deeper than 1,000 rows (decision 0066)', async () => {
      t.clock.set(NOON)
      const page1 = await list({ position: P, pageNo: 1, pageSize: 2 })
      const page2 = await list({ position: P, pageNo: 2, pageSize: 2 })
      const page3 = await list({ position: P, pageNo: 3, pageSize: 2 })
      const page4 = await list({ position: P, pageNo: 4, pageSize: 2 })
      expect(idsOf(page1.records)).toEqual([s.A.shopId, s.B.shopId])
      expect(idsOf(page2.records)).toEqual([s.C.shopId, s.F.shopId])
      expect(idsOf(page3.records)).toEqual([s.D.shopId, s.E.shopId])
      expect(page4.records).toEqual([])
      for (const p of [page1, page2, page3, page4]) expect(p.total).toBe(6)
      const all = await list({ position: P, pageSize: 100 })
      expect(all.records).toHaveLength(6)
      // "All" (-1) was every shop of the city in one answer (47 MB at 100,000 shops): refused, as
      // is a page starting at row 1,000 or deeper (an offset reads every row before it).
      for (const body of [{ pageNo: -1 }, { pageNo: 51, pageSize: 20 }, { pageNo: 11, pageSize: 100 }]) {
        expect(await t.call('shop/list', { position: P, ...body })).toMatchObject({
          status: 400,
          errorKey: 'VALIDATION_FAILED',
          fieldErrors: { pageNo: expect.any(String) },
        })
      }
      expect((await list({ position: P, pageNo: 50, pageSize: 20 })).records).toEqual([])
      // A position off the Earth is a field error, not "no position" (which listed the whole city).
      for (const position of ['999,99', '181,0', '0,91']) {
        expect(await t.call('shop/list', { position }), position).toMatchObject({
          status: 400,
          errorKey: 'VALIDATION_FAILED',
          fieldErrors: { position: expect.any(String) },
        })
      }
      expect((await list({ position: '-180,-90' })).total).toBe(6)
      expect(await t.call('shop/list', { pageNo: -2 })).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
      // Pages are 1-based: page 0 is a field error, not an empty page.
      expect(await t.call('shop/list', { pageNo: 0 })).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: { pageNo: 'This value is not valid' },
      })
    })

    it('pages by cursor (issue 17): every shop once, in list order, for each sort and scope', async () => {
      type Paged = { records: ShopCard[]; total: number; nextCursor: string | null }
      const walk = async (body: RequestBody<typeof shopCalls.list>) => {
        const seen: string[] = []
        let page = await t.ok<Paged>('shop/list', { ...body, pageSize: 2 })
        const total = page.total
        seen.push(...idsOf(page.records))
        while (page.nextCursor) {
          page = await t.ok<Paged>('shop/list', { ...body, pageSize: 2, cursor: page.nextCursor })
          expect(page.total).toBe(total)
          seen.push(...idsOf(page.records))
        }
        return seen
      }
      for (const [clock, body] of [
        [NOON, { position: P }],
        [NOON, { position: P, scope: '3km' }],
        [NOON, { position: P, sort: 'sales' }],
        [NOON, { position: P, sort: 'rating', taste: 'spicy' }],
        [NOON, {}],
        // 19:00: E (18:00-02:00) is open, so the open phase holds A, B, E, C, F.
        [new Date('2026-11-21T11:00:00Z'), { position: P }],
      ] as const) {
        t.clock.set(clock)
        const all = await list({ ...body, pageSize: 100 })
        expect(await walk(body)).toEqual(idsOf(all.records))
      }
      t.clock.set(new Date('2026-11-21T11:00:00Z'))
      expect(idsOf((await list({ position: P, pageSize: 100 })).records)).toEqual(
        [s.A, s.B, s.E, s.C, s.F, s.D].map((x) => x.shopId),
      )
      // A cursor that was not made by the server is a field error.
      for (const cursor of ['nonsense', Buffer.from('[2,0,"x",1]').toString('base64url')]) {
        expect(await t.call('shop/list', { position: P, cursor })).toMatchObject({
          status: 400,
          errorKey: 'VALIDATION_FAILED',
        })
      }
    })

    it('pages best sellers and best rated by cursor and by page number alike, ties by id (decision 0047)', async () => {
      t.clock.set(NOON)
      type Paged = { records: ShopCard[]; nextCursor: string | null }
      const byId = (...keys: (keyof typeof s)[]) => keys.map((k) => s[k].shopId).sort()
      // Open at noon: A, B, C, F; closed: D (not operating), E (18:00-02:00).
      const expected = {
        // sales: B 300, A 50, C 10, F 0; closed D and E both 0
        sales: [s.B.shopId, s.A.shopId, s.C.shopId, s.F.shopId, ...byId('D', 'E')],
        // rating: A 4.8, then C and F both 4.5, B 4.1; closed D and E both 4.5
        rating: [s.A.shopId, ...byId('C', 'F'), s.B.shopId, ...byId('D', 'E')],
      }
      for (const sort of ['sales', 'rating'] as const) {
        for (const pageSize of [1, 3]) {
          const byCursor: string[] = []
          let page = await t.ok<Paged>('shop/list', { position: P, sort, pageSize })
          byCursor.push(...idsOf(page.records))
          while (page.nextCursor) {
            page = await t.ok<Paged>('shop/list', { position: P, sort, pageSize, cursor: page.nextCursor })
            byCursor.push(...idsOf(page.records))
          }
          expect(byCursor, `${sort} by ${pageSize}`).toEqual(expected[sort])
          const byNumber: string[] = []
          for (let pageNo = 1; pageNo <= Math.ceil(6 / pageSize); pageNo++)
            byNumber.push(...idsOf((await list({ position: P, sort, pageSize, pageNo })).records))
          expect(byNumber, `${sort} pages of ${pageSize}`).toEqual(expected[sort])
        }
        // Without a position too (no distance in the answer, same order).
        expect(idsOf((await list({ sort, pageSize: 100 })).records)).toEqual(expected[sort])
      }
    })

    it('sorts by sales and by rating, open shops still first', async () => {
      t.clock.set(NOON)
      const bySales = await list({ position: P, sort: 'sales', pageSize: 100 })
      // open: B 300, A 50, C 10, F 0; closed: D, E (0 each)
      expect(idsOf(bySales.records).slice(0, 4)).toEqual([s.B.shopId, s.A.shopId, s.C.shopId, s.F.shopId])
      const byRating = await list({ position: P, sort: 'rating', pageSize: 100 })
      // open: A 4.8, C 4.5, F 4.5, B 4.1
      expect(idsOf(byRating.records)[0]).toBe(s.A.shopId)
      expect(idsOf(byRating.records)[3]).toBe(s.B.shopId)
    })

    it('reads opening hours on the Shanghai clock, across midnight, with closing soon', async () => {
      const stateOfE = async () =>
        (await list({ position: P, pageSize: 100 })).records.find((r) => r.id === s.E.shopId)
      // 01:00 Shanghai (17:00 UTC the day before): inside 18:00-02:00, an hour before closing.
      t.clock.set(new Date('2026-11-21T17:00:00Z'))
      expect(await stateOfE()).toMatchObject({ open: true, closingSoon: false })
      // Open shops come first: E (3002 m) now sorts among them.
      expect(idsOf((await list({ position: P, pageSize: 100 })).records)).toEqual(
        [s.A, s.B, s.E, s.C, s.F, s.D].map((x) => x.shopId),
      )
      // 01:30: exactly 30 minutes left counts as closing soon.
      t.clock.set(new Date('2026-11-21T17:30:00Z'))
      expect(await stateOfE()).toMatchObject({ open: true, closingSoon: true })
      t.clock.set(new Date('2026-11-21T17:29:00Z'))
      expect(await stateOfE()).toMatchObject({ open: true, closingSoon: false })
      t.clock.set(new Date('2026-11-21T17:40:00Z'))
      expect(await stateOfE()).toMatchObject({ open: true, closingSoon: true })
      // 02:00 closes; 03:00 closed; 18:00 opens again; 23:59 open.
      t.clock.set(new Date('2026-11-21T18:00:00Z'))
      expect(await stateOfE()).toMatchObject({ open: false, closingSoon: false })
      t.clock.set(new Date('2026-11-21T19:00:00Z'))
      expect(await stateOfE()).toMatchObject({ open: false })
      t.clock.set(new Date('2026-11-22T10:00:00Z'))
      expect(await stateOfE()).toMatchObject({ open: true, closingSoon: false })
      t.clock.set(new Date('2026-11-22T15:59:00Z'))
      expect(await stateOfE()).toMatchObject({ open: true, closingSoon: false })
      t.clock.set(NOON)
    })
  })

  describe('shop/detail', () => {
    it('answers SHOP_NOT_FOUND for an unknown id', async () => {
      const res = await t.call('shop/detail', { id: newId() })
      expect(res).toMatchObject({
        status: 404,
        success: false,
        code: 404,
        errorKey: 'SHOP_NOT_FOUND',
        message: 'The shop does not exist or is no longer available.',
        data: null,
      })
    })

    it('gives fee and range for a position', async () => {
      t.clock.set(NOON)
      const b = await t.ok<ShopDetail>('shop/detail', { id: s.B.shopId, position: P })
      expect(b).toMatchObject({
        id: s.B.shopId,
        name: 'Bravo Burgers',
        address: '1 Test Road',
        addressZh: '测试路1号',
        phone: '02112345678',
        distanceMeters: 2002,
        deliveryFeeFen: 700,
        inRange: true,
        baseDeliveryFeeFen: 500,
        perKmFeeFen: 100,
        deliveryRangeMeters: 5000,
        deliverySubsidyFen: 0,
        open: true,
        closesAt: null,
        nextOpenAt: null,
      })
      const c = await t.ok<ShopDetail>('shop/detail', { id: s.C.shopId, position: P })
      expect(c).toMatchObject({
        distanceMeters: 4003,
        deliveryFeeFen: 700,
        deliverySubsidyFen: 300,
        inRange: true,
      })
      const f = await t.ok<ShopDetail>('shop/detail', { id: s.F.shopId, position: P })
      expect(f).toMatchObject({
        distanceMeters: 6005,
        deliveryFeeFen: null,
        deliveryMinutes: null,
        inRange: false,
      })
      const noPosition = await t.ok<ShopDetail>('shop/detail', { id: s.B.shopId })
      expect(noPosition).toMatchObject({
        distanceMeters: null,
        deliveryFeeFen: null,
        deliveryMinutes: null,
        inRange: true,
      })
    })

    it('tells when a shop closes and when it opens next', async () => {
      t.clock.set(new Date('2026-11-21T17:00:00Z'))
      expect(await t.ok<ShopDetail>('shop/detail', { id: s.E.shopId })).toMatchObject({
        open: true,
        closesAt: '2026-11-21T18:00:00.000Z',
        nextOpenAt: null,
      })
      t.clock.set(new Date('2026-11-21T19:00:00Z'))
      expect(await t.ok<ShopDetail>('shop/detail', { id: s.E.shopId })).toMatchObject({
        open: false,
        closesAt: null,
        nextOpenAt: '2026-11-22T10:00:00.000Z',
      })
      expect(await t.ok<ShopDetail>('shop/detail', { id: s.D.shopId })).toMatchObject({
        open: false,
        operating: false,
        nextOpenAt: null,
      })
      t.clock.set(NOON)
    })

    it('is translated: zh-Hans gives the Chinese texts, an unknown language English', async () => {
      const zh = await t.ok<ShopDetail>('shop/detail', { id: s.A.shopId, lang: 'zh-Hans' })
      expect(zh).toMatchObject({ name: '阿尔法川菜馆', nameZh: '阿尔法川菜馆', address: '测试路1号' })
      const unknown = await t.ok<ShopDetail>('shop/detail', { id: s.A.shopId, lang: 'xx-YY' })
      expect(unknown).toMatchObject({
        name: 'Alpha Sichuan Kitchen',
        nameZh: '阿尔法川菜馆',
        address: '1 Test Road',
      })
      // French has no text of its own: English is the fallback.
      const fr = await t.ok<ShopDetail>('shop/detail', { id: s.A.shopId, lang: 'fr' })
      expect(fr.name).toBe('Alpha Sichuan Kitchen')
      // The mlang header works as well as the body's lang.
      const viaHeader = await t.call<ShopDetail>('shop/detail', { id: s.A.shopId }, null, { mlang: 'zh-CN' })
      expect(viaHeader.data?.name).toBe('阿尔法川菜馆')
      // Error messages follow the language too.
      const missing = await t.call('shop/detail', { id: newId(), lang: 'zh-Hans' })
      expect(missing.errorKey).toBe('SHOP_NOT_FOUND')
      expect(missing.message).not.toBe('The shop does not exist or is no longer available.')
    })
  })

  describe('shop/search', () => {
    type Found = { shops: ShopCard[]; goods: (Goods & { shopName: string })[] }
    it('matches Chinese and English shop names, case-insensitively', async () => {
      const zh = await t.ok<Found>('shop/search', { keywords: '川菜', position: P })
      expect(idsOf(zh.shops)).toEqual([s.A.shopId])
      const en = await t.ok<Found>('shop/search', { keywords: 'SICHUAN' })
      expect(idsOf(en.shops)).toEqual([s.A.shopId])
      const both = await t.ok<Found>('shop/search', { keywords: '面馆', position: P })
      expect(idsOf(both.shops)).toEqual([s.F.shopId])
      const none = await t.ok<Found>('shop/search', { keywords: 'sushi' })
      expect(none).toEqual({ shops: [], nextCursor: null, goods: [] })
    })

    it("finds dishes with their shop name, in the reader's language", async () => {
      const found = await t.ok<Found>('shop/search', { keywords: '牛肉面', lang: 'zh-Hans' })
      expect(found.shops).toEqual([])
      expect(found.goods).toHaveLength(6)
      for (const g of found.goods) {
        expect(g.name).toBe('牛肉面')
        expect(g.priceFen).toBe(2800)
      }
      expect(found.goods.map((g) => g.shopName).sort()).toEqual(
        Object.values(names)
          .map((n) => n['zh-Hans'])
          .sort(),
      )
      const en = await t.ok<Found>('shop/search', { keywords: 'beef' })
      expect(en.goods.map((g) => g.name)).toEqual(Array(6).fill('Beef noodles'))
      expect(await t.call('shop/search', { keywords: '' })).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
    })

    it('escapes LIKE wildcards in keywords', async () => {
      expect(await t.ok<Found>('shop/search', { keywords: '%' })).toEqual({
        shops: [],
        nextCursor: null,
        goods: [],
      })
      expect(await t.ok<Found>('shop/search', { keywords: '_' })).toEqual({
        shops: [],
        nextCursor: null,
        goods: [],
      })
    })
  })

  describe('menu and goods', () => {
    it('menu/listWithGoods gives categories with dishes, options and sold-out flags', async () => {
      const menu = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: s.A.shopId })
      expect(menu).toHaveLength(1)
      const [main] = menu
      expect(main).toMatchObject({ name: 'Main', nameZh: '主食' })
      expect(main?.goods).toHaveLength(3)
      const byId = (id: string) => main?.goods.find((g) => g.id === id)
      expect(byId(s.A.noodlesId)).toEqual({
        id: s.A.noodlesId,
        shopId: s.A.shopId,
        categoryId: main?.id,
        name: 'Beef noodles',
        nameZh: '牛肉面',
        description: 'Hand-pulled',
        image: 'demo/n.svg',
        priceFen: 2800,
        packingFeeFen: 100,
        soldOut: false,
        monthlySales: 0,
        // the fixture shop has not given its dishes' facts (issue 14)
        facts: null,
        optionGroups: [
          {
            id: s.A.sizeGroupId,
            name: 'Size',
            nameZh: '规格',
            required: true,
            multiple: false,
            options: [
              { id: s.A.smallId, name: 'Small', nameZh: '小份', priceFen: 0 },
              { id: s.A.largeId, name: 'Large', nameZh: '大份', priceFen: 600 },
            ],
          },
          {
            id: expect.any(String),
            name: 'Extras',
            nameZh: '加料',
            required: false,
            multiple: true,
            options: [{ id: s.A.extraEggId, name: 'Egg', nameZh: '加蛋', priceFen: 300 }],
          },
        ],
      })
      expect(byId(s.A.soldOutId)).toMatchObject({ name: 'Lamb skewer', soldOut: true, priceFen: 500 })
      expect(byId(s.A.teaId)?.optionGroups.map((g) => g.id)).toEqual([s.A.sugarGroupId])
      const zh = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: s.A.shopId, lang: 'zh-Hans' })
      expect(zh[0]?.name).toBe('主食')
      expect(
        zh[0]?.goods.find((g) => g.id === s.A.noodlesId)?.optionGroups[0]?.options.map((o) => o.name),
      ).toEqual(['小份', '大份'])
      const unknown = await t.call('menu/listWithGoods', { shopId: newId() })
      expect(unknown).toMatchObject({ status: 404, errorKey: 'SHOP_NOT_FOUND' })
    })

    it("groups dishes by category, in the categories' order", async () => {
      const drinksId = newId()
      await t.db
        .insert(menuCategories)
        .values({ id: drinksId, shopId: s.C.shopId, key: 'drinks', name: text('Drinks', '饮品'), sort: 1 })
      await t.db.update(goods).set({ categoryId: drinksId }).where(eq(goods.id, s.C.teaId))
      const menu = await t.ok<MenuCategory[]>('menu/listWithGoods', { shopId: s.C.shopId, lang: 'zh-Hans' })
      expect(menu.map((c) => c.name)).toEqual(['主食', '饮品'])
      expect(menu[0]?.goods.map((g) => g.id).sort()).toEqual([s.C.noodlesId, s.C.soldOutId].sort())
      expect(menu[1]?.goods.map((g) => [g.id, g.categoryId])).toEqual([[s.C.teaId, drinksId]])
    })

    it('goods/selectById gives one dish with its options, GOODS_NOT_FOUND otherwise', async () => {
      const tea = await t.ok<Goods>('goods/selectById', { id: s.B.teaId, lang: 'zh-Hans' })
      expect(tea).toMatchObject({
        id: s.B.teaId,
        shopId: s.B.shopId,
        name: '奶茶',
        nameZh: '奶茶',
        description: '甜',
        priceFen: 1200,
        packingFeeFen: 0,
        soldOut: false,
      })
      expect(tea.optionGroups).toEqual([
        {
          id: s.B.sugarGroupId,
          name: '甜度',
          nameZh: '甜度',
          required: false,
          multiple: false,
          options: [
            { id: s.B.lessSugarId, name: '少糖', nameZh: '少糖', priceFen: 0 },
            { id: expect.any(String), name: '全糖', nameZh: '全糖', priceFen: 0 },
          ],
        },
      ])
      const en = await t.ok<Goods>('goods/selectById', { id: s.B.teaId, lang: 'nope' })
      expect(en).toMatchObject({ name: 'Milk tea', nameZh: '奶茶', description: 'Sweet' })
      expect(await t.call('goods/selectById', { id: newId() })).toMatchObject({
        status: 404,
        errorKey: 'GOODS_NOT_FOUND',
      })
    })
  })

  describe('advertisement/list and setting/selectCurrent', () => {
    it('lists the banners of one place in sort order, translated', async () => {
      await t.db.insert(banners).values([
        { id: newId(), type: 'home', image: 'b2.png', title: text('Second', '第二'), link: null, sort: 2 },
        {
          id: newId(),
          type: 'home',
          image: 'b1.png',
          title: text('First', '第一'),
          link: '/web/#/shop',
          sort: 1,
        },
        { id: newId(), type: 'menu', image: 'm.png', title: text('Menu', '菜单'), link: null, sort: 0 },
      ])
      const home = await t.ok<{ title: string; image: string; link: string | null }[]>(
        'advertisement/list',
        {},
      )
      expect(home.map((b) => [b.title, b.image, b.link])).toEqual([
        ['First', 'b1.png', '/web/#/shop'],
        ['Second', 'b2.png', null],
      ])
      const menu = await t.ok<{ title: string }[]>('advertisement/list', { type: 'menu', lang: 'zh-Hans' })
      expect(menu.map((b) => b.title)).toEqual(['菜单'])
      expect(await t.ok('advertisement/list', { type: 'mall' })).toEqual([])
    })

    it('gives the public settings', async () => {
      expect(await t.ok('setting/selectCurrent', {})).toEqual({
        payDeadlineMinutes: 5,
        quickCancelMinutes: 1,
        closingSoonMinutes: 30,
        defaultPosition: '121.4737,31.2304',
        serviceWhatsApp: '+86 138 0000 0000',
        serviceEmail: 'help@siam.local',
        webviewHosts: ['mp.weixin.qq.com', 'www.shanghai.gov.cn', 'www.12306.cn'],
        maxWidth: 960,
        sandboxPayments: true,
      })
    })
  })
})
