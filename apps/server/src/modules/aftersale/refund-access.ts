import type { Executor, Tx } from '../../db/client'
import { type StaffActor, seesShop } from '../../platform/actor'
import { fail } from '../../platform/errors'
import { type LockedOrder, withOrderLock } from '../orders'
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

/**
 * A transaction on a request's order that starts with the order's lock (decision 0015: every
 * change of an order's money or lines takes it first), so a decision never races another
 * operation on the same order. `work` reads the request again under the lock (ownRequest,
 * visibleRequest or repo.byId with tx). An unknown request is REFUND_NOT_FOUND.
 */
export async function withRequestOrderLock<T>(
  deps: Pick<AftersaleDeps, 'db' | 'repo'>,
  refundId: string,
  work: (tx: Tx, order: LockedOrder) => Promise<T>,
): Promise<T> {
  const request = await deps.repo.byId(deps.db, refundId)
  if (!request) fail('REFUND_NOT_FOUND')
  return withOrderLock(deps.db, request.orderId, work)
}
