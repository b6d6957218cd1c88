import type { Executor } from '../../db/client'
import { type StaffActor, seesShop } from '../../platform/actor'
import { fail } from '../../platform/errors'
import type { AftersaleDeps } from './aftersale.deps'
import type { RefundRequestRow } from './aftersale.repository'

/** A request of this member; anyone else's is simply not found. */
export async function ownRequest(
  deps: Pick<AftersaleDeps, 'repo'>,
  x: Executor,
  memberId: string,
  refundId: string,
): Promise<RefundRequestRow> {
  const request = await deps.repo.byId(x, refundId)
  if (!request || request.memberId !== memberId) fail('REFUND_NOT_FOUND')
  return request
}

/** A request this staff member may see; another shop's is simply not found. */
export async function visibleRequest(
  deps: Pick<AftersaleDeps, 'repo'>,
  x: Executor,
  staff: StaffActor,
  refundId: string,
): Promise<RefundRequestRow> {
  const request = await deps.repo.byId(x, refundId)
  if (!request || !seesShop(staff, request.shopId)) fail('REFUND_NOT_FOUND')
  return request
}
