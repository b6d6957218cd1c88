import { defineJob } from '../../jobs/queue'

/** A pending refund is sent to the provider (again, after a failure). */
export const paymentRefundJob = defineJob<{ refundId: string }>('payment.refund')
/** Open payments and refunds are asked about (notifications get lost). */
export const reconcileJob = defineJob('payments.reconcile')
