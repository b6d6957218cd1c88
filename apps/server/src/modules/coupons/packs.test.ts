import type { Coupon, CouponPackPurchase } from '@siam/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
} from '../../test/fixtures'
import { deliveryDraft, memberBalance, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'

// 20:00 in Shanghai: the refund stays open until 16:00 UTC.
const EVENING = new Date('2026-11-21T12:00:00Z')
const HOUR = 60 * 60_000

describe('coupon packs and the same-day refund of unused purchased coupons', () => {
  const t = useApiTestApp({ at: EVENING })
  let admin: string
  let shop: FixtureShop
  let packId: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    admin = await createMerchant(t, [], 'platform')
    const pack = await t.ok<{ id: string }>(
      'admin/couponPack/create',
      {
        title: { en: 'Three delivery coupons', 'zh-Hans': '配送券三张' },
        count: 3,
        priceFen: 1000,
        template: {
          kind: 'delivery',
          title: { en: '5 off delivery' },
          amountFen: 500,
          validity: { type: 'days', days: 30 },
        },
      },
      admin,
    )
    packId = pack.id
  })

  async function buy(token: string, key = `pack-${Math.random().toString(36).slice(2, 12)}`) {
    return t.ok<CouponPackPurchase>(
      'member/couponPack/buy',
      { packId, paymentPassword: '123456', idempotencyKey: key },
      token,
    )
  }

  it('sells a pack from the balance with its coupons in the list at once; a replay buys nothing twice', async () => {
    const m = await createMember(t, { balanceFen: 5000 })
    expect(await t.ok('member/couponPack/list', {}, m.token)).toMatchObject([
      { id: packId, count: 3, priceFen: 1000 },
    ])
    const [a, b] = await Promise.all([buy(m.token, 'same-key-001'), buy(m.token, 'same-key-001')])
    expect(a?.id).toBe(b?.id)
    expect(await memberBalance(t, m.memberId)).toBe(4000)
    const list = await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'delivery' }, m.token)
    expect(list.records.filter((c) => c.source === 'purchase')).toHaveLength(3)
    expect(a).toMatchObject({ status: 'paid', refundableToday: true })
    expect(
      await t.call(
        'member/couponPack/buy',
        { packId, paymentPassword: '000000', idempotencyKey: 'bad-pass-01' },
        m.token,
      ),
    ).toMatchObject({
      success: false,
    })
    const poor = await createMember(t, { balanceFen: 100 })
    expect(
      await t.call(
        'member/couponPack/buy',
        { packId, paymentPassword: '123456', idempotencyKey: 'poor-key-01' },
        poor.token,
      ),
    ).toMatchObject({
      errorKey: 'INSUFFICIENT_BALANCE',
    })
    expect(
      await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'delivery' }, poor.token),
    ).toMatchObject({
      records: [expect.objectContaining({ source: 'new_member' })],
    })
  })

  it('refunds the unused coupons once when two refunds race, money back to the balance', async () => {
    const m = await createMember(t, { balanceFen: 5000 })
    const purchase = await buy(m.token)
    const results = await Promise.all([
      t.call<CouponPackPurchase>('member/coupon/refundPurchased', { purchaseId: purchase.id }, m.token),
      t.call<CouponPackPurchase>('member/coupon/refundPurchased', { purchaseId: purchase.id }, m.token),
    ])
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(results.find((r) => !r.success)).toMatchObject({
      status: 409,
      errorKey: 'COUPON_ALREADY_REFUNDED',
    })
    expect(await memberBalance(t, m.memberId)).toBe(5000)
    const invalid = await t.ok<{ records: Coupon[] }>(
      'member/coupon/list',
      { kind: 'delivery', state: 'invalid' },
      m.token,
    )
    expect(invalid.records.filter((c) => c.status === 'refunded')).toHaveLength(3)
    expect(await t.ok('member/couponPack/purchases', {}, m.token)).toMatchObject([
      { id: purchase.id, status: 'refunded', refundedFen: 1000, refundableToday: false },
    ])
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('refunds only the unused share once a coupon of the pack was used', async () => {
    const m = await createMember(t, { balanceFen: 10_000 })
    const address = await createAddress(t, m.token)
    const purchase = await buy(m.token)
    const list = await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'delivery' }, m.token)
    const bought = list.records.find((c) => c.source === 'purchase')
    if (!bought) throw new Error('no bought coupon')
    await placeOrder(t, m.token, deliveryDraft(shop, address.id, { couponId: bought.id }))
    const refund = await t.ok<CouponPackPurchase>(
      'member/coupon/refundPurchased',
      { purchaseId: purchase.id },
      m.token,
    )
    // Two of three coupons unused: two thirds of 10 yuan, rounded down.
    expect(refund.refundedFen).toBe(666)
  })

  it("refuses the refund the next day (Shanghai) with a clear message, and another member's purchase", async () => {
    const m = await createMember(t, { balanceFen: 5000 })
    const purchase = await buy(m.token)
    const other = await createMember(t)
    expect(
      await t.call('member/coupon/refundPurchased', { purchaseId: purchase.id }, other.token),
    ).toMatchObject({
      status: 404,
      errorKey: 'COUPON_PURCHASE_NOT_FOUND',
    })
    t.clock.set(new Date(EVENING.getTime() + 4 * HOUR)) // 00:00 the next day in Shanghai
    const late = await t.call(
      'member/coupon/refundPurchased',
      { purchaseId: purchase.id, lang: 'zh-Hans' },
      m.token,
    )
    expect(late).toMatchObject({ status: 409, errorKey: 'COUPON_REFUND_NOT_SAME_DAY' })
    expect(late.message).toContain('购买当天')
    expect(await memberBalance(t, m.memberId)).toBe(4000)
  })
})
