import type { DietaryProfile } from '@siam/domain'
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { at } from '../../db/columns'

/** Issue 14: a member's dietary profile (one row per member, written when first saved). */
export const memberDietaryProfiles = pgTable('member_dietary_profiles', {
  memberId: text('member_id').primaryKey(),
  profile: jsonb('profile').$type<DietaryProfile>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
})
