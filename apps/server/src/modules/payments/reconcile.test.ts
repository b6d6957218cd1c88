import type { PaymentRefundRow } from '@siam/contracts'
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
import { deliveryDraft, orderRow, payByBalance, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'
import { REFUND_EXCEEDS_PAYMENT } from './apply-refund-result'
import { paymentRefunds, payments } from './payments.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
const HOUR = 60 * 60_000

/**
 * Reconciliation and refunds that can no longer be paid (issue 10, section 3): two refunds decided
 * at once before the order lock could add up to more than their payment; the second stayed
 * pending for ever and every reconciliation run stopped on it.
 */
describe('reconciliation with rows it cannot settle', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let member: TestMember
  let addressId: string
  let platform: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    member = await createMember(t, { balanceFen: 1_000_000 })
    addressId = (await createAddress(t, member.token)).id
    platform = await createMerchant(t, [], 'platform')
  })

  async function paidOrder() {
    const order = await placeOrder(t, member.token, deliveryDraft(shop, addressId))
    await payByBalance(t, member.token, order.id)
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id))
    if (!payment) throw new Error('no payment')
    return { order, payment }
  }

  /** A pending refund as a decision writes it, created `ago` before now. */
  async function pendingRefund(
    paymentId: string,
    orderId: string,
    amountFen: number,
    ago: number,
    reason: 'quick_cancel' | 'out_of_stock' = 'quick_cancel',
  ) {
    const id = newId()
    await t.db.insert(paymentRefunds).values({
      id,
      paymentId,
      orderId,
      amountFen,
      status: 'pending',
      reason,
      createdAt: new Date(NOON.getTime() - ago),
    })
    return id
  }
  const refund = async (id: string) => {
    const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id))
    return row
  }

  it('one bad row does not stop the rest; a refund beyond its payment is closed with the reason', async () => {
    // The bad row: a refund of a payment whose provider is no longer configured (it throws).
    const broken = await paidOrder()
    const lostPaymentId = newId()
    await t.db.insert(payments).values({
      id: lostPaymentId,
      orderId: broken.order.id,
      memberId: member.memberId,
      payType: 'wechat',
      provider: 'wechat',
      amountFen: 100,
      status: 'succeeded',
      createdAt: new Date(NOON.getTime() - 4 * HOUR),
      paidAt: new Date(NOON.getTime() - 4 * HOUR),
    })
    const bad = await pendingRefund(lostPaymentId, broken.order.id, 100, 3 * HOUR)
    // The raced pair: the whole payment back (quick cancel) and an out-of-stock line on top.
    const raced = await paidOrder()
    const whole = await pendingRefund(raced.payment.id, raced.order.id, raced.payment.amountFen, 2 * HOUR)
    const extra = await pendingRefund(raced.payment.id, raced.order.id, 1054, 2 * HOUR - 1000, 'out_of_stock')
    // A healthy refund after them.
    const healthy = await paidOrder()
    const good = await pendingRefund(healthy.payment.id, healthy.order.id, 1054, HOUR, 'out_of_stock')

    const counts = await t.app.services.payments.reconcile()
    expect(counts.failed).toBe(1)
    expect(await refund(bad)).toMatchObject({ status: 'pending' })
    expect((await refund(bad))?.lastError).toMatch(/reconciliation: .*wechat is not configured/)
    expect(await refund(whole)).toMatchObject({ status: 'succeeded' })
    expect(await refund(extra)).toMatchObject({ status: 'failed', lastError: REFUND_EXCEEDS_PAYMENT })
    expect(await refund(good)).toMatchObject({ status: 'succeeded' })
    expect(await orderRow(t, raced.order.id)).toMatchObject({ refundedFen: raced.payment.amountFen })
    expect(await orderRow(t, healthy.order.id)).toMatchObject({ refundedFen: 1054 })
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)

    // The platform sees the closed one with its reason, and cannot send its money twice.
    const list = await t.ok<{ records: PaymentRefundRow[] }>(
      'admin/paymentRefund/list',
      { statuses: ['failed'], pageNo: 1, pageSize: 50 },
      platform,
    )
    expect(list.records.find((r) => r.id === extra)).toMatchObject({ lastError: REFUND_EXCEEDS_PAYMENT })
    expect(await t.call('admin/paymentRefund/retry', { id: extra }, platform)).toMatchObject({
      status: 409,
      errorKey: 'PAYMENT_REFUND_NOT_RETRYABLE',
    })
    // A second run leaves the closed refund alone and still reports the bad row.
    expect((await t.app.services.payments.reconcile()).failed).toBe(1)
  })

  it('a refund beyond its payment is never sent when its job runs', async () => {
    const raced = await paidOrder()
    const first = await pendingRefund(raced.payment.id, raced.order.id, 1054, 0, 'out_of_stock')
    const whole = await pendingRefund(raced.payment.id, raced.order.id, raced.payment.amountFen, 0)
    expect(await t.app.services.payments.processRefund(first)).toBe('succeeded')
    expect(await t.app.services.payments.processRefund(whole)).toBe('failed')
    expect(await refund(whole)).toMatchObject({ status: 'failed', lastError: REFUND_EXCEEDS_PAYMENT })
    expect(await orderRow(t, raced.order.id)).toMatchObject({ refundedFen: 1054 })
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })
})
