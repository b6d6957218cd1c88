/**
 * The preview of the draft, re-asked (debounced) whenever the draft changes. `current` tells whether the
 * quote shown is for what decides the price now; only then may the pay button trust it.
 */
import { useQuery } from '@tanstack/react-query'
import { useDebounced } from '../../shared/useDebounced'
import type { OrderDraft } from './orderDraft'
import { priceKeyOf } from './orderDraft'
import { checkoutQueries } from './queries'

const PREVIEW_DEBOUNCE_MS = 400

export function useOrderPreview(draft: OrderDraft, waitingForAddresses: boolean) {
  const draftJson = JSON.stringify(draft)
  const debouncedJson = useDebounced(draftJson, PREVIEW_DEBOUNCE_MS)
  const preview = useQuery({
    ...checkoutQueries.preview(debouncedJson),
    // Only once the draft has settled (and the default address is known): no preview for a stale draft.
    enabled: !waitingForAddresses && debouncedJson === draftJson,
    placeholderData: (previous) => previous,
    staleTime: 0,
    gcTime: 60_000,
  })
  const quote = preview.data?.quote
  const current = preview.data !== undefined && preview.data.key === priceKeyOf(draft)
  return { preview, quote, current, blockers: quote?.blockers ?? [] }
}
