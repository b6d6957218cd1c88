import { type OrderEvent, orderMachine } from '@siam/domain'
import type { Tx } from '../../db/client'
import { insertFromSql } from '../../db/folded'
import { publishEventPart } from '../../platform/events'
import { newId } from '../../platform/ids'
import { applyTransition } from '../../platform/transition'
import { followOrderForCoupons } from '../coupons'
import { followOrderStatus } from '../loyalty'
import type { LockedOrder } from './order-lock'
import { orderHistory, orders } from './orders.tables'
import type { ActorRef, OrderPatch, OrdersDeps } from './orders.types'

/**
 * Applies one event of the order state machine (product rules 2.3): the machine decides whether
 * it is legal for the order's kind and the actor, the update is guarded by the status the caller
 * saw, and a history row is written in the same transaction. A stale or illegal move is
 * ORDER_STATUS_CONFLICT. Loyalty (points, rewards) and coupons follow in the same transaction. The
 * order must be locked (`LockedOrder`, order-lock.ts); the moved row keeps the lock.
 */
export async function transitionOrder(
  deps: Pick<OrdersDeps, 'clock' | 'repo' | 'loyalty'>,
  tx: Tx,
  order: LockedOrder,
  event: OrderEvent,
  actor: ActorRef,
  patch: OrderPatch = {},
  note: string | null = null,
): Promise<LockedOrder> {
  const now = deps.clock.now()
  const moved = await applyTransition(tx, {
    machine: orderMachine,
    table: orders,
    id: order.id,
    from: order.status,
    event,
    actor: actor.type,
    kind: order.kind,
    patch: { ...patch, updatedAt: now },
    conflict: 'ORDER_STATUS_CONFLICT',
    // The history row in the move's own statement (issue 17: round trips).
    record: (move, moved) => (params) =>
      insertFromSql(
        orderHistory,
        {
          id: newId(),
          orderId: order.id,
          fromStatus: move.from,
          toStatus: move.to,
          actorType: move.actor,
          actorId: actor.id,
          note,
          createdAt: now,
        },
        moved,
        params,
      ),
    // Heard by the open event streams once this transaction commits (decision 0036), announced in
    // the move's own statement (a round trip less per move, decision 0055).
    announce: (move, moved) =>
      publishEventPart(
        {
          kind: 'order',
          orderId: order.id,
          shopId: order.shopId,
          memberId: order.memberId,
          status: move.to,
        },
        moved,
      ),
  })
  await followOrderStatus(deps.loyalty, tx, {
    orderId: order.id,
    from: order.status,
    to: moved.status,
    completedBefore: order.completedAt !== null,
    moved,
  })
  // Coupons follow too: rebates and tickets at completion, the on-time compensation at delivery.
  await followOrderForCoupons(tx, {
    // a refund decided in this transaction but not yet paid back is counted (settle-refund.ts)
    order: { ...moved, refundedFen: Math.max(moved.refundedFen, order.refundedFen) },
    to: moved.status,
    now,
    completedBefore: order.completedAt !== null,
  })

  return moved as LockedOrder
}
