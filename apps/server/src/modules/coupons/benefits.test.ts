import type { Coupon } from '@siam/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
} from '../../test/fixtures'
import { deliveryDraft, memberBalance, orderRow, payByBalance, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { members } from '../auth/auth.tables'
import { ledgerAudit } from '../ledger'
import { consoleMoves } from '../loyalty/loyalty.kit'
import { followOrderForCoupons } from './follow-order'

const NOON = new Date('2026-11-21T04:00:00Z')
const MINUTE = 60_000

/*
 * The fixture shop: the delivery draft is 41 yuan of goods and packing, 5 off by full reduction,
 * 5 yuan delivery: 41 yuan paid. Eighteen noodles and a tea come to 534 yuan of goods and packing.
 */
describe('what orders earn from coupons: rebate cards, tickets, the on-time promise', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let admin: string
  let merchant: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    admin = await createMerchant(t, [], 'platform')
    merchant = await createMerchant(t, [shop.shopId])
  })

  async function buyer() {
    const m = await createMember(t, { balanceFen: 200_000 })
    const address = await createAddress(t, m.token)
    return { ...m, address: address.id }
  }

  const give = (memberId: string, template: Record<string, unknown>) =>
    t.ok<{ couponId: string }>(
      'admin/coupon/give',
      { memberId, template: { title: { en: 'Card' }, validity: { type: 'days', days: 30 }, ...template } },
      admin,
    )

  const benefits = (token: string, orderId: string) =>
    t.ok<{ rebateFen: number; rebateCredited: boolean; compensationCoupon: Coupon | null }>(
      'member/coupon/orderBenefits',
      { orderId },
      token,
    )

  it('shows the rebate to come, credits it to the balance at completion once, and compensates a late delivery', async () => {
    const m = await buyer()
    await give(m.memberId, { kind: 'rebateCard', percentOff: 5, amountFen: 300 })
    const order = await placeOrder(t, m.token, deliveryDraft(shop, m.address))
    await payByBalance(t, m.token, order.id)
    const paid = (await orderRow(t, order.id)).paidFen
    expect(paid).toBe(4100)
    expect(await benefits(m.token, order.id)).toEqual({
      rebateFen: 205,
      rebateCredited: false,
      compensationCoupon: null,
    })

    t.clock.set(new Date(NOON.getTime() + 31 * MINUTE))
    await consoleMoves(t, merchant).toDelivered(order.id)
    const late = await benefits(m.token, order.id)
    expect(late.compensationCoupon).toMatchObject({
      kind: 'shop',
      amountFen: 500,
      source: 'compensation',
      status: 'unused',
    })

    const before = await memberBalance(t, m.memberId)
    await t.ok('member/order/confirmReceipt', { id: order.id }, m.token)
    expect(await memberBalance(t, m.memberId)).toBe(before + 205)
    expect(await benefits(m.token, order.id)).toMatchObject({ rebateFen: 205, rebateCredited: true })

    // A second report of the completion (and of the delivery) changes nothing.
    const row = await orderRow(t, order.id)
    await t.db.transaction(async (tx) => {
      await followOrderForCoupons(tx, { order: row, to: 6, now: t.clock.now() })
      await followOrderForCoupons(tx, { order: row, to: 12, now: t.clock.now() })
    })
    expect(await memberBalance(t, m.memberId)).toBe(before + 205)
    const shopCoupons = await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'shop' }, m.token)
    expect(shopCoupons.records.filter((c) => c.source === 'compensation')).toHaveLength(1)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    // Another member cannot read the order's benefits.
    const other = await createMember(t)
    expect(await t.call('member/coupon/orderBenefits', { orderId: order.id }, other.token)).toMatchObject({
      status: 404,
      errorKey: 'ORDER_NOT_FOUND',
    })
  })

  it('credits the rebate on what is left when an after-sale ends the order before completion', async () => {
    const m = await buyer()
    await give(m.memberId, { kind: 'rebateCard', percentOff: 5, amountFen: 300 })
    const order = await placeOrder(t, m.token, deliveryDraft(shop, m.address))
    await payByBalance(t, m.token, order.id)
    await consoleMoves(t, merchant).toDelivered(order.id)
    const tea = order.lines[1]
    if (!tea) throw new Error('no tea line')
    const applied = await t.ok<{ refunds: { id: string; amountFen: number }[] }>(
      'member/order/applyRefund',
      {
        orderId: order.id,
        items: [{ orderItemId: tea.id, number: 1 }],
        reason: 16,
        idempotencyKey: `rf-${order.id}`,
      },
      m.token,
    )
    const request = applied.refunds[0]
    if (!request) throw new Error('no refund request')
    const before = await memberBalance(t, m.memberId)
    await t.ok('merchant/refund/audit', { refundId: request.id, decision: 'approve', reason: '' }, merchant)
    // The order ends in 9 without the member's confirmation: 5% of what is left (41 yuan minus the tea).
    expect((await orderRow(t, order.id)).status).toBe(9)
    const rebate = Math.floor(((4100 - request.amountFen) * 5) / 100)
    expect(await memberBalance(t, m.memberId)).toBe(before + request.amountFen + rebate)
    expect(await benefits(m.token, order.id)).toMatchObject({ rebateFen: rebate, rebateCredited: true })
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('gives no compensation when the delivery keeps the promise (30 minutes exactly)', async () => {
    const m = await buyer()
    const order = await placeOrder(t, m.token, deliveryDraft(shop, m.address))
    await payByBalance(t, m.token, order.id)
    t.clock.set(new Date(NOON.getTime() + 30 * MINUTE))
    await consoleMoves(t, merchant).toDelivered(order.id)
    expect((await benefits(m.token, order.id)).compensationCoupon).toBeNull()
  })

  it('grants a double-draw ticket per 500 yuan of completed orders, and the inviter one per two friends', async () => {
    const m = await buyer()
    const big = deliveryDraft(shop, m.address, {
      items: [
        { goodsId: shop.noodlesId, optionIds: [shop.smallId], number: 18 },
        { goodsId: shop.teaId, optionIds: [], number: 1 },
      ],
    })
    const order = await placeOrder(t, m.token, big)
    await payByBalance(t, m.token, order.id)
    expect((await orderRow(t, order.id)).paidFen).toBeGreaterThanOrEqual(50_000)
    await consoleMoves(t, merchant).toDelivered(order.id)
    expect(await t.ok('member/coupon/selectCounts', {}, m.token)).toMatchObject({ doubleDraw: 0 })
    await t.ok('member/order/confirmReceipt', { id: order.id }, m.token)
    expect(await t.ok('member/coupon/selectCounts', {}, m.token)).toMatchObject({ doubleDraw: 1 })
    const tickets = await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'doubleDraw' }, m.token)
    expect(tickets.records).toMatchObject([{ source: 'spending', drawsLeft: 2 }])
  })

  it("gives the inviter a ticket once two invited friends completed a first order (their second orders don't count)", async () => {
    const inviter = await createMember(t)
    const friends = [await buyer(), await buyer()]
    for (const f of friends)
      await t.db.update(members).set({ inviterId: inviter.memberId }).where(eq(members.id, f.memberId))
    const complete = async (f: (typeof friends)[number]) => {
      const order = await placeOrder(t, f.token, deliveryDraft(shop, f.address))
      await payByBalance(t, f.token, order.id)
      await consoleMoves(t, merchant).toDelivered(order.id)
      await t.ok('member/order/confirmReceipt', { id: order.id }, f.token)
    }
    const [first, second] = friends
    if (!first || !second) throw new Error('no friends')
    await complete(first)
    await complete(first)
    expect(await t.ok('member/coupon/selectCounts', {}, inviter.token)).toMatchObject({ doubleDraw: 0 })
    await complete(second)
    const tickets = await t.ok<{ records: Coupon[] }>(
      'member/coupon/list',
      { kind: 'doubleDraw' },
      inviter.token,
    )
    expect(tickets.records).toMatchObject([{ source: 'invitation', drawsLeft: 2 }])
  })
})
