import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { at } from '../../db/columns'

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
})
