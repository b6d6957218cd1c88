import type { ConsoleRoute } from '../../shared/routing'

/** The payment refunds the provider has not completed: the platform's only. */
export const paymentRefundsRoute: ConsoleRoute = {
  id: 'payment-refunds',
  path: '/payment-refunds',
  navLabel: 'console:nav_payment_refunds',
  roles: ['platform'],
  lazy: () => import('./FailedRefundsPage'),
}
