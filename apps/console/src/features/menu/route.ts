import type { ConsoleRoute } from '../../shared/routing'

/** The menu editor (issue 14): categories, dishes, options, photos, sold out, order. */
export const menuRoute: ConsoleRoute = {
  id: 'menu',
  path: '/menu',
  navLabel: 'console:nav_menu',
  roles: ['merchant', 'platform'],
  lazy: () => import('./MenuPage'),
}
