import { RefundStatus } from '@siam/domain'
import { and, count, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { refundRequests } from './aftersale.tables'

/** Refunds that paid money back, by the Shanghai day they were settled (console figures, issue 14). */
export async function refundsByDay(ex: Executor, shopIds: string[] | null, from: Date, to: Date) {
  const day = sql<string>`to_char((${refundRequests.resolvedAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
  const rows = await ex
    .select({ date: day, refunds: count(), refundedFen: sum(refundRequests.amountFen) })
    .from(refundRequests)
    .where(
      and(
        eq(refundRequests.status, RefundStatus.SUCCEEDED),
        gte(refundRequests.resolvedAt, from),
        lt(refundRequests.resolvedAt, to),
        shopIds ? inArray(refundRequests.shopId, shopIds) : undefined,
      ),
    )
    .groupBy(day)
  return rows.map((r) => ({ date: r.date, refunds: r.refunds, refundedFen: Number(r.refundedFen ?? 0) }))
}
