import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  COUPON_KINDS,
  COUPON_SOURCES,
  COUPON_STATUSES,
  type Coupon,
  type couponCalls,
  type OrderDetail,
  type OrderQuote,
} from '@siam/contracts'
import { and, asc, count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR } from '../../db/client'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import {
  type Draft,
  type DraftChanges,
  deliveryDraft,
  orderRow,
  payByBalance,
  pickupDraft,
  placeOrder,
} from '../../test/flows'
import type { RequestBody } from '../../test/requests'
import { useApiTestApp } from '../../test/suite'
import { consoleMoves, couponOf, DAY_MS, grantCoupon, reportRefund } from '../loyalty/loyalty.kit'
import { orders } from '../orders/orders.tables'
import { memberCoupons } from './coupons.tables'
import { grantNewMemberGift } from './gifts'
import { giveCouponBack } from './give-coupon-back'

/*
 * The fixture shop: noodles 28 yuan + 1 packing, tea 12 yuan; minimum 20 yuan, full reduction
 * 30 -> 5, delivery fee 5 yuan to the member's address (about 500 m). The delivery draft is one
 * noodles and one tea: 41 yuan of goods and packing; without a coupon it costs 41 - 5 + 5 = 41 yuan.
 */
const NOON = new Date('2026-11-21T04:00:00Z')
type Member = TestMember

describe('coupons', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let otherShop: FixtureShop
  let merchant: string
  let member: Member
  let address: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    otherShop = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [shop.shopId])
    member = await createMember(t, { balanceFen: 1_000_000 })
    address = (await createAddress(t, member.token)).id
  })

  const draft = (couponId?: string, extra: DraftChanges = {}) =>
    deliveryDraft(shop, address, { couponId, ...extra })
  const preview = (body: Draft, token = member.token) =>
    t.call<OrderQuote>('member/order/preview', body, token)
  const insert = (body: Draft, expectedTotalFen: number, token = member.token) =>
    t.call<OrderDetail>(
      'member/order/insert',
      { ...body, expectedTotalFen, idempotencyKey: `ins-${newId()}` },
      token,
    )
  const ordersOf = async (memberId: string) => {
    const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.memberId, memberId))
    return Number(row?.n)
  }
  const list = (body: Partial<RequestBody<typeof couponCalls.list>>, token = member.token) =>
    t.ok<{ records: Coupon[]; total: number }>('member/coupon/list', { pageNo: -1, ...body }, token)
  /**
   * A member whose coupons are only the ones the test hands out: every new member gets the new-member
   * gift at creation (tested on its own below and in auth), which would otherwise sit in these lists.
   */
  const plainMember = async () => {
    const m = await createMember(t)
    await t.db
      .delete(memberCoupons)
      .where(and(eq(memberCoupons.memberId, m.memberId), eq(memberCoupons.source, 'new_member')))
    return m
  }

  it('keeps the coupon CHECK lists equal to the contract enums', () => {
    // Every migration in order: the last definition of a constraint is the one in force.
    const sql = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => readFileSync(join(MIGRATIONS_DIR, f), 'utf8'))
      .join('\n')
    const list = (name: string) => {
      const matches = [
        ...sql.matchAll(new RegExp(`CONSTRAINT "${name}" CHECK \\([^)]* in \\(([^)]*)\\)`, 'g')),
      ]
      const found = matches.at(-1)?.[1]
      if (!found) throw new Error(`no ${name}`)
      return found.split(',').map((v) => v.trim().replace(/^'(.*)'$/, '$1'))
    }
    expect(list('member_coupons_kind_check')).toEqual([...COUPON_KINDS])
    expect(list('member_coupons_status_check')).toEqual([...COUPON_STATUSES])
    expect(list('member_coupons_source_check')).toEqual([...COUPON_SOURCES])
  })

  describe('placement', () => {
    it('prices a shop coupon before full reduction and shares it over the lines', async () => {
      const id = await grantCoupon(t, member.memberId)
      const q = (await preview(draft(id))).data as OrderQuote
      // 41 - 10 = 31 still reaches the 30 yuan tier: 41 - 10 - 5 + 5 = 31 yuan.
      expect(q).toMatchObject({ couponFen: 1000, fullReductionFen: 500, totalFen: 3100, blockers: [] })
      const order = (await insert(draft(id), 3100)).data as OrderDetail
      expect(order.couponFen).toBe(1000)
      // 10 yuan over 29 and 12 yuan by largest remainder: 707.3 -> 707, 292.7 -> 293.
      expect(order.lines.map((l) => l.couponShareFen)).toEqual([707, 293])
      expect((await orderRow(t, order.id)).couponId).toBe(id)
      expect(await couponOf(t, id)).toMatchObject({ status: 'used', orderId: order.id, usedAt: NOON })
    })

    it('takes a percentage off the goods, never more than its cap; a ticket is no order coupon', async () => {
      // 20% of 41 yuan is 8.20 yuan, capped at 5: 41 - 5 = 36 reaches the 30 tier: 36 - 5 + 5 = 36 yuan.
      const capped = await grantCoupon(t, member.memberId, {
        percentOff: 20,
        amountFen: 500,
        thresholdFen: 0,
      })
      expect((await preview(draft(capped))).data).toMatchObject({
        couponFen: 500,
        totalFen: 3600,
        blockers: [],
      })
      // 10% without a cap: 4.10 yuan.
      const open = await grantCoupon(t, member.memberId, { percentOff: 10, amountFen: 0, thresholdFen: 0 })
      expect((await preview(draft(open))).data).toMatchObject({ couponFen: 410 })
      const order = (await insert(draft(capped), 3600)).data as OrderDetail
      expect(order.couponFen).toBe(500)
      const ticket = await grantCoupon(t, member.memberId, {
        kind: 'doubleDraw',
        amountFen: 0,
        thresholdFen: 0,
      })
      expect(((await preview(draft(ticket))).data as OrderQuote).blockers).toEqual(['COUPON_NOT_APPLICABLE'])
    })

    it('takes a delivery coupon off the delivery fee, never more than the fee', async () => {
      const small = await grantCoupon(t, member.memberId, {
        kind: 'delivery',
        amountFen: 300,
        thresholdFen: 0,
      })
      const big = await grantCoupon(t, member.memberId, { kind: 'delivery', amountFen: 800, thresholdFen: 0 })
      // 41 - 3 = 38 -> 5 off; 41 - 3 - 5 + 5 = 38 yuan. The 8 yuan coupon is worth the 5 yuan fee.
      expect((await preview(draft(small))).data).toMatchObject({ couponFen: 300, totalFen: 3800 })
      expect((await preview(draft(big))).data).toMatchObject({ couponFen: 500, totalFen: 3600 })
      const order = (await insert(draft(big), 3600)).data as OrderDetail
      expect(order.couponFen).toBe(500)
      expect(order.lines.reduce((n, l) => n + l.couponShareFen, 0)).toBe(500)
    })

    it('refuses each coupon that may not be used, and writes nothing', async () => {
      const other = await createMember(t)
      const cases: [string, Promise<string>, Draft?][] = [
        ['COUPON_USED', grantCoupon(t, member.memberId)],
        [
          'COUPON_EXPIRED',
          grantCoupon(t, member.memberId, {
            validFrom: new Date(NOON.getTime() - 2 * DAY_MS),
            validUntil: NOON,
          }),
        ],
        [
          'COUPON_NOT_STARTED',
          grantCoupon(t, member.memberId, { validFrom: new Date(NOON.getTime() + 60_000) }),
        ],
        ['COUPON_WRONG_SHOP', grantCoupon(t, member.memberId, { shopId: otherShop.shopId })],
        ['COUPON_THRESHOLD_NOT_MET', grantCoupon(t, member.memberId, { thresholdFen: 4101 })],
        [
          'COUPON_NOT_APPLICABLE',
          grantCoupon(t, member.memberId, { kind: 'delivery', amountFen: 500, thresholdFen: 0 }),
          pickupDraft(shop),
        ],
      ]
      // The first one is used by an order first.
      const usedId = await cases[0]?.[1]
      if (!usedId) throw new Error('no coupon')
      await placeOrder(t, member.token, draft(usedId))
      for (const [key, granted, base] of cases) {
        const id = await granted
        const body = { ...(base ?? draft()), couponId: id }
        const before = { orders: await ordersOf(member.memberId), coupon: await couponOf(t, id) }
        const q = (await preview(body)).data as OrderQuote
        expect(q.blockers, key).toEqual([key])
        // The preview prices the order without the refused coupon.
        expect(q.couponFen, key).toBe(0)
        const res = await insert(body, q.totalFen)
        expect(res, key).toMatchObject({ success: false, status: 409, errorKey: key })
        expect(await ordersOf(member.memberId), key).toBe(before.orders)
        expect(await couponOf(t, id), key).toEqual(before.coupon)
      }
      // A coupon of another member, or none at all, is not found (404) and changes nothing either.
      const foreign = await grantCoupon(t, other.memberId)
      for (const id of [foreign, newId()]) {
        expect(await preview(draft(id))).toMatchObject({ status: 404, errorKey: 'COUPON_NOT_FOUND' })
        expect(await insert(draft(id), 3100)).toMatchObject({ status: 404, errorKey: 'COUPON_NOT_FOUND' })
      }
      expect(await couponOf(t, foreign)).toMatchObject({ status: 'unused', orderId: null })
      // The refusal is translated.
      const expired = await grantCoupon(t, member.memberId, {
        validUntil: new Date(NOON.getTime() - 1),
        validFrom: new Date(NOON.getTime() - DAY_MS),
      })
      const zh = await insert({ ...draft(expired), lang: 'zh-Hans' }, 4100)
      expect(zh).toMatchObject({ errorKey: 'COUPON_EXPIRED', message: '该优惠券已过期。' })
    })

    it('holds a total confirmed without the coupon to the price check', async () => {
      const id = await grantCoupon(t, member.memberId)
      expect(await insert(draft(id), 4100)).toMatchObject({ status: 409, errorKey: 'PRICE_CHANGED' })
      expect(await couponOf(t, id)).toMatchObject({ status: 'unused', orderId: null })
    })

    it('lets one of two placements racing for one coupon win; the other gets COUPON_USED', async () => {
      const id = await grantCoupon(t, member.memberId)
      const before = await ordersOf(member.memberId)
      const results = await Promise.all([insert(draft(id), 3100), insert(draft(id), 3100)])
      const won = results.filter((r) => r.success)
      const lost = results.filter((r) => !r.success)
      expect(won).toHaveLength(1)
      expect(lost).toEqual([expect.objectContaining({ status: 409, errorKey: 'COUPON_USED' })])
      expect(await ordersOf(member.memberId)).toBe(before + 1)
      expect(await couponOf(t, id)).toMatchObject({
        status: 'used',
        orderId: (won[0]?.data as OrderDetail | undefined)?.id,
      })
    })
  })

  describe('lists', () => {
    it('lists valid and invalid coupons per kind, with computed expiry, for their owner only', async () => {
      const m = await plainMember()
      const ids = {
        shop: await grantCoupon(t, m.memberId, {
          shopId: shop.shopId,
          validUntil: new Date(NOON.getTime() + 2 * DAY_MS),
        }),
        later: await grantCoupon(t, m.memberId, { validUntil: new Date(NOON.getTime() + 9 * DAY_MS) }),
        delivery: await grantCoupon(t, m.memberId, { kind: 'delivery', amountFen: 500, thresholdFen: 0 }),
        ended: await grantCoupon(t, m.memberId, {
          validFrom: new Date(NOON.getTime() - 3 * DAY_MS),
          validUntil: new Date(NOON.getTime() - DAY_MS),
        }),
        used: await grantCoupon(t, m.memberId),
      }
      const usedOrder = await placeOrder(
        t,
        m.token,
        deliveryDraft(shop, (await createAddress(t, m.token)).id, { couponId: ids.used }),
      )
      const valid = await list({ kind: 'shop', state: 'valid' }, m.token)
      // Soonest end first; the shop-bound coupon names its shop.
      expect(valid.records.map((c) => c.id)).toEqual([ids.shop, ids.later])
      expect(valid.records[0]).toMatchObject({
        kind: 'shop',
        title: 'Ten off',
        status: 'unused',
        shopId: shop.shopId,
        shopName: 'Fixture Noodles',
        amountFen: 1000,
        thresholdFen: 3000,
        source: 'campaign',
      })
      const invalid = await list({ kind: 'shop', state: 'invalid' }, m.token)
      expect(invalid.records.map((c) => [c.id, c.status, c.orderId])).toEqual([
        [ids.used, 'used', usedOrder.id],
        [ids.ended, 'expired', null],
      ])
      expect((await list({ kind: 'delivery' }, m.token)).records.map((c) => c.id)).toEqual([ids.delivery])
      expect(await list({ kind: 'doubleDraw' }, m.token)).toEqual({ records: [], total: 0 })
      expect((await list({ kind: 'shop', state: 'valid', lang: 'zh-Hans' }, m.token)).records[0]?.title).toBe(
        '减10元',
      )
      // Paged: total counts all of them.
      expect(
        await t.ok('member/coupon/list', { kind: 'shop', pageNo: 2, pageSize: 1 }, m.token),
      ).toMatchObject({ total: 2, records: [{ id: ids.later }] })
      // Another member sees none of them; without a token the call is refused.
      expect((await list({ kind: 'shop' })).records.map((c) => c.id)).not.toContain(ids.shop)
      expect(await t.call('member/coupon/list', {})).toMatchObject({ status: 401 })
      expect(await t.call('member/coupon/list', { state: 'maybe' }, m.token)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
    })

    it('tells which coupons a draft can use, with the discount each gives', async () => {
      const m = await plainMember()
      const at = (await createAddress(t, m.token)).id
      const ten = await grantCoupon(t, m.memberId)
      const fee = await grantCoupon(t, m.memberId, { kind: 'delivery', amountFen: 800, thresholdFen: 0 })
      const big = await grantCoupon(t, m.memberId, { thresholdFen: 5000 })
      const elsewhere = await grantCoupon(t, m.memberId, { shopId: otherShop.shopId })
      const soon = await grantCoupon(t, m.memberId, { validFrom: new Date(NOON.getTime() + DAY_MS) })
      const answer = await t.ok<{
        usable: { coupon: Coupon; discountFen: number }[]
        unusable: { coupon: Coupon; reason: string }[]
      }>('member/coupon/usableForOrder', deliveryDraft(shop, at, { couponId: ten }), m.token)
      expect(answer.usable.map((u) => [u.coupon.id, u.discountFen])).toEqual([
        [ten, 1000],
        [fee, 500],
      ])
      expect(answer.unusable.map((u) => [u.coupon.id, u.reason]).sort()).toEqual(
        [
          [big, 'COUPON_THRESHOLD_NOT_MET'],
          [elsewhere, 'COUPON_WRONG_SHOP'],
          [soon, 'COUPON_NOT_STARTED'],
        ].sort(),
      )
      // Pickup: the delivery coupon has no fee to take off.
      const pickup = await t.ok<{
        usable: { coupon: Coupon }[]
        unusable: { coupon: Coupon; reason: string }[]
      }>(
        'member/coupon/usableForOrder',
        pickupDraft(shop, { items: [{ goodsId: shop.teaId, optionIds: [], number: 3 }] }),
        m.token,
      )
      expect(pickup.usable.map((u) => u.coupon.id)).toEqual([ten])
      expect(pickup.unusable.find((u) => u.coupon.id === fee)?.reason).toBe('COUPON_NOT_APPLICABLE')
    })

    it('comes with the member: the new-member gift, once, and granting it again changes nothing', async () => {
      const m = await createMember(t)
      const gift = () =>
        t.db
          .select()
          .from(memberCoupons)
          .where(eq(memberCoupons.memberId, m.memberId))
          .orderBy(asc(memberCoupons.kind))
      const first = await gift()
      // The window starts when the member is created (the fixture creates it on the wall clock).
      expect(
        first.map((c) => [
          c.kind,
          c.amountFen,
          c.thresholdFen,
          c.shopId,
          c.status,
          c.source,
          c.validUntil.getTime() - c.validFrom.getTime(),
        ]),
      ).toEqual([
        ['delivery', 500, 0, null, 'unused', 'new_member', 30 * DAY_MS],
        ['shop', 1000, 3000, null, 'unused', 'new_member', 30 * DAY_MS],
      ])
      t.clock.advance(DAY_MS)
      const again = await grantNewMemberGift(t.db, m.memberId, t.clock.now())
      expect([...again].sort()).toEqual(first.map((c) => c.id).sort())
      expect(await gift()).toEqual(first)
      // Another member gets a gift of their own, with other ids.
      const other = await grantNewMemberGift(t.db, member.memberId, t.clock.now())
      expect(other.filter((id) => again.includes(id))).toEqual([])
    })
  })

  describe('coming back', () => {
    it('comes back when the member cancels the unpaid order, and can be used again', async () => {
      const id = await grantCoupon(t, member.memberId)
      const first = await placeOrder(t, member.token, draft(id))
      await t.ok('member/order/cancelOrder', { id: first.id }, member.token)
      expect(await couponOf(t, id)).toMatchObject({ status: 'unused', orderId: null, usedAt: null })
      const second = await placeOrder(t, member.token, draft(id))
      expect(second.couponFen).toBe(1000)
      expect(await couponOf(t, id)).toMatchObject({ status: 'used', orderId: second.id })
      // The first order keeps the record of what it used; cancelling it again is refused, changes nothing.
      expect((await orderRow(t, first.id)).couponId).toBe(id)
      expect(await t.call('member/order/cancelOrder', { id: first.id }, member.token)).toMatchObject({
        status: 409,
      })
      expect(await couponOf(t, id)).toMatchObject({ status: 'used', orderId: second.id })
    })

    it('comes back when the pay deadline cancels the order, as expired if its window ended meanwhile', async () => {
      const keeps = await grantCoupon(t, member.memberId)
      const ends = await grantCoupon(t, member.memberId, {
        validUntil: new Date(NOON.getTime() + 3 * 60_000),
      })
      const a = await placeOrder(t, member.token, draft(keeps))
      const b = await placeOrder(t, member.token, draft(ends))
      t.clock.advance(6 * 60_000)
      await t.app.jobs.drain()
      expect((await orderRow(t, a.id)).status).toBe(10)
      expect((await orderRow(t, b.id)).status).toBe(10)
      expect(await couponOf(t, keeps)).toMatchObject({ status: 'unused', orderId: null })
      expect(await couponOf(t, ends)).toMatchObject({ status: 'expired', orderId: null })
      const invalid = await list({ kind: 'shop', state: 'invalid' })
      expect(invalid.records.find((c) => c.id === ends)).toMatchObject({ status: 'expired' })
      const valid = await list({ kind: 'shop', state: 'valid' })
      expect(valid.records.map((c) => c.id)).toContain(keeps)
    })

    it('comes back when the merchant rejects the paid order (2 -> 11)', async () => {
      const id = await grantCoupon(t, member.memberId)
      const order = await placeOrder(t, member.token, draft(id))
      await payByBalance(t, member.token, order.id)
      expect(await couponOf(t, id)).toMatchObject({ status: 'used' })
      await consoleMoves(t, merchant).reject(order.id)
      expect((await orderRow(t, order.id)).status).toBe(11)
      expect(await couponOf(t, id)).toMatchObject({ status: 'unused', orderId: null })
    })

    it('stays spent when a line that did not carry it is refunded, comes back when its carrier is', async () => {
      // A 1 fen coupon: largest remainder gives it to the noodles (29 of 41 yuan), the tea carries none.
      const id = await grantCoupon(t, member.memberId, { amountFen: 1, thresholdFen: 0 })
      const order = await placeOrder(t, member.token, draft(id))
      expect(order.lines.map((l) => l.couponShareFen)).toEqual([1, 0])
      await payByBalance(t, member.token, order.id)
      await reportRefund(t, order, [{ index: 1, quantity: 1 }], 1200)
      expect(await couponOf(t, id)).toMatchObject({ status: 'used', orderId: order.id })
      await reportRefund(t, order, [{ index: 0, quantity: 1 }], 2899)
      expect(await couponOf(t, id)).toMatchObject({ status: 'unused', orderId: null })
    })

    it('comes back only once every line that carried a share is refunded in full', async () => {
      const id = await grantCoupon(t, member.memberId)
      const order = await placeOrder(
        t,
        member.token,
        draft(id, {
          items: [
            { goodsId: shop.noodlesId, optionIds: [shop.smallId], number: 2 },
            { goodsId: shop.teaId, optionIds: [], number: 1 },
          ],
        }),
      )
      expect(order.lines.every((l) => l.couponShareFen > 0)).toBe(true)
      await payByBalance(t, member.token, order.id)
      // The tea carried part of it; the noodles still carry the rest.
      await reportRefund(t, order, [{ index: 1, quantity: 1 }], 1000)
      expect(await couponOf(t, id)).toMatchObject({ status: 'used', orderId: order.id })
      // One of the two noodles: still part of a carrying line is kept.
      await reportRefund(t, order, [{ index: 0, quantity: 1 }], 2500)
      expect(await couponOf(t, id)).toMatchObject({ status: 'used', orderId: order.id })
      await reportRefund(t, order, [{ index: 0, quantity: 1 }], 2500)
      expect(await couponOf(t, id)).toMatchObject({ status: 'unused', orderId: null })
    })

    it('comes back once however often the full refund is reported, and stays with its next order', async () => {
      const id = await grantCoupon(t, member.memberId)
      const first = await placeOrder(t, member.token, draft(id))
      await payByBalance(t, member.token, first.id)
      await reportRefund(
        t,
        first,
        [
          { index: 0, quantity: 1 },
          { index: 1, quantity: 1 },
        ],
        3100,
        true,
      )
      expect(await couponOf(t, id)).toMatchObject({ status: 'unused', orderId: null })
      const second = await placeOrder(t, member.token, draft(id))
      // The first order's refund reported again (a retry, or the status hook after the flow's own
      // report) must not free the coupon the second order now holds.
      await t.db.transaction((tx) =>
        t.app.services.loyalty.orderRefunded(tx, {
          orderId: first.id,
          lines: [],
          amountFen: 0,
          wholeOrder: true,
        }),
      )
      await t.db.transaction((tx) => t.app.services.loyalty.orderCancelled(tx, first.id))
      expect(await couponOf(t, id)).toMatchObject({ status: 'used', orderId: second.id })
    })

    it('does not come back for an order that did not use it', async () => {
      const id = await grantCoupon(t, member.memberId)
      const withIt = await placeOrder(t, member.token, draft(id))
      const without = await placeOrder(t, member.token, draft())
      await t.ok('member/order/cancelOrder', { id: without.id }, member.token)
      expect(await couponOf(t, id)).toMatchObject({ status: 'used', orderId: withIt.id })
      expect(await giveCouponBack(t.db, { couponId: id, orderId: without.id, now: t.clock.now() })).toBe(
        false,
      )
    })
  })
})
