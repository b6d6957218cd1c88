import { withOwnOrderLock } from './order-lock'
import type { OrdersDeps } from './orders.types'
import { transitionOrder } from './transition-order'

/** The member says a delivered order arrived: it completes. */
export async function confirmReceipt(
  deps: Pick<OrdersDeps, 'db' | 'clock' | 'repo' | 'loyalty'>,
  memberId: string,
  id: string,
): Promise<void> {
  await withOwnOrderLock(deps.db, memberId, id, async (tx, order) => {
    await transitionOrder(
      deps,
      tx,
      order,
      'confirm_receipt',
      { type: 'member', id: memberId },
      { completedAt: deps.clock.now() },
    )
  })
}
