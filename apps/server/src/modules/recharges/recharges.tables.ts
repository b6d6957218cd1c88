import type { Payment } from '@siam/contracts'
import type { RechargeStatus } from '@siam/domain'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, fen } from '../../db/columns'

/** A member topping up the balance (product rules 6): paid through a provider, bonus as its own entry. */
export const recharges = pgTable(
  'recharges',
  {
    id: text('id').primaryKey(),
    rechargeNo: text('recharge_no').notNull().unique(),
    memberId: text('member_id').notNull(),
    tierId: text('tier_id').notNull(),
    payFen: fen('pay_fen').notNull(),
    bonusFen: fen('bonus_fen').notNull(),
    status: text('status').$type<RechargeStatus>().notNull(),
    payType: text('pay_type').$type<Payment['payType']>(),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('recharges_member_idx').on(t.memberId, t.createdAt),
    check('recharges_status_check', sql`${t.status} in ('unpaid','paid','closed')`),
    check('recharges_amount_check', sql`${t.payFen} > 0 and ${t.bonusFen} >= 0`),
  ],
)
