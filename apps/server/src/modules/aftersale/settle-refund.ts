import { OrderStatus, RefundStatus } from '@siam/domain'
import type { Tx } from '../../db/client'
import { fail } from '../../platform/errors'
import type { ActorRef, LockedOrder, OrderRow } from '../orders'
import type { AftersaleDeps } from './aftersale.deps'
import type { RefundRequestRow } from './aftersale.repository'
import { fitToLinesLeft } from './fit-to-lines-left'

export type SettleDeps = Pick<
  AftersaleDeps,
  'clock' | 'repo' | 'orders' | 'ordersRepo' | 'payments' | 'loyalty'
>

/**
 * The money decision of a request that just succeeded (7): its payment refunds (pending, to
 * the original method or the balance), the lines' refunded quantities, the loyalty reversal and
 * the order's move, in the same transaction. Returns the payment refunds to send. `order`: the
 * request's order, locked by the caller in this transaction before it read anything else.
 */
export async function settleRefund(
  deps: SettleDeps,
  tx: Tx,
  succeeded: RefundRequestRow,
  actor: ActorRef,
  order: LockedOrder,
): Promise<string[]> {
  const { repo } = deps
  const { request, items } = await fitToLinesLeft(deps, tx, order, succeeded)
  const amountFen = await capToPayments(deps, tx, order, request)
  const refundIds = await deps.payments.refundForRequest(tx, {
    order,
    refundRequestId: request.id,
    amountFen,
    reason: request.kind === 'member' ? 'after_sale' : 'out_of_stock',
  })
  for (const item of items) {
    if (!(await deps.ordersRepo.addRefundedQuantity(tx, item.orderItemId, item.quantity)))
      fail('REFUND_STATUS_CONFLICT')
  }
  await repo.update(tx, request.id, { resolvedAt: deps.clock.now() })
  const decided = (await repo.forOrder(tx, order.id)).filter((r) => r.status === RefundStatus.SUCCEEDED)
  const refundedFen = decided.reduce((n, r) => n + (r.id === request.id ? amountFen : r.amountFen), 0)
  const wholeOrder = refundedFen >= order.paidFen
  await deps.loyalty.orderRefunded(tx, {
    orderId: order.id,
    lines: items.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity })),
    amountFen,
    wholeOrder,
  })
  // The payment refunds add to the order's refunded amount when they succeed (after this move):
  // what follows the move (the rebate of an order ended here) sees the amount decided now.
  const decidedOrder = { ...order, refundedFen: Math.max(order.refundedFen, refundedFen) }
  await moveOrderAfterRefund(deps, tx, decidedOrder, actor, wholeOrder)
  return refundIds
}

/**
 * The amount was computed when the request was made and nothing refundable changed since (the
 * order is frozen in 7); the payments still cap it, so money never goes back twice. Returns the
 * amount that goes back, stored on the request when the cap cut it.
 */
async function capToPayments(
  deps: Pick<AftersaleDeps, 'repo' | 'payments'>,
  tx: Tx,
  order: OrderRow,
  request: RefundRequestRow,
): Promise<number> {
  const available = (await deps.payments.refundSources(tx, order.id)).reduce((n, s) => n + s.refundableFen, 0)
  const amountFen = Math.min(request.amountFen, available)
  if (amountFen !== request.amountFen) {
    await deps.repo.update(tx, request.id, {
      amountFen,
      deliveryFeeFen: Math.min(request.deliveryFeeFen, amountFen),
      toBalanceFen: Math.min(request.toBalanceFen, amountFen),
    })
  }
  return amountFen
}

/** An after-sale order ends with the refund; a pending order with nothing left to make is cancelled. */
async function moveOrderAfterRefund(
  deps: Pick<AftersaleDeps, 'orders' | 'ordersRepo'>,
  tx: Tx,
  order: LockedOrder,
  actor: ActorRef,
  wholeOrder: boolean,
) {
  if (order.status === OrderStatus.AFTER_SALE) {
    await deps.orders.transition(tx, order, wholeOrder ? 'refund_full' : 'refund_partial', actor)
  } else if (order.status === OrderStatus.PENDING) {
    // Out of stock: when nothing is left to make, the order is cancelled with its money back.
    const lines = await deps.ordersRepo.items(tx, [order.id])
    if (lines.every((l) => l.refundedQuantity >= l.quantity)) {
      await deps.orders.transition(
        tx,
        order,
        'merchant_reject',
        actor,
        { cancelReason: 'reason:out_of_stock' },
        'out of stock',
      )
    }
  }
}

/** A member request that ends without money: the order's after-sale ends too (7 -> 9). */
export async function closeRefundOrder(
  deps: Pick<AftersaleDeps, 'clock' | 'repo' | 'orders'>,
  tx: Tx,
  request: RefundRequestRow,
  order: LockedOrder,
  actor: ActorRef,
) {
  await deps.repo.update(tx, request.id, { resolvedAt: deps.clock.now() })
  if (order.status === OrderStatus.AFTER_SALE) {
    await deps.orders.transition(tx, order, 'refund_refused', actor)
  }
}

/** Payment refunds go to the providers after the commit; a failure is left to the job. */
export async function sendPaymentRefunds(deps: Pick<AftersaleDeps, 'payments' | 'log'>, refundIds: string[]) {
  for (const id of refundIds) {
    await deps.payments
      .processRefund(id)
      .catch((error) => deps.log.warn({ err: error, refundId: id }, 'refund will be retried'))
  }
}
