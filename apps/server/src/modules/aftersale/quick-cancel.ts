import type { OrderDetail } from '@siam/contracts'
import { cancelReasonKey, OrderStatus } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { fail } from '../../platform/errors'
import { withOwnOrderLock } from '../orders'
import { type AftersaleDeps, MINUTE } from './aftersale.deps'
import { sendPaymentRefunds } from './settle-refund'

/**
 * Quick cancel (product rules 2.3): a paid order the merchant has not accepted yet, within the
 * quick-cancel minutes of payment, 2 -> 11 with everything paid going back to where it came from.
 */
export async function quickCancel(
  deps: Pick<AftersaleDeps, 'db' | 'clock' | 'settings' | 'orders' | 'ordersRepo' | 'payments' | 'log'>,
  memberId: string,
  id: string,
  reason: number | undefined,
  locale: Locale,
): Promise<OrderDetail> {
  const { quickCancelMinutes } = await deps.settings.current()
  const reasonKey = reason === undefined ? null : cancelReasonKey(reason)
  const refundIds = await withOwnOrderLock(deps.db, memberId, id, async (tx, order) => {
    if (order.status !== OrderStatus.PENDING) fail('ORDER_STATUS_CONFLICT')
    if (!order.paidAt || deps.clock.now().getTime() >= order.paidAt.getTime() + quickCancelMinutes * MINUTE)
      fail('QUICK_CANCEL_WINDOW_CLOSED', { minutes: quickCancelMinutes })
    const cancelled = await deps.orders.transition(
      tx,
      order,
      'quick_cancel',
      { type: 'member', id: memberId },
      { cancelReason: reasonKey ? `reason:${reasonKey}` : null },
    )
    return deps.payments.refundOrderInFull(tx, cancelled, 'quick_cancel')
  })
  await sendPaymentRefunds(deps, refundIds)
  return deps.orders.detail(memberId, id, locale)
}
