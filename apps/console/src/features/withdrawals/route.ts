import type { ConsoleRoute } from '../../shared/routing'

/** Reward withdrawals above the automatic limit, for the platform to approve or reject. */
export const withdrawalsRoute: ConsoleRoute = {
  id: 'withdrawals',
  path: '/withdrawals',
  navLabel: 'invite:console_nav_withdrawals',
  roles: ['platform'],
  lazy: () => import('./WithdrawalsPage'),
}
