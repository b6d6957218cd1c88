/**
 * The address feature's reads: one address, the delivery fee of an address for a shop, and the geocoder
 * (the place at a point, places matching words). The address book itself is `addressListQuery` in
 * shared/ (the confirm order page reads it too).
 */

import { callKey } from '@siam/api-client'
import { addressApi, geoApi, shopApi } from '@siam/contracts/descriptors'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { call } from '../../shared/api'

/** A point as the geocoder takes it; a form without one yet has null coordinates. */
export interface GeoPoint {
  lng: number | null
  lat: number | null
  coordSystem: 'wgs84' | 'gcj02'
}

const TEN_MINUTES = 10 * 60_000

export const addressQueries = {
  byId: (id: string) =>
    queryOptions({
      queryKey: callKey(addressApi.selectById, id),
      queryFn: () => call(addressApi.selectById, { id }, { silent: true }),
    }),
  deliveryFee: (addressId: string, shopId: string) =>
    queryOptions({
      queryKey: callKey(addressApi.deliveryFee, addressId, shopId),
      queryFn: () => call(addressApi.deliveryFee, { deliveryAddressId: addressId, shopId }, { silent: true }),
    }),
  /**
   * The place at a point and its Chinese courier line; a failure only hides them, so no retry. The key
   * may name a rounder point than the one asked (`keyAt`), so nearby taps share one answer.
   */
  regeo: (at: GeoPoint, keyAt: GeoPoint = at) =>
    queryOptions({
      queryKey: callKey(geoApi.regeo, keyAt.lng, keyAt.lat, keyAt.coordSystem),
      queryFn: () =>
        call(
          geoApi.regeo,
          { lng: at.lng ?? 0, lat: at.lat ?? 0, coordSystem: at.coordSystem },
          { silent: true },
        ),
      staleTime: TEN_MINUTES,
      retry: false,
    }),
  /** `position` (WGS-84 "lng,lat"): the nearest of equally good matches first. */
  search: (keywords: string, city: string | undefined, position?: string) =>
    queryOptions({
      queryKey: callKey(geoApi.search, keywords, city ?? null, position ?? null),
      queryFn: () =>
        call(
          geoApi.search,
          { keywords, ...(city ? { city } : {}), ...(position ? { position } : {}) },
          { silent: true },
        ),
      staleTime: 60_000,
      retry: false,
    }),
  /** The shop the address is chosen for, without the visitor's position (its range and fee only). */
  shop: (shopId: string) =>
    queryOptions({
      queryKey: callKey(shopApi.detail, shopId, null),
      queryFn: () => call(shopApi.detail, { id: shopId }),
    }),
}

/** The address book changed (saved, deleted, made default): every cached page of it goes stale. */
export function invalidateAddresses(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: callKey(addressApi.list) })
}
