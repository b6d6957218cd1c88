import { RefundStatus } from '@siam/domain'
import { AppError } from '../../platform/errors'
import { type AftersaleDeps, SYSTEM } from './aftersale.deps'
import { moveRequest } from './move-request'
import { withRequestOrderLock } from './refund-access'
import { closeRefundOrder } from './settle-refund'

/**
 * refund.escalation_deadline: a rejection not escalated in time closes (3 -> 6, order -> 9).
 * False when there was nothing to do (escalated, not due yet, or decided in the same instant).
 */
export async function escalationDeadlinePassed(
  deps: Pick<AftersaleDeps, 'db' | 'clock' | 'repo' | 'orders' | 'ordersRepo'>,
  refundId: string,
): Promise<boolean> {
  try {
    return await withRequestOrderLock(deps, refundId, async (tx, order) => {
      const request = await deps.repo.byId(tx, refundId)
      if (!request || request.status !== RefundStatus.MERCHANT_REJECTED) return false
      if (!request.escalateDeadlineAt || deps.clock.now() < request.escalateDeadlineAt) return false
      const closed = await moveRequest(deps, tx, request, { event: 'escalation_expired', actor: SYSTEM })
      await closeRefundOrder(deps, tx, closed, order, SYSTEM)
      return true
    })
  } catch (error) {
    if (error instanceof AppError && error.key === 'REFUND_STATUS_CONFLICT') return false
    if (error instanceof AppError && error.key === 'REFUND_NOT_FOUND') return false
    throw error
  }
}
