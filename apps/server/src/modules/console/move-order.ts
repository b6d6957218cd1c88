import type { OrderEvent } from '@siam/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Executor } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import { type StaffActor, seesShop, staffActorRef } from '../../platform/actor'
import { fail } from '../../platform/errors'
import type { ModuleDeps, ModuleServices } from '../../platform/module'
import { autoCompleteJob, type OrderPatch, type OrderRow, orderQueries, withOrderLock } from '../orders'

/** The order if this staff member may see it; another shop's order is simply not found. */
async function visibleOrder(x: Executor, staff: StaffActor, id: string): Promise<OrderRow> {
  const order = await orderQueries.byId(x, id)
  if (!order || !seesShop(staff, order.shopId)) fail('ORDER_NOT_FOUND')
  return order
}

export interface MoveOrderDeps {
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'settings'>
  orders: ModuleServices['orders']
  payments: ModuleServices['payments']
  log: FastifyBaseLogger
}

/**
 * A staff member moves an order through the orders state machine. Delivery schedules the
 * auto-completion; a rejection refunds everything in the same transaction that rejects (the
 * refund is sent right after, and retried by a job if it fails).
 */
export async function moveOrder(
  { deps, orders, payments, log }: MoveOrderDeps,
  staff: StaffActor,
  id: string,
  event: OrderEvent,
  patch: OrderPatch = {},
  note: string | null = null,
): Promise<OrderRow> {
  const { db, clock } = deps
  // Read before the transaction: settings use the outer `db`, which inside it deadlocks on PGlite.
  const { autoCompleteMinutes } = await deps.settings.current()
  // The order's lock first (decision 0015): a rejection's refund never races an after-sale one.
  const { moved, refundIds } = await withOrderLock(db, id, async (tx, order) => {
    if (!seesShop(staff, order.shopId)) fail('ORDER_NOT_FOUND')
    const moved = await orders.transition(tx, order, event, staffActorRef(staff), patch, note)
    if (event === 'deliver') {
      await scheduleJob(tx, autoCompleteJob, {
        dedupeKey: moved.id,
        runAt: new Date(clock.now().getTime() + autoCompleteMinutes * 60_000),
        payload: { orderId: moved.id },
      })
    }
    const refundIds =
      event === 'merchant_reject' ? await payments.refundOrderInFull(tx, moved, 'order_rejected') : []
    return { moved, refundIds }
  })
  for (const refundId of refundIds) {
    await payments
      .processRefund(refundId)
      .catch((error) => log.warn({ err: error, refundId }, 'refund will be retried'))
  }
  // Sent refunds change the order's refunded amount: only then read it again.
  return refundIds.length > 0 ? visibleOrder(db, staff, id) : moved
}
