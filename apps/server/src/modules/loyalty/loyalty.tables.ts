import { sql } from 'drizzle-orm'
import { check, index, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, fen } from '../../db/columns'

/** Where an award stands: not yet credited, credited to its owners, or taken back by refunds. */
type AwardStatus = 'pending' | 'credited' | 'reversed'

/**
 * What one paid order earned (product rules 8, 9): the member's points and the inviter's reward,
 * not yet credited until `status` = credited. `refunded_fen` adds up the refund decisions seen, so
 * reversals are proportional to everything refunded so far and never exceed what was earned.
 */
export const loyaltyAwards = pgTable(
  'loyalty_awards',
  {
    orderId: text('order_id').primaryKey(),
    memberId: text('member_id').notNull(),
    inviterId: text('inviter_id'),
    paidFen: fen('paid_fen').notNull(),
    points: fen('points').notNull(),
    rewardFen: fen('reward_fen').notNull(),
    refundedFen: fen('refunded_fen').notNull().default(0),
    pointsReversed: fen('points_reversed').notNull().default(0),
    rewardReversedFen: fen('reward_reversed_fen').notNull().default(0),
    status: text('status').$type<AwardStatus>().notNull().default('pending'),
    /** When the credit job is due (set when the order completes). */
    creditAt: at('credit_at'),
    creditedAt: at('credited_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('loyalty_awards_member_idx').on(t.memberId),
    index('loyalty_awards_inviter_idx').on(t.inviterId),
    check('loyalty_awards_status_check', sql`${t.status} in ('pending','credited','reversed')`),
    check(
      'loyalty_awards_amount_check',
      sql`${t.paidFen} >= 0 and ${t.refundedFen} between 0 and ${t.paidFen} and ${t.pointsReversed} between 0 and ${t.points} and ${t.rewardReversedFen} between 0 and ${t.rewardFen}`,
    ),
  ],
)
