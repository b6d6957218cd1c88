import { defineJob } from '../../jobs/queue'

/** An unpaid order's payment deadline: its payment is asked about, then the order expires. */
export const payDeadlineJob = defineJob<{ orderId: string }>('order.pay_deadline')
/** A delivered order completes by itself after a while (setting autoCompleteMinutes). */
export const autoCompleteJob = defineJob<{ orderId: string }>('order.auto_complete')
