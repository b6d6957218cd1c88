/**
 * The review calls, added to the app's call map by declaration merging (types only: zod stays out of
 * the bundle), so `api('appraise/list', ...)` is typed like every other call.
 */
import type { CallInput, CallOutput, reviewCalls } from '@siam/contracts'

type Of<C extends (typeof reviewCalls)[keyof typeof reviewCalls]> = {
  input: CallInput<C>
  output: CallOutput<C>
}

declare module '../../shared/calls' {
  interface Calls {
    'member/appraise/insert': Of<typeof reviewCalls.insert>
    'member/appraise/selectByOrderId': Of<typeof reviewCalls.state>
    'appraise/list': Of<typeof reviewCalls.list>
  }
}

export type { MyReview, Review, ReviewState } from '@siam/contracts'
