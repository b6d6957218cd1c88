/**
 * The delivery-area page's queries: one shop's area (`geoApi.deliveryAreaGet`) (every shop to pick from is in
 * shared/useShopChoices). Key and fetch together.
 */
import { callKey } from '@siam/api-client'
import type { DeliveryArea } from '@siam/contracts'
import { geoApi } from '@siam/contracts/descriptors'
import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

export const deliveryAreaQueries = {
  /** Skipped until a shop is known. */
  area: (shopId: string | undefined) =>
    queryOptions({
      queryKey: callKey(geoApi.deliveryAreaGet, shopId),
      queryFn: shopId === undefined ? skipToken : () => call(geoApi.deliveryAreaGet, { shopId }),
    }),
}

/** The area as a save answered it, without asking again. */
export function showSavedArea(queryClient: QueryClient, saved: DeliveryArea): void {
  queryClient.setQueryData(deliveryAreaQueries.area(saved.shopId).queryKey, saved)
}
