import { callKey } from '@siam/api-client'
import { platformApi } from '@siam/contracts/descriptors'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { call } from './api/client'
import type { Staff } from './api/staff'
import { sortedShops } from './ui/listParts'

/**
 * Platform staff may edit any shop but `merchant/me` lists only the shops they are bound to; the
 * platform's shop list (every shop, suspended ones included, by name) fills the picker. The public
 * shop/list pages and never answers every shop (decision 0066).
 */
const allShopsQuery = () =>
  queryOptions({
    queryKey: callKey(platformApi.shopList, 'all'),
    queryFn: () => call(platformApi.shopList, { pageNo: -1, pageSize: 100 }),
  })

/** The shops this staff member may edit (delivery area, menu, shop): their own; platform staff every listed shop. */
export function useShopChoices(staff: Staff) {
  const isPlatform = staff.role === 'platform'
  const all = useQuery({
    ...allShopsQuery(),
    enabled: isPlatform,
    staleTime: 5 * 60_000,
  })
  const shops = useMemo(() => {
    const byId = new Map(staff.shops.map((s) => [s.id, s.name]))
    for (const s of all.data?.records ?? []) if (!byId.has(s.id)) byId.set(s.id, s.name)
    return sortedShops(byId)
  }, [staff.shops, all.data])
  return { shops, pending: isPlatform && all.isPending, error: isPlatform ? all.error : null, all }
}

/** Pages that work on one shop at a time (menu, shop profile, dietary facts): the one picked, else the first. */
export function usePickedShop(staff: Staff) {
  const choices = useShopChoices(staff)
  const [picked, pick] = useState<string | undefined>(undefined)
  return { ...choices, shopId: picked ?? choices.shops[0]?.id, pick }
}
