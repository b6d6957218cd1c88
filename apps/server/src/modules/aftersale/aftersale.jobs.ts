import { defineJob } from '../../jobs/queue'

/** A merchant silent past the answer window is taken as approving the request. */
export const merchantDeadlineJob = defineJob<{ refundId: string }>('refund.merchant_deadline')
/** A rejection the member did not escalate in time closes. */
export const escalationDeadlineJob = defineJob<{ refundId: string }>('refund.escalation_deadline')
