import type { ConsoleRoute } from '../../shared/routing'

/** Member lookup with the invite tree and the reward ledger: the platform's. */
export const membersRoute: ConsoleRoute = {
  id: 'members',
  path: '/members',
  navLabel: 'invite:console_nav_members',
  roles: ['platform'],
  lazy: () => import('./MembersPage'),
}
