/** The coupon reads more than one feature makes (the mine page's counts, the coupon pages). */
import { callKey } from '@siam/api-client'
import { couponCentreApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../api'

export const couponCountQueries = {
  /** How many valid coupons the member holds of each kind. */
  counts: () =>
    queryOptions({
      queryKey: callKey(couponCentreApi.selectCounts),
      queryFn: () => call(couponCentreApi.selectCounts, {}, { silent: true }),
    }),
}
