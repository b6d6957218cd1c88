import type { Payment } from '@siam/contracts'
import type { PaymentRefundStatus, PaymentStatus } from '@siam/domain'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { ProviderName } from '../../adapters/payments/gateway'
import { at, createdAt, fen } from '../../db/columns'

/** The provider that holds a payment's money ('balance': our own ledger). */
export type PaymentProviderName = ProviderName | 'balance'

/** Why money goes back: the payments module's own causes, and after-sale's (issue 4). */
export type RefundReason =
  | 'late_payment'
  | 'duplicate_payment'
  | 'order_rejected'
  | 'quick_cancel'
  | 'after_sale'
  | 'out_of_stock'
  /** a registered pay target's owner gives its money back (decision 0025) */
  | 'target_refund'

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    /** What is paid: an order, a recharge or a registered target (decision 0025), exactly one. */
    orderId: text('order_id'),
    rechargeId: text('recharge_id'),
    /** A registered pay target's kind ('coupon_pack', ...) and id; null for orders and recharges. */
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    memberId: text('member_id').notNull(),
    payType: text('pay_type').$type<Payment['payType']>().notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    amountFen: fen('amount_fen').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    providerTradeNo: text('provider_trade_no'),
    refundedFen: fen('refunded_fen').notNull().default(0),
    createdAt: createdAt(),
    /** After this the provider refuses the money (order deadline, recharge window). */
    expiresAt: at('expires_at'),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_recharge_idx').on(t.rechargeId),
    index('payments_open_idx').on(t.status, t.createdAt),
    index('payments_target_idx').on(t.targetKind, t.targetId),
    check('payments_target_check', sql`num_nonnulls(${t.orderId}, ${t.rechargeId}, ${t.targetId}) = 1`),
    check('payments_target_kind_check', sql`(${t.targetKind} is null) = (${t.targetId} is null)`),
    check('payments_status_check', sql`${t.status} in ('created','pending','succeeded','failed','closed')`),
    check('payments_pay_type_check', sql`${t.payType} in ('balance','wechat','alipay','card')`),
    check('payments_refund_check', sql`${t.refundedFen} >= 0 and ${t.refundedFen} <= ${t.amountFen}`),
  ],
)

/** Provider notifications, kept by event id so a replay has no second effect. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: text('id').primaryKey(),
    provider: text('provider').$type<ProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    paymentId: text('payment_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_notifications_event_idx').on(t.provider, t.eventId)],
)

/** Money going back to a payer: created pending, the provider is called outside the transaction. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    /** The order whose money goes back; null for the refund of a duplicate recharge payment. */
    orderId: text('order_id'),
    amountFen: fen('amount_fen').notNull(),
    status: text('status').$type<PaymentRefundStatus>().notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    providerRefundNo: text('provider_refund_no'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
    /** after-sale (issue 4, migration 0002): the refund request whose decision sends this money */
    refundRequestId: text('refund_request_id'),
    /** a failed refund sent again by staff: the new refund that replaced it */
    supersededBy: text('superseded_by'),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_request_idx').on(t.refundRequestId),
    index('payment_refunds_status_idx').on(t.status, t.createdAt),
    check('payment_refunds_status_check', sql`${t.status} in ('pending','succeeded','failed')`),
    check('payment_refunds_amount_check', sql`${t.amountFen} > 0`),
  ],
)
