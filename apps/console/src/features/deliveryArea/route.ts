import type { ConsoleRoute } from '../../shared/routing'

/** The shops' delivery areas; the page brings Leaflet, so neither is in the console's first load. */
export const deliveryAreaRoute: ConsoleRoute = {
  id: 'delivery-area',
  path: '/delivery-area',
  navLabel: 'console:nav_delivery_area',
  roles: ['merchant', 'platform'],
  lazy: () => import('./DeliveryAreaPage'),
}
