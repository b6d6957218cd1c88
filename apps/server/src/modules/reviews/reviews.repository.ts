import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { membersByIds } from '../auth'
import { orderQueries } from '../orders'
import { shopQueries } from '../shops'
import { reviews } from './reviews.tables'

export type ReviewRow = typeof reviews.$inferSelect
type Window = { limit: number | null; offset: number }

/** What a review needs to know about its order. */
export interface ReviewedOrder {
  id: string
  orderNo: string
  memberId: string
  shopId: string
  status: number
  completedAt: Date | null
}

/** The orders among `orderIds` that have a review (for the order detail's `reviewed` flag). */
export async function reviewedOrderIds(ex: Executor, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set()
  const rows = await ex
    .select({ orderId: reviews.orderId })
    .from(reviews)
    .where(inArray(reviews.orderId, [...new Set(orderIds)]))
  return new Set(rows.map((r) => r.orderId))
}

export function createReviewsRepository() {
  async function paged(ex: Executor, where: ReturnType<typeof and>, window: Window) {
    const query = ex
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(window.offset)
    const rows = window.limit === null ? await query : await query.limit(window.limit)
    const [total] = await ex.select({ n: count() }).from(reviews).where(where)
    return { rows, total: Number(total?.n ?? 0) }
  }

  return {
    order: (ex: Executor, id: string): Promise<ReviewedOrder | undefined> => orderQueries.byId(ex, id),
    ordersByIds: (ex: Executor, ids: string[]) => orderQueries.byIds(ex, ids),
    shop: (ex: Executor, id: string) => shopQueries.shopById(ex, id),
    shopsByIds: (ex: Executor, ids: string[]) => shopQueries.shopsByIds(ex, ids),
    members: (ex: Executor, ids: string[]) => membersByIds(ex, ids),
    async byId(ex: Executor, id: string): Promise<ReviewRow | undefined> {
      const [row] = await ex.select().from(reviews).where(eq(reviews.id, id))
      return row
    },
    async byOrderId(ex: Executor, orderId: string): Promise<ReviewRow | undefined> {
      const [row] = await ex.select().from(reviews).where(eq(reviews.orderId, orderId))
      return row
    },
    /** Null when the order already has a review (a racing second submission loses here). */
    async insert(ex: Executor, row: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
      const [created] = await ex
        .insert(reviews)
        .values(row)
        .onConflictDoNothing({ target: reviews.orderId })
        .returning()
      return created ?? null
    },
    /**
     * Serialises the reviews of one shop: the shop row is locked until the transaction ends, so
     * the next review's count and average (read in a later statement) include this one.
     */
    lockShop: (ex: Executor, shopId: string): Promise<boolean> => shopQueries.lockShop(ex, shopId),
    /**
     * The shop's review count and average from its reviews; `rating` is tenths of a star (45 =
     * 4.5), the rounded average once a review exists (the seeded value stands until then).
     */
    async refreshShopStats(ex: Executor, shopId: string): Promise<void> {
      const result = await ex.execute<{ n: number; tenths: number | null }>(
        sql`select count(*)::int as n, round(avg(rating) * 10)::int as tenths from reviews where shop_id = ${shopId}`,
      )
      const row = result.rows[0]
      await shopQueries.setReviewStats(
        ex,
        shopId,
        Number(row?.n ?? 0),
        row?.tenths == null ? null : Number(row.tenths),
      )
    },
    async stats(ex: Executor, shopId: string): Promise<{ count: number; average: number | null }> {
      const result = await ex.execute<{ n: string | number; average: string | null }>(
        sql`select count(*) as n, avg(rating) as average from reviews where shop_id = ${shopId}`,
      )
      const row = result.rows[0]
      return {
        count: Number(row?.n ?? 0),
        average: row?.average === null || row?.average === undefined ? null : Number(row.average),
      }
    },
    shopPage: (ex: Executor, shopId: string, window: Window) =>
      paged(ex, and(eq(reviews.shopId, shopId)), window),
    /** Staff's view: `shopIds` null = every shop (platform). */
    consolePage(
      ex: Executor,
      shopIds: string[] | null,
      filter: { unreplied: boolean; rating?: number | undefined },
      window: Window,
    ) {
      return paged(
        ex,
        and(
          shopIds ? inArray(reviews.shopId, shopIds) : undefined,
          filter.unreplied ? isNull(reviews.reply) : undefined,
          filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
        ),
        window,
      )
    },
    async setReply(
      ex: Executor,
      id: string,
      reply: string,
      staffId: string,
      at: Date,
    ): Promise<ReviewRow | undefined> {
      const [row] = await ex
        .update(reviews)
        .set({ reply, repliedBy: staffId, repliedAt: at })
        .where(eq(reviews.id, id))
        .returning()
      return row
    },
  }
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>
