/**
 * Lists across shops (issue 15): a chain's branches, dishes for a search or a restaurant type, the
 * featured dishes. Used by the list pages and by the shop page's featured and chain tabs.
 */
import { callKey } from '@siam/api-client'
import { shopApi } from '@siam/contracts/descriptors'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../api'

const near = (position: string | undefined) => (position ? { position } : {})

export const discoverQueries = {
  branches: (shopId: string, position: string | undefined) =>
    queryOptions({
      queryKey: callKey(shopApi.branches, shopId, position ?? null),
      queryFn: () => call(shopApi.branches, { shopId, ...near(position) }),
    }),
  goods: (filter: { keywords?: string; type?: string }, position: string | undefined) =>
    queryOptions({
      queryKey: callKey(shopApi.goodsList, filter.keywords ?? null, filter.type ?? null, position ?? null),
      queryFn: () =>
        call(shopApi.goodsList, {
          pageNo: -1,
          ...(filter.keywords ? { keywords: filter.keywords } : {}),
          ...(filter.type ? { type: filter.type as never } : {}),
          ...near(position),
        }),
    }),
  featured: (shopId: string | undefined, position: string | undefined) =>
    queryOptions({
      queryKey: callKey(shopApi.featuredGoods, shopId ?? null, position ?? null),
      queryFn: () =>
        call(shopApi.featuredGoods, { pageNo: -1, ...(shopId ? { shopId } : {}), ...near(position) }),
    }),
}
