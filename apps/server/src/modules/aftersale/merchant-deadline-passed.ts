import { RefundStatus } from '@siam/domain'
import { AppError } from '../../platform/errors'
import { type AftersaleDeps, SYSTEM } from './aftersale.deps'
import { moveRequest } from './move-request'
import { withRequestOrderLock } from './refund-access'
import { type SettleDeps, sendPaymentRefunds, settleRefund } from './settle-refund'

/**
 * refund.merchant_deadline: a merchant silent past the deadline approves (2 -> 7). False when
 * there was nothing to do (answered, not due yet, or the merchant answered in the same instant).
 */
export async function merchantDeadlinePassed(
  deps: SettleDeps & Pick<AftersaleDeps, 'db' | 'log'>,
  refundId: string,
): Promise<boolean> {
  let decided: { refundIds: string[] } | null
  try {
    decided = await withRequestOrderLock(deps, refundId, async (tx, order) => {
      const request = await deps.repo.byId(tx, refundId)
      if (!request || request.status !== RefundStatus.WAITING_MERCHANT) return null
      if (!request.merchantDeadlineAt || deps.clock.now() < request.merchantDeadlineAt) return null
      const moved = await moveRequest(deps, tx, request, { event: 'auto_approve', actor: SYSTEM })
      return { refundIds: await settleRefund(deps, tx, moved, SYSTEM, order) }
    })
  } catch (error) {
    // The merchant answered in the same instant: its answer stands.
    if (error instanceof AppError && error.key === 'REFUND_STATUS_CONFLICT') return false
    if (error instanceof AppError && error.key === 'REFUND_NOT_FOUND') return false
    throw error
  }
  if (!decided) return false
  await sendPaymentRefunds(deps, decided.refundIds)
  return true
}
