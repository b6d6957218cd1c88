/**
 * The lines and quantities the member asks back, and the server's preview of that choice: taps within
 * PREVIEW_DEBOUNCE_MS make one call, the last answer stays on screen while the next is asked, and the
 * preview counts as settled only once it answers the choice on screen now.
 */

import type { OrderDetail, RefundPreview } from '@siam/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useDebounced } from '../../shared/useDebounced'
import {
  clampAll,
  clampQuantity,
  type OrderLine,
  type Quantities,
  refundableLimits,
  sameItems,
  selectAll,
  toItems,
} from './applyForm'
import { aftersaleQueries } from './queries'

/** Quantity taps within this time make one preview call. */
const PREVIEW_DEBOUNCE_MS = 300

export function useRefundChoice(order: OrderDetail) {
  const [quantities, setQuantities] = useState<Quantities>({})
  const items = useMemo(() => toItems(order.lines, quantities), [order.lines, quantities])
  const previewItems = useDebounced(items, PREVIEW_DEBOUNCE_MS)
  const preview = useQuery({
    ...aftersaleQueries.refundPreview(order.id, previewItems),
    enabled: previewItems.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
  const limits = useMemo(() => refundableLimits(order.lines, preview.data), [order.lines, preview.data])
  // The server may lower a limit meanwhile (another request, an out-of-stock mark): follow it.
  useEffect(() => setQuantities((q) => clampAll(q, limits)), [limits])

  const settled =
    items.length > 0 &&
    preview.isSuccess &&
    !preview.isPlaceholderData &&
    !preview.isFetching &&
    sameItems(items, previewItems)
  const shown: RefundPreview | undefined = items.length > 0 ? preview.data : undefined

  return {
    quantities,
    items,
    limits,
    preview,
    settled,
    shown,
    refundable: order.lines.filter((l) => (limits[l.id] ?? 0) > 0),
    setQuantity: (line: OrderLine, n: number) =>
      setQuantities((q) => ({ ...q, [line.id]: clampQuantity(n, limits[line.id] ?? 0) })),
    selectAll: () => setQuantities(selectAll(limits)),
  }
}

export type RefundChoice = ReturnType<typeof useRefundChoice>
