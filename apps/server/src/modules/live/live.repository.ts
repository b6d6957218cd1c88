import { eq, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { streamTickets } from './live.tables'

export type StreamTicketRow = typeof streamTickets.$inferSelect

/** The stream tickets' SQL: insert, take once (delete returning), drop the expired. */
export function createLiveRepository() {
  return {
    async insertTicket(db: Executor, row: StreamTicketRow): Promise<void> {
      await db.insert(streamTickets).values(row)
    },
    async takeTicket(db: Executor, ticketHash: string): Promise<StreamTicketRow | undefined> {
      const [row] = await db.delete(streamTickets).where(eq(streamTickets.ticketHash, ticketHash)).returning()
      return row
    },
    async dropExpired(db: Executor, now: Date): Promise<void> {
      await db.delete(streamTickets).where(lt(streamTickets.expiresAt, now))
    },
  }
}

export type LiveRepository = ReturnType<typeof createLiveRepository>
