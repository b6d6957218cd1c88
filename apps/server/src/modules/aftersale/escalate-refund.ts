import type { RefundProcess } from '@siam/contracts'
import { RefundStatus } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { fail } from '../../platform/errors'
import { moveRequest } from './move-request'
import { ownRequest, withRequestOrderLock } from './refund-access'
import { type ProcessDeps, processOf } from './refund-views'

/** After a merchant rejection, within the escalation window: the platform decides (3 -> 4). */
export async function escalateRefund(
  deps: ProcessDeps,
  memberId: string,
  refundId: string,
  note: string,
  locale: Locale,
): Promise<RefundProcess> {
  const request = await withRequestOrderLock(deps, refundId, async (tx) => {
    const request = await ownRequest(deps, tx, memberId, refundId)
    if (
      request.status === RefundStatus.MERCHANT_REJECTED &&
      request.escalateDeadlineAt &&
      deps.clock.now() >= request.escalateDeadlineAt
    )
      fail('REFUND_ESCALATION_CLOSED')
    return moveRequest(deps, tx, request, {
      event: 'escalate',
      actor: { type: 'member', id: memberId },
      note,
    })
  })
  return processOf(deps, memberId, request.orderId, locale)
}
