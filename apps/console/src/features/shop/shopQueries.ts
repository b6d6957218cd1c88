/** The shop editor's read (`merchant/shop/detail`), key and fetch together. */
import { callKey, type DescriptorOutput } from '@siam/api-client'
import { shopAdminApi } from '@siam/contracts/descriptors'
import { queryOptions, skipToken } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

export type MerchantShop = DescriptorOutput<typeof shopAdminApi.detail>

export const shopQueries = {
  detail: (shopId: string | undefined) =>
    queryOptions({
      queryKey: callKey(shopAdminApi.detail, shopId),
      queryFn: shopId === undefined ? skipToken : () => call(shopAdminApi.detail, { shopId }),
    }),
}
