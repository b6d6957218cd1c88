import { jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { at } from '../../db/columns'
import type { Actor } from '../../platform/actor'

/**
 * One-time passes for the event streams (decision 0036): the hash of the ticket, who it is for and
 * (for a member's order stream) which order. Redeeming deletes the row, so a ticket opens one
 * stream once, on whichever server process the stream reaches.
 */
export const streamTickets = pgTable('stream_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  actor: jsonb('actor').$type<Actor>().notNull(),
  orderId: text('order_id'),
  expiresAt: at('expires_at').notNull(),
})
