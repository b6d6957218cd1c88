import type { ConsoleRoute } from '../../shared/routing'
import { BoardPage } from './Board'

/** The order board, the console's home: in the first bundle and never unmounted (polling, tab title). */
export const boardRoute: ConsoleRoute = {
  id: 'orders',
  path: '/',
  navLabel: 'console:nav_orders',
  roles: ['merchant', 'platform'],
  keepMounted: BoardPage,
}
