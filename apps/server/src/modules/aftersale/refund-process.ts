import type { RefundProcess } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import { fail } from '../../platform/errors'
import { ownRequest } from './refund-access'
import { type ProcessDeps, processOf } from './refund-views'

/** The member's view of an order's requests, found by the order or by one of its requests. */
export async function refundProcess(
  deps: ProcessDeps,
  memberId: string,
  input: { orderId?: string | undefined; refundId?: string | undefined },
  locale: Locale,
): Promise<RefundProcess> {
  let orderId = input.orderId
  if (input.refundId) {
    const request = await ownRequest(deps, deps.db, memberId, input.refundId)
    if (orderId && orderId !== request.orderId) fail('REFUND_NOT_FOUND')
    orderId = request.orderId
  }
  return processOf(deps, memberId, orderId ?? '', locale)
}
