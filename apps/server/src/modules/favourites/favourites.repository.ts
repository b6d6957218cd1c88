import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { type FavouriteKind, favourites } from './favourites.tables'

/** The only SQL of favourites; every statement is scoped to the member. */
export const favouritesRepository = {
  /** Adds the favourite unless it is there already (a double tap is a no-op). */
  async insert(db: Executor, row: typeof favourites.$inferInsert): Promise<void> {
    await db.insert(favourites).values(row).onConflictDoNothing()
  },
  /** Removes favourites of these kinds (dishes and mall goods are named by goods id, shops by shop id). */
  async remove(db: Executor, memberId: string, kinds: FavouriteKind[], targetIds: string[]): Promise<void> {
    const target = kinds.includes('shop') ? favourites.shopId : favourites.goodsId
    await db
      .delete(favourites)
      .where(
        and(eq(favourites.memberId, memberId), inArray(favourites.kind, kinds), inArray(target, targetIds)),
      )
  },
  async has(db: Executor, memberId: string, kind: FavouriteKind, targetId: string): Promise<boolean> {
    const target = kind === 'shop' ? favourites.shopId : favourites.goodsId
    const [row] = await db
      .select({ id: favourites.id })
      .from(favourites)
      .where(and(eq(favourites.memberId, memberId), eq(favourites.kind, kind), eq(target, targetId)))
    return row !== undefined
  },
  async page(
    db: Executor,
    memberId: string,
    kinds: FavouriteKind[],
    window: { limit: number | null; offset: number },
  ) {
    const where = and(eq(favourites.memberId, memberId), inArray(favourites.kind, kinds))
    const query = db
      .select()
      .from(favourites)
      .where(where)
      .orderBy(desc(favourites.createdAt), desc(favourites.id))
      .offset(window.offset)
    const rows = window.limit === null ? await query : await query.limit(window.limit)
    const [count] = await db.select({ n: sql<string>`count(*)` }).from(favourites).where(where)
    return { rows, total: Number(count?.n ?? 0) }
  },
}
