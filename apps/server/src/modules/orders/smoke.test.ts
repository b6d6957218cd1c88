import { describe, expect, it } from 'vitest'
import { createAddress, createFixtureShop, createMember, createMerchant } from '../../test/fixtures'
import { useApiTestApp } from '../../test/suite'

describe('order journey (smoke)', () => {
  const t = useApiTestApp()

  it('places, pays by balance and moves a delivery order through the merchant', async () => {
    const shop = await createFixtureShop(t.db)
    const { token } = await createMember(t, { balanceFen: 10_000 })
    const address = await createAddress(t, token)
    const draft = {
      shopId: shop.shopId,
      shoppingWay: 'delivery',
      deliveryAddressId: address.id,
      items: [{ goodsId: shop.noodlesId, optionIds: [shop.largeId], number: 1 }],
      contactPhone: '+447700900123',
    }
    const quote = await t.ok<{ totalFen: number; blockers: string[] }>('member/order/preview', draft, token)
    expect(quote.blockers).toEqual([])
    // 28 + 6 large + 1 packing = 35, minus 5 full reduction, plus 5 delivery (1 km or less) = 35
    expect(quote.totalFen).toBe(3500)
    const order = await t.ok<{ id: string; status: number }>(
      'member/order/insert',
      { ...draft, expectedTotalFen: 3500, idempotencyKey: 'smoke-key-1' },
      token,
    )
    expect(order.status).toBe(1)
    const paid = await t.ok<{ status: number; etaAt: string }>(
      'member/platformPay/byBalance',
      { orderId: order.id, paymentPassword: '123456', idempotencyKey: 'smoke-pay-1' },
      token,
    )
    expect(paid.status).toBe(2)
    const merchant = await createMerchant(t, [shop.shopId])
    await t.ok('merchant/order/updateStatus', { id: order.id, action: 'accept' }, merchant)
    await t.ok(
      'merchant/order/dispatch',
      { id: order.id, courierName: 'Wang', courierPhone: '13912345678' },
      merchant,
    )
    await t.ok('merchant/order/updateStatus', { id: order.id, action: 'deliver' }, merchant)
    const done = await t.ok<{ status: number; history: unknown[] }>(
      'member/order/confirmReceipt',
      { id: order.id },
      token,
    )
    expect(done.status).toBe(6)
    expect(done.history).toHaveLength(6)
    const info = await t.ok<{ balanceFen: number }>('member/getLoginMemberInfo', {}, token)
    expect(info.balanceFen).toBe(6500)
  })
})
