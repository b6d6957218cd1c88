import type { RefundItem } from '@siam/contracts'
import {
  allocateRefund,
  computeRefundAmount,
  findTransition,
  OPEN_REFUND_STATUSES,
  type OrderStatusCode,
  type RefundAmount,
  RefundAmountError,
  type RefundOrderState,
  RefundStatus,
  type RefundStatusCode,
} from '@siam/domain'
import type { Executor } from '../../db/client'
import { AppError, fail } from '../../platform/errors'
import type { OrderItemRow, OrderRow } from '../orders'
import { type AftersaleDeps, HOUR } from './aftersale.deps'
import type { RefundRequestRow } from './aftersale.repository'

const isOpen = (status: RefundStatusCode) => OPEN_REFUND_STATUSES.includes(status)

/**
 * What the amount rules need to know about an order now (requests decided or still open), with
 * its requests and the open ones among them.
 */
export async function refundState(
  deps: Pick<AftersaleDeps, 'repo' | 'ordersRepo'>,
  x: Executor,
  order: OrderRow,
  items: OrderItemRow[],
) {
  const requests = await deps.repo.forOrder(x, order.id)
  const counted = requests.filter((r) => r.status === RefundStatus.SUCCEEDED || isOpen(r.status))
  const open = requests.filter((r) => isOpen(r.status))
  const held = await deps.repo.items(
    x,
    open.map((r) => r.id),
  )
  const state: RefundOrderState = {
    lines: items.map((i) => ({
      id: i.id,
      unitPriceFen: i.unitPriceFen,
      packingFeeFen: i.packingFeeFen,
      quantity: i.quantity,
      couponShareFen: i.couponShareFen,
      fullReductionShareFen: i.fullReductionShareFen,
      // decided refunds are in refunded_quantity; an open request holds its units too
      refundedQuantity:
        i.refundedQuantity + held.filter((h) => h.orderItemId === i.id).reduce((n, h) => n + h.quantity, 0),
    })),
    deliveryFeeFen: order.deliveryFeeFen,
    deliveryFeeRefunded: counted.some((r) => r.deliveryFeeFen > 0),
    dispatched: await deps.ordersRepo.wasDispatched(x, order.id),
    paidFen: order.paidFen,
    refundedFen: counted.reduce((n, r) => n + r.amountFen, 0),
  }
  return { state, requests, open }
}

/** Amount rule refusals (domain) as the API answers them. */
export function amountOf(state: RefundOrderState, items: RefundItem[]): RefundAmount {
  try {
    return computeRefundAmount(
      state,
      items.map((i) => ({ lineId: i.orderItemId, quantity: i.number })),
    )
  } catch (error) {
    if (!(error instanceof RefundAmountError)) throw error
    if (error.code === 'nothing_left') fail('REFUND_NOTHING_LEFT')
    throw new AppError('REFUND_QUANTITY_INVALID', undefined, { items: error.code })
  }
}

/** Of a refund's total, what goes back to the platform balance (the payments' split). */
export async function toBalanceOf(
  deps: Pick<AftersaleDeps, 'payments'>,
  x: Executor,
  orderId: string,
  totalFen: number,
): Promise<number> {
  try {
    return allocateRefund(totalFen, await deps.payments.refundSources(x, orderId))
      .filter((a) => a.toBalance)
      .reduce((n, a) => n + a.amountFen, 0)
  } catch (error) {
    if (error instanceof RangeError) fail('REFUND_NOTHING_LEFT')
    throw error
  }
}

/** Whether the member may ask for a refund of this order now; throws the reason if not. */
export function assertCanApply(
  order: OrderRow,
  open: RefundRequestRow[],
  refundWindowHours: number,
  now: Date,
) {
  if (open.some((r) => r.kind === 'member')) fail('REFUND_ALREADY_OPEN')
  if (!findTransition('apply_refund', order.status as OrderStatusCode, order.kind as never, 'member'))
    fail('REFUND_ORDER_NOT_REFUNDABLE')
  if (!order.paidAt || now.getTime() >= order.paidAt.getTime() + refundWindowHours * HOUR)
    fail('REFUND_WINDOW_CLOSED', { hours: refundWindowHours })
}
