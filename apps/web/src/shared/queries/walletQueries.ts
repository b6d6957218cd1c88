/** The wallet reads more than one feature makes (the mine page and the wallet pages). */
import { callKey } from '@siam/api-client'
import { walletApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { type CallOptions, call } from '../api'

export const walletQueries = {
  /** The member's balance and points. */
  summary: (options?: CallOptions) =>
    queryOptions({
      queryKey: callKey(walletApi.walletSummary),
      queryFn: () => call(walletApi.walletSummary, {}, options),
    }),
}
