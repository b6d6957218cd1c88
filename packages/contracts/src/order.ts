import { ORDER_STATUS_CODES, REFUND_STATUS_CODES } from '@siam/domain'
import { z } from 'zod'
import { defineCall } from './call'
import {
  DeliveryHelper,
  DiningOption,
  Fen,
  Id,
  IdempotencyKey,
  IsoTime,
  MultilineText,
  OrderKind,
  Paging,
  PayType,
  page,
  Text,
} from './common'

export const OrderStatusCode = z.union(ORDER_STATUS_CODES.map((c) => z.literal(c)))

export const DraftItem = z.object({
  goodsId: Id,
  /** ids of the chosen options, across the dish's option groups */
  optionIds: z.array(Id).max(30).default([]),
  number: z.number().int().min(1).max(99),
})
export type DraftItem = z.infer<typeof DraftItem>

/** What the member is about to order; the same body previews and places (insert). */
export const OrderDraft = z.object({
  shopId: Id,
  shoppingWay: OrderKind,
  diningOption: DiningOption.default('dine_in'),
  deliveryAddressId: Id.optional(),
  items: z.array(DraftItem).min(1).max(50),
  remark: MultilineText().max(140).default(''),
  contactPhone: Text().trim().max(20).default(''),
  deliveryHelper: DeliveryHelper.default('platform'),
  /** One of the member's coupons (product rules 7: at most one per order); the server re-checks it. */
  couponId: Id.optional(),
})
export type OrderDraft = z.infer<typeof OrderDraft>

export const QuoteLine = z.object({
  goodsId: Id,
  name: z.string(),
  nameZh: z.string(),
  image: z.string(),
  optionNames: z.array(z.string()),
  unitPriceFen: Fen,
  quantity: z.number().int(),
  packingFeeFen: Fen,
  goodsFen: Fen,
  payableFen: Fen,
})

/** Every amount as the server will charge it, plus what stands in the way of placing it. */
export const OrderQuote = z.object({
  goodsFen: Fen,
  packingFen: Fen,
  couponFen: Fen,
  fullReductionFen: Fen,
  deliveryFeeFen: Fen,
  deliveryFeeBeforeSubsidyFen: Fen,
  totalFen: Fen,
  minimumOrderFen: Fen,
  missingForMinimumFen: Fen,
  distanceMeters: z.number().int().nullable(),
  inRange: z.boolean(),
  shopOpen: z.boolean(),
  closingSoon: z.boolean(),
  lines: z.array(QuoteLine),
  /** error keys that would refuse the order now (empty = can place) */
  blockers: z.array(z.string()),
})
export type OrderQuote = z.infer<typeof OrderQuote>

export const OrderHistoryEntry = z.object({
  fromStatus: OrderStatusCode.nullable(),
  toStatus: OrderStatusCode,
  actor: z.string(),
  note: z.string().nullable(),
  at: IsoTime,
})

export const OrderLine = z.object({
  id: Id,
  goodsId: Id,
  name: z.string(),
  nameZh: z.string(),
  image: z.string(),
  optionNames: z.array(z.string()),
  /** The options in Chinese, as the kitchen reads them (issue 14: the kitchen ticket). */
  optionNamesZh: z.array(z.string()),
  unitPriceFen: Fen,
  quantity: z.number().int(),
  packingFeeFen: Fen,
  couponShareFen: Fen,
  fullReductionShareFen: Fen,
  /** how many of this line went back (out of stock, or an approved refund request) */
  refundedQuantity: z.number().int().nonnegative(),
  /** how many the member may still ask back now (0 outside the refund window or while a request is open) */
  refundableQuantity: z.number().int().nonnegative(),
})

export const OrderSummary = z.object({
  id: Id,
  orderNo: z.string(),
  shopId: Id,
  shopName: z.string(),
  shopNameZh: z.string(),
  shopImage: z.string(),
  kind: OrderKind,
  diningOption: DiningOption.nullable(),
  status: OrderStatusCode,
  totalFen: Fen,
  itemCount: z.number().int(),
  firstItemNames: z.array(z.string()),
  contactPhone: z.string(),
  createdAt: IsoTime,
  payDeadlineAt: IsoTime.nullable(),
  /** The newest refund request's status (1-7) on an after-sale order (7, 8, 9); null otherwise. */
  refundStatus: z.union(REFUND_STATUS_CODES.map((c) => z.literal(c))).nullable(),
})
export type OrderSummary = z.infer<typeof OrderSummary>

export const OrderDetail = OrderSummary.extend({
  lines: z.array(OrderLine),
  goodsFen: Fen,
  packingFen: Fen,
  couponFen: Fen,
  fullReductionFen: Fen,
  deliveryFeeFen: Fen,
  balanceUsedFen: Fen,
  paidFen: Fen,
  refundedFen: Fen,
  payType: PayType.nullable(),
  paidAt: IsoTime.nullable(),
  etaAt: IsoTime.nullable(),
  remark: z.string(),
  deliveryHelper: DeliveryHelper,
  address: z
    .object({
      contactName: z.string(),
      phone: z.string(),
      city: z.string(),
      street: z.string(),
      door: z.string(),
      /** The address in Chinese for the courier (from the address book); absent on older orders. */
      courierLine: z.string().optional(),
    })
    .nullable(),
  shopAddress: z.string(),
  shopPhone: z.string(),
  courierName: z.string().nullable(),
  courierPhone: z.string().nullable(),
  cancelReason: z.string().nullable(),
  history: z.array(OrderHistoryEntry),
  /**
   * What the member may do now, computed by the server from status and time (see MEMBER_ORDER_ACTIONS):
   * pay, cancel (unpaid), quick_cancel (within the quick-cancel minutes of payment), apply_refund (within
   * the refund window of payment, no request open), confirm_receipt, review (completed within 14 days and
   * not reviewed yet), view_refund (the order has refund requests). Staff boards list state-machine events.
   */
  actions: z.array(z.string()),
  /** the member has reviewed this order (reviews fill it; false until then) */
  reviewed: z.boolean(),
})
export type OrderDetail = z.infer<typeof OrderDetail>

/** The member's order actions, as `OrderDetail.actions` names them. */
export const MEMBER_ORDER_ACTIONS = [
  'pay',
  'cancel',
  'quick_cancel',
  'apply_refund',
  'confirm_receipt',
  'review',
  'view_refund',
] as const
export type MemberOrderAction = (typeof MEMBER_ORDER_ACTIONS)[number]

export const ORDER_TABS = ['all', 'waitPayment', 'waitReceived', 'waitPickedUp', 'afterSales'] as const
export const OrderTab = z.enum(ORDER_TABS)

export const orderCalls = {
  preview: defineCall({
    path: 'member/order/preview',
    audience: 'member',
    summary: 'Price a draft exactly as insert will, and list what would refuse it.',
    input: OrderDraft,
    output: OrderQuote,
  }),
  insert: defineCall({
    path: 'member/order/insert',
    audience: 'member',
    summary: 'Place an order; refused if the recomputed total differs from the confirmed one.',
    input: OrderDraft.extend({ expectedTotalFen: Fen, idempotencyKey: IdempotencyKey }),
    output: OrderDetail,
  }),
  list: defineCall({
    path: 'member/order/list',
    audience: 'member',
    summary: "The member's orders by tab; keyWords matches the contact phone or the order number.",
    input: Paging.extend({ tab: OrderTab.default('all'), keyWords: Text().trim().max(40).optional() }),
    output: page(OrderSummary),
  }),
  detail: defineCall({
    path: 'member/order/selectById',
    audience: 'member',
    summary: "One of the member's orders with its timeline and the actions open now.",
    input: z.object({ id: Id }),
    output: OrderDetail,
  }),
  tabNumbers: defineCall({
    path: 'member/order/selectTabNumber',
    audience: 'member',
    summary: 'How many orders each tab holds.',
    input: z.object({}).passthrough(),
    output: z.record(OrderTab, z.number().int()),
  }),
  cancel: defineCall({
    path: 'member/order/cancelOrder',
    audience: 'member',
    summary: 'Cancel an unpaid order.',
    input: z.object({ id: Id, reason: z.number().int().min(1).max(20).optional() }),
    output: OrderDetail,
  }),
  confirmReceipt: defineCall({
    path: 'member/order/confirmReceipt',
    audience: 'member',
    summary: 'Confirm a delivered order was received.',
    input: z.object({ id: Id }),
    output: OrderDetail,
  }),
}
