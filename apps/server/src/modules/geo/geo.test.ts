import type {
  Address,
  BoardOrder,
  DeliveryArea,
  GeoPlace,
  OrderDetail,
  OrderQuote,
  ShopCard,
  ShopDetail,
  shopCalls,
} from '@siam/contracts'
import { formatPosition, gcj02ToWgs84, haversineMeters, wgs84ToGcj02 } from '@siam/domain'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { type FakeAmap, startFakeAmap } from '../../adapters/geocoder/amap.fake'
import { testConfig } from '../../config'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import { deliveryDraft, placeOrder } from '../../test/flows'
import type { RequestBody } from '../../test/requests'
import { createApiTestApp, useApiTestApp } from '../../test/suite'
import { orders } from '../orders/orders.tables'
import { shops } from '../shops/shops.tables'

/**
 * A concave area around the fixture shop (121.479, 31.2304), WGS-84: a 2 x 2 km block with its
 * north-east quarter cut out, plus a corridor running 7 km east, beyond the shop's 5 km radius.
 */
const POLYGON: [number, number][] = [
  [121.47, 31.22],
  [121.56, 31.22],
  [121.56, 31.232],
  [121.49, 31.232],
  [121.49, 31.24],
  [121.47, 31.24],
  [121.47, 31.22],
]
const POINTS = {
  near: { lng: 121.4737, lat: 31.2304 }, // inside both
  north: { lng: 121.479, lat: 31.2484 }, // 2 km north: inside the radius, outside the polygon
  corridor: { lng: 121.555, lat: 31.226 }, // 7 km east: outside the radius, inside the polygon
  notch: { lng: 121.5, lat: 31.236 }, // in the cut-out quarter
  edge: { lng: 121.48, lat: 31.24 }, // on the northern boundary
  airport: { lng: 121.8, lat: 31.15 }, // 30 km away: nobody delivers
}

describe('geocoding calls', () => {
  const t = useApiTestApp()

  it("reverse-geocodes without a login, in both systems, in the reader's language", async () => {
    const en = await t.ok<GeoPlace>('geo/regeo', { ...POINTS.near })
    expect(en).toEqual({
      name: "People's Square",
      nameZh: '人民广场',
      province: 'Shanghai',
      city: 'Shanghai',
      district: 'Huangpu',
      provinceZh: '上海市',
      cityZh: '上海市',
      districtZh: '黄浦区',
      addressZh: '上海市黄浦区人民广场',
      wgs84: POINTS.near,
      gcj02: wgs84ToGcj02(POINTS.near),
    })
    // The same spot from WeChat (GCJ-02) is the same place.
    const fromGcj = await t.ok<GeoPlace>('geo/regeo', { ...wgs84ToGcj02(POINTS.near), coordSystem: 'gcj02' })
    expect(fromGcj.nameZh).toBe('人民广场')
    expect(haversineMeters(fromGcj.wgs84, POINTS.near)).toBeLessThan(0.01)
    const zh = await t.ok<GeoPlace>('geo/regeo', { ...POINTS.near, lang: 'zh-Hans' })
    expect([zh.city, zh.name]).toEqual(['上海市', '人民广场'])
    // A prefecture city elsewhere: city and province both named.
    const canton = await t.ok<GeoPlace>('geo/regeo', { lng: 113.3245, lat: 23.1064 })
    expect([canton.city, canton.province, canton.district]).toEqual(['Guangzhou', 'Guangdong', ''])
  })

  it('answers GEO_NOT_FOUND at sea and refuses impossible points', async () => {
    expect(await t.call('geo/regeo', { lng: 125.5, lat: 27.5 })).toMatchObject({
      status: 404,
      errorKey: 'GEO_NOT_FOUND',
      message: 'No place was found at this position.',
    })
    expect(await t.call('geo/regeo', { lng: 121.47 })).toMatchObject({
      status: 400,
      fieldErrors: { lat: 'This field is required' },
    })
    expect(await t.call('geo/regeo', { lng: 121.47, lat: 95 })).toMatchObject({
      status: 400,
      fieldErrors: { lat: 'This value is not valid' },
    })
  })

  it('tells a value of the wrong type (not valid) from a missing one (required), in the reader language', async () => {
    // zod reports the refused value only when asked (reportInput): without it every wrong type
    // read as missing, and `lat: "31.2"` or a page number of 1.5 answered "This field is required"
    expect(await t.call('geo/regeo', { lng: 121.47, lat: '31.2' })).toMatchObject({
      status: 400,
      fieldErrors: { lat: 'This value is not valid' },
    })
    expect(await t.call('geo/regeo', { lng: 121.47, lat: null })).toMatchObject({
      status: 400,
      fieldErrors: { lat: 'This field is required' },
    })
    expect(await t.call('shop/list', { pageNo: 1.5, pageSize: 10, lang: 'ja' })).toMatchObject({
      status: 400,
      fieldErrors: { pageNo: '入力内容が正しくありません' },
    })
    // an enum left out is missing too, and one given a value outside it is not valid
    expect(await t.call('shop/list', { pageNo: 1, pageSize: 10, sort: 'nearest' })).toMatchObject({
      status: 400,
      fieldErrors: { sort: 'This value is not valid' },
    })
    expect(await t.call('member/sendEmailCode', { email: 'a@b.example' })).toMatchObject({
      status: 400,
      fieldErrors: { type: 'This field is required' },
    })
    expect(await t.call('menu/listWithGoods', { shopId: { id: 'x' }, lang: 'ar' })).toMatchObject({
      status: 400,
      fieldErrors: { shopId: 'هذه القيمة غير صالحة' },
    })
  })

  it('searches places in any language, narrowed by a city, with both systems', async () => {
    const [bund] = await t.ok<GeoPlace[]>('geo/search', { keywords: 'bund', city: 'Shanghai' })
    expect(bund).toMatchObject({ name: 'The Bund', nameZh: '外滩', cityZh: '上海市', districtZh: '黄浦区' })
    expect(bund?.gcj02).toEqual(wgs84ToGcj02(bund?.wgs84 ?? { lng: 0, lat: 0 }))
    const nanjing = await t.ok<GeoPlace[]>('geo/search', { keywords: '南京', city: '上海' })
    expect(nanjing.map((p) => p.nameZh).sort()).toEqual(['南京东路', '南京西路'])
    expect(await t.ok('geo/search', { keywords: 'no such place anywhere' })).toEqual([])
    expect(await t.call('geo/search', { keywords: '  ' })).toMatchObject({
      status: 400,
      errorKey: 'VALIDATION_FAILED',
    })
  })

  it('uses the configured provider (AMap fake) and reports its failure as 502', async () => {
    const fake: FakeAmap = await startFakeAmap({ key: 'amap-key' })
    const amapApp = await createApiTestApp({
      config: testConfig({
        GEOCODER: 'amap',
        AMAP_KEY: 'amap-key',
        AMAP_API_BASE: fake.url,
        GEOCODER_TIMEOUT_MS: '500',
      }),
    })
    try {
      const square = gcj02ToWgs84({ lng: 121.475164, lat: 31.228816 })
      const place = await amapApp.ok<GeoPlace>('geo/regeo', { ...square })
      expect(place).toMatchObject({
        nameZh: '人民广场',
        cityZh: '上海市',
        city: 'Shanghai',
        addressZh: '上海市黄浦区南京东路街道人民广场',
      })
      expect(fake.requests.at(-1)?.path).toBe('/v3/geocode/regeo')
      fake.fail({ httpStatus: 503 })
      expect(await amapApp.call('geo/search', { keywords: '人民广场' })).toMatchObject({
        status: 502,
        errorKey: 'GEOCODER_UNAVAILABLE',
      })
      // An address saved through the provider keeps the provider's Chinese line for the courier.
      const m = await createMember(amapApp)
      const address = await createAddress(amapApp, m.token, { ...square })
      expect((address as unknown as Address).courierLine).toBe(
        '上海市黄浦区南京东路街道人民广场 南京东路100号 1201室',
      )
    } finally {
      await amapApp.close()
      await fake.close()
    }
  })
})

describe('delivery range: radius or polygon, everywhere it matters', () => {
  const t = useApiTestApp()
  let radiusShop: FixtureShop
  let polygonShop: FixtureShop
  let member: TestMember
  const ids: Record<keyof typeof POINTS, string> = {} as never
  beforeAll(async () => {
    radiusShop = await createFixtureShop(t.db)
    polygonShop = await createFixtureShop(t.db, { deliveryPolygon: POLYGON, type: 'western' })
    member = await createMember(t, { balanceFen: 100_000 })
    for (const [key, point] of Object.entries(POINTS)) {
      ids[key as keyof typeof POINTS] = (await createAddress(t, member.token, point)).id
    }
  })

  const fee = (shop: FixtureShop, key: keyof typeof POINTS) =>
    t.ok<{ inRange: boolean; distanceMeters: number; deliveryFeeFen: number }>(
      'common/selectDeliveryFee',
      { deliveryAddressId: ids[key], shopId: shop.shopId },
      member.token,
    )

  it('decides by polygon when the shop has one, by radius otherwise (fee call)', async () => {
    const expected: [keyof typeof POINTS, boolean, boolean][] = [
      ['near', true, true],
      ['north', true, false],
      ['corridor', false, true],
      ['notch', true, false],
      ['edge', true, true],
      ['airport', false, false],
    ]
    for (const [key, radius, polygon] of expected) {
      expect((await fee(radiusShop, key)).inRange, `radius ${key}`).toBe(radius)
      expect((await fee(polygonShop, key)).inRange, `polygon ${key}`).toBe(polygon)
    }
    // The fee still follows the distance: 7.2 km straight, 9.4 km route = base + 9 started km.
    const corridor = await fee(polygonShop, 'corridor')
    expect(corridor.distanceMeters).toBe(
      Math.round(haversineMeters(POINTS.corridor, { lng: 121.479, lat: 31.2304 })),
    )
    expect(corridor.deliveryFeeFen).toBe(
      500 + 100 * Math.ceil((Math.round(corridor.distanceMeters * 1.3) - 1000) / 1000),
    )
  })

  it('flags shops in the list and says when nobody delivers to the point', async () => {
    type List = { records: ShopCard[]; total: number; deliversHere: boolean | null }
    const at = (p: { lng: number; lat: number }, extra: Partial<RequestBody<typeof shopCalls.list>> = {}) =>
      t.ok<List>('shop/list', { position: formatPosition(p), pageSize: 100, ...extra })
    const inRange = (l: List) => Object.fromEntries(l.records.map((c) => [c.id, c.inRange]))

    const north = await at(POINTS.north)
    expect(inRange(north)).toEqual({ [radiusShop.shopId]: true, [polygonShop.shopId]: false })
    expect(north.deliversHere).toBe(true)
    const corridor = await at(POINTS.corridor)
    expect(inRange(corridor)).toEqual({ [radiusShop.shopId]: false, [polygonShop.shopId]: true })
    const airport = await at(POINTS.airport)
    expect(inRange(airport)).toEqual({ [radiusShop.shopId]: false, [polygonShop.shopId]: false })
    expect(airport.deliversHere).toBe(false)
    // Filters narrow the list, not the answer about the area.
    const halal = await at(POINTS.near, { type: 'halal' })
    expect(halal).toMatchObject({ records: [], total: 0, deliversHere: true })
    expect((await t.ok<List>('shop/list', { pageSize: 100 })).deliversHere).toBeNull()
    // A GCJ-02 position measures the same as its WGS-84 twin.
    // (The position string keeps 6 decimals, ~0.1 m, so the rounded metres may differ by one.)
    const gcj = await at(wgs84ToGcj02(POINTS.north), { coordSystem: 'gcj02' })
    expect(gcj.records.map((c) => [c.id, c.inRange])).toEqual(north.records.map((c) => [c.id, c.inRange]))
    gcj.records.forEach((c, i) => {
      expect(Math.abs((c.distanceMeters ?? 0) - (north.records[i]?.distanceMeters ?? 0))).toBeLessThanOrEqual(
        1,
      )
    })
    // Sent without saying it is GCJ-02, the same numbers are ~500 m off: the flag matters.
    const wrong = await at(wgs84ToGcj02(POINTS.north))
    expect(
      Math.abs((wrong.records[0]?.distanceMeters ?? 0) - (north.records[0]?.distanceMeters ?? 0)),
    ).toBeGreaterThan(100)
  })

  it('answers the range and the polygon on the shop detail', async () => {
    const detail = (shop: FixtureShop, p: { lng: number; lat: number }) =>
      t.ok<ShopDetail>('shop/detail', { id: shop.shopId, position: formatPosition(p) })
    expect((await detail(polygonShop, POINTS.north)).inRange).toBe(false)
    expect((await detail(polygonShop, POINTS.corridor)).inRange).toBe(true)
    expect((await detail(radiusShop, POINTS.north)).inRange).toBe(true)
    const polygon = (await detail(polygonShop, POINTS.near)).deliveryPolygon
    expect(polygon?.wgs84).toEqual(POLYGON)
    expect(polygon?.gcj02[0]).toEqual(
      Object.values(wgs84ToGcj02({ lng: POLYGON[0]?.[0] ?? 0, lat: POLYGON[0]?.[1] ?? 0 })),
    )
    expect((await detail(radiusShop, POINTS.near)).deliveryPolygon).toBeNull()
  })

  it('blocks the preview and refuses the order out of range; in range the order keeps the courier line', async () => {
    const preview = (shop: FixtureShop, key: keyof typeof POINTS) =>
      t.ok<OrderQuote>('member/order/preview', deliveryDraft(shop, ids[key]), member.token)
    expect((await preview(polygonShop, 'north')).blockers).toEqual(['OUT_OF_RANGE'])
    expect((await preview(polygonShop, 'north')).inRange).toBe(false)
    expect((await preview(radiusShop, 'north')).blockers).toEqual([])
    expect((await preview(polygonShop, 'corridor')).blockers).toEqual([])
    expect((await preview(radiusShop, 'corridor')).blockers).toEqual(['OUT_OF_RANGE'])

    const refused = await t.call(
      'member/order/insert',
      {
        ...deliveryDraft(polygonShop, ids.notch),
        expectedTotalFen: 4600,
        idempotencyKey: `range-${newId()}`,
        lang: 'zh-Hans',
      },
      member.token,
    )
    expect(refused).toMatchObject({ status: 409, errorKey: 'OUT_OF_RANGE' })
    expect(refused.message).not.toBe('Out of delivery range, please change the address and retry')
    const refusedEn = await t.call(
      'member/order/insert',
      {
        ...deliveryDraft(polygonShop, ids.north),
        expectedTotalFen: 4600,
        idempotencyKey: `range-${newId()}`,
      },
      member.token,
    )
    expect(refusedEn).toMatchObject({
      status: 409,
      errorKey: 'OUT_OF_RANGE',
      message: 'Out of delivery range, please change the address and retry',
    })
    const placedBefore = await t.db.select().from(orders).where(eq(orders.shopId, polygonShop.shopId))
    expect(placedBefore).toHaveLength(0)

    const order = await placeOrder(t, member.token, deliveryDraft(polygonShop, ids.near))
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row?.address).toMatchObject({
      door: 'Room 1201',
      courierLine: '上海市黄浦区人民广场 南京东路100号 1201室',
    })
    // The console board shows the courier line.
    const merchant = await createMerchant(t, [polygonShop.shopId])
    const board = await t.ok<{ records: BoardOrder[] }>('merchant/order/list', { pageSize: 100 }, merchant)
    expect(board.records.find((o) => o.id === order.id)?.addressZh).toBe(
      '上海市黄浦区人民广场 南京东路100号 1201室',
    )
    expect((order as OrderDetail).address?.door).toBe('Room 1201')
  })
})

describe('console: delivery areas', () => {
  const t = useApiTestApp()
  let own: FixtureShop
  let other: FixtureShop
  let merchant: string
  let platform: string
  beforeAll(async () => {
    own = await createFixtureShop(t.db)
    other = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [own.shopId])
    platform = await createMerchant(t, [], 'platform')
  })

  const storedPolygon = async (shopId: string) => {
    const [row] = await t.db.select({ p: shops.deliveryPolygon }).from(shops).where(eq(shops.id, shopId))
    return row?.p
  }

  it('reads the radius area, sets a polygon drawn in GCJ-02 and clears it again', async () => {
    const area = await t.ok<DeliveryArea>('merchant/shop/deliveryArea/get', { shopId: own.shopId }, merchant)
    expect(area).toEqual({
      shopId: own.shopId,
      center: { wgs84: { lng: 121.479, lat: 31.2304 }, gcj02: wgs84ToGcj02({ lng: 121.479, lat: 31.2304 }) },
      rangeMeters: 5000,
      polygon: null,
    })
    // Drawn on a Chinese map (GCJ-02), open ring: stored closed, in WGS-84.
    const drawn = POLYGON.slice(0, -1).map(
      ([lng, lat]) => Object.values(wgs84ToGcj02({ lng, lat })) as [number, number],
    )
    const set = await t.ok<DeliveryArea>(
      'merchant/shop/deliveryArea/set',
      { shopId: own.shopId, polygon: drawn, coordSystem: 'gcj02' },
      merchant,
    )
    const stored = (await storedPolygon(own.shopId)) ?? []
    expect(stored).toHaveLength(POLYGON.length)
    expect(stored[0]).toEqual(stored.at(-1))
    stored.forEach(([lng, lat], i) => {
      const [wl, wa] = POLYGON[i] ?? [0, 0]
      expect(haversineMeters({ lng, lat }, { lng: wl, lat: wa })).toBeLessThan(0.01)
    })
    expect(set.polygon?.wgs84).toEqual(stored)
    expect(
      set.polygon?.gcj02.slice(0, -1).every(([lng, lat], i) => {
        const [dl, da] = drawn[i] ?? [0, 0]
        return haversineMeters({ lng, lat }, { lng: dl, lat: da }) < 0.01
      }),
    ).toBe(true)
    // The list follows at once (tests run without the catalogue cache).
    const north = await t.ok<{ records: ShopCard[] }>('shop/list', {
      position: formatPosition(POINTS.north),
      pageSize: 100,
    })
    expect(north.records.find((c) => c.id === own.shopId)?.inRange).toBe(false)

    const cleared = await t.ok<DeliveryArea>(
      'merchant/shop/deliveryArea/set',
      { shopId: own.shopId, polygon: null },
      merchant,
    )
    expect(cleared.polygon).toBeNull()
    expect(await storedPolygon(own.shopId)).toBeNull()
  })

  it('refuses outlines that are not one simple ring of 3 to 200 points, changing nothing', async () => {
    await t.ok('merchant/shop/deliveryArea/set', { shopId: own.shopId, polygon: POLYGON }, merchant)
    const circle = (n: number) =>
      Array.from({ length: n }, (_, i) => [
        121.479 + 0.01 * Math.cos((2 * Math.PI * i) / n),
        31.23 + 0.01 * Math.sin((2 * Math.PI * i) / n),
      ])
    const bad: unknown[] = [
      [
        [121.47, 31.22],
        [121.48, 31.23],
      ],
      [
        [121.47, 31.22],
        [121.49, 31.24],
        [121.49, 31.22],
        [121.47, 31.24],
      ],
      // 201 distinct points: one too many (closed or not).
      circle(201),
    ]
    for (const polygon of bad) {
      expect(
        await t.call('merchant/shop/deliveryArea/set', { shopId: own.shopId, polygon }, merchant),
      ).toMatchObject({
        status: 400,
        errorKey: 'DELIVERY_AREA_INVALID',
        message: 'The delivery area must be one outline of 3 to 200 points that does not cross itself.',
      })
    }
    // Past the schema's size limit: a field error.
    expect(
      await t.call('merchant/shop/deliveryArea/set', { shopId: own.shopId, polygon: circle(250) }, merchant),
    ).toMatchObject({
      status: 400,
      errorKey: 'VALIDATION_FAILED',
    })
    expect(await storedPolygon(own.shopId)).toEqual(POLYGON)
    // 200 distinct points is fine.
    await t.ok('merchant/shop/deliveryArea/set', { shopId: own.shopId, polygon: circle(200) }, merchant)
    expect(await storedPolygon(own.shopId)).toHaveLength(201)
  })

  it('keeps merchants to their own shops; platform staff reach all; members none', async () => {
    for (const path of ['merchant/shop/deliveryArea/get', 'merchant/shop/deliveryArea/set']) {
      expect(await t.call(path, { shopId: other.shopId, polygon: POLYGON }, merchant), path).toMatchObject({
        status: 404,
        errorKey: 'SHOP_NOT_FOUND',
      })
      const member = await createMember(t)
      expect(await t.call(path, { shopId: own.shopId, polygon: POLYGON }, member.token)).toMatchObject({
        status: 403,
      })
      expect(await t.call(path, { shopId: own.shopId, polygon: POLYGON })).toMatchObject({ status: 401 })
      expect(await t.call(path, { shopId: newId(), polygon: POLYGON }, platform)).toMatchObject({
        status: 404,
        errorKey: 'SHOP_NOT_FOUND',
      })
    }
    expect(await storedPolygon(other.shopId)).toBeNull()
    const set = await t.ok<DeliveryArea>(
      'merchant/shop/deliveryArea/set',
      { shopId: other.shopId, polygon: POLYGON },
      platform,
    )
    expect(set.polygon?.wgs84).toEqual(POLYGON)
  })
})
