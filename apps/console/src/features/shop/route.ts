import type { ConsoleRoute } from '../../shared/routing'

/** The shop's profile, opening hours, resting switch and fees (issue 14). */
export const shopRoute: ConsoleRoute = {
  id: 'shop',
  path: '/shop',
  navLabel: 'console:nav_shop',
  roles: ['merchant', 'platform'],
  lazy: () => import('./ShopPage'),
}
