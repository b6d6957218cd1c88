import type { MallOrderStatus, MallRefundKind, MallRefundStatus } from '@siam/domain'
import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, createdAt, fen, type LocalizedText } from '../../db/columns'

/** A specification option of a goods item (colour, size ...), with its names per language. */
export interface MallSpecOption {
  id: string
  names: LocalizedText
}

/** One line of a mall order as it was bought (names kept per language, prices per item). */
export interface MallLineSnapshot {
  goodsId: string
  specId: string
  names: LocalizedText
  specNames: LocalizedText
  image: string
  points: number
  cashFen: number
  number: number
}

export interface MallAddressSnapshot {
  contactName: string
  phone: string
  line: string
}

export const mallCategories = pgTable('mall_categories', {
  id: text('id').primaryKey(),
  names: jsonb('names').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  /** Deleted in the console while retired goods still point at it: hidden, kept for them. */
  retiredAt: at('retired_at'),
  createdAt: createdAt(),
})

/** Goods of the points mall (product rules 8): points, or points + cash (fen); stock never below 0. */
export const mallGoods = pgTable(
  'mall_goods',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => mallCategories.id),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    photos: jsonb('photos').$type<string[]>().notNull(),
    specs: jsonb('specs').$type<MallSpecOption[]>().notNull().default([]),
    points: integer('points').notNull(),
    cashFen: fen('cash_fen').notNull().default(0),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    recommended: boolean('recommended').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Deleted in the console while orders name it: hidden from shop and console, kept for history. */
    retiredAt: at('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mall_goods_category_idx').on(t.categoryId, t.sort),
    check('mall_goods_price_check', sql`${t.points} >= 1 and ${t.cashFen} >= 0`),
    check('mall_goods_stock_check', sql`${t.stock} >= 0 and ${t.sold} >= 0`),
    // A retired goods item is never on sale.
    check('mall_goods_retired_check', sql`${t.retiredAt} is null or not ${t.enabled}`),
  ],
)

export const mallBanners = pgTable('mall_banners', {
  id: text('id').primaryKey(),
  image: text('image').notNull(),
  goodsId: text('goods_id'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
})

/** The member's mall cart, on the server (spec 7); one line per goods item and option. */
export const mallCartLines = pgTable(
  'mall_cart_lines',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    goodsId: text('goods_id')
      .notNull()
      .references(() => mallGoods.id),
    specId: text('spec_id').notNull().default(''),
    number: integer('number').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mall_cart_lines_member_goods_idx').on(t.memberId, t.goodsId, t.specId),
    check('mall_cart_lines_number_check', sql`${t.number} between 1 and 99`),
  ],
)

/**
 * A points-mall order: paid when written from the balance (decision 0019), or `unpaid` until a
 * provider confirms its cash part (decision 0025); then shipped, received, or given back.
 */
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: text('member_id').notNull(),
    status: text('status').$type<MallOrderStatus>().notNull(),
    lines: jsonb('lines').$type<MallLineSnapshot[]>().notNull(),
    points: integer('points').notNull(),
    cashFen: fen('cash_fen').notNull(),
    address: jsonb('address').$type<MallAddressSnapshot>().notNull(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    createdAt: createdAt(),
    shippedAt: at('shipped_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    refundedAt: at('refunded_at'),
    /**
     * Who holds the cash part: 'balance' (taken when written; also every order older than decision
     * 0025), a provider's pay type once it confirmed, null while unpaid (nothing to give back).
     */
    cashPaidBy: text('cash_paid_by').$type<'balance' | 'wechat' | 'alipay' | 'card'>().default('balance'),
    /** An unpaid order is cancelled (points and stock back) when this passes unpaid. */
    payDeadlineAt: at('pay_deadline_at'),
  },
  (t) => [
    index('mall_orders_member_idx').on(t.memberId, t.createdAt),
    index('mall_orders_status_idx').on(t.status, t.createdAt),
    check(
      'mall_orders_status_check',
      sql`${t.status} in ('unpaid','paid','shipped','completed','cancelled','after_sale','refunded')`,
    ),
    check('mall_orders_amount_check', sql`${t.points} >= 1 and ${t.cashFen} >= 0`),
    check(
      'mall_orders_shipped_check',
      sql`${t.status} in ('unpaid','paid','cancelled') or ${t.shippedAt} is not null`,
    ),
    check(
      'mall_orders_unpaid_check',
      sql`${t.status} <> 'unpaid' or (${t.cashPaidBy} is null and ${t.payDeadlineAt} is not null)`,
    ),
  ],
)

/** Every status change of a mall order (the refund progress timeline). */
export const mallOrderHistory = pgTable(
  'mall_order_history',
  {
    id: text('id').primaryKey(),
    /** Insertion order: moves made at the same instant keep their order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => mallOrders.id),
    fromStatus: text('from_status').$type<MallOrderStatus>().notNull(),
    toStatus: text('to_status').$type<MallOrderStatus>().notNull(),
    event: text('event').notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('mall_order_history_order_idx').on(t.orderId, t.createdAt)],
)

/** The logistics timeline the platform writes for a shipped order. */
export const mallLogisticsEvents = pgTable(
  'mall_logistics_events',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => mallOrders.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mall_logistics_events_order_idx').on(t.orderId, t.createdAt)],
)

/** After-sale requests of shipped mall orders; at most one pending per order. */
export const mallRefunds = pgTable(
  'mall_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => mallOrders.id),
    memberId: text('member_id').notNull(),
    kind: text('kind').$type<MallRefundKind>().notNull(),
    status: text('status').$type<MallRefundStatus>().notNull().default('pending'),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('mall_refunds_order_idx').on(t.orderId),
    uniqueIndex('mall_refunds_one_pending_idx').on(t.orderId).where(sql`${t.status} = 'pending'`),
    check('mall_refunds_kind_check', sql`${t.kind} in ('refund','return_refund')`),
    check('mall_refunds_status_check', sql`${t.status} in ('pending','approved','rejected')`),
  ],
)
