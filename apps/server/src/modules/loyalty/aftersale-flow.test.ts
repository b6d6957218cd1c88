import { beforeAll, describe, expect, it } from 'vitest'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
} from '../../test/fixtures'
import { deliveryDraft, orderRow, payByBalance, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { couponOf, grantCoupon, wallet } from './loyalty.kit'

/*
 * Loyalty through the real refund flow: the merchant marks lines out of stock (product rules 2.4),
 * the after-sale module refunds them and reports each decision to loyalty.
 */
describe('loyalty through out-of-stock refunds', () => {
  const t = useApiTestApp()
  let shop: FixtureShop
  let merchant: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [shop.shopId])
  })

  it('keeps the coupon while a carrying line is kept, returns it and every point when all lines go', async () => {
    const m = await createMember(t, { balanceFen: 100_000 })
    const address = (await createAddress(t, m.token)).id
    const coupon = await grantCoupon(t, m.memberId)
    const order = await placeOrder(t, m.token, deliveryDraft(shop, address, { couponId: coupon }))
    await payByBalance(t, m.token, order.id)
    // 41 - 10 coupon - 5 full reduction + 5 fee = 31 yuan paid: 31 points.
    expect(await wallet(t, m.memberId, 'points_pending')).toBe(31)
    const [noodles, tea] = order.lines
    if (!noodles || !tea) throw new Error('two lines expected')
    // Coupon shares 707 / 293; full reduction over 21.93 / 9.07 yuan: 353.7 -> 354, 146.3 -> 146.
    expect([tea.couponShareFen, tea.fullReductionShareFen]).toEqual([293, 146])

    const out = (orderItemId: string) =>
      t.call(
        'merchant/order/markOutOfStock',
        { orderId: order.id, items: [{ orderItemId, number: 1 }] },
        merchant,
      )
    expect(await out(tea.id)).toMatchObject({ success: true })
    // The tea goes back, 12 - 2.93 - 1.46 = 7.61 yuan, with the 5 yuan fee of an order never
    // dispatched (product rules 4.2): 12.61 yuan, floor(31 x 12.61 / 31) = 12 points reversed.
    expect((await orderRow(t, order.id)).refundedFen).toBe(1261)
    expect(await wallet(t, m.memberId, 'points_pending')).toBe(19)
    expect(await couponOf(t, coupon)).toMatchObject({ status: 'used', orderId: order.id })

    expect(await out(noodles.id)).toMatchObject({ success: true })
    expect((await orderRow(t, order.id)).status).toBe(11)
    expect(await wallet(t, m.memberId, 'points_pending')).toBe(0)
    expect(await couponOf(t, coupon)).toMatchObject({ status: 'unused', orderId: null })
    // And it serves the next order.
    const next = await placeOrder(t, m.token, deliveryDraft(shop, address, { couponId: coupon }))
    expect(next.couponFen).toBe(1000)
  })
})
