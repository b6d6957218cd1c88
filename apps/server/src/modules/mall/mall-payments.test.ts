import type { MallOrder, Payment } from '@siam/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SandboxGateway } from '../../adapters/payments/sandbox/sandbox-gateway'
import { newId } from '../../platform/ids'
import { memberBalance } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'
import { paymentRefunds } from '../payments/payments.tables'
import { mallAdmin, mallMember, pointsOf, saveGoods } from './mall.kit'
import { mallGoods } from './mall.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
const MINUTE = 60_000
type Created = { payment: Payment; action: { type: 'redirect'; url: string } }

describe('mall orders whose cash part a provider pays (decision 0025)', () => {
  const t = useApiTestApp({ at: NOON })
  let sandbox: SandboxGateway
  let admin: string
  let categoryId: string
  let start = NOON.getTime()
  const begin = () => {
    start += 60 * MINUTE
    t.clock.set(new Date(start))
    return start
  }

  beforeAll(async () => {
    sandbox = t.app.moduleDeps.gateways.sandbox as SandboxGateway
    ;({ admin, categoryId } = await mallAdmin(t))
  })

  const stockOf = async (goodsId: string) =>
    (await t.db.select({ stock: mallGoods.stock }).from(mallGoods).where(eq(mallGoods.id, goodsId)))[0]?.stock
  const place = (m: { token: string; addressId: string }, goodsId: string) =>
    t.ok<MallOrder>(
      'member/pointsMall/order/insert',
      {
        draft: { goods: { goodsId, number: 1, specId: '' } },
        deliveryAddressId: m.addressId,
        paymentPassword: '123456',
        cashBy: 'provider',
        idempotencyKey: `mo-${newId()}`,
      },
      m.token,
    )
  const pay = (token: string, mallOrderId: string) =>
    t.ok<Created>(
      'member/payment/create',
      { mallOrderId, payType: 'alipay', environment: 'browser', idempotencyKey: `pc-${newId()}` },
      token,
    )
  const detail = (token: string, id: string) =>
    t.ok<MallOrder>('member/pointsMall/order/selectById', { id }, token)
  async function approve(paymentId: string) {
    const trade = await sandbox.byRef(paymentId)
    if (!trade) throw new Error('no sandbox trade')
    const answer = await t.app.inject({
      method: 'POST',
      url: `/siam-server/sandbox/checkout/${trade.tradeNo}/approve`,
    })
    expect(answer.statusCode).toBe(303)
  }

  it('stays unpaid (points and stock taken) until the provider confirms; a duplicate notification does nothing more', async () => {
    begin()
    const g = await saveGoods(t, admin, categoryId, { points: 300, cashFen: 1500, stock: 5 })
    const m = await mallMember(t, { points: 1000 })
    const order = await place(m, g.id)
    expect(order.status).toBe('unpaid')
    expect(await pointsOf(t, m.memberId)).toBe(700)
    expect(await stockOf(g.id)).toBe(4)
    const { payment } = await pay(m.token, order.id)
    expect(payment).toMatchObject({ targetKind: 'mall_order', targetId: order.id, amountFen: 1500 })
    await approve(payment.id)
    expect((await detail(m.token, order.id)).status).toBe('paid')
    const trade = await sandbox.byRef(payment.id)
    if (!trade) throw new Error('no trade')
    const { body, headers } = sandbox.notificationFor(trade)
    const replay = await t.app.inject({
      method: 'POST',
      url: '/siam-server/rest/notify/sandbox',
      headers,
      payload: body,
    })
    expect(replay.statusCode).toBe(200)
    expect((await detail(m.token, order.id)).status).toBe('paid')
    expect(await memberBalance(t, m.memberId)).toBe(0)

    // Cancelled before shipping: points and stock back, the cash back to the provider, once.
    await t.ok('member/pointsMall/order/cancelOrder', { id: order.id }, m.token)
    expect(await t.call('member/pointsMall/order/cancelOrder', { id: order.id }, m.token)).toMatchObject({
      success: false,
    })
    await t.app.jobs.drain()
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))
    expect(refunds).toMatchObject([{ amountFen: 1500, status: 'succeeded', reason: 'target_refund' }])
    expect((await sandbox.byRef(payment.id))?.refundedFen).toBe(1500)
    expect(await pointsOf(t, m.memberId)).toBe(1000)
    expect(await stockOf(g.id)).toBe(5)
    expect(await memberBalance(t, m.memberId)).toBe(0)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('cancels an order not paid in its window: points and stock back exactly once', async () => {
    const at = begin()
    const g = await saveGoods(t, admin, categoryId, { points: 200, cashFen: 800, stock: 3 })
    const m = await mallMember(t, { points: 500 })
    const order = await place(m, g.id)
    const { payment } = await pay(m.token, order.id)
    t.clock.set(new Date(at + 20 * MINUTE))
    // Two reconciliation runs at once: one cancellation, one give-back.
    const runs = await Promise.all([t.app.services.payments.reconcile(), t.app.services.payments.reconcile()])
    expect(runs.reduce((n, r) => n + r.targets, 0)).toBe(1)
    expect((await detail(m.token, order.id)).status).toBe('cancelled')
    expect(await pointsOf(t, m.memberId)).toBe(500)
    expect(await stockOf(g.id)).toBe(3)
    await t.app.services.payments.reconcile()
    expect(await pointsOf(t, m.memberId)).toBe(500)
    expect(await stockOf(g.id)).toBe(3)
    expect(
      await t.call(
        'member/payment/create',
        { mallOrderId: order.id, payType: 'alipay', environment: 'browser', idempotencyKey: `pc-${newId()}` },
        m.token,
      ),
    ).toMatchObject({ status: 409, errorKey: 'TARGET_NOT_PAYABLE' })
    expect((await t.app.services.payments.query(m.memberId, payment.id)).status).toBe('closed')
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('sends money that arrives for an order cancelled while unpaid back to the provider (late payment)', async () => {
    begin()
    const g = await saveGoods(t, admin, categoryId, { points: 100, cashFen: 700, stock: 2 })
    const m = await mallMember(t, { points: 100 })
    const order = await place(m, g.id)
    const { payment } = await pay(m.token, order.id)
    // The payer approves, but the notification comes only after the member cancelled.
    const trade = await sandbox.byRef(payment.id)
    await sandbox.decide(trade?.tradeNo ?? '', 'approve')
    await t.ok('member/pointsMall/order/cancelOrder', { id: order.id }, m.token)
    expect(await pointsOf(t, m.memberId)).toBe(100)
    const approved = await sandbox.byRef(payment.id)
    if (!approved) throw new Error('no trade')
    const { body, headers } = sandbox.notificationFor(approved)
    const answer = await t.app.inject({
      method: 'POST',
      url: '/siam-server/rest/notify/sandbox',
      headers,
      payload: body,
    })
    expect(answer.statusCode).toBe(200)
    expect((await detail(m.token, order.id)).status).toBe('cancelled')
    await t.app.jobs.drain()
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))
    expect(refunds).toMatchObject([{ amountFen: 700, status: 'succeeded', reason: 'late_payment' }])
    expect(await stockOf(g.id)).toBe(2)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('keeps the balance path: cashBy balance is paid at once', async () => {
    begin()
    const g = await saveGoods(t, admin, categoryId, { points: 100, cashFen: 500, stock: 2 })
    const m = await mallMember(t, { points: 100, balanceFen: 500 })
    const order = await t.ok<MallOrder>(
      'member/pointsMall/order/insert',
      {
        draft: { goods: { goodsId: g.id, number: 1, specId: '' } },
        deliveryAddressId: m.addressId,
        paymentPassword: '123456',
        idempotencyKey: `mo-${newId()}`,
      },
      m.token,
    )
    expect(order.status).toBe('paid')
    expect(await memberBalance(t, m.memberId)).toBe(0)
    expect(
      await t.call(
        'member/payment/create',
        { mallOrderId: order.id, payType: 'alipay', environment: 'browser', idempotencyKey: `pc-${newId()}` },
        m.token,
      ),
    ).toMatchObject({ status: 409, errorKey: 'TARGET_NOT_PAYABLE' })
  })
})
