import { OrderStatus } from '@siam/domain'
import { lockOrder } from './order-lock'
import type { OrdersDeps } from './orders.types'
import { transitionOrder } from './transition-order'

/** The pay deadline passed (job): cancel if still unpaid; a no-op otherwise. */
export async function expireOrder(
  deps: Pick<OrdersDeps, 'db' | 'clock' | 'repo' | 'loyalty'>,
  orderId: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || order.status !== OrderStatus.UNPAID) return false
    await transitionOrder(
      deps,
      tx,
      order,
      'expire',
      { type: 'system', id: null },
      { cancelReason: 'reason:pay_timeout', payDeadlineAt: null },
    )
    return true
  })
}
