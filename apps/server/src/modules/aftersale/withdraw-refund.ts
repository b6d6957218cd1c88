import type { RefundProcess } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import { fail } from '../../platform/errors'
import { type AftersaleDeps, SYSTEM } from './aftersale.deps'
import { moveRequest } from './move-request'
import { ownRequest, withRequestOrderLock } from './refund-access'
import { type ProcessDeps, processOf } from './refund-views'
import { closeRefundOrder } from './settle-refund'

/** The member withdraws an open request (-> 6); the order's after-sale ends (7 -> 9). */
export async function withdrawRefund(
  deps: ProcessDeps & Pick<AftersaleDeps, 'orders'>,
  memberId: string,
  refundId: string,
  locale: Locale,
): Promise<RefundProcess> {
  const request = await withRequestOrderLock(deps, refundId, async (tx, order) => {
    const request = await ownRequest(deps, tx, memberId, refundId)
    if (request.kind !== 'member') fail('REFUND_STATUS_CONFLICT')
    const closed = await moveRequest(deps, tx, request, {
      event: 'withdraw',
      actor: { type: 'member', id: memberId },
    })
    await closeRefundOrder(deps, tx, closed, order, SYSTEM)
    return closed
  })
  return processOf(deps, memberId, request.orderId, locale)
}
