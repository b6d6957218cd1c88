import type { ConsoleRoute } from '../../shared/routing'

/** Orders, revenue, refunds and top dishes over today, 7 or 30 days: a merchant's shops, or every shop. */
export const figuresRoute: ConsoleRoute = {
  id: 'figures',
  path: '/figures',
  navLabel: 'console:nav_figures',
  roles: ['merchant', 'platform'],
  lazy: () => import('./FiguresPage'),
}
