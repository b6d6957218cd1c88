import { CANCEL_REASONS } from '@siam/domain'
import { withOwnOrderLock } from './order-lock'
import type { OrdersDeps } from './orders.types'
import { transitionOrder } from './transition-order'

/** The member cancels an unpaid order, with one of the listed reasons (or none). */
export async function cancelOrder(
  deps: Pick<OrdersDeps, 'db' | 'clock' | 'repo' | 'loyalty'>,
  memberId: string,
  id: string,
  reason: number | undefined,
): Promise<void> {
  const reasonKey = CANCEL_REASONS.find((r) => r.code === reason)?.key ?? null
  await withOwnOrderLock(deps.db, memberId, id, async (tx, order) => {
    await transitionOrder(
      deps,
      tx,
      order,
      'cancel',
      { type: 'member', id: memberId },
      { cancelReason: reasonKey ? `reason:${reasonKey}` : null, payDeadlineAt: null },
    )
  })
}
