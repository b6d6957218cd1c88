import type { OrderDetail } from '@siam/contracts'
import {
  type DietaryProfile,
  ORDER_STATUS_CODES,
  type OrderActor,
  type OrderKind,
  type OrderStatusCode,
} from '@siam/domain'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgSequence, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { type AddressSnapshot, at, createdAt, fen, type LocalizedText } from '../../db/columns'

const ORDER_STATUS_SQL = ORDER_STATUS_CODES.join(',')
/** Order numbers: time in Shanghai plus this sequence, so they are unique across processes. */
export const orderNoSeq = pgSequence('order_no_seq')

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: text('member_id').notNull(),
    shopId: text('shop_id').notNull(),
    kind: text('kind').$type<OrderKind>().notNull(),
    diningOption: text('dining_option').$type<NonNullable<OrderDetail['diningOption']>>(),
    status: smallint('status').$type<OrderStatusCode>().notNull(),
    goodsFen: fen('goods_fen').notNull(),
    packingFen: fen('packing_fen').notNull(),
    couponFen: fen('coupon_fen').notNull().default(0),
    /** The member coupon this order used (loyalty, migration 0002_after_sale_and_addresses); null = none. */
    couponId: text('coupon_id'),
    fullReductionFen: fen('full_reduction_fen').notNull().default(0),
    deliveryFeeFen: fen('delivery_fee_fen').notNull().default(0),
    deliveryFeeBeforeSubsidyFen: fen('delivery_fee_before_subsidy_fen').notNull().default(0),
    totalFen: fen('total_fen').notNull(),
    balanceUsedFen: fen('balance_used_fen').notNull().default(0),
    paidFen: fen('paid_fen').notNull().default(0),
    refundedFen: fen('refunded_fen').notNull().default(0),
    payType: text('pay_type'),
    paidAt: at('paid_at'),
    etaAt: at('eta_at'),
    payDeadlineAt: at('pay_deadline_at'),
    completedAt: at('completed_at'),
    remark: text('remark').notNull().default(''),
    contactPhone: text('contact_phone').notNull(),
    deliveryHelper: text('delivery_helper')
      .$type<OrderDetail['deliveryHelper']>()
      .notNull()
      .default('platform'),
    address: jsonb('address').$type<AddressSnapshot>(),
    distanceMeters: integer('distance_meters'),
    courierName: text('courier_name'),
    courierPhone: text('courier_phone'),
    cancelReason: text('cancel_reason'),
    /** Issue 14: the member's dietary profile at placement (the kitchen ticket shows it); null: none. */
    dietaryProfile: jsonb('dietary_profile').$type<DietaryProfile>(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_shop_idx').on(t.shopId, t.updatedAt),
    index('orders_updated_idx').on(t.updatedAt),
    check('orders_status_check', sql.raw(`status in (${ORDER_STATUS_SQL})`)),
    check('orders_kind_check', sql`${t.kind} in ('delivery', 'pickup')`),
    check(
      'orders_money_check',
      sql`${t.totalFen} >= 0 and ${t.paidFen} >= 0 and ${t.refundedFen} >= 0 and ${t.refundedFen} <= ${t.paidFen}`,
    ),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    goodsId: text('goods_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    options: jsonb('options').$type<{ id: string; name: LocalizedText; priceFen: number }[]>().notNull(),
    unitPriceFen: fen('unit_price_fen').notNull(),
    quantity: integer('quantity').notNull(),
    packingFeeFen: fen('packing_fee_fen').notNull(),
    couponShareFen: fen('coupon_share_fen').notNull().default(0),
    fullReductionShareFen: fen('full_reduction_share_fen').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** after-sale (issue 4): units refunded (out of stock or an approved request); migration 0002 */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check(
      'order_items_refunded_quantity_check',
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
  ],
)

export const orderHistory = pgTable(
  'order_history',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    fromStatus: smallint('from_status').$type<OrderStatusCode>(),
    toStatus: smallint('to_status').$type<OrderStatusCode>().notNull(),
    actorType: text('actor_type').$type<OrderActor>().notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt)],
)
