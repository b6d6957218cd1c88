import type { ConsoleRoute } from '../../shared/routing'

/** Platform staff (issue 14): business settings with the audit log. */
export const settingsRoute: ConsoleRoute = {
  id: 'settings',
  path: '/settings',
  navLabel: 'console:nav_settings',
  roles: ['platform'],
  lazy: () => import('./SettingsPage'),
}

/** Platform staff: every shop, suspending and reinstating. */
export const platformShopsRoute: ConsoleRoute = {
  id: 'platform-shops',
  path: '/shops',
  navLabel: 'console:nav_shops',
  roles: ['platform'],
  lazy: () => import('./ShopsPage'),
}

/** Platform staff: blog articles and FAQ entries for the customer app. */
export const contentRoute: ConsoleRoute = {
  id: 'content',
  path: '/content',
  navLabel: 'console:nav_content',
  roles: ['platform'],
  lazy: () => import('./ContentPage'),
}
