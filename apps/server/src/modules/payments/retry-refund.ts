import { fail } from '../../platform/errors'
import { createRefund } from './create-refund'
import type { PaymentsDeps } from './payments.deps'
import type { RefundRow } from './payments.repository'
import { processRefund } from './process-refund'
import { supersedeRefund } from './supersede-refund'

/**
 * Staff send a refund again. A failed refund is replaced by a new one (new reference: some
 * providers never accept a refused reference again) and marked superseded, in one transaction
 * guarded by its status, so two clicks make one replacement. A pending refund is sent again
 * under its own reference (providers answer a repeat with the same refund). Returns the refund
 * that now carries the money.
 */
export async function retryRefund(deps: PaymentsDeps, refundId: string): Promise<string> {
  const refund = await deps.repo.refundById(deps.db, refundId)
  if (!refund) fail('PAYMENT_REFUND_NOT_FOUND')
  let target = refund.id
  if (refund.status === 'failed' && refund.supersededBy === null) {
    target = await replaceFailedRefund(deps, refund)
  } else if (refund.status !== 'pending') {
    fail('PAYMENT_REFUND_NOT_RETRYABLE')
  }
  // The provider may be down: the refund stays pending and its job tries again.
  await processRefund(deps, target).catch(() => 'pending')
  return target
}

/** A new refund for a failed one's money, the failed one marked superseded: one transaction. */
async function replaceFailedRefund(deps: PaymentsDeps, refund: RefundRow): Promise<string> {
  return deps.db.transaction(async (tx) => {
    // The order's lock first (decision 0015): new money for an order never races another refund.
    if (refund.orderId) await deps.orders.lock(tx, refund.orderId)
    const payment = await deps.repo.byId(tx, refund.paymentId)
    if (!payment) fail('PAYMENT_REFUND_NOT_FOUND')
    // Money given back meanwhile by another refund (e.g. a full refund after a rejection)
    // must not go back twice.
    const others = (await deps.repo.refundsFor(tx, payment.id)).filter(
      (r) => r.id !== refund.id && r.status !== 'failed',
    )
    const left = payment.amountFen - others.reduce((n, r) => n + r.amountFen, 0)
    if (left < refund.amountFen) fail('PAYMENT_REFUND_NOT_RETRYABLE')
    const id = await createRefund(deps, tx, payment, refund.amountFen, refund.reason, refund.refundRequestId)
    if (!(await supersedeRefund(tx, refund.id, id, 'platform'))) fail('PAYMENT_REFUND_NOT_RETRYABLE')
    return id
  })
}
