import {
  computeRefundAmount,
  OPEN_REFUND_STATUSES,
  type RefundAmount,
  RefundAmountError,
  RefundStatus,
} from '@siam/domain'
import type { Tx } from '../../db/client'
import { newId } from '../../platform/ids'
import type { LockedOrder } from '../orders'
import type { AftersaleDeps } from './aftersale.deps'
import type { RefundItemRow, RefundRequestRow } from './aftersale.repository'
import { refundState, toBalanceOf } from './refund-rules'

/**
 * A request whose lines went back meanwhile another way (out of stock racing the application,
 * possible only before the order lock of decision 0015) is, when decided, fitted to what is left
 * of its lines at the amount the rules give now, possibly nothing: so it can still be approved,
 * by staff or the 12-hour auto-approval, instead of failing every time. A request that still fits
 * is returned as it is. The caller holds the order's lock; the request has just succeeded (7).
 */
export async function fitToLinesLeft(
  deps: Pick<AftersaleDeps, 'repo' | 'ordersRepo' | 'payments'>,
  tx: Tx,
  order: LockedOrder,
  request: RefundRequestRow,
): Promise<{ request: RefundRequestRow; items: RefundItemRow[] }> {
  const items = await deps.repo.items(tx, [request.id])
  const lines = await deps.ordersRepo.items(tx, [order.id])
  const leftOf = (lineId: string) => {
    const line = lines.find((l) => l.id === lineId)
    return line ? Math.max(0, line.quantity - line.refundedQuantity) : 0
  }
  if (items.every((i) => i.quantity <= leftOf(i.orderItemId))) return { request, items }

  const kept = items
    .map((i) => ({ lineId: i.orderItemId, quantity: Math.min(i.quantity, leftOf(i.orderItemId)) }))
    .filter((k) => k.quantity > 0)
  const { state, requests } = await refundState(deps, tx, order, lines)
  // The rules' view of the order without this request (it already counts as succeeded).
  const others = requests.filter(
    (r) =>
      r.id !== request.id && (r.status === RefundStatus.SUCCEEDED || OPEN_REFUND_STATUSES.includes(r.status)),
  )
  state.refundedFen = others.reduce((n, r) => n + r.amountFen, 0)
  state.deliveryFeeRefunded = others.some((r) => r.deliveryFeeFen > 0)
  let amount: RefundAmount | null = null
  try {
    amount = kept.length > 0 ? computeRefundAmount(state, kept) : null
  } catch (error) {
    if (!(error instanceof RefundAmountError)) throw error
  }
  await deps.repo.replaceItems(
    tx,
    request.id,
    (amount?.lines ?? []).map((l) => ({
      id: newId(),
      requestId: request.id,
      orderItemId: l.lineId,
      quantity: l.quantity,
      grossFen: l.grossFen,
      discountFen: l.discountFen,
      amountFen: l.amountFen,
    })),
  )
  const totalFen = amount?.totalFen ?? 0
  const patch = {
    amountFen: totalFen,
    deliveryFeeFen: amount?.deliveryFeeFen ?? 0,
    toBalanceFen: totalFen > 0 ? await toBalanceOf(deps, tx, order.id, totalFen) : 0,
  }
  await deps.repo.update(tx, request.id, patch)
  return { request: { ...request, ...patch }, items: await deps.repo.items(tx, [request.id]) }
}
