/** The order list's query: pages of ten, keyed by tab and search words (read by this feature only). */

import { callKey } from '@siam/api-client'
import { couponCentreApi, orderApi } from '@siam/contracts/descriptors'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { OrderTabName } from '../../app/paths'
import { call } from '../../shared/api'

export const ORDER_PAGE_SIZE = 10

export const orderListQueries = {
  list: (tab: OrderTabName, keyWords: string) =>
    infiniteQueryOptions({
      queryKey: callKey(orderApi.list, tab, keyWords),
      queryFn: ({ pageParam }) =>
        call(orderApi.list, {
          pageNo: pageParam,
          pageSize: ORDER_PAGE_SIZE,
          tab,
          ...(keyWords ? { keyWords } : {}),
        }),
      initialPageParam: 1,
      getNextPageParam: (last, all) => {
        const loaded = all.reduce((n, p) => n + p.records.length, 0)
        return loaded < last.total && last.records.length > 0 ? all.length + 1 : undefined
      },
    }),
}

/** What an order earns from coupons (rebate, on-time compensation), read again when its status moves. */
export const orderBenefitQueries = {
  benefits: (orderId: string, status: number) =>
    queryOptions({
      queryKey: callKey(couponCentreApi.orderBenefits, orderId, status),
      queryFn: () => call(couponCentreApi.orderBenefits, { orderId }, { silent: true }),
    }),
}
