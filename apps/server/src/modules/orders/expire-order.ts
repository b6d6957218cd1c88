import { OrderStatus } from '@siam/domain'
import { lockOrder } from './order-lock'
import type { OrdersDeps } from './orders.types'
import { transitionOrder } from './transition-order'

/** The pay deadline passed (job): cancel if still unpaid; a no-op otherwise. */
export async function expireOrder(
  deps: Pick<OrdersDeps, 'db' | 'clock' | 'repo' | 'loyalty'>,
  orderId: string,
): Promise<boolean> {
  // Every placed order's deadline comes, and almost all of them were paid by then. An order never
  // goes back to unpaid, so a plain read that finds it past unpaid settles it without a
  // transaction (two round trips fewer per order at a rush's rate, 15 minutes later). A read that
  // finds nothing proves nothing (a replica behind the primary): the locked read decides.
  const current = await deps.repo.byId(deps.db, orderId)
  if (current && current.status !== OrderStatus.UNPAID) return false
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
