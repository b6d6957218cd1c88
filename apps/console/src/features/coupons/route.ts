import type { ConsoleRoute } from '../../shared/routing'

/** Coupons: the platform's campaigns, giving, draw prizes and packs; a merchant's shop coupons. */
export const couponsRoute: ConsoleRoute = {
  id: 'coupons',
  path: '/coupons',
  navLabel: { platform: 'console:nav_coupons', merchant: 'console:nav_shop_coupons' },
  roles: ['platform', 'merchant'],
  lazy: () => import('./CouponsPage'),
}
