/** The invitation and withdrawal pages' reads. */
import { callKey } from '@siam/api-client'
import { inviteApi, walletApi, withdrawApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'
import { PAGE_SIZE } from '../../shared/paged'

export const inviteQueries = {
  /** Read again whenever a page opens: rewards are credited and withdrawn in the background. */
  summary: () =>
    queryOptions({
      queryKey: callKey(inviteApi.inviteSummary),
      queryFn: () => call(inviteApi.inviteSummary, {}),
      staleTime: 0,
    }),
  poster: (origin: string) =>
    queryOptions({
      queryKey: callKey(inviteApi.invitePoster, origin),
      queryFn: () => call(inviteApi.invitePoster, { origin }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  friends: () => ({
    queryKey: callKey(inviteApi.inviteList),
    fetchPage: (pageNo: number) => call(inviteApi.inviteList, { pageNo, pageSize: PAGE_SIZE }),
  }),
  pending: () => ({
    queryKey: callKey(inviteApi.pendingRewards),
    fetchPage: (pageNo: number) => call(inviteApi.pendingRewards, { pageNo, pageSize: PAGE_SIZE }),
  }),
  ledger: () => ({
    queryKey: callKey(walletApi.billingRecords, 'reward'),
    fetchPage: (pageNo: number) =>
      call(walletApi.billingRecords, { pageNo, pageSize: PAGE_SIZE, coinType: 'reward' }),
  }),
  withdrawals: () => ({
    queryKey: callKey(withdrawApi.withdrawList),
    fetchPage: (pageNo: number) => call(withdrawApi.withdrawList, { pageNo, pageSize: PAGE_SIZE }),
  }),
  withdrawal: (id: string) =>
    queryOptions({
      staleTime: 0,
      queryKey: callKey(withdrawApi.withdrawDetail, id),
      queryFn: () => call(withdrawApi.withdrawDetail, { id }, { silent: true }),
    }),
}
