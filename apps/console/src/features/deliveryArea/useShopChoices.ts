import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Staff } from '../../shared/api/staff'
import { sortedShops } from '../../shared/ui/listParts'
import { deliveryAreaQueries } from './deliveryAreaQueries'

/** The shops this staff member may draw for: their own; platform staff also every listed shop. */
export function useShopChoices(staff: Staff) {
  const isPlatform = staff.role === 'platform'
  const all = useQuery({
    ...deliveryAreaQueries.allShops(),
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
