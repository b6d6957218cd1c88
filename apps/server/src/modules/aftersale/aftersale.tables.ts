import { REFUND_KINDS, type RefundKind } from '@siam/contracts'
import {
  OPEN_REFUND_STATUSES,
  REFUND_STATUS_CODES,
  type RefundActor,
  type RefundStatusCode,
  refundMachine,
} from '@siam/domain'
import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, createdAt, fen } from '../../db/columns'

/**
 * A CHECK's list written from the domain's values, as the migrations have it (`1,2,3` or
 * `'a','b'`): the generated SQL stays byte-identical while the values have one source.
 */
const sqlList = (values: readonly (string | number)[]) =>
  values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(',')
const MEMBER_KIND: RefundKind = 'member'

/** A request for money back: the member's (reason 9-20) or the merchant's out-of-stock mark. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    memberId: text('member_id').notNull(),
    shopId: text('shop_id').notNull(),
    kind: text('kind').$type<RefundKind>().notNull(),
    status: smallint('status').$type<RefundStatusCode>().notNull(),
    reason: smallint('reason'),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    amountFen: fen('amount_fen').notNull(),
    /** of amount_fen, the delivery fee part */
    deliveryFeeFen: fen('delivery_fee_fen').notNull().default(0),
    /** of amount_fen, what goes back to the platform balance */
    toBalanceFen: fen('to_balance_fen').notNull().default(0),
    merchantRejectReason: text('merchant_reject_reason'),
    platformRejectReason: text('platform_reject_reason'),
    /** the order's status when the request was made (the order is 7 while it is open) */
    orderStatusBefore: smallint('order_status_before').notNull(),
    merchantDeadlineAt: at('merchant_deadline_at'),
    escalateDeadlineAt: at('escalate_deadline_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    index('refund_requests_order_idx').on(t.orderId, t.createdAt),
    index('refund_requests_shop_idx').on(t.shopId, t.createdAt),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    // At most one open member request per order, whatever races.
    uniqueIndex('refund_requests_open_member_idx')
      .on(t.orderId)
      .where(sql.raw(`kind = '${MEMBER_KIND}' and status in (${sqlList(OPEN_REFUND_STATUSES)})`)),
    check('refund_requests_status_check', sql.raw(`status in (${sqlList(REFUND_STATUS_CODES)})`)),
    check('refund_requests_kind_check', sql`${t.kind} in (${sql.raw(sqlList(REFUND_KINDS))})`),
    check(
      'refund_requests_amount_check',
      sql`${t.amountFen} >= 0 and ${t.deliveryFeeFen} >= 0 and ${t.deliveryFeeFen} <= ${t.amountFen} and ${t.toBalanceFen} >= 0 and ${t.toBalanceFen} <= ${t.amountFen}`,
    ),
    check(
      'refund_requests_reason_check',
      sql`(${t.kind} = 'member' and ${t.reason} between 9 and 20) or (${t.kind} = 'out_of_stock' and ${t.reason} is null)`,
    ),
  ],
)

/** The lines of a request and the money each brings back (refund amount rules, 4.2). */
export const refundRequestItems = pgTable(
  'refund_request_items',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull(),
    orderItemId: text('order_item_id').notNull(),
    quantity: integer('quantity').notNull(),
    grossFen: fen('gross_fen').notNull(),
    discountFen: fen('discount_fen').notNull(),
    amountFen: fen('amount_fen').notNull(),
  },
  (t) => [
    uniqueIndex('refund_request_items_line_idx').on(t.requestId, t.orderItemId),
    check(
      'refund_request_items_amount_check',
      sql`${t.quantity} > 0 and ${t.discountFen} >= 0 and ${t.amountFen} = ${t.grossFen} - ${t.discountFen} and ${t.amountFen} >= 0`,
    ),
  ],
)

/** Every step of a request (the member's timeline): who, when, from, to, and why. */
export const refundRequestHistory = pgTable(
  'refund_request_history',
  {
    id: text('id').primaryKey(),
    /** orders steps written in the same instant */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    requestId: text('request_id').notNull(),
    fromStatus: smallint('from_status').$type<RefundStatusCode>(),
    toStatus: smallint('to_status').$type<RefundStatusCode>().notNull(),
    actorType: text('actor_type').$type<RefundActor>().notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refund_request_history_request_idx').on(t.requestId, t.seq),
    check(
      'refund_request_history_actor_check',
      sql`${t.actorType} in (${sql.raw(sqlList(refundMachine.actors))})`,
    ),
  ],
)
