import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Staff } from '../../shared/api/staff'
import { sortedShops } from '../../shared/ui/listParts'
import type { RefundScope, StatusFilter } from './audit'
import { refundQueries } from './refundQueries'

/** New requests show up without a reload. */
const REFUND_POLL_MS = 15_000

/**
 * The desk's requests, page by page, for one status filter and shop (or every shop), polled; and the shops
 * to filter by: the staff member's own and every shop the loaded requests name.
 */
export function useRefundList({
  staff,
  scope,
  filter,
  shopId,
}: {
  staff: Staff
  scope: RefundScope
  filter: StatusFilter | undefined
  shopId: string | undefined
}) {
  const list = useInfiniteQuery({
    ...refundQueries.list(scope, filter, shopId),
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
