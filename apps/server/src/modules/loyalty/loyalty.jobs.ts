import { defineJob } from '../../jobs/queue'

/** Points and invitation rewards of a completed order are credited (after the waiting period). */
export const loyaltyCreditJob = defineJob<{ orderId: string }>('loyalty.credit')
