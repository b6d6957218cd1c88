import type { RefundResult } from '../../adapters/payments/gateway'
import { AppError } from '../../platform/errors'
import {
  applyRefundResult,
  closeUnpayableRefund,
  finishRefundSucceeded,
  fitsPayment,
} from './apply-refund-result'
import { notifyUrl, type PaymentsDeps, providerOf } from './payments.deps'

/**
 * Sends one refund: balance refunds are a ledger posting; provider refunds call the provider
 * outside any transaction (idempotent on the refund id) and record the answer. A provider that
 * cannot be reached throws, so the job retries; a refusal is recorded as `failed`, visible; a
 * refund that no longer fits its payment is closed as `failed` with that reason, never sent.
 */
export async function processRefund(
  deps: PaymentsDeps,
  refundId: string,
): Promise<'succeeded' | 'failed' | 'pending' | 'skipped'> {
  const { db, repo } = deps
  const refund = await repo.refundById(db, refundId)
  if (refund?.status !== 'pending') return 'skipped'
  const payment = await repo.byId(db, refund.paymentId)
  if (!payment) return 'skipped'
  // Never sent when it can no longer be paid: closed with the reason instead.
  if (!fitsPayment(payment, refund)) {
    return (await closeUnpayableRefund(deps, db, refund)) ? 'failed' : 'skipped'
  }
  if (payment.provider === 'balance') {
    return (await finishRefundSucceeded(deps, refund, null)) ? 'succeeded' : 'skipped'
  }
  await repo.countRefundAttempt(db, refund.id)
  let result: RefundResult
  try {
    result = await providerOf(deps.gateways, payment).refund({
      paymentId: payment.id,
      refundId: refund.id,
      amountFen: refund.amountFen,
      paymentAmountFen: payment.amountFen,
      reason: refund.reason,
      notifyUrl: notifyUrl(deps, payment.provider),
    })
  } catch (error) {
    const message = error instanceof AppError ? error.key : String((error as Error)?.message ?? error)
    await repo.noteRefundAnswer(db, refund.id, { lastError: message })
    throw error
  }
  if (result.status === 'unknown') throw new Error(`refund ${refund.id}: provider lost the request`)
  return applyRefundResult(deps, refund, result)
}
