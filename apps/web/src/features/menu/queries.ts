import { callKey } from '@siam/api-client'
/** Shop and menu reads shared by the shop, menu and dish pages. */
import { shopApi } from '@siam/contracts/descriptors'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call } from '../../shared/api'
import { usePosition } from '../../shared/location'
import { shopQueries } from '../../shared/queries/shopQueries'

export const menuQueries = {
  menu: (shopId: string) =>
    queryOptions({ queryKey: callKey(shopApi.menu, shopId), queryFn: () => call(shopApi.menu, { shopId }) }),
  goods: (id: string) =>
    queryOptions({ queryKey: callKey(shopApi.goods, id), queryFn: () => call(shopApi.goods, { id }) }),
  search: (keywords: string, position: string | undefined) =>
    queryOptions({
      queryKey: callKey(shopApi.search, keywords, position ?? null),
      queryFn: () => call(shopApi.search, position ? { keywords, position } : { keywords }),
    }),
}

export function useShopDetail(id: string) {
  const position = usePosition()
  return useQuery({
    ...shopQueries.detail(id, position),
    enabled: id !== '',
    // While the position changes, keep showing the same shop (never another shop's data).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  })
}

export function useMenu(shopId: string) {
  return useQuery({
    ...menuQueries.menu(shopId),
    enabled: shopId !== '',
  })
}
