import { OrderStatus } from '@siam/domain'
import type { Tx } from '../../db/client'
import type { PaidOrder } from './award-paid-order'
import type { Loyalty } from './loyalty.service'

/**
 * What a status change means for loyalty; `orders.transition` calls it in the same transaction.
 * Statuses, not callers, decide: every path to "paid", "cancelled unpaid", "everything refunded"
 * or "completed" is covered, whoever takes it.
 */
export async function followOrderStatus(
  loyalty: Loyalty,
  tx: Tx,
  change: { orderId: string; from: number; to: number; completedBefore: boolean; moved?: PaidOrder },
): Promise<void> {
  const { orderId, from, to } = change
  if (from === OrderStatus.UNPAID && to === OrderStatus.PENDING)
    return loyalty.orderPaid(tx, orderId, change.moved)
  if (to === OrderStatus.CANCELLED) return loyalty.orderCancelled(tx, orderId)
  if (to === OrderStatus.CANCELLED_REFUNDED || to === OrderStatus.REFUNDED) {
    return loyalty.orderRefunded(tx, { orderId, lines: [], amountFen: 0, wholeOrder: true })
  }
  // An after-sale that ends an order which never completed (refused, or partly refunded before
  // delivery) is the end of that order: its points start their waiting period then.
  if (to === OrderStatus.COMPLETED || (to === OrderStatus.AFTER_SALE_DONE && !change.completedBefore)) {
    return loyalty.orderCompleted(tx, orderId)
  }
}
