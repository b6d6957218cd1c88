import type { Tx } from '../../db/client'
import type { ActorRef, LockedOrder } from '../orders'
import type { RefundRequestRow } from './aftersale.repository'
import { moveRequest } from './move-request'
import { closeRefundOrder, type SettleDeps, settleRefund } from './settle-refund'

/** A staff answer to a request: approve or reject (a rejection's reason is shown to the member). */
export interface StaffDecision {
  approve: boolean
  reason: string
  actor: ActorRef
}

/**
 * The platform answers an escalated or merchant-rejected request: approval settles the money now;
 * a rejection (of an escalated one, with its reason) ends the order's after-sale. Returns the
 * payment refunds to send after the commit. The caller holds the order's lock.
 */
export async function platformAudit(
  deps: SettleDeps,
  tx: Tx,
  request: RefundRequestRow,
  order: LockedOrder,
  decision: StaffDecision,
): Promise<string[]> {
  const { actor, reason } = decision
  if (decision.approve) {
    const moved = await moveRequest(deps, tx, request, { event: 'platform_approve', actor })
    return settleRefund(deps, tx, moved, actor, order)
  }
  const moved = await moveRequest(deps, tx, request, {
    event: 'platform_reject',
    actor,
    patch: { platformRejectReason: reason },
    note: reason,
  })
  await closeRefundOrder(deps, tx, moved, order, actor)
  return []
}
