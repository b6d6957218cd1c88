import type { PaymentRefundRow as PaymentRefundView, RefundLine, RefundRequestView } from '@siam/contracts'
import { cancelReasonKey, type RefundLineAmount, RefundStatus } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Translate } from '@siam/i18n/node'
import { original, pick } from '../../platform/localize'
import type { OrderItemRow, OrderRow } from '../orders'
import type {
  PaymentRefundRow,
  RefundHistoryRow,
  RefundItemRow,
  RefundRequestRow,
} from './aftersale.repository'

/** Everything one request's view is made of, read in a fixed number of queries for a page. */
export interface RequestBundle {
  request: RefundRequestRow
  order: OrderRow
  orderItems: OrderItemRow[]
  items: RefundItemRow[]
  history: RefundHistoryRow[]
  money: PaymentRefundRow[]
}

/** A refunded line with the dish it was, in the reader's language. */
export function refundLine(
  amount: Pick<RefundLineAmount, 'quantity' | 'grossFen' | 'discountFen' | 'amountFen'>,
  orderItemId: string,
  item: OrderItemRow | undefined,
  locale: Locale,
): RefundLine {
  return {
    orderItemId,
    name: pick(item?.name, locale),
    nameZh: original(item?.name),
    image: item?.image ?? '',
    optionNames: (item?.options ?? []).map((o) => pick(o.name, locale)),
    quantity: amount.quantity,
    grossFen: amount.grossFen,
    discountFen: amount.discountFen,
    amountFen: amount.amountFen,
  }
}

/** Where the money of a request stands: none until it succeeds, then as its payment refunds say. */
function moneyStatus(bundle: RequestBundle): RefundRequestView['moneyStatus'] {
  if (bundle.request.status !== RefundStatus.SUCCEEDED || bundle.request.amountFen === 0) return 'none'
  if (bundle.money.some((r) => r.status === 'failed')) return 'failed'
  if (bundle.money.length === 0 || bundle.money.some((r) => r.status === 'pending')) return 'pending'
  return 'succeeded'
}

export function requestView<A extends string>(
  bundle: RequestBundle,
  locale: Locale,
  translate: Translate,
  actions: A[],
): Omit<RefundRequestView, 'actions'> & { actions: A[] } {
  const { request, order } = bundle
  const reasonKey = request.reason === null ? null : cancelReasonKey(request.reason)
  return {
    id: request.id,
    orderId: order.id,
    orderNo: order.orderNo,
    kind: request.kind,
    status: request.status,
    amountFen: request.amountFen,
    deliveryFeeFen: request.deliveryFeeFen,
    toBalanceFen: request.toBalanceFen,
    lines: bundle.items.map((i) =>
      refundLine(
        i,
        i.orderItemId,
        bundle.orderItems.find((o) => o.id === i.orderItemId),
        locale,
      ),
    ),
    reason: request.reason,
    reasonText:
      request.kind === 'out_of_stock'
        ? translate(locale, 'status:reason_out_of_stock')
        : reasonKey
          ? translate(locale, `status:reason_${reasonKey}`)
          : null,
    description: request.description,
    images: request.images,
    merchantRejectReason: request.merchantRejectReason,
    platformRejectReason: request.platformRejectReason,
    timeline: bundle.history.map((h) => ({
      at: h.createdAt.toISOString(),
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      actor: h.actorType,
      note: h.note,
    })),
    merchantDeadlineAt:
      request.status === RefundStatus.WAITING_MERCHANT
        ? (request.merchantDeadlineAt?.toISOString() ?? null)
        : null,
    escalateDeadlineAt:
      request.status === RefundStatus.MERCHANT_REJECTED
        ? (request.escalateDeadlineAt?.toISOString() ?? null)
        : null,
    moneyStatus: moneyStatus(bundle),
    createdAt: request.createdAt.toISOString(),
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
    actions,
  }
}

/** A payment refund as the platform's watch list shows it, with its payment's type and order number. */
export function paymentRefundViewFrom(row: {
  refund: PaymentRefundRow
  payType: string
  orderNo: string | null
}): PaymentRefundView {
  const r = row.refund
  return {
    id: r.id,
    paymentId: r.paymentId,
    orderId: r.orderId,
    orderNo: row.orderNo,
    refundRequestId: r.refundRequestId,
    payType: row.payType as PaymentRefundView['payType'],
    amountFen: r.amountFen,
    status: r.status as PaymentRefundView['status'],
    reason: r.reason,
    lastError: r.lastError,
    attempts: r.attempts,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  }
}
