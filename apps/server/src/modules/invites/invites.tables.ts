import { pgTable, text } from 'drizzle-orm/pg-core'
import { at } from '../../db/columns'

/**
 * Members who joined the affiliate programme (spec 6: opt-in; spec 2 "Other": the join page). One
 * row per member, written once: joining again keeps the first day.
 */
export const affiliateMembers = pgTable('affiliate_members', {
  memberId: text('member_id').primaryKey(),
  joinedAt: at('joined_at').notNull(),
})
