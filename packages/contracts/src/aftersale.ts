/**
 * After-sale: member refund requests, the merchant's and the platform's answers, out-of-stock lines
 * and payment refunds that need a hand (product rules 2.3, 2.4, 4). Every amount here is computed by
 * the server (refund amount rules, product rules 4.2); the clients only show it.
 */
import { AFTER_SALE_REASON_CODES, QUICK_CANCEL_REASON_CODES, REFUND_STATUS_CODES } from '@siam/domain'
import { z } from 'zod'
import { defineCall } from './call'
import { Fen, Id, IdempotencyKey, IsoTime, MultilineText, Paging, PayType, page, Text } from './common'
import { BoardOrder } from './console'
import { OrderDetail, OrderStatusCode } from './order'

export const RefundStatusCode = z.union(REFUND_STATUS_CODES.map((c) => z.literal(c)))
export type RefundStatusCode = z.infer<typeof RefundStatusCode>

/** Why the member asks for money back: the specification's after-sale reasons 9-20. */
export const AfterSaleReason = z
  .number()
  .int()
  .refine((n) => AFTER_SALE_REASON_CODES.includes(n), 'after-sale reasons are 9-20')

/** 'member': asked for by the member; 'out_of_stock': lines the merchant marked out of stock. */
export const REFUND_KINDS = ['member', 'out_of_stock'] as const
export const RefundKind = z.enum(REFUND_KINDS)
export type RefundKind = z.infer<typeof RefundKind>

/** A line and how many of it to refund. */
export const RefundItem = z.object({
  orderItemId: Id,
  number: z.number().int().min(1).max(99),
})
export type RefundItem = z.infer<typeof RefundItem>

const RefundItems = z.array(RefundItem).min(1).max(50)

/** One refunded line, with the money it brings back (product rules 4.2). */
export const RefundLine = z.object({
  orderItemId: Id,
  name: z.string(),
  nameZh: z.string(),
  image: z.string(),
  optionNames: z.array(z.string()),
  quantity: z.number().int(),
  /** (unit price + per-unit packing fee) x quantity */
  grossFen: Fen,
  /** this quantity's part of the line's coupon and full-reduction shares */
  discountFen: Fen,
  /** grossFen - discountFen */
  amountFen: Fen,
})
export type RefundLine = z.infer<typeof RefundLine>

/** What a request for these lines would bring back, before the member sends it. */
export const RefundPreview = z.object({
  orderId: Id,
  lines: z.array(RefundLine),
  /** the delivery fee part: only when every item goes back or the order was never dispatched */
  deliveryFeeFen: Fen,
  /** lines + delivery fee, capped at what is still refundable */
  totalFen: Fen,
  /** of totalFen, what goes back to the platform balance (the rest to the original method) */
  toBalanceFen: Fen,
  /** paid minus refunded and minus what open requests already hold */
  refundableFen: Fen,
  /** per line, how many can still be asked for */
  available: z.array(z.object({ orderItemId: Id, refundableQuantity: z.number().int() })),
})
export type RefundPreview = z.infer<typeof RefundPreview>

export const REFUND_ACTORS = ['member', 'merchant', 'platform', 'system'] as const
export const RefundActor = z.enum(REFUND_ACTORS)

/** One step of a request: when, from which status to which, who, and why (rejection reason, note). */
export const RefundTimelineRow = z.object({
  at: IsoTime,
  fromStatus: RefundStatusCode.nullable(),
  toStatus: RefundStatusCode,
  actor: RefundActor,
  note: z.string().nullable(),
})
export type RefundTimelineRow = z.infer<typeof RefundTimelineRow>

/** Where the money of a successful request stands at the payment provider. */
export const REFUND_MONEY_STATUSES = ['none', 'pending', 'succeeded', 'failed'] as const
export const RefundMoneyStatus = z.enum(REFUND_MONEY_STATUSES)

/** What the member may do with a request now. */
export const MEMBER_REFUND_ACTIONS = ['escalate', 'withdraw'] as const
export const MemberRefundAction = z.enum(MEMBER_REFUND_ACTIONS)
export type MemberRefundAction = z.infer<typeof MemberRefundAction>

export const RefundRequestView = z.object({
  id: Id,
  orderId: Id,
  orderNo: z.string(),
  kind: RefundKind,
  status: RefundStatusCode,
  amountFen: Fen,
  /** of amountFen, the delivery fee part */
  deliveryFeeFen: Fen,
  toBalanceFen: Fen,
  lines: z.array(RefundLine),
  /** 9-20 for member requests; null for out-of-stock refunds */
  reason: z.number().int().nullable(),
  /** the reason in the caller's language */
  reasonText: z.string().nullable(),
  description: z.string(),
  images: z.array(z.string()),
  merchantRejectReason: z.string().nullable(),
  platformRejectReason: z.string().nullable(),
  timeline: z.array(RefundTimelineRow),
  /** while waiting for the merchant: silence until then counts as approval */
  merchantDeadlineAt: IsoTime.nullable(),
  /** after a merchant rejection: the member may escalate until then */
  escalateDeadlineAt: IsoTime.nullable(),
  moneyStatus: RefundMoneyStatus,
  createdAt: IsoTime,
  resolvedAt: IsoTime.nullable(),
  actions: z.array(MemberRefundAction),
})
export type RefundRequestView = z.infer<typeof RefundRequestView>

/** The refunds of one order, newest first. */
export const RefundProcess = z.object({
  orderId: Id,
  orderNo: z.string(),
  orderStatus: OrderStatusCode,
  paidFen: Fen,
  refundedFen: Fen,
  refunds: z.array(RefundRequestView),
})
export type RefundProcess = z.infer<typeof RefundProcess>

const RefundRef = z.object({ refundId: Id })

/** Why the member cancels a paid order in the first minutes: the specification's reasons 1-8. */
export const QuickCancelReason = z
  .number()
  .int()
  .refine((n) => QUICK_CANCEL_REASON_CODES.includes(n), 'quick-cancel reasons are 1-8')

export const aftersaleCalls = {
  refundPreview: defineCall({
    path: 'member/order/refundPreview',
    audience: 'member',
    summary: 'The amount a refund of these lines would bring back, computed as the request will be.',
    input: z.object({ orderId: Id, items: RefundItems }),
    output: RefundPreview,
  }),
  applyRefund: defineCall({
    path: 'member/order/applyRefund',
    audience: 'member',
    summary: 'Ask for money back for lines of a paid order, within the refund window after payment.',
    input: z.object({
      orderId: Id,
      items: RefundItems,
      reason: AfterSaleReason,
      description: MultilineText().trim().max(140).default(''),
      /** upload URLs or ids from member/uploadMultipleImage */
      images: z.array(Text().min(1).max(500)).max(9).default([]),
      idempotencyKey: IdempotencyKey,
    }),
    output: RefundProcess,
  }),
  refundProcess: defineCall({
    path: 'member/order/selectRefundProcess',
    audience: 'member',
    summary: "The refunds of one of the member's orders with their timelines and the actions open now.",
    input: z
      .object({ orderId: Id.optional(), refundId: Id.optional() })
      .refine((v) => v.orderId !== undefined || v.refundId !== undefined, 'orderId or refundId is required'),
    output: RefundProcess,
  }),
  escalateRefund: defineCall({
    path: 'member/order/escalateRefund',
    audience: 'member',
    summary: 'Ask the platform to decide a request the merchant rejected, within the escalation window.',
    input: RefundRef.extend({ note: MultilineText().trim().max(140).default('') }),
    output: RefundProcess,
  }),
  quickCancel: defineCall({
    path: 'member/order/quickCancel',
    audience: 'member',
    summary: 'Cancel a paid order the merchant has not accepted, within minutes of payment; all money back.',
    input: z.object({ id: Id, reason: QuickCancelReason.optional() }),
    output: OrderDetail,
  }),
  withdrawRefund: defineCall({
    path: 'member/order/withdrawRefund',
    audience: 'member',
    summary: 'Withdraw an open request; it is closed.',
    input: RefundRef,
    output: RefundProcess,
  }),
}

// ---------- console ----------

/** A request as staff see it: the member's view plus whose it is and what this staff member may do. */
export const STAFF_REFUND_ACTIONS = ['approve', 'reject'] as const
export const StaffRefundAction = z.enum(STAFF_REFUND_ACTIONS)
export type StaffRefundAction = z.infer<typeof StaffRefundAction>

export const ConsoleRefund = RefundRequestView.omit({ actions: true }).extend({
  shopId: Id,
  shopName: z.string(),
  memberEmail: z.string(),
  orderStatus: OrderStatusCode,
  orderPaidFen: Fen,
  actions: z.array(StaffRefundAction),
})
export type ConsoleRefund = z.infer<typeof ConsoleRefund>

export const ConsoleRefundDetail = z.object({ refund: ConsoleRefund, order: BoardOrder })
export type ConsoleRefundDetail = z.infer<typeof ConsoleRefundDetail>

const RefundListInput = Paging.extend({
  shopId: Id.optional(),
  statuses: z.array(RefundStatusCode).max(7).optional(),
})

const AuditInput = z.object({
  refundId: Id,
  decision: StaffRefundAction,
  /** required to reject; shown to the member */
  reason: MultilineText().trim().max(140).default(''),
})

/** A payment refund as the platform watches them: failed ones, and pending ones that stay pending. */
export const PAYMENT_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export const PaymentRefundStatus = z.enum(PAYMENT_REFUND_STATUSES)
export const PaymentRefundRow = z.object({
  id: Id,
  paymentId: Id,
  orderId: Id.nullable(),
  orderNo: z.string().nullable(),
  refundRequestId: Id.nullable(),
  payType: PayType,
  amountFen: Fen,
  status: PaymentRefundStatus,
  /** why the money goes back (late_payment, order_rejected, after_sale ...) */
  reason: z.string(),
  /** the provider's last answer when it failed */
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: IsoTime,
  finishedAt: IsoTime.nullable(),
})
export type PaymentRefundRow = z.infer<typeof PaymentRefundRow>

export const aftersaleConsoleCalls = {
  merchantRefunds: defineCall({
    path: 'merchant/refund/list',
    audience: 'console',
    summary: "Refund requests of the staff member's shops (platform: all), newest first; filter by status.",
    input: RefundListInput,
    output: page(ConsoleRefund),
  }),
  merchantRefundDetail: defineCall({
    path: 'merchant/refund/detail',
    audience: 'console',
    summary: 'One refund request with its order, lines, photos and history.',
    input: RefundRef,
    output: ConsoleRefundDetail,
  }),
  merchantAudit: defineCall({
    path: 'merchant/refund/audit',
    audience: 'console',
    summary: 'The merchant approves or rejects (reason required) a request waiting for it.',
    input: AuditInput,
    output: ConsoleRefund,
  }),
  markOutOfStock: defineCall({
    path: 'merchant/order/markOutOfStock',
    audience: 'console',
    summary: 'Mark lines of a pending order out of stock: they are refunded at once; all lines = cancelled.',
    input: z.object({ orderId: Id, items: RefundItems }),
    output: BoardOrder,
  }),
  adminRefunds: defineCall({
    path: 'admin/refund/list',
    audience: 'admin',
    summary:
      'Requests for the platform: escalated (4) and rejected by the merchant (3) unless statuses say otherwise.',
    input: RefundListInput,
    output: page(ConsoleRefund),
  }),
  adminAudit: defineCall({
    path: 'admin/refund/audit',
    audience: 'admin',
    summary: 'The platform approves or rejects (reason required) an escalated or merchant-rejected request.',
    input: AuditInput,
    output: ConsoleRefund,
  }),
  paymentRefunds: defineCall({
    path: 'admin/paymentRefund/list',
    audience: 'admin',
    summary: 'Payment refunds that failed or stay pending, with the provider answer and attempts.',
    input: Paging.extend({ statuses: z.array(PaymentRefundStatus).max(3).optional() }),
    output: page(PaymentRefundRow),
  }),
  retryPaymentRefund: defineCall({
    path: 'admin/paymentRefund/retry',
    audience: 'admin',
    summary: 'Send a failed or stuck payment refund to the provider again (same refund reference).',
    input: z.object({ id: Id }),
    output: PaymentRefundRow,
  }),
}
