/** The menu editor's read (`merchant/menu/list`), key and fetch together. */
import { callKey, type DescriptorOutput } from '@siam/api-client'
import { menuAdminApi } from '@siam/contracts/descriptors'
import { queryOptions, skipToken } from '@tanstack/react-query'
import { call } from '../../shared/api/client'

type AdminMenu = DescriptorOutput<typeof menuAdminApi.list>
export type AdminCategory = AdminMenu['categories'][number]
export type AdminGoods = AdminCategory['goods'][number]

export const menuQueries = {
  menu: (shopId: string | undefined) =>
    queryOptions({
      queryKey: callKey(menuAdminApi.list, shopId),
      queryFn: shopId === undefined ? skipToken : () => call(menuAdminApi.list, { shopId }),
    }),
}
