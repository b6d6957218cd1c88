/** The points mall's reads (catalogue, orders) and what a change makes stale. */
import { callKey } from '@siam/api-client'
import type { MallDraft } from '@siam/contracts'
import { mallApi, walletApi } from '@siam/contracts/descriptors'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'
import { mallCartQuery } from '../../shared/queries/mallCartQueries'

export type MallTab = 'all' | 'toShip' | 'toReceive' | 'completed' | 'afterSale'

export const mallQueries = {
  menu: () => queryOptions({ queryKey: callKey(mallApi.menu), queryFn: () => call(mallApi.menu, {}) }),
  recommend: () =>
    queryOptions({
      queryKey: callKey(mallApi.recommend),
      queryFn: () => call(mallApi.recommend, { pageNo: 1, pageSize: 20 }),
    }),
  goods: (id: string) =>
    queryOptions({
      queryKey: callKey(mallApi.goods, id),
      queryFn: () => call(mallApi.goods, { id }, { silent: true }),
    }),
  preview: (draft: MallDraft) =>
    queryOptions({
      queryKey: callKey(mallApi.preview, JSON.stringify(draft)),
      queryFn: () => call(mallApi.preview, draft),
      staleTime: 0,
    }),
  order: (id: string) =>
    queryOptions({
      queryKey: callKey(mallApi.detail, id),
      queryFn: () => call(mallApi.detail, { id }, { silent: true }),
      staleTime: 0,
    }),
  orders: (tab: MallTab) =>
    queryOptions({
      queryKey: callKey(mallApi.list, tab),
      queryFn: () => call(mallApi.list, { tab, pageNo: -1, pageSize: 20 }),
      staleTime: 0,
    }),
  logistics: (orderId: string) =>
    queryOptions({
      queryKey: callKey(mallApi.logistics, orderId),
      queryFn: () => call(mallApi.logistics, { orderId }),
      staleTime: 0,
    }),
  refundProcess: (id: string) =>
    queryOptions({
      queryKey: callKey(mallApi.refundProcess, id),
      queryFn: () => call(mallApi.refundProcess, { id }),
      staleTime: 0,
    }),
}

function stale(queryClient: QueryClient, ...keys: readonly (readonly unknown[])[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey: [...queryKey] })
}

export const invalidateMall = {
  cart: (queryClient: QueryClient) => stale(queryClient, [...mallCartQuery.queryKey]),
  /** An order was placed or moved: the order, the lists, the stock and the wallets. */
  order: (queryClient: QueryClient, orderId?: string) =>
    stale(
      queryClient,
      orderId ? callKey(mallApi.detail, orderId) : callKey(mallApi.detail),
      callKey(mallApi.list),
      callKey(mallApi.tabNumbers),
      callKey(mallApi.goods),
      callKey(mallApi.menu),
      callKey(mallApi.refundProcess),
      callKey(walletApi.walletSummary),
      callKey(walletApi.billingRecords),
      [...mallCartQuery.queryKey],
    ),
}
