import { callKey } from '@siam/api-client'
import { platformApi } from '@siam/contracts/descriptors'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { call } from './api/client'
import type { Staff } from './api/staff'
import { sortedShops } from './ui/listParts'

/** How many shops one search of the platform's picker lists, by name. */
const PICKER_PAGE = 50

/**
 * Platform staff may edit any shop but `merchant/me` lists only the shops they are bound to; the
 * platform's shop list (suspended shops included, by name) fills the picker, a search at a time: a
 * city's 100,000 shops are not one `<select>` (decision 0066). The public shop/list never answers
 * every shop.
 */
const pickerQuery = (keyword: string) =>
  queryOptions({
    queryKey: callKey(platformApi.shopList, 'picker', keyword),
    queryFn: () =>
      call(platformApi.shopList, { pageNo: 1, pageSize: PICKER_PAGE, ...(keyword ? { keyword } : {}) }),
  })

/** The picker's search (platform staff): the keyword, and whether more shops match than are listed. */
export interface ShopSearch {
  keyword: string
  onKeyword: (keyword: string) => void
  more: boolean
}

/**
 * The shops this staff member may edit (delivery area, menu, shop): their own; platform staff the
 * shops their search finds. `current` (the shop on screen) stays an option whatever the search lists.
 */
function useShopChoices(staff: Staff, current?: string) {
  const isPlatform = staff.role === 'platform'
  const [keyword, setKeyword] = useState('')
  const all = useQuery({
    ...pickerQuery(keyword.trim()),
    enabled: isPlatform,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
  // Names of every shop listed so far: the shop on screen keeps its name in the picker.
  const [known] = useState(() => new Map<string, string>())
  const shops = useMemo(() => {
    const byId = new Map(staff.shops.map((s) => [s.id, s.name]))
    for (const s of all.data?.records ?? []) byId.set(s.id, s.name)
    for (const [id, name] of byId) known.set(id, name)
    const name = current === undefined ? undefined : known.get(current)
    if (current !== undefined && name !== undefined) byId.set(current, name)
    return sortedShops(byId)
  }, [staff.shops, all.data, current, known])
  const search: ShopSearch | undefined = isPlatform
    ? { keyword, onKeyword: setKeyword, more: (all.data?.total ?? 0) > (all.data?.records.length ?? 0) }
    : undefined
  return { shops, pending: isPlatform && all.isPending, error: isPlatform ? all.error : null, all, search }
}

/**
 * Pages that work on one shop at a time (menu, shop profile, dietary facts, delivery area): the one
 * picked, else the first listed when the page opened (a search does not change the shop on screen).
 */
export function usePickedShop(staff: Staff) {
  const [picked, pick] = useState<string | undefined>(undefined)
  const [first, setFirst] = useState<string | undefined>(undefined)
  const choices = useShopChoices(staff, picked ?? first)
  const firstListed = choices.shops[0]?.id
  useEffect(() => {
    if (first === undefined && firstListed !== undefined) setFirst(firstListed)
  }, [first, firstListed])
  return { ...choices, shopId: picked ?? first ?? firstListed, pick }
}
