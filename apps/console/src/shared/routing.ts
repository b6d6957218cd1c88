/**
 * The shape of a console page. Each feature declares its page(s) with it (features/<f>/route.ts); the
 * list in app/routes.ts is the only place that names them all, and the router and the nav are derived
 * from that list.
 */
import type { ComponentType } from 'react'
import type { StaffRole } from './api/staff'

interface RouteBase {
  /** The page's name ('refunds'); also its react-router route id. */
  id: string
  /** Its address in the hash: '/refunds' is opened by `#/refunds`; the board is '/'. */
  path: string
  /** The nav link's i18n key, or one per role where the two sides name the page differently. */
  navLabel: string | Readonly<Record<StaffRole, string>>
  /** Who has the page (nav link and route): anyone else opening its address lands on the board. */
  roles: readonly StaffRole[]
}

/** A page loaded when first opened: a module exporting `Component` (react-router's lazy convention). */
interface LazyRoute extends RouteBase {
  lazy: () => Promise<{ Component: ComponentType }>
}

/** A page in the first bundle that stays mounted, hidden, while another page shows (the board keeps polling). */
interface KeptMountedRoute extends RouteBase {
  keepMounted: ComponentType
}

export type ConsoleRoute = LazyRoute | KeptMountedRoute

export function isKeptMounted(route: ConsoleRoute): route is KeptMountedRoute {
  return 'keepMounted' in route
}

/** The nav label's i18n key for a staff member of `role`. */
export function navLabelKey(route: ConsoleRoute, role: StaffRole): string {
  return typeof route.navLabel === 'string' ? route.navLabel : route.navLabel[role]
}
