import type { WithdrawalChannel } from '@siam/contracts'
import type { WithdrawalStatus } from '@siam/domain'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, fen } from '../../db/columns'

/**
 * A member withdrawing credited reward money (product rules 9). The money is held on the platform's
 * withdrawals-pending account from the request on, then paid out or given back (decision 0021).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    withdrawalNo: text('withdrawal_no').notNull().unique(),
    memberId: text('member_id').notNull(),
    amountFen: fen('amount_fen').notNull(),
    channel: text('channel').$type<WithdrawalChannel>().notNull(),
    account: text('account').notNull(),
    realName: text('real_name').notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    payoutReference: text('payout_reference'),
    rejectReason: text('reject_reason'),
    /** The platform staff member who decided, or null for the automatic approval. */
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check('withdrawals_status_check', sql`${t.status} in ('reviewing','approved','rejected')`),
    check('withdrawals_channel_check', sql`${t.channel} in ('alipay','wechat','bank')`),
    check('withdrawals_amount_check', sql`${t.amountFen} >= 1000`),
  ],
)
