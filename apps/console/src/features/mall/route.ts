import type { ConsoleRoute } from '../../shared/routing'

/** The points mall for the platform: orders (ship, logistics, after-sale review), goods, categories, banners. */
export const mallRoute: ConsoleRoute = {
  id: 'mall',
  path: '/mall',
  navLabel: 'console:nav_points_mall',
  roles: ['platform'],
  lazy: () => import('./MallAdminPage'),
}
