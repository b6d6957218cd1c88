import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { recharges } from './recharges.tables'

export type RechargeRow = typeof recharges.$inferSelect

export function createRechargesRepository() {
  return {
    async insert(db: Executor, row: typeof recharges.$inferInsert): Promise<RechargeRow> {
      const [created] = await db.insert(recharges).values(row).returning()
      if (!created) throw new Error('recharge insert returned nothing')
      return created
    },
    async byId(db: Executor, id: string): Promise<RechargeRow | undefined> {
      const [row] = await db.select().from(recharges).where(eq(recharges.id, id))
      return row
    },
    async byIds(db: Executor, ids: string[]): Promise<RechargeRow[]> {
      if (ids.length === 0) return []
      return db.select().from(recharges).where(inArray(recharges.id, ids))
    },
    /** Unpaid recharges created before `before`, leaving out `except` (those with a payment still open). */
    async unpaidBefore(db: Executor, before: Date, except: string[], limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: recharges.id })
        .from(recharges)
        .where(
          and(
            eq(recharges.status, 'unpaid'),
            lt(recharges.createdAt, before),
            except.length ? notInArray(recharges.id, except) : undefined,
          ),
        )
        .limit(limit)
      return rows.map((r) => r.id)
    },
    async ownedBy(db: Executor, memberId: string, id: string): Promise<RechargeRow | undefined> {
      const [row] = await db
        .select()
        .from(recharges)
        .where(and(eq(recharges.id, id), eq(recharges.memberId, memberId)))
      return row
    },
    async page(db: Executor, memberId: string, window: { limit: number | null; offset: number }) {
      const query = db
        .select()
        .from(recharges)
        .where(eq(recharges.memberId, memberId))
        .orderBy(desc(recharges.createdAt), desc(recharges.id))
        .offset(window.offset)
      const rows = window.limit === null ? await query : await query.limit(window.limit)
      const [count] = await db
        .select({ n: sql<string>`count(*)` })
        .from(recharges)
        .where(eq(recharges.memberId, memberId))
      return { rows, total: Number(count?.n ?? 0) }
    },
  }
}
export type RechargesRepository = ReturnType<typeof createRechargesRepository>
