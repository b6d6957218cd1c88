/**
 * The points mall (product rules 8, api-map "Points mall", decision 0019): goods priced in points or
 * points + cash, a server-side cart per member, orders paid at once (points from the points wallet,
 * the cash part from the balance), shipped by the platform, received or completed after 7 days,
 * cancelled before shipping or through after-sale within 20 days of shipping.
 */
import { MALL_ORDER_STATUSES, MALL_REFUND_KINDS, MALL_REFUND_STATUSES } from '@siam/domain'
import { z } from 'zod'
import { defineCall } from './call'
import { Empty, Fen, Id, IdempotencyKey, IsoTime, Locale, Ok, Paging, page, Text } from './common'

export const MallOrderStatus = z.enum(MALL_ORDER_STATUSES)
export const MallRefundKind = z.enum(MALL_REFUND_KINDS)
export const MallRefundStatus = z.enum(MALL_REFUND_STATUSES)
export const Points = z.number().int().nonnegative()

/** Text in several languages; Chinese (zh-Hans) is the original, English is required too. */
export const MallText = z
  .partialRecord(Locale, Text().trim().max(2_000))
  .refine((t) => Boolean(t['zh-Hans'] && t.en), 'zh-Hans and en are required')

export const MallSpec = z.object({ id: Id, name: z.string() })

export const MallGoods = z.object({
  id: Id,
  categoryId: Id,
  name: z.string(),
  /** First photo, for lists. */
  image: z.string(),
  points: Points,
  cashFen: Fen,
  stock: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
})
export type MallGoods = z.infer<typeof MallGoods>

export const MallGoodsDetail = MallGoods.extend({
  photos: z.array(z.string()),
  description: z.string(),
  /** Specification options (colour, size ...); one is chosen when there are any. */
  specs: z.array(MallSpec),
})
export type MallGoodsDetail = z.infer<typeof MallGoodsDetail>

export const MallCategory = z.object({ id: Id, name: z.string(), goods: z.array(MallGoods) })
export const MallBanner = z.object({ id: Id, image: z.string(), goodsId: Id.nullable() })

export const MallCartLine = z.object({
  id: Id,
  goodsId: Id,
  specId: z.string(),
  specName: z.string(),
  name: z.string(),
  image: z.string(),
  points: Points,
  cashFen: Fen,
  number: z.number().int().min(1),
  stock: z.number().int().nonnegative(),
  selected: z.boolean(),
})
export type MallCartLine = z.infer<typeof MallCartLine>

const LineNumber = z.number().int().min(1).max(99)

/** What the member buys: cart lines, or one goods item straight from its page. */
export const MallDraft = z
  .object({
    cartLineIds: z.array(Id).max(50).optional(),
    goods: z.object({ goodsId: Id, specId: Text().max(64).default(''), number: LineNumber }).optional(),
    deliveryAddressId: Id.optional(),
  })
  .refine((d) => (d.cartLineIds ? 1 : 0) + (d.goods ? 1 : 0) === 1, 'cartLineIds or goods, not both')
export type MallDraft = z.infer<typeof MallDraft>

export const MallOrderLine = z.object({
  goodsId: Id,
  specId: z.string(),
  name: z.string(),
  specName: z.string(),
  image: z.string(),
  points: Points,
  cashFen: Fen,
  number: z.number().int(),
})

export const MallPreview = z.object({
  lines: z.array(MallOrderLine),
  points: Points,
  cashFen: Fen,
  /** Free shipping (product rules 8). */
  shippingFen: Fen,
  pointsBalance: Points,
  balanceFen: Fen,
  /** Keys of the errors namespace that stand in the way (not enough points, out of stock ...). */
  blockers: z.array(z.string()),
})

export const MallAddress = z.object({ contactName: z.string(), phone: z.string(), line: z.string() })

export const MallOrder = z.object({
  id: Id,
  orderNo: z.string(),
  status: MallOrderStatus,
  lines: z.array(MallOrderLine),
  points: Points,
  cashFen: Fen,
  address: MallAddress,
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  createdAt: IsoTime,
  shippedAt: IsoTime.nullable(),
  completedAt: IsoTime.nullable(),
  /** When it completes by itself if the member does not confirm (shipped orders). */
  autoCompleteAt: IsoTime.nullable(),
  /** The member's buttons, from the state machine and the after-sale window. */
  actions: z.array(z.enum(['cancel', 'confirmReceipt', 'applyRefund', 'refundProgress', 'logistics'])),
})
export type MallOrder = z.infer<typeof MallOrder>

/** The member's tabs of mall orders in "my orders". */
export const MALL_ORDER_TABS = ['all', 'toShip', 'toReceive', 'completed', 'afterSale'] as const
export const MallOrderTab = z.enum(MALL_ORDER_TABS)

export const MallLogisticsEvent = z.object({ id: Id, at: IsoTime, text: z.string() })
export const MallLogistics = z.object({
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  events: z.array(MallLogisticsEvent),
})

export const MallRefund = z.object({
  id: Id,
  orderId: Id,
  kind: MallRefundKind,
  status: MallRefundStatus,
  reason: z.string(),
  points: Points,
  cashFen: Fen,
  note: z.string(),
  createdAt: IsoTime,
  decidedAt: IsoTime.nullable(),
})

export const MallProgressStep = z.object({
  status: z.string(),
  note: z.string(),
  at: IsoTime,
})

const OrderId = z.object({ id: Id })

export const mallCalls = {
  menu: defineCall({
    path: 'pointsMall/menu/listWithGoods',
    audience: 'public',
    summary: 'Mall categories, each with its goods, and the banners.',
    input: Empty,
    output: z.object({ records: z.array(MallCategory), banners: z.array(MallBanner) }),
  }),
  goods: defineCall({
    path: 'pointsMall/goods/selectById',
    audience: 'public',
    summary: 'One goods item: photos, description, specification options, price, stock.',
    input: z.object({ id: Id }),
    output: MallGoodsDetail,
  }),
  recommend: defineCall({
    path: 'pointsMall/goods/recommend',
    audience: 'public',
    summary: 'Recommended goods for the mall home.',
    input: Paging,
    output: page(MallGoods),
  }),
  cartList: defineCall({
    path: 'member/pointsMall/shoppingCart/list',
    audience: 'member',
    summary:
      "The member's mall cart (spec 7: pageNo -1, pageSize 20, data.records; the tab badge sums number).",
    input: Paging,
    output: page(MallCartLine),
  }),
  cartInsert: defineCall({
    path: 'member/pointsMall/shoppingCart/insert',
    audience: 'member',
    summary: 'Adds goods to the cart (the same goods and option adds to its line).',
    input: z.object({ goodsId: Id, specId: Text().max(64).default(''), number: LineNumber.default(1) }),
    output: MallCartLine,
  }),
  cartUpdateNumber: defineCall({
    path: 'member/pointsMall/shoppingCart/updateNumber',
    audience: 'member',
    summary: "Sets a cart line's number and/or whether it is selected.",
    input: z.object({ id: Id, number: LineNumber.optional(), selected: z.boolean().optional() }),
    output: MallCartLine,
  }),
  cartDelete: defineCall({
    path: 'member/pointsMall/shoppingCart/delete',
    audience: 'member',
    summary: 'Removes cart lines.',
    input: z.object({ ids: z.array(Id).min(1).max(50) }),
    output: Ok,
  }),
  preview: defineCall({
    path: 'member/pointsMall/order/preview',
    audience: 'member',
    summary: 'What the order will cost in points and cash, and what stands in the way.',
    input: MallDraft,
    output: MallPreview,
  }),
  insert: defineCall({
    path: 'member/pointsMall/order/insert',
    audience: 'member',
    summary:
      'Places and pays a mall order at once: points from the points wallet, the cash part from the balance; payment password required. Same key and body answer the first order.',
    input: z.object({
      draft: MallDraft,
      deliveryAddressId: Id,
      paymentPassword: Text().max(12),
      /**
       * Who pays the cash part: the balance at once, or a provider (decision 0025): the order is
       * `unpaid` until member/payment/create with its mallOrderId is confirmed, cancelled with points
       * and stock back if not paid in its window.
       */
      cashBy: z.enum(['balance', 'provider']).default('balance'),
      idempotencyKey: IdempotencyKey,
    }),
    output: MallOrder,
  }),
  list: defineCall({
    path: 'member/pointsMall/order/list',
    audience: 'member',
    summary: "The member's mall orders by tab, newest first.",
    input: Paging.extend({ tab: MallOrderTab.default('all') }),
    output: page(MallOrder),
  }),
  detail: defineCall({
    path: 'member/pointsMall/order/selectById',
    audience: 'member',
    summary: 'One mall order of the member.',
    input: OrderId,
    output: MallOrder,
  }),
  tabNumbers: defineCall({
    path: 'member/pointsMall/order/selectTabNumber',
    audience: 'member',
    summary: 'How many mall orders each tab holds.',
    input: Empty,
    output: z.record(MallOrderTab, z.number().int().nonnegative()),
  }),
  cancel: defineCall({
    path: 'member/pointsMall/order/cancelOrder',
    audience: 'member',
    summary: 'Cancels an unshipped order: points and cash come back at once, exactly once.',
    input: OrderId,
    output: MallOrder,
  }),
  confirmReceipt: defineCall({
    path: 'member/pointsMall/order/confirmReceipt',
    audience: 'member',
    summary: 'The member received a shipped order.',
    input: OrderId,
    output: MallOrder,
  }),
  applyRefund: defineCall({
    path: 'member/pointsMall/order/applyRefund',
    audience: 'member',
    summary: 'After-sale for a shipped order, within 20 days of shipping: refund, or return and refund.',
    input: z.object({
      id: Id,
      kind: MallRefundKind,
      reason: Text().trim().min(1).max(200),
    }),
    output: MallRefund,
  }),
  refundProcess: defineCall({
    path: 'member/pointsMall/order/selectRefundProcess',
    audience: 'member',
    summary: "The order's after-sale requests and the timeline of its status.",
    input: OrderId,
    output: z.object({ refunds: z.array(MallRefund), steps: z.array(MallProgressStep) }),
  }),
  logistics: defineCall({
    path: 'member/pointsMall/orderLogistics/list',
    audience: 'member',
    summary: 'Carrier, tracking number and the logistics timeline of an order, newest first.',
    input: z.object({ orderId: Id }),
    output: MallLogistics,
  }),
}

// ---------- console (platform) ----------
export const AdminMallGoodsInput = z.object({
  id: Id.optional(),
  categoryId: Id,
  names: MallText,
  descriptions: MallText,
  photos: z.array(Text().max(500)).min(1).max(9),
  specs: z
    .array(z.object({ id: Text().min(1).max(64), names: MallText }))
    .max(20)
    .default([]),
  points: z.number().int().min(1).max(10_000_000),
  cashFen: z.number().int().min(0).max(100_000_000).default(0),
  stock: z.number().int().min(0).max(1_000_000),
  recommended: z.boolean().default(false),
  enabled: z.boolean().default(true),
  sort: z.number().int().default(0),
})

export const AdminMallGoods = AdminMallGoodsInput.extend({ id: Id, sold: z.number().int() })

export const AdminMallOrder = MallOrder.extend({
  memberId: Id,
  pendingRefund: MallRefund.nullable(),
})

/** What a console delete did: deleted for good, or retired (kept for the orders that name it). */
export const AdminMallDeleted = z.object({ id: Id, outcome: z.enum(['deleted', 'retired']) })

export const adminMallCalls = {
  goodsList: defineCall({
    path: 'admin/pointsMall/goods/list',
    audience: 'admin',
    summary: 'Every mall goods item with its translations.',
    input: Paging,
    output: page(AdminMallGoods),
  }),
  goodsSave: defineCall({
    path: 'admin/pointsMall/goods/save',
    audience: 'admin',
    summary: 'Creates or updates a goods item (photos, options, stock, price, translations).',
    input: AdminMallGoodsInput,
    output: AdminMallGoods,
  }),
  goodsDelete: defineCall({
    path: 'admin/pointsMall/goods/delete',
    audience: 'admin',
    summary:
      'Deletes a goods item; one that orders bought is retired instead (hidden from shop and console, kept for history).',
    input: z.object({ id: Id }),
    output: AdminMallDeleted,
  }),
  categoryList: defineCall({
    path: 'admin/pointsMall/category/list',
    audience: 'admin',
    summary: 'Mall categories with their translations.',
    input: Empty,
    output: z.object({ records: z.array(z.object({ id: Id, names: MallText, sort: z.number().int() })) }),
  }),
  categorySave: defineCall({
    path: 'admin/pointsMall/category/save',
    audience: 'admin',
    summary: 'Creates or updates a category.',
    input: z.object({ id: Id.optional(), names: MallText, sort: z.number().int().default(0) }),
    output: z.object({ id: Id }),
  }),
  categoryDelete: defineCall({
    path: 'admin/pointsMall/category/delete',
    audience: 'admin',
    summary:
      'Deletes an empty category; refused while goods are in it; retired when only retired goods point at it.',
    input: z.object({ id: Id }),
    output: AdminMallDeleted,
  }),
  bannerList: defineCall({
    path: 'admin/pointsMall/banner/list',
    audience: 'admin',
    summary: 'Mall banners.',
    input: Empty,
    output: z.object({
      records: z.array(MallBanner.extend({ sort: z.number().int(), enabled: z.boolean() })),
    }),
  }),
  bannerSave: defineCall({
    path: 'admin/pointsMall/banner/save',
    audience: 'admin',
    summary: 'Creates or updates a banner.',
    input: z.object({
      id: Id.optional(),
      image: Text().min(1).max(500),
      goodsId: Id.nullable().default(null),
      sort: z.number().int().default(0),
      enabled: z.boolean().default(true),
    }),
    output: z.object({ id: Id }),
  }),
  bannerDelete: defineCall({
    path: 'admin/pointsMall/banner/delete',
    audience: 'admin',
    summary: 'Deletes a banner.',
    input: z.object({ id: Id }),
    output: AdminMallDeleted,
  }),
  orderList: defineCall({
    path: 'admin/pointsMall/order/list',
    audience: 'admin',
    summary: 'Mall orders, by status, newest first.',
    input: Paging.extend({ status: MallOrderStatus.optional() }),
    output: page(AdminMallOrder),
  }),
  deliver: defineCall({
    path: 'admin/pointsMall/order/deliver',
    audience: 'admin',
    summary: 'Ships a paid order with carrier and tracking number; it completes by itself 7 days later.',
    input: z.object({
      id: Id,
      carrier: Text().trim().min(1).max(40),
      trackingNo: Text().trim().min(4).max(40),
    }),
    output: AdminMallOrder,
  }),
  logistics: defineCall({
    path: 'admin/pointsMall/order/logistics',
    audience: 'admin',
    summary: 'Adds a logistics event to a shipped order.',
    input: z.object({ id: Id, text: Text().trim().min(1).max(200) }),
    output: MallLogistics,
  }),
  refundAudit: defineCall({
    path: 'admin/pointsMall/refund/audit',
    audience: 'admin',
    summary: 'Approves (points and cash back, once) or refuses an after-sale request.',
    input: z.object({ refundId: Id, approve: z.boolean(), note: Text().trim().max(200).default('') }),
    output: AdminMallOrder,
  }),
}

// ---------- points pages ----------
export const PendingPoints = z.object({
  orderId: Id,
  orderNo: z.string(),
  /** Points still waiting (after any reversal). */
  points: Points,
  earned: Points,
  reversed: Points,
  /** The day they will be credited; null while the order is not completed yet. */
  creditAt: IsoTime.nullable(),
  status: z.enum(['waiting', 'credited', 'reversed']),
})

export const pointsCalls = {
  pending: defineCall({
    path: 'member/points/pendingList',
    audience: 'member',
    summary: 'Points not yet credited, per order, with the crediting day and reversals.',
    input: Paging,
    output: page(PendingPoints),
  }),
}
