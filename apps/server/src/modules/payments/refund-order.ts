import { allocateRefund, type RefundSource } from '@siam/domain'
import type { Executor, Tx } from '../../db/client'
import type { LockedOrder } from '../orders'
import { createRefund } from './create-refund'
import type { PaymentsDeps } from './payments.deps'
import type { RefundReason } from './payments.tables'
import { supersedeRefund } from './supersede-refund'

type RefundDeps = Pick<PaymentsDeps, 'clock' | 'repo'>

/**
 * Everything paid for the order and not yet given back goes back (merchant rejection, quick
 * cancel), inside tx, under the order's lock: what other refunds took is read after the lock.
 */
export async function refundOrderInFull(
  deps: RefundDeps,
  tx: Tx,
  order: LockedOrder,
  reason: RefundReason,
): Promise<string[]> {
  const ids: string[] = []
  for (const payment of await deps.repo.forOrder(tx, order.id, ['succeeded'])) {
    const refunds = await deps.repo.refundsFor(tx, payment.id)
    const committed = refunds.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amountFen, 0)
    const left = payment.amountFen - committed
    if (left <= 0) continue
    const id = await createRefund(deps, tx, payment, left, reason)
    ids.push(id)
    // This refund carries the money of the payment's failed ones too: they leave the platform's
    // watch list instead of waiting for a retry that would be refused.
    for (const failed of refunds)
      if (failed.status === 'failed' && failed.supersededBy === null)
        await supersedeRefund(tx, failed.id, id, 'system')
  }
  return ids
}

/**
 * The order's accepted payments, oldest first, with what each can still give back: its amount
 * minus its refunds that are pending, succeeded, or failed and not yet sent again (staff retry
 * those, so their money is spoken for). Late and duplicate payments are refunded in full at
 * once, so they offer nothing.
 */
export async function refundSources(
  deps: Pick<PaymentsDeps, 'repo'>,
  x: Executor,
  orderId: string,
): Promise<RefundSource[]> {
  const paid = (await deps.repo.forOrder(x, orderId, ['succeeded'])).sort(
    (a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0),
  )
  const sources: RefundSource[] = []
  for (const payment of paid) {
    const refunds = await deps.repo.refundsFor(x, payment.id)
    const committed = refunds
      .filter((r) => !(r.status === 'failed' && r.supersededBy !== null))
      .reduce((n, r) => n + r.amountFen, 0)
    sources.push({
      id: payment.id,
      toBalance: payment.provider === 'balance',
      refundableFen: Math.max(0, payment.amountFen - committed),
    })
  }
  return sources
}

/**
 * Part of an order's money goes back for one refund request (after-sale decision, out-of-stock
 * lines), inside the caller's transaction: split over the order's payments, each to where it
 * came from (provider or balance), written pending with a job, under the order's lock. Idempotent
 * per request: a second call for the same request returns the refunds of the first.
 */
export async function refundForRequest(
  deps: RefundDeps,
  tx: Tx,
  input: { order: LockedOrder; refundRequestId: string; amountFen: number; reason: RefundReason },
): Promise<string[]> {
  const existing = await deps.repo.refundsForRequest(tx, input.refundRequestId)
  if (existing.length > 0) return existing.filter((r) => r.supersededBy === null).map((r) => r.id)
  if (input.amountFen === 0) return []
  const sources = await refundSources(deps, tx, input.order.id)
  const ids: string[] = []
  for (const part of allocateRefund(input.amountFen, sources)) {
    const payment = await deps.repo.byId(tx, part.id)
    if (!payment) throw new Error(`payment ${part.id} vanished`)
    ids.push(await createRefund(deps, tx, payment, part.amountFen, input.reason, input.refundRequestId))
  }
  return ids
}
