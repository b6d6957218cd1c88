/** The console's reviews (`reviewConsoleApi`): the list key and fetch together, and what a reply makes stale. */
import { callKey, type DescriptorOutput } from '@siam/api-client'
import { reviewConsoleApi } from '@siam/contracts/descriptors'
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import { call } from '../../shared/api/client'
import { nextPageNo } from '../../shared/ui/listParts'

export type ConsoleReview = DescriptorOutput<typeof reviewConsoleApi.list>['records'][number]

const REVIEW_PAGE_SIZE = 20

export const reviewQueries = {
  /** Newest first, page by page; `shopId` '' is every shop the staff member sees; no rating: every rating. */
  list: (unreplied: boolean, shopId: string, rating?: number) =>
    infiniteQueryOptions({
      queryKey: callKey(reviewConsoleApi.list, unreplied, shopId, rating ?? 0),
      queryFn: ({ pageParam }) =>
        call(reviewConsoleApi.list, {
          pageNo: pageParam,
          pageSize: REVIEW_PAGE_SIZE,
          unreplied,
          ...(shopId ? { shopId } : {}),
          ...(rating ? { rating } : {}),
        }),
      initialPageParam: 1,
      getNextPageParam: nextPageNo,
    }),
}

/** A reply was sent: every list of reviews (any filter, any shop) reloads. */
export function invalidateReviews(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: callKey(reviewConsoleApi.list) })
}
