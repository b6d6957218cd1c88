import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { LocalizedText } from '../../db/columns'

/** Issue 15: the FAQ, one row per question; seeded now, edited from the console later. */
export const faqEntries = pgTable('faq_entries', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  question: jsonb('question').$type<LocalizedText>().notNull(),
  answer: jsonb('answer').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(true),
})
