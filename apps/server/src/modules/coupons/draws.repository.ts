import { and, count, desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { drawPrizes, draws } from './coupons.tables'

export type PrizeRow = typeof drawPrizes.$inferSelect
export type DrawRow = typeof draws.$inferSelect

/** The only SQL on draw prizes and draws. */
export const drawsRepository = {
  async activePrizes(x: Executor): Promise<PrizeRow[]> {
    return x
      .select()
      .from(drawPrizes)
      .where(eq(drawPrizes.active, true))
      .orderBy(drawPrizes.position, drawPrizes.id)
  },

  /** Retires the current prizes and puts these in their place (past draws keep their snapshot). */
  async replacePrizes(x: Executor, rows: (typeof drawPrizes.$inferInsert)[]): Promise<PrizeRow[]> {
    await x.update(drawPrizes).set({ active: false }).where(eq(drawPrizes.active, true))
    return x.insert(drawPrizes).values(rows).returning()
  },

  async insertDraw(x: Executor, row: typeof draws.$inferInsert): Promise<DrawRow> {
    const [inserted] = await x.insert(draws).values(row).returning()
    if (!inserted) throw new Error('draw not inserted')
    return inserted
  },

  async byId(x: Executor, id: string): Promise<DrawRow | undefined> {
    const [row] = await x.select().from(draws).where(eq(draws.id, id))
    return row
  },

  async history(
    x: Executor,
    memberId: string,
    window: { limit: number | null; offset: number },
  ): Promise<{ records: DrawRow[]; total: number }> {
    const where = eq(draws.memberId, memberId)
    const query = x
      .select()
      .from(draws)
      .where(where)
      .orderBy(desc(draws.createdAt), desc(draws.drawNo), draws.id)
    const records =
      window.limit === null ? await query : await query.limit(window.limit).offset(window.offset)
    const [total] = await x.select({ n: count() }).from(draws).where(and(where))
    return { records, total: Number(total?.n ?? 0) }
  },
}
