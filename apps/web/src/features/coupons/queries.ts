/** The coupon pages' own reads: a tab's coupons, campaigns, the draw, packs and purchases. */
import { callKey } from '@siam/api-client'
import { couponApi, couponCentreApi, couponPackApi, drawApi, walletApi } from '@siam/contracts/descriptors'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { CouponTabName } from '../../app/paths'
import { call } from '../../shared/api'

export const couponQueries = {
  /** Every coupon of a tab, valid (soonest end first) or invalid (latest first). */
  list: (kind: CouponTabName, state: 'valid' | 'invalid') =>
    queryOptions({
      queryKey: callKey(couponApi.list, kind, state),
      queryFn: () => call(couponApi.list, { kind, state, pageNo: -1, pageSize: 20 }),
      // Orders use coupons and refunds give them back elsewhere: read again whenever the page shows.
      staleTime: 0,
    }),
  campaigns: () =>
    queryOptions({
      queryKey: callKey(couponCentreApi.campaigns),
      queryFn: () => call(couponCentreApi.campaigns, {}),
    }),
  serviceContact: () =>
    queryOptions({
      queryKey: callKey(couponCentreApi.serviceContact),
      queryFn: () => call(couponCentreApi.serviceContact, {}, { silent: true }),
      staleTime: 5 * 60_000,
    }),
  prizes: () =>
    queryOptions({
      queryKey: callKey(drawApi.prizes),
      queryFn: () => call(drawApi.prizes, {}),
    }),
  history: () =>
    queryOptions({
      queryKey: callKey(drawApi.history),
      queryFn: () => call(drawApi.history, { pageNo: 1, pageSize: 20 }),
    }),
  packs: () =>
    queryOptions({
      queryKey: callKey(couponPackApi.list),
      queryFn: () => call(couponPackApi.list, {}),
    }),
  purchases: () =>
    queryOptions({
      queryKey: callKey(couponPackApi.purchases),
      queryFn: () => call(couponPackApi.purchases, {}),
    }),
}

/**
 * Coupons changed (claimed, won, bought, refunded): the lists, counts, campaigns, draws, purchases and
 * the wallet. Beside the coupon pages, its only callers, rather than in shared/queries/invalidate.ts:
 * there it would add the coupon descriptors to every page that invalidates anything.
 */
export function invalidateCoupons(queryClient: QueryClient): void {
  for (const queryKey of [
    callKey(couponApi.list),
    callKey(couponApi.usableForOrder),
    callKey(couponCentreApi.selectCounts),
    callKey(couponCentreApi.campaigns),
    callKey(drawApi.prizes),
    callKey(drawApi.history),
    callKey(couponPackApi.purchases),
    callKey(walletApi.walletSummary),
    callKey(walletApi.billingRecords),
  ])
    void queryClient.invalidateQueries({ queryKey })
}
