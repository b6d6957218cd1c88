import { pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, fen } from '../../../db/columns'
import type { ProviderPayType } from '../gateway'
import type { SandboxTradeStatus } from './trade-status'

export const sandboxTrades = pgTable('sandbox_trades', {
  tradeNo: text('trade_no').primaryKey(),
  merchantRef: text('merchant_ref').notNull().unique(),
  payType: text('pay_type').$type<ProviderPayType>().notNull(),
  amountFen: fen('amount_fen').notNull(),
  status: text('status').$type<SandboxTradeStatus>().notNull(),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url').notNull(),
  refundedFen: fen('refunded_fen').notNull().default(0),
  createdAt: createdAt(),
  paidAt: at('paid_at'),
})

/** The sandbox's refunds, keyed by our refund reference so a retried refund is the same refund. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundRef: text('refund_ref').primaryKey(),
  refundNo: text('refund_no').notNull().unique(),
  tradeNo: text('trade_no').notNull(),
  amountFen: fen('amount_fen').notNull(),
  createdAt: createdAt(),
})
