import { and, count, desc, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { loyaltyAwards } from './loyalty.tables'

/**
 * Read-only queries for the points pages (issue 12): the points each order earned, with what was
 * reversed and when they are (or were) credited, newest first. Orders that earned no points are left out.
 */
export const pointsQueries = {
  async awardsOf(db: Executor, memberId: string, window: { limit: number | null; offset: number }) {
    const where = and(eq(loyaltyAwards.memberId, memberId), gt(loyaltyAwards.points, 0))
    const query = db
      .select({
        orderId: loyaltyAwards.orderId,
        points: loyaltyAwards.points,
        pointsReversed: loyaltyAwards.pointsReversed,
        status: loyaltyAwards.status,
        creditAt: loyaltyAwards.creditAt,
        creditedAt: loyaltyAwards.creditedAt,
      })
      .from(loyaltyAwards)
      .where(where)
      .orderBy(desc(loyaltyAwards.createdAt), desc(loyaltyAwards.orderId))
      .offset(window.offset)
    const rows = window.limit === null ? await query : await query.limit(window.limit)
    const [n] = await db.select({ n: count() }).from(loyaltyAwards).where(where)
    return { rows, total: Number(n?.n ?? 0) }
  },
}
