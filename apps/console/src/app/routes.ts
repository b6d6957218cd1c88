/**
 * Every console page, in nav order. A new page is its feature folder plus one line here: the router
 * (router.tsx) and the nav (ConsoleNav.tsx) are derived from this list.
 */
import { boardRoute } from '../features/board/route'
import { couponsRoute } from '../features/coupons/route'
import { deliveryAreaRoute } from '../features/deliveryArea/route'
import { dietaryFactsRoute } from '../features/dietaryFacts/route'
import { figuresRoute } from '../features/figures/route'
import { mallRoute } from '../features/mall/route'
import { membersRoute } from '../features/members/route'
import { menuRoute } from '../features/menu/route'
import { paymentRefundsRoute } from '../features/paymentRefunds/route'
import { contentRoute, platformShopsRoute, settingsRoute } from '../features/platformAdmin/route'
import { refundsRoute } from '../features/refunds/route'
import { shopRoute } from '../features/shop/route'
import { withdrawalsRoute } from '../features/withdrawals/route'
import type { Staff } from '../shared/api/staff'
import type { ConsoleRoute } from '../shared/routing'

const consoleRoutes: readonly ConsoleRoute[] = [
  boardRoute,
  refundsRoute,
  paymentRefundsRoute,
  menuRoute,
  shopRoute,
  deliveryAreaRoute,
  dietaryFactsRoute,
  mallRoute,
  withdrawalsRoute,
  membersRoute,
  couponsRoute,
  figuresRoute,
  platformShopsRoute,
  settingsRoute,
  contentRoute,
]

/** The home page: where `#/`, an unknown address and a page of the other role land. */
export const homeRoute: ConsoleRoute = boardRoute

/** The pages this staff member has (the payment refunds are the platform's). */
export function routesFor(staff: Pick<Staff, 'role'>): ConsoleRoute[] {
  return consoleRoutes.filter((route) => route.roles.includes(staff.role))
}

/** The page a router path ('/refunds') shows this staff member: the home page when it is not theirs. */
export function viewFromPath(path: string, staff: Pick<Staff, 'role'>): string {
  return routesFor(staff).find((route) => route.path === path)?.id ?? homeRoute.id
}
