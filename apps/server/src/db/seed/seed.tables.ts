import { pgTable, text } from 'drizzle-orm/pg-core'
import { at } from '../columns'

/**
 * Issue 17: which seed is in the database. Start-up compares the fingerprint of the demo data and
 * the schema with the stored one and skips the (idempotent, ~1.3 s) seed when they are equal.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  seededAt: at('seeded_at').notNull(),
})
