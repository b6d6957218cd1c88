import { CANCEL_REASONS } from '@siam/domain'
import { fail } from '../../platform/errors'
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
  await deps.db.transaction(async (tx) => {
    const order = await deps.repo.ownedBy(tx, memberId, id)
    if (!order) fail('ORDER_NOT_FOUND')
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
