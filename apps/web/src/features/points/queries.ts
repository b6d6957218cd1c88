/** The points pages' reads: the points wallet's entries and the not-yet-credited points per order. */
import { callKey } from '@siam/api-client'
import { pointsApi, walletApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'

export const pointsQueries = {
  history: () =>
    queryOptions({
      queryKey: callKey(walletApi.billingRecords, 'points'),
      queryFn: () => call(walletApi.billingRecords, { coinType: 'points', pageNo: 1, pageSize: 50 }),
      staleTime: 0,
    }),
  pending: () =>
    queryOptions({
      queryKey: callKey(pointsApi.pending),
      queryFn: () => call(pointsApi.pending, { pageNo: 1, pageSize: 50 }),
      staleTime: 0,
    }),
}
