/**
 * Lists across shops (issue 15): a chain's branches, dishes for a search or a restaurant type, the
 * featured dishes. Used by the list pages and by the shop page's featured and chain tabs.
 */
import { callKey } from '@siam/api-client'
import type { GoodsWithShop } from '@siam/contracts'
import { shopApi } from '@siam/contracts/descriptors'
import { CATALOG_MAX_ROWS } from '@siam/contracts/paging-limits'
import { queryOptions } from '@tanstack/react-query'
import { call } from '../api'
import type { PagedQuery } from '../paged'

const near = (position: string | undefined) => (position ? { position } : {})

export const discoverQueries = {
  branches: (shopId: string, position: string | undefined) =>
    queryOptions({
      queryKey: callKey(shopApi.branches, shopId, position ?? null),
      queryFn: () => call(shopApi.branches, { shopId, ...near(position) }),
    }),
}

/** Dishes across shops, a page at a time ("load more"), as deep as the server pages (decision 0066). */
const DISH_PAGE_SIZE = 20

export const dishPages = {
  goods: (
    filter: { keywords?: string; type?: string },
    position: string | undefined,
  ): PagedQuery<GoodsWithShop> => ({
    queryKey: callKey(shopApi.goodsList, filter.keywords ?? null, filter.type ?? null, position ?? null),
    fetchPage: (pageNo) =>
      call(shopApi.goodsList, {
        pageNo,
        pageSize: DISH_PAGE_SIZE,
        ...(filter.keywords ? { keywords: filter.keywords } : {}),
        ...(filter.type ? { type: filter.type as never } : {}),
        ...near(position),
      }),
    maxRecords: CATALOG_MAX_ROWS,
  }),
  featured: (shopId: string | undefined, position: string | undefined): PagedQuery<GoodsWithShop> => ({
    queryKey: callKey(shopApi.featuredGoods, shopId ?? null, position ?? null),
    fetchPage: (pageNo) =>
      call(shopApi.featuredGoods, {
        pageNo,
        pageSize: DISH_PAGE_SIZE,
        ...(shopId ? { shopId } : {}),
        ...near(position),
      }),
    maxRecords: CATALOG_MAX_ROWS,
  }),
}
