import type { ConsoleRoute } from '../../shared/routing'

/** The refund desk: the merchant's requests, or for the platform the escalated ones. */
export const refundsRoute: ConsoleRoute = {
  id: 'refunds',
  path: '/refunds',
  navLabel: { merchant: 'console:nav_refunds', platform: 'console:nav_platform_refunds' },
  roles: ['merchant', 'platform'],
  lazy: () => import('./RefundsPage'),
}
