import { estimateArrival, OrderStatus } from '@siam/domain'
import type { Tx } from '../../db/client'
import { type LockedOrder, lockOrder } from './order-lock'
import type { ActorRef, OrdersDeps } from './orders.types'
import { transitionOrder } from './transition-order'

export interface OrderPayment {
  payType: string
  paidFen: number
  balanceUsedFen: number
  actor: ActorRef
}

/**
 * Payment succeeded (balance, notification or query): 1 -> 2 with the ETA. Returns null when
 * the order is no longer unpaid (cancelled meanwhile): the caller refunds that payment. Locks the
 * order, unless the caller hands the row it locked in this transaction already (`locked`).
 */
export async function markOrderPaid(
  deps: Pick<OrdersDeps, 'clock' | 'repo' | 'loyalty'>,
  tx: Tx,
  orderId: string,
  paid: OrderPayment,
  locked?: LockedOrder,
): Promise<LockedOrder | null> {
  const order = locked?.id === orderId ? locked : await lockOrder(tx, orderId)
  if (!order || order.status !== OrderStatus.UNPAID) return null
  const now = deps.clock.now()
  return transitionOrder(deps, tx, order, 'pay', paid.actor, {
    payType: paid.payType,
    paidFen: paid.paidFen,
    balanceUsedFen: paid.balanceUsedFen,
    paidAt: now,
    etaAt: estimateArrival(now, order.kind),
    payDeadlineAt: null,
  })
}
