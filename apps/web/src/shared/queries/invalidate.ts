/**
 * What a change makes stale, said once: after a member acts, the page calls the helper named after what
 * changed instead of listing query keys. Keys are `callKey(descriptor, …)`, so a prefix reaches every
 * cached answer of that call.
 */
import { callKey } from '@siam/api-client'
import { aftersaleApi, orderApi, paymentApi, reviewApi, walletApi } from '@siam/contracts/descriptors'
import type { QueryClient, QueryKey } from '@tanstack/react-query'

function stale(queryClient: QueryClient, ...keys: QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
}

export const invalidate = {
  /** One order's detail. */
  order: (queryClient: QueryClient, orderId: string) => stale(queryClient, callKey(orderApi.detail, orderId)),
  /** The order list only (its tab counts unchanged). */
  orderList: (queryClient: QueryClient) => stale(queryClient, callKey(orderApi.list)),
  /** The order list and its tab counts: an order was placed, paid, cancelled or asked back. */
  orderLists: (queryClient: QueryClient) =>
    stale(queryClient, callKey(orderApi.list), callKey(orderApi.tabNumbers)),
  refundProcess: (queryClient: QueryClient, orderId: string) =>
    stale(queryClient, callKey(aftersaleApi.refundProcess, orderId)),
  /** A recharge was paid: the wallets, the bills, the recharges and the balance offer. */
  wallet: (queryClient: QueryClient) =>
    stale(
      queryClient,
      callKey(walletApi.walletSummary),
      callKey(walletApi.billingRecords),
      callKey(walletApi.rechargeList),
      callKey(walletApi.rechargeDetail),
      callKey(paymentApi.methods),
    ),
  /** The payment password was set or changed: its status, and whether balance can pay. */
  paymentPassword: (queryClient: QueryClient) =>
    stale(queryClient, callKey(walletApi.paymentPasswordStatus), callKey(paymentApi.methods)),
  /** An order was reviewed: its review state, the order's actions and the shop's reviews. */
  review: (queryClient: QueryClient, orderId: string, shopId: string) =>
    stale(
      queryClient,
      callKey(reviewApi.state, orderId),
      callKey(orderApi.detail, orderId),
      callKey(reviewApi.list, shopId),
    ),
}
