/** The wallet pages' own reads: recharge tiers and recharges, bills, and the paged lists. */
import { callKey } from '@siam/api-client'
import { walletApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'

import { PAGE_SIZE } from '../../shared/paged'

export const rechargeQueries = {
  tiers: () =>
    queryOptions({
      queryKey: callKey(walletApi.rechargeTiers),
      queryFn: () => call(walletApi.rechargeTiers, {}),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: callKey(walletApi.rechargeDetail, id),
      queryFn: () => call(walletApi.rechargeDetail, { id }, { silent: true }),
    }),
  list: () => ({
    queryKey: callKey(walletApi.rechargeList),
    fetchPage: (pageNo: number) => call(walletApi.rechargeList, { pageNo, pageSize: PAGE_SIZE }),
  }),
}

export const billQueries = {
  record: (id: string) =>
    queryOptions({
      queryKey: callKey(walletApi.billingRecord, id),
      queryFn: () => call(walletApi.billingRecord, { id }, { silent: true }),
    }),
  balanceRecords: () => ({
    queryKey: callKey(walletApi.billingRecords, 'balance'),
    fetchPage: (pageNo: number) =>
      call(walletApi.billingRecords, { pageNo, pageSize: PAGE_SIZE, coinType: 'balance' }),
  }),
}
