import { fail } from '../../platform/errors'
import type { OrdersDeps } from './orders.types'
import { transitionOrder } from './transition-order'

/** The member says a delivered order arrived: it completes. */
export async function confirmReceipt(
  deps: Pick<OrdersDeps, 'db' | 'clock' | 'repo' | 'loyalty'>,
  memberId: string,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await deps.repo.ownedBy(tx, memberId, id)
    if (!order) fail('ORDER_NOT_FOUND')
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
