import type { CallOutput, DeliveryArea, shopCalls } from '@siam/contracts'
import { type RequestOptions, request } from '../../shared/api/client'
import type { SetAreaInput } from './geometry'

export type ShopPage = CallOutput<(typeof shopCalls)['list']>

/** The delivery-area calls (geoCalls.deliveryArea*), typed from the contracts, no schema at run time. */
export const deliveryAreaApi = {
  get: (shopId: string, options?: RequestOptions) =>
    request<DeliveryArea>('merchant/shop/deliveryArea/get', { shopId }, options),
  set: (input: SetAreaInput) => request<DeliveryArea>('merchant/shop/deliveryArea/set', input),
  /**
   * Platform staff may edit any shop but `merchant/me` lists only the shops they are bound to; the
   * public shop list (every shop, no position: no distance filter) fills the picker.
   */
  allShops: (options?: RequestOptions) =>
    request<ShopPage>('shop/list', { pageNo: -1, pageSize: 100 }, options),
}

export type DeliveryAreaApi = typeof deliveryAreaApi
