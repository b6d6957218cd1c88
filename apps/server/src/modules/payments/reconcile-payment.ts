import { paymentMachine } from '@siam/domain'
import { scheduleJob } from '../../jobs/queue'
import { tryTransition } from '../../platform/transition'
import { applyProviderStatus } from './apply-provider-status'
import {
  applyRefundResult,
  closeUnpayableRefund,
  finishRefundSucceeded,
  fitsPayment,
} from './apply-refund-result'
import { OPEN_PAYMENT_STATUSES, type PaymentsDeps, providerOf } from './payments.deps'
import { paymentRefundJob } from './payments.jobs'
import type { PaymentRow, RefundRow } from './payments.repository'
import { payments } from './payments.tables'

const isOpen = (payment: PaymentRow) => OPEN_PAYMENT_STATUSES.some((status) => status === payment.status)

/** Asks the provider about an open payment; closes it there once its window has passed. */
export async function reconcilePayment(
  deps: PaymentsDeps,
  payment: PaymentRow,
  options: { closeIfOpen: boolean },
): Promise<PaymentRow> {
  const { db, repo } = deps
  if (payment.provider === 'balance' || !isOpen(payment)) return payment
  const provider = providerOf(deps.gateways, payment)
  let trade = await provider.query(payment.id)
  if (trade?.status === 'pending' && payment.status === 'created') {
    await tryTransition(db, {
      machine: paymentMachine,
      table: payments,
      id: payment.id,
      event: 'hand_over',
      actor: 'system',
      patch: { providerTradeNo: trade.providerTradeNo ?? payment.providerTradeNo },
    })
  }
  if (options.closeIfOpen && (!trade || trade.status === 'pending')) {
    trade = (await provider.close(payment.id)) ?? trade
    // Closed at the provider (or never created there): nothing can be paid any more.
    if (!trade || trade.status === 'pending')
      trade = { status: 'closed', providerTradeNo: null, amountFen: 0 }
  }
  if (trade && trade.status !== 'pending') {
    const { status, providerTradeNo } = trade
    await db.transaction((tx) => applyProviderStatus(deps, tx, payment.id, status, providerTradeNo))
  }
  return (await repo.byId(db, payment.id)) ?? payment
}

/** Asks the provider about a pending refund and records its answer (or sends it again). */
export async function reconcileRefund(deps: PaymentsDeps, refund: RefundRow): Promise<void> {
  const payment = await deps.repo.byId(deps.db, refund.paymentId)
  if (!payment) return
  if (!fitsPayment(payment, refund)) {
    await closeUnpayableRefund(deps, deps.db, refund)
    return
  }
  if (payment.provider === 'balance') {
    await finishRefundSucceeded(deps, refund, null)
    return
  }
  const result = await providerOf(deps.gateways, payment).queryRefund({
    paymentId: payment.id,
    refundId: refund.id,
  })
  if (result.status === 'unknown') {
    // The request never reached the provider (e.g. we died mid-call): send it again, same id.
    await scheduleJob(deps.db, paymentRefundJob, {
      dedupeKey: `${refund.id}#${refund.attempts}`,
      runAt: deps.clock.now(),
      payload: { refundId: refund.id },
    })
    return
  }
  await applyRefundResult(deps, refund, result)
}
