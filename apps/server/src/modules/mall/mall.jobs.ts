import { defineJob } from '../../jobs/queue'

/** A shipped mall order completes by itself 7 days after shipping (product rules 8). */
export const mallAutoCompleteJob = defineJob<{ orderId: string }>('mall.auto_complete')
