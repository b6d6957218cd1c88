/** The tab bar of a logged-in member: the badge on tab index 3 is the mall cart's item count (spec 2, 7). */
import { useQuery } from '@tanstack/react-query'
import { cartCount, mallCartQuery } from '../shared/queries/mallCartQueries'
import { TabBarView } from './TabBar'

export default function CartBadgeTabBar({ active }: { active: number }) {
  const cart = useQuery(mallCartQuery)
  return <TabBarView active={active} badge={cartCount(cart.data?.records)} />
}
