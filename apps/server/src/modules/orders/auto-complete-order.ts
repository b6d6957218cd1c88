import { OrderStatus } from '@siam/domain'
import { lockOrder } from './order-lock'
import type { OrdersDeps } from './orders.types'
import { transitionOrder } from './transition-order'

/** Delivered orders complete by themselves after a while (product rules 2.3); false: nothing to do. */
export async function autoCompleteOrder(
  deps: Pick<OrdersDeps, 'db' | 'clock' | 'repo' | 'loyalty'>,
  orderId: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order || order.status !== OrderStatus.DELIVERED) return false
    await transitionOrder(
      deps,
      tx,
      order,
      'auto_complete',
      { type: 'system', id: null },
      { completedAt: deps.clock.now() },
    )
    return true
  })
}
