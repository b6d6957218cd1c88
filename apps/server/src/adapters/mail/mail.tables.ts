import { pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from '../../db/columns'

export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
})
