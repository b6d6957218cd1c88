/**
 * The wallet reads more than one feature makes (the mine page and the wallet pages), and the member's
 * coupon counts (the mine page and the coupon pages; kept here so no extra shared chunk is made).
 */
import { callKey } from '@siam/api-client'
import { couponCentreApi, walletApi } from '@siam/contracts/descriptors'
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

export const couponCountQueries = {
  /** How many valid coupons the member holds of each kind. */
  counts: () =>
    queryOptions({
      queryKey: callKey(couponCentreApi.selectCounts),
      queryFn: () => call(couponCentreApi.selectCounts, {}, { silent: true }),
    }),
}
