/**
 * The delivery-area page's queries: one shop's area (`geoApi.deliveryAreaGet`) and, for platform staff,
 * every shop to pick from. Key and fetch together.
 */
import { callKey } from '@siam/api-client'
import type { DeliveryArea } from '@siam/contracts'
import { geoApi, shopApi } from '@siam/contracts/descriptors'
import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

export const deliveryAreaQueries = {
  /** Skipped until a shop is known. */
  area: (shopId: string | undefined) =>
    queryOptions({
      queryKey: callKey(geoApi.deliveryAreaGet, shopId),
      queryFn: shopId === undefined ? skipToken : () => call(geoApi.deliveryAreaGet, { shopId }),
    }),
  /**
   * Platform staff may edit any shop but `merchant/me` lists only the shops they are bound to; the
   * public shop list (every shop, no position: no distance filter) fills the picker.
   */
  allShops: () =>
    queryOptions({
      queryKey: callKey(shopApi.list, 'all'),
      queryFn: () => call(shopApi.list, { pageNo: -1, pageSize: 100 }),
    }),
}

/** The area as a save answered it, without asking again. */
export function showSavedArea(queryClient: QueryClient, saved: DeliveryArea): void {
  queryClient.setQueryData(deliveryAreaQueries.area(saved.shopId).queryKey, saved)
}
