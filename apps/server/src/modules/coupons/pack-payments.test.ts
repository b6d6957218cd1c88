import type { Coupon, CouponPackPurchase, Payment } from '@siam/contracts'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SandboxGateway } from '../../adapters/payments/sandbox/sandbox-gateway'
import { newId } from '../../platform/ids'
import { createFixtureShop, createMember, createMerchant } from '../../test/fixtures'
import { memberBalance } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'
import { ledgerTransfers } from '../ledger/ledger.tables'
import { paymentRefunds, payments } from '../payments/payments.tables'

// 20:00 in Shanghai: the same-day refund stays open until 16:00 UTC.
const EVENING = new Date('2026-11-21T12:00:00Z')
const MINUTE = 60_000
type Created = { payment: Payment; action: { type: 'redirect'; url: string } }

describe('coupon packs paid by a provider (decision 0025: a registered pay target)', () => {
  const t = useApiTestApp({ at: EVENING })
  let sandbox: SandboxGateway
  let packId: string
  // Each test starts later than the one before (one app, one clock), all on the same Shanghai day.
  let start = EVENING.getTime()
  const begin = () => {
    start += 30 * MINUTE
    t.clock.set(new Date(start))
    return start
  }

  beforeAll(async () => {
    await createFixtureShop(t.db)
    sandbox = t.app.moduleDeps.gateways.sandbox as SandboxGateway
    const admin = await createMerchant(t, [], 'platform')
    const pack = await t.ok<{ id: string }>(
      'admin/couponPack/create',
      {
        title: { en: 'Three delivery coupons' },
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

  const order = (token: string) =>
    t.ok<CouponPackPurchase>('member/couponPack/order', { packId, idempotencyKey: `po-${newId()}` }, token)
  const pay = (token: string, couponPurchaseId: string, payType = 'alipay') =>
    t.ok<Created>(
      'member/payment/create',
      { couponPurchaseId, payType, environment: 'browser', idempotencyKey: `pc-${newId()}` },
      token,
    )
  async function approve(paymentId: string) {
    const trade = await sandbox.byRef(paymentId)
    if (!trade) throw new Error('no sandbox trade')
    const answer = await t.app.inject({
      method: 'POST',
      url: `/siam-server/sandbox/checkout/${trade.tradeNo}/approve`,
    })
    expect(answer.statusCode).toBe(303)
  }
  const purchase = async (token: string, id: string) =>
    (await t.ok<CouponPackPurchase[]>('member/couponPack/purchases', {}, token)).find((p) => p.id === id)
  const packCoupons = async (token: string) =>
    (await t.ok<{ records: Coupon[] }>('member/coupon/list', { kind: 'delivery' }, token)).records.filter(
      (c) => c.source === 'purchase',
    )
  const transfers = async (key: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, key))
    return Number(row?.n)
  }

  it('keeps the purchase pending until the provider confirms; the coupons come once, duplicates are acknowledged', async () => {
    begin()
    const m = await createMember(t)
    const pending = await order(m.token)
    expect(pending).toMatchObject({ status: 'pending', paidAt: null, refundableToday: false })
    const methods = await t.ok<{ methods: { payType: string }[] }>(
      'member/payment/methods',
      { couponPurchaseId: pending.id, environment: 'browser' },
      m.token,
    )
    // The balance buys a pack through member/couponPack/buy, not here.
    expect(methods.methods.map((x) => x.payType)).toEqual(['wechat', 'alipay', 'card'])
    const { payment } = await pay(m.token, pending.id)
    expect(payment).toMatchObject({ targetKind: 'coupon_pack', targetId: pending.id, amountFen: 1000 })
    expect(await packCoupons(m.token)).toHaveLength(0)

    await approve(payment.id)
    expect(await purchase(m.token, pending.id)).toMatchObject({ status: 'paid', refundableToday: true })
    expect(await packCoupons(m.token)).toHaveLength(3)

    const trade = await sandbox.byRef(payment.id)
    if (!trade) throw new Error('no trade')
    const { body, headers } = sandbox.notificationFor(trade)
    for (let i = 0; i < 3; i++) {
      const replay = await t.app.inject({
        method: 'POST',
        url: '/siam-server/rest/notify/sandbox',
        headers,
        payload: body,
      })
      expect(replay.statusCode).toBe(200)
    }
    expect(await t.ok<Payment>('member/payment/query', { paymentId: payment.id }, m.token)).toMatchObject({
      status: 'succeeded',
    })
    expect(await packCoupons(m.token)).toHaveLength(3)
    expect(await transfers(`payment:${payment.id}`)).toBe(1)
    expect(await memberBalance(t, m.memberId)).toBe(0)
    // A paid purchase is paid no more.
    expect(
      await t.call(
        'member/payment/create',
        {
          couponPurchaseId: pending.id,
          payType: 'card',
          environment: 'browser',
          idempotencyKey: `pc-${newId()}`,
        },
        m.token,
      ),
    ).toMatchObject({ status: 409, errorKey: 'COUPON_PURCHASE_NOT_PAYABLE' })
    // The browser back from the provider lands on the check page naming the purchase.
    const back = await t.app.inject({ method: 'GET', url: `/siam-server/pay/return/${payment.id}` })
    expect(back.headers.location).toContain(`couponPurchaseId=${pending.id}`)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it("refuses another member's purchase", async () => {
    begin()
    const m = await createMember(t)
    const other = await createMember(t)
    const pending = await order(m.token)
    expect(
      await t.call(
        'member/payment/create',
        {
          couponPurchaseId: pending.id,
          payType: 'alipay',
          environment: 'browser',
          idempotencyKey: `pc-${newId()}`,
        },
        other.token,
      ),
    ).toMatchObject({ status: 404, errorKey: 'COUPON_PURCHASE_NOT_FOUND' })
    expect(
      await t.call(
        'member/payment/create',
        { payType: 'alipay', environment: 'browser', idempotencyKey: `pc-${newId()}` },
        m.token,
      ),
    ).toMatchObject({ success: false })
  })

  it('closes a purchase nobody paid once its window has passed; the payment is refused afterwards', async () => {
    const at = begin()
    const m = await createMember(t)
    const pending = await order(m.token)
    const { payment } = await pay(m.token, pending.id)
    t.clock.set(new Date(at + 5 * MINUTE))
    await t.app.services.payments.reconcile()
    expect(await purchase(m.token, pending.id)).toMatchObject({ status: 'pending' })
    t.clock.set(new Date(at + 20 * MINUTE))
    expect((await t.app.services.payments.reconcile()).targets).toBeGreaterThanOrEqual(1)
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]?.status).toBe('closed')
    expect(await purchase(m.token, pending.id)).toMatchObject({ status: 'closed', paidAt: null })
    expect(await t.app.services.payments.reconcile()).toMatchObject({ targets: 0 })
    expect(
      await t.call(
        'member/payment/create',
        {
          couponPurchaseId: pending.id,
          payType: 'alipay',
          environment: 'browser',
          idempotencyKey: `pc-${newId()}`,
        },
        m.token,
      ),
    ).toMatchObject({ status: 409, errorKey: 'COUPON_PURCHASE_NOT_PAYABLE' })
    expect(await packCoupons(m.token)).toHaveLength(0)
  })

  it('applies a payment whose notification never came (reconciliation), granting the coupons once', async () => {
    const at = begin()
    const m = await createMember(t)
    const pending = await order(m.token)
    const { payment } = await pay(m.token, pending.id, 'card')
    const trade = await sandbox.byRef(payment.id)
    await sandbox.decide(trade?.tradeNo ?? '', 'approve')
    expect(await purchase(m.token, pending.id)).toMatchObject({ status: 'pending' })
    t.clock.set(new Date(at + 3 * MINUTE))
    expect((await t.app.services.payments.reconcile()).payments).toBeGreaterThanOrEqual(1)
    expect(await purchase(m.token, pending.id)).toMatchObject({ status: 'paid' })
    await t.app.services.payments.reconcile()
    expect(await packCoupons(m.token)).toHaveLength(3)
    expect(await transfers(`payment:${payment.id}`)).toBe(1)
  })

  it('refunds a provider-paid pack the same day to the provider, once under two taps at once', async () => {
    begin()
    const m = await createMember(t)
    const pending = await order(m.token)
    const { payment } = await pay(m.token, pending.id)
    await approve(payment.id)
    const taps = await Promise.all([
      t.call('member/coupon/refundPurchased', { purchaseId: pending.id }, m.token),
      t.call('member/coupon/refundPurchased', { purchaseId: pending.id }, m.token),
    ])
    expect(taps.filter((r) => (r as { success: boolean }).success)).toHaveLength(1)
    expect(
      taps.filter((r) => (r as { errorKey?: string }).errorKey === 'COUPON_ALREADY_REFUNDED'),
    ).toHaveLength(1)
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))
    expect(refunds).toMatchObject([{ amountFen: 1000, status: 'pending', reason: 'target_refund' }])
    await t.app.jobs.drain()
    const [done] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))
    expect(done?.status).toBe('succeeded')
    expect((await sandbox.byRef(payment.id))?.refundedFen).toBe(1000)
    // The money went back to the provider, not to the balance.
    expect(await memberBalance(t, m.memberId)).toBe(0)
    expect(await purchase(m.token, pending.id)).toMatchObject({ status: 'refunded', refundedFen: 1000 })
    expect(await packCoupons(m.token)).toHaveLength(0)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })
})
