import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Staff } from '../../shared/api/staff'
import { nextPageNo, sortedShops } from '../../shared/ui/listParts'
import type { RefundScope, RefundsApi } from './api'
import type { StatusFilter } from './audit'

const REFUND_PAGE_SIZE = 20
/** New requests show up without a reload. */
const REFUND_POLL_MS = 15_000

/**
 * The desk's requests, page by page, for one status filter and shop (or every shop), polled; and the shops
 * to filter by: the staff member's own and every shop the loaded requests name.
 */
export function useRefundList({
  staff,
  scope,
  api,
  filter,
  shopId,
}: {
  staff: Staff
  scope: RefundScope
  api: RefundsApi
  filter: StatusFilter | undefined
  shopId: string | undefined
}) {
  const list = useInfiniteQuery({
    queryKey: ['console', 'refunds', scope, filter?.id, shopId],
    queryFn: ({ pageParam, signal }) =>
      api.list(
        scope,
        {
          pageNo: pageParam,
          pageSize: REFUND_PAGE_SIZE,
          ...(filter?.statuses ? { statuses: filter.statuses } : {}),
          ...(shopId ? { shopId } : {}),
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    refetchInterval: REFUND_POLL_MS,
  })
  const records = useMemo(() => list.data?.pages.flatMap((p) => p.records) ?? [], [list.data])
  const shops = useMemo(() => {
    const known = new Map<string, string>(staff.shops.map((s) => [s.id, s.name]))
    for (const r of records) if (!known.has(r.shopId)) known.set(r.shopId, r.shopName)
    return sortedShops(known)
  }, [staff.shops, records])
  return { list, records, shops }
}
