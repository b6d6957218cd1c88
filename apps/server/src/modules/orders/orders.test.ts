import type { OrderDetail, OrderQuote, OrderSummary, orderCalls } from '@siam/contracts'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../jobs/jobs.tables'
import { idempotencyKeys } from '../../platform/idempotency.tables'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  FAR,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import {
  type Draft,
  deliveryDraft,
  historyOf,
  orderCount,
  orderRow,
  payByBalance,
  pickupDraft,
  placeOrder,
} from '../../test/flows'
import type { RequestBody } from '../../test/requests'
import { useApiTestApp } from '../../test/suite'

/*
 * The fixture shop (121.479,31.2304): noodles 28 yuan + 1 packing (size small 0 / large +6 required,
 * egg +3 optional), tea 12 yuan (sugar, single choice, optional), a sold-out skewer; minimum order
 * 20 yuan, full reduction 30 -> 5, base fee 5 yuan for the first km of route, +1 yuan per started km.
 * Addresses due north of the shop are 111194.93 m per degree of latitude away.
 */
const SHOP_LAT = 31.2304
/** The ManualClock's default: 2026-11-21 12:00 in Shanghai. */
const NOON = new Date('2026-11-21T04:00:00Z')

describe('orders', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let member: TestMember
  let near: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    member = await createMember(t, { balanceFen: 100_000 })
    near = (await createAddress(t, member.token)).id
  })

  const preview = (draft: Draft, token = member.token) =>
    t.ok<OrderQuote>('member/order/preview', draft, token)
  const insert = (
    draft: Draft,
    expectedTotalFen: number,
    idempotencyKey = `ins-${newId()}`,
    token = member.token,
  ) => t.call<OrderDetail>('member/order/insert', { ...draft, expectedTotalFen, idempotencyKey }, token)
  const keysOf = async (memberId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, `order.insert:${memberId}`))
    return Number(row?.n)
  }
  const deadlineJobs = async () => {
    const [row] = await t.db.select({ n: count() }).from(jobs).where(eq(jobs.kind, 'order.pay_deadline'))
    return Number(row?.n)
  }
  /** Snapshot of what placing an order would write, to prove a refusal wrote none of it. */
  const writes = async (memberId: string) => ({
    orders: await orderCount(t, memberId),
    keys: await keysOf(memberId),
    jobs: await deadlineJobs(),
  })

  describe('preview amounts', () => {
    it('prices a delivery: options, packing, full reduction, base fee, line shares', async () => {
      const draft = deliveryDraft(shop, near, {
        items: [
          { goodsId: shop.noodlesId, optionIds: [shop.largeId, shop.extraEggId], number: 2 },
          { goodsId: shop.teaId, optionIds: [shop.lessSugarId], number: 1 },
        ],
      })
      const q = await preview(draft)
      // noodles (28 + 6 + 3) x 2 = 74, packing 1 x 2 = 2, tea 12: 86 + 2 = 88 >= 30 -> 5 off;
      // 503.93 m straight = 655 m route -> base fee 5: 88 - 5 + 5 = 88 yuan.
      expect(q).toMatchObject({
        goodsFen: 8600,
        packingFen: 200,
        couponFen: 0,
        fullReductionFen: 500,
        deliveryFeeFen: 500,
        deliveryFeeBeforeSubsidyFen: 500,
        totalFen: 8800,
        minimumOrderFen: 2000,
        missingForMinimumFen: 0,
        distanceMeters: 504,
        inRange: true,
        shopOpen: true,
        closingSoon: false,
        blockers: [],
      })
      // The 5 yuan are shared by largest remainder over 76 and 12 yuan: 431.8 -> 432, 68.2 -> 68.
      expect(q.lines).toEqual([
        {
          goodsId: shop.noodlesId,
          name: 'Beef noodles',
          nameZh: '牛肉面',
          image: 'demo/n.svg',
          optionNames: ['Large', 'Egg'],
          unitPriceFen: 3700,
          quantity: 2,
          packingFeeFen: 100,
          goodsFen: 7400,
          payableFen: 7168,
        },
        {
          goodsId: shop.teaId,
          name: 'Milk tea',
          nameZh: '奶茶',
          image: 'demo/t.svg',
          optionNames: ['Less sugar'],
          unitPriceFen: 1200,
          quantity: 1,
          packingFeeFen: 0,
          goodsFen: 1200,
          payableFen: 1132,
        },
      ])
      const zh = await preview({ ...draft, lang: 'zh-Hans' })
      expect(zh.lines.map((l) => [l.name, l.optionNames])).toEqual([
        ['牛肉面', ['大份', '加蛋']],
        ['奶茶', ['少糖']],
      ])
    })

    it('picks the highest full-reduction tier reached', async () => {
      const tiered = await createFixtureShop(t.db, {
        fullReductionTiers: [
          { thresholdFen: 3000, reductionFen: 500 },
          { thresholdFen: 8000, reductionFen: 1200 },
          { thresholdFen: 10_000, reductionFen: 2000 },
        ],
      })
      const items = (n: number) => [{ goodsId: tiered.noodlesId, optionIds: [tiered.smallId], number: n }]
      const takeAway = (n: number) => pickupDraft(tiered, { items: items(n), diningOption: 'take_away' })
      // 29 yuan (28 + 1 packing, taken away): below every tier.
      expect(await preview(takeAway(1))).toMatchObject({
        fullReductionFen: 0,
        totalFen: 2900,
      })
      // 58 yuan: the 30 tier.
      expect(await preview(takeAway(2))).toMatchObject({
        fullReductionFen: 500,
        totalFen: 5300,
      })
      // 87 yuan: the 80 tier.
      expect(await preview(takeAway(3))).toMatchObject({
        fullReductionFen: 1200,
        totalFen: 7500,
      })
      // 116 yuan: the 100 tier.
      expect(await preview(takeAway(4))).toMatchObject({
        fullReductionFen: 2000,
        totalFen: 9600,
      })
    })

    it('prices a pickup: no delivery fee, no minimum', async () => {
      const q = await preview(pickupDraft(shop))
      expect(q).toMatchObject({
        goodsFen: 1200,
        packingFen: 0,
        fullReductionFen: 0,
        deliveryFeeFen: 0,
        deliveryFeeBeforeSubsidyFen: 0,
        totalFen: 1200,
        minimumOrderFen: 0,
        missingForMinimumFen: 0,
        distanceMeters: null,
        blockers: [],
      })
      // A far address on a pickup draft changes nothing.
      const far = await createAddress(t, member.token, {
        lng: Number(FAR.split(',')[0]),
        lat: Number(FAR.split(',')[1]),
      })
      expect(await preview(pickupDraft(shop, { deliveryAddressId: far.id }))).toMatchObject({
        totalFen: 1200,
        blockers: [],
      })
      const bigDraft = { items: deliveryDraft(shop, near).items, diningOption: 'take_away' as const }
      const big = await preview(pickupDraft(shop, bigDraft))
      // 28 + 1 + 12 = 41 -> 5 off: 36 yuan.
      expect(big).toMatchObject({
        goodsFen: 4000,
        packingFen: 100,
        fullReductionFen: 500,
        deliveryFeeFen: 0,
        totalFen: 3600,
      })
      // Eaten in the shop, the same dishes carry no packing (issue 15): 28 + 12 = 40 -> 5 off.
      const dineIn = await preview(pickupDraft(shop, { ...bigDraft, diningOption: 'dine_in' }))
      expect(dineIn).toMatchObject({ goodsFen: 4000, packingFen: 0, fullReductionFen: 500, totalFen: 3500 })
      expect(dineIn.lines.every((l: { packingFeeFen: number }) => l.packingFeeFen === 0)).toBe(true)
      // and the placed order's lines store no packing, so a refund never gives back more than was paid
      const placed = await placeOrder(
        t,
        member.token,
        pickupDraft(shop, { ...bigDraft, diningOption: 'dine_in' }),
      )
      expect(placed.totalFen).toBe(3500)
      expect(placed.lines.every((l) => l.packingFeeFen === 0)).toBe(true)
    })

    it('charges the delivery fee on the route distance (straight x 1.3) per started km', async () => {
      const at = async (dLat: number) =>
        (await createAddress(t, member.token, { lng: 121.479, lat: SHOP_LAT + dLat })).id
      const fee = async (addressId: string) => preview(deliveryDraft(shop, addressId))
      // 778.36 m straight is within 1 km, but the route (1012 m) is not: base + 1 started km.
      expect(await fee(await at(0.007))).toMatchObject({
        distanceMeters: 778,
        deliveryFeeFen: 600,
        totalFen: 4200,
      })
      // 761.68 m straight, 990 m route: base fee only.
      expect(await fee(await at(0.00685))).toMatchObject({
        distanceMeters: 762,
        deliveryFeeFen: 500,
        totalFen: 4100,
      })
      // 2001.51 m straight, 2602 m route: base + 2.
      expect(await fee(await at(0.018))).toMatchObject({
        distanceMeters: 2002,
        deliveryFeeFen: 700,
        totalFen: 4300,
      })
      // 3780.63 m straight, 4915 m route: base + 4.
      expect(await fee(await at(0.034))).toMatchObject({
        distanceMeters: 3781,
        deliveryFeeFen: 900,
        totalFen: 4500,
      })
    })

    it('takes the shop subsidy off the delivery fee, never below zero', async () => {
      const subsidised = await createFixtureShop(t.db, { deliverySubsidyFen: 300 })
      const twoKm = (await createAddress(t, member.token, { lng: 121.479, lat: SHOP_LAT + 0.018 })).id
      expect(await preview(deliveryDraft(subsidised, twoKm))).toMatchObject({
        deliveryFeeBeforeSubsidyFen: 700,
        deliveryFeeFen: 400,
        totalFen: 4000,
      })
      const generous = await createFixtureShop(t.db, { deliverySubsidyFen: 800 })
      expect(await preview(deliveryDraft(generous, near))).toMatchObject({
        deliveryFeeBeforeSubsidyFen: 500,
        deliveryFeeFen: 0,
        totalFen: 3600,
      })
    })

    it('reports the amount missing for the minimum order (delivery only)', async () => {
      const q = await preview(deliveryDraft(shop, near, { items: [{ goodsId: shop.teaId, number: 1 }] }))
      // 12 yuan of a 20 yuan minimum: 8 missing; no reduction; 12 + 5 fee.
      expect(q).toMatchObject({
        goodsFen: 1200,
        minimumOrderFen: 2000,
        missingForMinimumFen: 800,
        fullReductionFen: 0,
        totalFen: 1700,
        blockers: ['BELOW_MINIMUM'],
      })
      // Packing counts towards the minimum: 19 + 1 = 20 reaches it exactly.
      const exact = await createFixtureShop(t.db, { minimumOrderFen: 2900 })
      expect(
        await preview(
          deliveryDraft(exact, near, {
            items: [{ goodsId: exact.noodlesId, optionIds: [exact.smallId], number: 1 }],
          }),
        ),
      ).toMatchObject({ missingForMinimumFen: 0, blockers: [] })
    })
  })

  describe('preview blockers and errors', () => {
    it('reports SHOP_RESTING for a shop that is not operating or outside its hours', async () => {
      const resting = await createFixtureShop(t.db, { operating: false })
      expect(await preview(deliveryDraft(resting, near))).toMatchObject({
        shopOpen: false,
        blockers: ['SHOP_RESTING'],
      })
      const evening = await createFixtureShop(t.db, { hours: [{ open: '18:00', close: '02:00' }] })
      // 12:00 in Shanghai: closed.
      expect(await preview(pickupDraft(evening))).toMatchObject({
        shopOpen: false,
        blockers: ['SHOP_RESTING'],
      })
      // 01:45 in Shanghai: open, closing soon.
      t.clock.set(new Date('2026-11-21T17:45:00Z'))
      expect(await preview(pickupDraft(evening))).toMatchObject({
        shopOpen: true,
        closingSoon: true,
        blockers: [],
      })
    })

    it('reports OUT_OF_RANGE, ADDRESS_REQUIRED and GOODS_SOLD_OUT, several at once', async () => {
      const [lng, lat] = FAR.split(',').map(Number)
      const far = (await createAddress(t, member.token, { lng, lat })).id
      expect(await preview(deliveryDraft(shop, far))).toMatchObject({
        inRange: false,
        distanceMeters: 20997,
        blockers: ['OUT_OF_RANGE'],
      })
      const noAddress = { ...deliveryDraft(shop, near), deliveryAddressId: undefined }
      expect(await preview(noAddress)).toMatchObject({
        deliveryFeeFen: 0,
        distanceMeters: null,
        blockers: ['ADDRESS_REQUIRED'],
      })
      const soldOut = deliveryDraft(shop, near, {
        items: [...deliveryDraft(shop, near).items, { goodsId: shop.soldOutId, number: 1 }],
      })
      expect(await preview(soldOut)).toMatchObject({ totalFen: 4600, blockers: ['GOODS_SOLD_OUT'] })
      const many = deliveryDraft(shop, far, { items: [{ goodsId: shop.soldOutId, number: 1 }] })
      expect((await preview(many)).blockers).toEqual(['GOODS_SOLD_OUT', 'OUT_OF_RANGE', 'BELOW_MINIMUM'])
    })

    it('reports SHOP_NO_DELIVERY and SHOP_NO_PICKUP, and insert refuses them', async () => {
      const pickupOnly = await createFixtureShop(t.db, { supportsDelivery: false })
      const deliveryOnly = await createFixtureShop(t.db, { supportsPickup: false })
      expect((await preview(deliveryDraft(pickupOnly, near))).blockers).toEqual(['SHOP_NO_DELIVERY'])
      expect((await preview(pickupDraft(pickupOnly))).blockers).toEqual([])
      expect((await preview(pickupDraft(deliveryOnly))).blockers).toEqual(['SHOP_NO_PICKUP'])
      const before = await writes(member.memberId)
      expect(await insert(deliveryDraft(pickupOnly, near), 4100)).toMatchObject({
        status: 409,
        errorKey: 'SHOP_NO_DELIVERY',
      })
      expect(await insert(pickupDraft(deliveryOnly), 1200)).toMatchObject({
        status: 409,
        errorKey: 'SHOP_NO_PICKUP',
      })
      expect(await writes(member.memberId)).toEqual(before)
    })

    it('refuses drafts that cannot be right: dish of another shop, wrong or missing options', async () => {
      const other = await createFixtureShop(t.db)
      const cases: [Draft, number, string][] = [
        [
          deliveryDraft(shop, near, { items: [{ goodsId: other.teaId, number: 1 }] }),
          400,
          'GOODS_NOT_IN_SHOP',
        ],
        [deliveryDraft(shop, near, { items: [{ goodsId: newId(), number: 1 }] }), 404, 'GOODS_NOT_FOUND'],
        // An option of another dish (sugar on noodles).
        [
          deliveryDraft(shop, near, {
            items: [{ goodsId: shop.noodlesId, optionIds: [shop.smallId, shop.lessSugarId], number: 1 }],
          }),
          400,
          'OPTION_INVALID',
        ],
        // An option of the same dish at another shop.
        [
          deliveryDraft(shop, near, {
            items: [{ goodsId: shop.noodlesId, optionIds: [other.smallId], number: 1 }],
          }),
          400,
          'OPTION_INVALID',
        ],
        // Two options in a single-choice group.
        [
          deliveryDraft(shop, near, {
            items: [{ goodsId: shop.noodlesId, optionIds: [shop.smallId, shop.largeId], number: 1 }],
          }),
          400,
          'OPTION_INVALID',
        ],
        // The size is required.
        [
          deliveryDraft(shop, near, {
            items: [{ goodsId: shop.noodlesId, optionIds: [shop.extraEggId], number: 1 }],
          }),
          400,
          'OPTION_REQUIRED',
        ],
        [{ ...deliveryDraft(shop, near), shopId: newId() }, 404, 'SHOP_NOT_FOUND'],
        [deliveryDraft(shop, near, { items: [] }), 400, 'VALIDATION_FAILED'],
        [
          deliveryDraft(shop, near, { items: [{ goodsId: shop.teaId, number: 0 }] }),
          400,
          'VALIDATION_FAILED',
        ],
      ]
      const before = await writes(member.memberId)
      for (const [draft, status, errorKey] of cases) {
        expect(await t.call('member/order/preview', draft, member.token), errorKey).toMatchObject({
          status,
          success: false,
          errorKey,
        })
        expect(await insert(draft, 4100), errorKey).toMatchObject({ status, success: false, errorKey })
      }
      expect(await writes(member.memberId)).toEqual(before)
    })
  })

  describe('insert', () => {
    it('places an order with the confirmed amounts, lines, history and a pay deadline', async () => {
      const draft = deliveryDraft(shop, near, {
        remark: 'No coriander',
        contactPhone: '+447700900123',
        deliveryHelper: 'self',
      })
      const order = await t.ok<OrderDetail>(
        'member/order/insert',
        { ...draft, expectedTotalFen: 4100, idempotencyKey: `place-${newId()}` },
        member.token,
      )
      expect(order).toMatchObject({
        shopId: shop.shopId,
        shopName: 'Fixture Noodles',
        shopNameZh: '测试面馆',
        kind: 'delivery',
        diningOption: null,
        status: 1,
        goodsFen: 4000,
        packingFen: 100,
        fullReductionFen: 500,
        deliveryFeeFen: 500,
        totalFen: 4100,
        paidFen: 0,
        payType: null,
        paidAt: null,
        remark: 'No coriander',
        contactPhone: '+447700900123',
        deliveryHelper: 'self',
        itemCount: 2,
        firstItemNames: ['Beef noodles', 'Milk tea'],
        createdAt: '2026-11-21T04:00:00.000Z',
        payDeadlineAt: '2026-11-21T04:05:00.000Z',
        address: {
          contactName: 'Ana',
          phone: '13800138000',
          city: 'Shanghai',
          street: 'Nanjing East Road 100',
          door: 'Room 1201',
        },
        actions: ['pay', 'cancel'],
      })
      // yyyyMMddHHmmss on the Shanghai clock + a 6-digit sequence.
      expect(order.orderNo).toMatch(/^20261121120000\d{6}$/)
      expect(order.lines.map((l) => [l.unitPriceFen, l.quantity, l.fullReductionShareFen])).toEqual([
        [2800, 1, 354],
        [1200, 1, 146],
      ])
      expect(order.history).toEqual([
        { fromStatus: null, toStatus: 1, actor: 'member', note: null, at: '2026-11-21T04:00:00.000Z' },
      ])
      const pickup = await placeOrder(t, member.token, pickupDraft(shop, { diningOption: 'take_away' }))
      expect(pickup).toMatchObject({
        kind: 'pickup',
        diningOption: 'take_away',
        totalFen: 1200,
        address: null,
        deliveryFeeFen: 0,
      })
    })

    it('refuses every blocker and writes nothing', async () => {
      const resting = await createFixtureShop(t.db, { operating: false })
      const [lng, lat] = FAR.split(',').map(Number)
      const far = (await createAddress(t, member.token, { lng, lat })).id
      const cases: [Draft, number, string, string][] = [
        [deliveryDraft(resting, near), 409, 'SHOP_RESTING', 'shop is resting, cannot order now'],
        [
          deliveryDraft(shop, near, { items: [{ goodsId: shop.teaId, number: 1 }] }),
          409,
          'BELOW_MINIMUM',
          'Still 8.00 short of the minimum order',
        ],
        [
          deliveryDraft(shop, far),
          409,
          'OUT_OF_RANGE',
          'Out of delivery range, please change the address and retry',
        ],
        [
          { ...deliveryDraft(shop, near), deliveryAddressId: undefined },
          400,
          'ADDRESS_REQUIRED',
          'Please choose a delivery address.',
        ],
        [
          deliveryDraft(shop, near, { items: [{ goodsId: shop.soldOutId, number: 5 }] }),
          409,
          'GOODS_SOLD_OUT',
          'Some items are sold out, please update your cart.',
        ],
      ]
      const before = await writes(member.memberId)
      for (const [draft, status, errorKey, message] of cases) {
        const q = await preview(draft)
        expect(q.blockers).toContain(errorKey)
        const res = await insert(draft, q.totalFen)
        expect(res, errorKey).toMatchObject({
          status,
          code: status,
          success: false,
          errorKey,
          message,
          data: null,
        })
      }
      expect(await writes(member.memberId)).toEqual(before)
    })

    it('refuses PRICE_CHANGED when the confirmed total differs, and the key stays usable', async () => {
      const draft = deliveryDraft(shop, near)
      const before = await writes(member.memberId)
      const key = `price-${newId()}`
      for (const wrong of [4099, 4101, 0]) {
        expect(await insert(draft, wrong, key)).toMatchObject({
          status: 409,
          errorKey: 'PRICE_CHANGED',
          message: 'The price has changed, please confirm the new total',
        })
      }
      expect(await writes(member.memberId)).toEqual(before)
      // The refused attempts did not use up the key.
      const placed = await insert(draft, 4100, key)
      expect(placed.success).toBe(true)
      expect(await orderCount(t, member.memberId)).toBe(before.orders + 1)
    })

    it('refuses a bad contact phone as a field error', async () => {
      const before = await writes(member.memberId)
      const bad = await insert(deliveryDraft(shop, near, { contactPhone: '12345' }), 4100)
      expect(bad).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: { contactPhone: 'Incorrect mobile phone number' },
      })
      const empty = await insert(deliveryDraft(shop, near, { contactPhone: '' }), 4100)
      expect(empty).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: { contactPhone: 'Please fill in a contact phone (WhatsApp)' },
      })
      expect(await writes(member.memberId)).toEqual(before)
    })

    it('places once per idempotency key: a replay answers the same order, another body is refused', async () => {
      const draft = deliveryDraft(shop, near)
      const key = `idem-${newId()}`
      const before = await orderCount(t, member.memberId)
      const first = await insert(draft, 4100, key)
      const second = await insert(draft, 4100, key)
      expect(first.success && second.success).toBe(true)
      expect(second.data?.id).toBe(first.data?.id)
      expect(second.data?.orderNo).toBe(first.data?.orderNo)
      // The placement answers from the rows it wrote, the replay reads them back: the same detail.
      expect(second.data).toEqual(first.data)
      expect(await orderCount(t, member.memberId)).toBe(before + 1)
      const other = await insert(deliveryDraft(shop, near, { remark: 'changed' }), 4100, key)
      expect(other).toMatchObject({ status: 409, errorKey: 'IDEMPOTENCY_KEY_REUSED' })
      expect(await orderCount(t, member.memberId)).toBe(before + 1)
      // Keys belong to a member: another member's identical key is a new order.
      const someone = await createMember(t)
      const theirAddress = await createAddress(t, someone.token)
      const theirs = await insert(deliveryDraft(shop, theirAddress.id), 4100, key, someone.token)
      expect(theirs.success).toBe(true)
      expect(theirs.data?.id).not.toBe(first.data?.id)
    })

    it('two concurrent inserts with the same key give one order', async () => {
      const draft = deliveryDraft(shop, near)
      for (let round = 0; round < 3; round++) {
        const key = `race-${newId()}`
        const before = await orderCount(t, member.memberId)
        const answers = await Promise.all([
          insert(draft, 4100, key),
          insert(draft, 4100, key),
          insert(draft, 4100, key),
        ])
        for (const a of answers) expect(a).toMatchObject({ success: true, status: 200 })
        expect(new Set(answers.map((a) => a.data?.id)).size).toBe(1)
        expect(await orderCount(t, member.memberId)).toBe(before + 1)
        const orderId = answers[0]?.data?.id as string
        expect(await historyOf(t, orderId)).toHaveLength(1)
        const [jobRow] = await t.db.select({ n: count() }).from(jobs).where(eq(jobs.dedupeKey, orderId))
        expect(Number(jobRow?.n)).toBe(1)
      }
    })
  })

  describe('lists, tabs, detail', () => {
    it('lists by tab, searches by phone and order number, counts the tabs', async () => {
      const m = await createMember(t, { balanceFen: 100_000 })
      const address = (await createAddress(t, m.token)).id
      const merchant = await createMerchant(t, [shop.shopId])
      const step = () => t.clock.advance(1000)
      const place = async (draft: Draft) => {
        step()
        return placeOrder(t, m.token, draft)
      }
      const unpaid = await place(deliveryDraft(shop, address, { contactPhone: '13911112222' }))
      const paidDelivery = await place(deliveryDraft(shop, address))
      await payByBalance(t, m.token, paidDelivery.id)
      const paidPickup = await place(pickupDraft(shop))
      await payByBalance(t, m.token, paidPickup.id)
      const cancelled = await place(deliveryDraft(shop, address))
      await t.ok('member/order/cancelOrder', { id: cancelled.id }, m.token)
      const rejected = await place(deliveryDraft(shop, address))
      await payByBalance(t, m.token, rejected.id)
      await t.ok('merchant/order/reject', { id: rejected.id, reason: 'Closed early' }, merchant)
      const ready = await place(pickupDraft(shop))
      await payByBalance(t, m.token, ready.id)
      await t.ok('merchant/order/updateStatus', { id: ready.id, action: 'mark_ready' }, merchant)
      const delivered = await place(deliveryDraft(shop, address))
      await payByBalance(t, m.token, delivered.id)
      await t.ok('merchant/order/updateStatus', { id: delivered.id, action: 'accept' }, merchant)
      await t.ok(
        'merchant/order/dispatch',
        { id: delivered.id, courierName: 'Wang', courierPhone: '13912345678' },
        merchant,
      )
      await t.ok('merchant/order/updateStatus', { id: delivered.id, action: 'deliver' }, merchant)

      type Page = { records: OrderSummary[]; total: number }
      type ListBody = RequestBody<typeof orderCalls.list>
      const tab = async (name: NonNullable<ListBody['tab']>, extra: Partial<ListBody> = {}) => {
        const page = await t.ok<Page>('member/order/list', { tab: name, pageNo: -1, ...extra }, m.token)
        return { ids: page.records.map((r) => r.id), total: page.total, records: page.records }
      }
      // Newest first.
      const all = await tab('all')
      expect(all.ids).toEqual(
        [delivered, ready, rejected, cancelled, paidPickup, paidDelivery, unpaid].map((o) => o.id),
      )
      expect(all.total).toBe(7)
      expect(all.records.map((r) => r.status)).toEqual([12, 3, 11, 10, 2, 2, 1])
      expect((await tab('waitPayment')).ids).toEqual([unpaid.id])
      expect((await tab('waitReceived')).ids).toEqual([delivered.id, paidDelivery.id])
      expect((await tab('waitPickedUp')).ids).toEqual([ready.id, paidPickup.id])
      expect((await tab('afterSales')).ids).toEqual([rejected.id])
      expect(await t.ok('member/order/selectTabNumber', {}, m.token)).toEqual({
        all: 7,
        waitPayment: 1,
        waitReceived: 2,
        waitPickedUp: 2,
        afterSales: 1,
      })

      expect((await tab('all', { keyWords: '1391111' })).ids).toEqual([unpaid.id])
      expect((await tab('all', { keyWords: paidPickup.orderNo })).ids).toEqual([paidPickup.id])
      expect((await tab('waitPayment', { keyWords: paidPickup.orderNo })).ids).toEqual([])
      expect((await tab('all', { keyWords: '20261121' })).total).toBe(7)
      expect((await tab('all', { keyWords: '99999999' })).total).toBe(0)
      // Keywords are text: LIKE wildcards match only themselves.
      expect((await tab('all', { keyWords: '%' })).total).toBe(0)
      expect((await tab('all', { keyWords: '139_1111' })).total).toBe(0)
      expect((await tab('all', { keyWords: '_' })).total).toBe(0)

      // Pages.
      const page1 = await t.ok<Page>('member/order/list', { tab: 'all', pageNo: 1, pageSize: 3 }, m.token)
      const page3 = await t.ok<Page>('member/order/list', { tab: 'all', pageNo: 3, pageSize: 3 }, m.token)
      expect(page1.records.map((r) => r.id)).toEqual([delivered.id, ready.id, rejected.id])
      expect(page3.records.map((r) => r.id)).toEqual([unpaid.id])
      expect([page1.total, page3.total]).toEqual([7, 7])
      expect(await t.call('member/order/list', { tab: 'nope' }, m.token)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
      expect(await t.call('member/order/list', { pageNo: 0 }, m.token)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: { pageNo: 'This value is not valid' },
      })

      // Another member sees none of them, and cannot open one.
      const stranger = await createMember(t)
      expect(await t.ok('member/order/selectTabNumber', {}, stranger.token)).toEqual({
        all: 0,
        waitPayment: 0,
        waitReceived: 0,
        waitPickedUp: 0,
        afterSales: 0,
      })
      for (const path of [
        'member/order/selectById',
        'member/order/cancelOrder',
        'member/order/confirmReceipt',
      ]) {
        const res = await t.call(path, { id: unpaid.id }, stranger.token)
        expect(res, path).toMatchObject({
          status: 404,
          errorKey: 'ORDER_NOT_FOUND',
          message: 'The order does not exist.',
        })
      }
      expect((await orderRow(t, unpaid.id)).status).toBe(1)
      expect(await t.call('member/order/selectById', { id: newId() }, m.token)).toMatchObject({
        status: 404,
        errorKey: 'ORDER_NOT_FOUND',
      })
      const detail = await t.ok<OrderDetail>('member/order/selectById', { id: delivered.id }, m.token)
      expect(detail).toMatchObject({
        status: 12,
        courierName: 'Wang',
        courierPhone: '13912345678',
        // delivered within the refund window after payment: a refund may still be asked for
        actions: ['apply_refund', 'confirm_receipt'],
      })
    })
  })

  describe('cancel and confirm receipt', () => {
    it('cancels an unpaid order with a translated reason and a history row', async () => {
      const order = await placeOrder(t, member.token, deliveryDraft(shop, near))
      t.clock.advance(60_000)
      const cancelled = await t.ok<OrderDetail>(
        'member/order/cancelOrder',
        { id: order.id, reason: 8 },
        member.token,
      )
      expect(cancelled).toMatchObject({
        status: 10,
        cancelReason: 'No longer wanted',
        payDeadlineAt: null,
        actions: [],
      })
      expect(cancelled.history.map((h) => [h.fromStatus, h.toStatus, h.actor])).toEqual([
        [null, 1, 'member'],
        [1, 10, 'member'],
      ])
      expect(cancelled.history[1]?.at).toBe('2026-11-21T04:01:00.000Z')
      const zh = await t.ok<OrderDetail>(
        'member/order/selectById',
        { id: order.id, lang: 'zh-Hans' },
        member.token,
      )
      expect(zh.cancelReason).toBeTruthy()
      expect(zh.cancelReason).not.toBe('No longer wanted')
      expect(zh.cancelReason).not.toMatch(/^status:/)
      // A second cancel is a conflict and adds nothing.
      expect(await t.call('member/order/cancelOrder', { id: order.id }, member.token)).toMatchObject({
        status: 409,
        errorKey: 'ORDER_STATUS_CONFLICT',
        message: 'The order has changed, please refresh',
      })
      expect(await historyOf(t, order.id)).toHaveLength(2)
      // Without a reason there is none to show.
      const plain = await placeOrder(t, member.token, deliveryDraft(shop, near))
      expect(
        await t.ok<OrderDetail>('member/order/cancelOrder', { id: plain.id }, member.token),
      ).toMatchObject({ status: 10, cancelReason: null })
      expect(
        await t.call('member/order/cancelOrder', { id: plain.id, reason: 21 }, member.token),
      ).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
    })

    it('does not cancel a paid order (ORDER_STATUS_CONFLICT) and changes nothing', async () => {
      const order = await placeOrder(t, member.token, deliveryDraft(shop, near))
      await payByBalance(t, member.token, order.id)
      const res = await t.call('member/order/cancelOrder', { id: order.id, reason: 8 }, member.token)
      expect(res).toMatchObject({ status: 409, errorKey: 'ORDER_STATUS_CONFLICT' })
      const row = await orderRow(t, order.id)
      expect([row.status, row.cancelReason, row.paidFen]).toEqual([2, null, 4100])
      expect(await historyOf(t, order.id)).toHaveLength(2)
    })

    it('confirms receipt only of a delivered order (12 -> 6)', async () => {
      const merchant = await createMerchant(t, [shop.shopId])
      const order = await placeOrder(t, member.token, deliveryDraft(shop, near))
      const conflict = { status: 409, errorKey: 'ORDER_STATUS_CONFLICT' }
      expect(await t.call('member/order/confirmReceipt', { id: order.id }, member.token)).toMatchObject(
        conflict,
      )
      await payByBalance(t, member.token, order.id)
      expect(await t.call('member/order/confirmReceipt', { id: order.id }, member.token)).toMatchObject(
        conflict,
      )
      await t.ok('merchant/order/updateStatus', { id: order.id, action: 'accept' }, merchant)
      expect(await t.call('member/order/confirmReceipt', { id: order.id }, member.token)).toMatchObject(
        conflict,
      )
      await t.ok(
        'merchant/order/dispatch',
        { id: order.id, courierName: 'Li', courierPhone: '13900001111' },
        merchant,
      )
      expect(await t.call('member/order/confirmReceipt', { id: order.id }, member.token)).toMatchObject(
        conflict,
      )
      expect(await historyOf(t, order.id)).toHaveLength(4)
      await t.ok('merchant/order/updateStatus', { id: order.id, action: 'deliver' }, merchant)
      t.clock.advance(10 * 60_000)
      const done = await t.ok<OrderDetail>('member/order/confirmReceipt', { id: order.id }, member.token)
      expect(done.status).toBe(6)
      expect(done.history.at(-1)).toMatchObject({
        fromStatus: 12,
        toStatus: 6,
        actor: 'member',
        at: '2026-11-21T04:10:00.000Z',
      })
      expect((await orderRow(t, order.id)).completedAt?.toISOString()).toBe('2026-11-21T04:10:00.000Z')
      expect(await t.call('member/order/confirmReceipt', { id: order.id }, member.token)).toMatchObject(
        conflict,
      )
      expect(await historyOf(t, order.id)).toHaveLength(6)
    })
  })

  it('every order call needs a member token', async () => {
    const merchant = await createMerchant(t, [shop.shopId])
    for (const path of [
      'member/order/preview',
      'member/order/insert',
      'member/order/list',
      'member/order/selectById',
    ]) {
      expect(await t.call(path, {}), path).toMatchObject({ status: 401, errorKey: 'NOT_LOGGED_IN' })
      expect(await t.call(path, {}, merchant), path).toMatchObject({ status: 403, errorKey: 'FORBIDDEN' })
    }
  })
})
