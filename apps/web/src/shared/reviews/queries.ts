/** A shop's reviews, page by page: key and fetch together. */
import { callKey } from '@siam/api-client'
import { reviewApi } from '@siam/contracts/descriptors'
import { CATALOG_MAX_ROWS } from '@siam/contracts/paging-limits'
import { infiniteQueryOptions } from '@tanstack/react-query'
import { call } from '../api'

const REVIEWS_PAGE_SIZE = 10

export const reviewQueries = {
  shop: (shopId: string) =>
    infiniteQueryOptions({
      queryKey: callKey(reviewApi.list, shopId),
      queryFn: ({ pageParam }) =>
        call(reviewApi.list, { shopId, pageNo: pageParam, pageSize: REVIEWS_PAGE_SIZE }),
      initialPageParam: 1,
      getNextPageParam: (last, all) => {
        const loaded = all.reduce((n, p) => n + p.records.length, 0)
        // as deep as appraise/list pages (decision 0066): the newest 1,000 reviews
        return loaded < Math.min(last.total, CATALOG_MAX_ROWS) && last.records.length > 0
          ? all.length + 1
          : undefined
      },
    }),
}
