import { type RefundEvent, refundMachine } from '@siam/domain'
import type { Tx } from '../../db/client'
import { type LiveEvent, publishEvent } from '../../platform/events'
import { newId } from '../../platform/ids'
import { applyTransition } from '../../platform/transition'
import type { ActorRef } from '../orders'
import type { AftersaleDeps } from './aftersale.deps'
import type { RefundRequestRow } from './aftersale.repository'
import { refundRequests } from './aftersale.tables'

interface RequestMove {
  event: RefundEvent
  actor: ActorRef
  /** Other columns the decision sets (a rejection's reason, the escalation deadline). */
  patch?: Omit<Partial<typeof refundRequests.$inferInsert>, 'status'>
  /** The timeline's note (the member's escalation note, a rejection's reason). */
  note?: string
}

/**
 * One event of the refund state machine: legal per the table, applied only from the status the
 * caller saw (else REFUND_STATUS_CONFLICT, so of two racing deciders exactly one wins), with its
 * timeline row, in the caller's transaction.
 */
export async function moveRequest(
  deps: Pick<AftersaleDeps, 'clock' | 'repo'>,
  tx: Tx,
  request: RefundRequestRow,
  { event, actor, patch, note }: RequestMove,
): Promise<RefundRequestRow> {
  const now = deps.clock.now()
  const moved = await applyTransition(tx, {
    machine: refundMachine,
    table: refundRequests,
    id: request.id,
    from: request.status,
    event,
    actor: actor.type,
    patch: { ...patch, updatedAt: now },
    conflict: 'REFUND_STATUS_CONFLICT',
    history: (h, move) =>
      deps.repo.insertHistory(h, {
        id: newId(),
        requestId: move.id,
        fromStatus: move.from,
        toStatus: move.to,
        actorType: move.actor,
        actorId: actor.id,
        note: note || null,
        createdAt: now,
      }),
  })
  await publishEvent(tx, refundEvent(moved))
  return moved
}

/** A refund request's live event (decision 0036): ids and its status. */
export function refundEvent(request: RefundRequestRow): LiveEvent {
  return {
    kind: 'refund',
    orderId: request.orderId,
    shopId: request.shopId,
    memberId: request.memberId,
    status: request.status,
    refundId: request.id,
  }
}
