import type { Tx } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import { newId } from '../../platform/ids'
import type { PaymentsDeps } from './payments.deps'
import { paymentRefundJob } from './payments.jobs'
import type { PaymentRow } from './payments.repository'
import type { RefundReason } from './payments.tables'

/** A refund is written pending with a job; the provider is called after the transaction. */
export async function createRefund(
  deps: Pick<PaymentsDeps, 'clock' | 'repo'>,
  tx: Tx,
  payment: PaymentRow,
  amountFen: number,
  reason: RefundReason,
  refundRequestId: string | null = null,
) {
  const id = newId()
  await deps.repo.insertRefund(tx, {
    id,
    paymentId: payment.id,
    orderId: payment.orderId,
    amountFen,
    status: 'pending',
    reason,
    createdAt: deps.clock.now(),
    refundRequestId,
  })
  await scheduleJob(tx, paymentRefundJob, {
    dedupeKey: id,
    runAt: deps.clock.now(),
    payload: { refundId: id },
  })
  return id
}
