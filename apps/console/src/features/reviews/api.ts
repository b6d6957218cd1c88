import type { CallInput, CallOutput, ConsoleReview, reviewConsoleCalls } from '@siam/contracts'
import { type RequestOptions, request } from '../../shared/api/client'

/** The console's review calls (`reviewConsoleCalls`), typed from the contracts, no schema at run time. */
type Calls = typeof reviewConsoleCalls
export type ReviewListInput = CallInput<Calls['list']>
export type ReviewPage = CallOutput<Calls['list']>
export type { ConsoleReview }

export const reviewsApi = {
  list: (input: ReviewListInput, options?: RequestOptions) =>
    request<ReviewPage>('merchant/appraise/list', input, options),
  reply: (id: string, reply: string) => request<ConsoleReview>('merchant/appraise/reply', { id, reply }),
}
export type ReviewsApi = typeof reviewsApi
