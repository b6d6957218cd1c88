import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { at } from '../db/columns'

/** Fixed-window counters shared by every server process (rate limits must not live in memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
})
