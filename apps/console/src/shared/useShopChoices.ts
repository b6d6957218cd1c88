import { callKey } from '@siam/api-client'
import { platformApi } from '@siam/contracts/descriptors'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
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

/** A shop as the picker shows it. */
interface ShopChoice {
  id: string
  name: string
}

/**
 * The shops this staff member may edit (delivery area, menu, shop): their own; platform staff the
 * shops their search finds. `current` (the shop on screen, with the name it was listed under) stays
 * an option whatever the search lists.
 */
function useShopChoices(staff: Staff, current?: ShopChoice) {
  const isPlatform = staff.role === 'platform'
  const [keyword, setKeyword] = useState('')
  const all = useQuery({
    ...pickerQuery(keyword.trim()),
    enabled: isPlatform,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  })
  const shops = useMemo(() => {
    const byId = new Map(staff.shops.map((s) => [s.id, s.name]))
    for (const s of all.data?.records ?? []) byId.set(s.id, s.name)
    if (current && !byId.has(current.id)) byId.set(current.id, current.name)
    return sortedShops(byId)
  }, [staff.shops, all.data, current])
  const search: ShopSearch | undefined = isPlatform
    ? { keyword, onKeyword: setKeyword, more: (all.data?.total ?? 0) > (all.data?.records.length ?? 0) }
    : undefined
  return { shops, pending: isPlatform && all.isPending, error: isPlatform ? all.error : null, all, search }
}

/**
 * Pages that work on one shop at a time (menu, shop profile, dietary facts, delivery area): the one
 * picked, else the first listed when the page opened (a search does not change the shop on screen).
 * Each is kept with the name it was listed under, so a search that no longer lists it still shows it.
 */
export function usePickedShop(staff: Staff) {
  const [picked, setPicked] = useState<ShopChoice | undefined>(undefined)
  const [first, setFirst] = useState<ShopChoice | undefined>(undefined)
  const choices = useShopChoices(staff, picked ?? first)
  const firstListed = choices.shops[0]
  useEffect(() => {
    if (first === undefined && firstListed !== undefined) setFirst(firstListed)
  }, [first, firstListed])
  const { shops } = choices
  // A shop is picked from the options on screen: its name is theirs.
  const pick = useCallback(
    (id: string) => setPicked({ id, name: shops.find((s) => s.id === id)?.name ?? id }),
    [shops],
  )
  return { ...choices, shopId: picked?.id ?? first?.id ?? firstListed?.id, pick }
}
