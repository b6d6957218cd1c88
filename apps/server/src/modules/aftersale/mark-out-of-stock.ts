import type { RefundItem } from '@siam/contracts'
import { OrderStatus } from '@siam/domain'
import { type StaffActor, seesShop, staffActorRef } from '../../platform/actor'
import { fail } from '../../platform/errors'
import { type OrderRow, withOrderLock } from '../orders'
import type { AftersaleDeps } from './aftersale.deps'
import { moveRequest } from './move-request'
import { amountOf, refundState } from './refund-rules'
import { type SettleDeps, sendPaymentRefunds, settleRefund } from './settle-refund'
import { submitRequest } from './submit-request'

/**
 * Lines of a pending order the shop cannot make (product rules 2.4): refunded at once (the
 * payment refund is created now and sent right after, its job retrying within minutes); when
 * no line is left the order is cancelled with everything paid back (2 -> 11).
 */
export async function markOutOfStock(
  deps: SettleDeps & Pick<AftersaleDeps, 'db' | 'log'>,
  staff: StaffActor,
  input: { orderId: string; items: RefundItem[] },
): Promise<OrderRow> {
  const actor = staffActorRef(staff)
  const refundIds = await withOrderLock(deps.db, input.orderId, async (tx, order) => {
    if (!seesShop(staff, order.shopId)) fail('ORDER_NOT_FOUND')
    if (order.status !== OrderStatus.PENDING) fail('ORDER_STATUS_CONFLICT')
    const items = await deps.ordersRepo.items(tx, [order.id])
    const { state } = await refundState(deps, tx, order, items)
    const amount = amountOf(state, input.items)
    const submitted = await submitRequest(
      deps,
      tx,
      order,
      amount,
      { kind: 'out_of_stock', reason: null },
      actor,
      deps.clock.now(),
    )
    const moved = await moveRequest(deps, tx, submitted, { event: 'out_of_stock', actor })
    // The order locked above: nothing since changed it.
    return settleRefund(deps, tx, moved, actor, order)
  })
  await sendPaymentRefunds(deps, refundIds)
  const order = await deps.ordersRepo.byId(deps.db, input.orderId)
  if (!order) fail('ORDER_NOT_FOUND')
  return order
}
