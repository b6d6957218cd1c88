import { type RefundAmount, RefundStatus } from '@siam/domain'
import type { Tx } from '../../db/client'
import { publishEvent } from '../../platform/events'
import { newId } from '../../platform/ids'
import type { ActorRef, OrderRow } from '../orders'
import type { AftersaleDeps } from './aftersale.deps'
import type { RefundRequestRow } from './aftersale.repository'
import type { refundRequests } from './aftersale.tables'
import { refundEvent } from './move-request'
import { toBalanceOf } from './refund-rules'

type SubmittedFields = Pick<
  typeof refundRequests.$inferInsert,
  'kind' | 'reason' | 'description' | 'images' | 'merchantDeadlineAt'
>

/**
 * A new request, submitted (1): its row with the amount the rules gave, its lines and its first
 * timeline row (the member's description is the note), in the caller's transaction. Returns the
 * stored row, for the event that hands it on.
 */
export async function submitRequest(
  deps: Pick<AftersaleDeps, 'repo' | 'payments'>,
  tx: Tx,
  order: OrderRow,
  amount: RefundAmount,
  fields: SubmittedFields,
  actor: ActorRef,
  now: Date,
): Promise<RefundRequestRow> {
  const { repo } = deps
  const id = newId()
  await repo.insertRequest(
    tx,
    {
      ...fields,
      id,
      orderId: order.id,
      memberId: order.memberId,
      shopId: order.shopId,
      status: RefundStatus.SUBMITTED,
      amountFen: amount.totalFen,
      deliveryFeeFen: amount.deliveryFeeFen,
      toBalanceFen: await toBalanceOf(deps, tx, order.id, amount.totalFen),
      orderStatusBefore: order.status,
      createdAt: now,
      updatedAt: now,
    },
    amount.lines.map((l) => ({
      id: newId(),
      requestId: id,
      orderItemId: l.lineId,
      quantity: l.quantity,
      grossFen: l.grossFen,
      discountFen: l.discountFen,
      amountFen: l.amountFen,
    })),
  )
  await repo.insertHistory(tx, {
    id: newId(),
    requestId: id,
    fromStatus: null,
    toStatus: RefundStatus.SUBMITTED,
    actorType: actor.type,
    actorId: actor.id,
    note: fields.description || null,
    createdAt: now,
  })
  const submitted = await repo.byId(tx, id)
  if (!submitted) throw new Error('refund request vanished')
  await publishEvent(tx, refundEvent(submitted))
  return submitted
}
