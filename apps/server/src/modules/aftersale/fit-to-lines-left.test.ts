import type { OrderDetail, RefundProcess } from '@siam/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import { deliveryDraft, memberBalance, orderRow, payByBalance, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'
import { orderItems } from '../orders/orders.tables'
import { refundRequestItems, refundRequests } from './aftersale.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
const HOUR = 60 * 60_000

/**
 * The after-sale "nobody can approve" (issue 10, section 3): before the order lock, an
 * out-of-stock mark racing a member's application left a request asking for units already
 * refunded; every approval and the 12-hour auto-approval failed with REFUND_STATUS_CONFLICT.
 * Such a request, already in the database, is fitted to what is left when it is decided.
 * (The fixture order: noodles 2546 back, tea 1054 back, delivery fee 500 with the first line
 * while never dispatched; paid 4100.)
 */
describe('a request left asking for lines that already went back', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let member: TestMember
  let merchant: string
  let addressId: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    member = await createMember(t, { balanceFen: 1_000_000 })
    merchant = await createMerchant(t, [shop.shopId])
    addressId = (await createAddress(t, member.token)).id
  })

  /** Tea marked out of stock, then a member request that (as the race left it) asks for the tea. */
  async function stuckRequest(alsoNoodles: boolean) {
    const order = await placeOrder(t, member.token, deliveryDraft(shop, addressId))
    await payByBalance(t, member.token, order.id)
    const line = (goodsId: string) => {
      const found = (order as OrderDetail).lines.find((l) => l.goodsId === goodsId)
      if (!found) throw new Error('no line')
      return found.id
    }
    const tea = line(shop.teaId)
    const noodles = line(shop.noodlesId)
    await t.ok(
      'merchant/order/markOutOfStock',
      { orderId: order.id, items: [{ orderItemId: tea, number: 1 }] },
      merchant,
    )
    const applied = await t.ok<RefundProcess>(
      'member/order/applyRefund',
      {
        orderId: order.id,
        items: [{ orderItemId: noodles, number: 1 }],
        reason: 16,
        description: 'Too salty',
        images: [],
        idempotencyKey: `rf-${newId()}`,
      },
      member.token,
    )
    const refundId = applied.refunds.find((r) => r.kind === 'member')?.id
    if (!refundId) throw new Error('no request')
    // What the race left: the request holds the tea (already refunded), maybe the noodles too.
    await t.db.delete(refundRequestItems).where(eq(refundRequestItems.requestId, refundId))
    const teaRow = {
      id: newId(),
      requestId: refundId,
      orderItemId: tea,
      quantity: 1,
      grossFen: 1200,
      discountFen: 146,
      amountFen: 1054,
    }
    const noodleRow = {
      id: newId(),
      requestId: refundId,
      orderItemId: noodles,
      quantity: 1,
      grossFen: 2900,
      discountFen: 354,
      amountFen: 2546,
    }
    await t.db.insert(refundRequestItems).values(alsoNoodles ? [teaRow, noodleRow] : [teaRow])
    await t.db
      .update(refundRequests)
      .set({
        amountFen: alsoNoodles ? 3600 : 1054,
        deliveryFeeFen: 0,
        toBalanceFen: alsoNoodles ? 3600 : 1054,
      })
      .where(eq(refundRequests.id, refundId))
    return { orderId: order.id, refundId, tea, noodles }
  }
  const quantities = async (orderId: string) =>
    (await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)))
      .sort((a, b) => a.sort - b.sort)
      .map((i) => i.refundedQuantity)

  it('the merchant approves it: only what is left goes back (here the noodles)', async () => {
    const { orderId, refundId } = await stuckRequest(true)
    const balance = await memberBalance(t, member.memberId)
    const res = await t.call('merchant/refund/audit', { refundId, decision: 'approve', reason: '' }, merchant)
    expect(res).toMatchObject({ success: true })
    const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, refundId))
    // The out-of-stock tea took the delivery fee back with it (never dispatched): noodles only.
    expect(request).toMatchObject({ status: 7, amountFen: 2546, deliveryFeeFen: 0 })
    expect(await memberBalance(t, member.memberId)).toBe(balance + 2546)
    expect(await quantities(orderId)).toEqual([1, 1])
    expect(await orderRow(t, orderId)).toMatchObject({ status: 8, refundedFen: 4100 })
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('the 12-hour auto-approval settles one with nothing left to give: no money, the after-sale ends', async () => {
    const { orderId, refundId } = await stuckRequest(false)
    const balance = await memberBalance(t, member.memberId)
    t.clock.advance(12 * HOUR)
    expect(await t.app.services.aftersale.merchantDeadlinePassed(refundId)).toBe(true)
    const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, refundId))
    expect(request).toMatchObject({ status: 7, amountFen: 0 })
    expect(await memberBalance(t, member.memberId)).toBe(balance)
    expect(await quantities(orderId)).toEqual([0, 1])
    expect(await orderRow(t, orderId)).toMatchObject({ status: 9, refundedFen: 1554 })
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })
})
