import type { Tx } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import type { LockedOrder } from '../orders'
import { HOUR } from './aftersale.deps'
import { escalationDeadlineJob } from './aftersale.jobs'
import type { RefundRequestRow } from './aftersale.repository'
import { moveRequest } from './move-request'
import type { StaffDecision } from './platform-audit'
import { type SettleDeps, settleRefund } from './settle-refund'

/**
 * A merchant answers a request waiting for it: approval settles the money now; a rejection (with
 * its reason) opens the member's escalation window, closed by a durable job. Returns the payment
 * refunds to send after the commit. The caller holds the order's lock.
 */
export async function merchantAudit(
  deps: SettleDeps,
  tx: Tx,
  request: RefundRequestRow,
  order: LockedOrder,
  decision: StaffDecision & { escalationHours: number },
): Promise<string[]> {
  const { actor, reason } = decision
  if (decision.approve) {
    const moved = await moveRequest(deps, tx, request, { event: 'merchant_approve', actor })
    return settleRefund(deps, tx, moved, actor, order)
  }
  const escalateDeadlineAt = new Date(deps.clock.now().getTime() + decision.escalationHours * HOUR)
  await moveRequest(deps, tx, request, {
    event: 'merchant_reject',
    actor,
    patch: { merchantRejectReason: reason, escalateDeadlineAt },
    note: reason,
  })
  await scheduleJob(tx, escalationDeadlineJob, {
    dedupeKey: request.id,
    runAt: escalateDeadlineAt,
    payload: { refundId: request.id },
  })
  return []
}
