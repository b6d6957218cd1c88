import type { WithdrawalStatus } from '@siam/domain'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { withdrawals } from './withdrawals.tables'

export type WithdrawalRow = typeof withdrawals.$inferSelect

type Window = { limit: number | null; offset: number }

async function pageWhere(db: Executor, where: ReturnType<typeof and>, window: Window) {
  const query = db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .offset(window.offset)
  const rows = window.limit === null ? await query : await query.limit(window.limit)
  const [count] = await db.select({ n: sql<string>`count(*)` }).from(withdrawals).where(where)
  return { rows, total: Number(count?.n ?? 0) }
}

/** The only SQL of withdrawals. */
export const withdrawalsRepository = {
  async insert(db: Executor, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
    const [created] = await db.insert(withdrawals).values(row).returning()
    if (!created) throw new Error('withdrawal insert returned nothing')
    return created
  },
  async byId(db: Executor, id: string): Promise<WithdrawalRow | undefined> {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id))
    return row
  },
  async ownedBy(db: Executor, memberId: string, id: string): Promise<WithdrawalRow | undefined> {
    const [row] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)))
    return row
  },
  pageOfMember: (db: Executor, memberId: string, window: Window) =>
    pageWhere(db, and(eq(withdrawals.memberId, memberId)), window),
  pageByStatus: (db: Executor, status: WithdrawalStatus, window: Window) =>
    pageWhere(db, and(eq(withdrawals.status, status)), window),
}
