import { isRefundStatusCode, OPEN_REFUND_STATUSES, type RefundStatusCode } from '@siam/domain'
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { type PaymentRefundRow, refundsCarryingRequests } from '../payments'
import { refundRequestHistory, refundRequestItems, refundRequests } from './aftersale.tables'

export type RefundRequestRow = typeof refundRequests.$inferSelect
export type RefundItemRow = typeof refundRequestItems.$inferSelect
export type RefundHistoryRow = typeof refundRequestHistory.$inferSelect
export type { PaymentRefundRow }

/** What an order's buttons and list need to know of its refund requests. */
export interface RefundFacts {
  count: number
  open: boolean
  /** Status of the newest member request, null when there is none. */
  latestMemberStatus: RefundStatusCode | null
}

/** How many refund requests each order has, and whether one is still open (for orders). */
export async function refundFactsOf(db: Executor, orderIds: string[]): Promise<Map<string, RefundFacts>> {
  const facts = new Map<string, RefundFacts>()
  if (orderIds.length === 0) return facts
  const rows = await db
    .select({
      orderId: refundRequests.orderId,
      n: count(),
      open: sql<number>`count(*) filter (where ${inArray(refundRequests.status, OPEN_REFUND_STATUSES)})`,
      // The newest member request's status: what the orders list shows on an after-sale order.
      latest: sql<
        number | null
      >`(array_agg(${refundRequests.status} order by ${refundRequests.createdAt} desc, ${refundRequests.id} desc) filter (where ${eq(refundRequests.kind, 'member')}))[1]`,
    })
    .from(refundRequests)
    .where(inArray(refundRequests.orderId, orderIds))
    .groupBy(refundRequests.orderId)
  for (const r of rows) {
    const latest = r.latest === null ? null : Number(r.latest)
    facts.set(r.orderId, {
      count: Number(r.n),
      open: Number(r.open) > 0,
      latestMemberStatus: isRefundStatusCode(latest) ? latest : null,
    })
  }
  return facts
}

export function createAftersaleRepository() {
  return {
    async insertRequest(
      db: Executor,
      request: typeof refundRequests.$inferInsert,
      items: (typeof refundRequestItems.$inferInsert)[],
    ) {
      await db.insert(refundRequests).values(request)
      if (items.length > 0) await db.insert(refundRequestItems).values(items)
    },
    async byId(db: Executor, id: string): Promise<RefundRequestRow | undefined> {
      const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id))
      return row
    },
    async forOrder(db: Executor, orderId: string): Promise<RefundRequestRow[]> {
      return db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.orderId, orderId))
        .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
    },
    async update(db: Executor, id: string, patch: Partial<typeof refundRequests.$inferInsert>) {
      await db.update(refundRequests).set(patch).where(eq(refundRequests.id, id))
    },
    async insertHistory(db: Executor, row: Omit<typeof refundRequestHistory.$inferInsert, 'seq'>) {
      await db.insert(refundRequestHistory).values(row)
    },
    /** A request's lines replaced (a stale request fitted to what is left, fit-to-lines-left.ts). */
    async replaceItems(db: Executor, requestId: string, items: (typeof refundRequestItems.$inferInsert)[]) {
      await db.delete(refundRequestItems).where(eq(refundRequestItems.requestId, requestId))
      if (items.length > 0) await db.insert(refundRequestItems).values(items)
    },
    async items(db: Executor, requestIds: string[]): Promise<RefundItemRow[]> {
      if (requestIds.length === 0) return []
      return db.select().from(refundRequestItems).where(inArray(refundRequestItems.requestId, requestIds))
    },
    async history(db: Executor, requestIds: string[]): Promise<RefundHistoryRow[]> {
      if (requestIds.length === 0) return []
      return db
        .select()
        .from(refundRequestHistory)
        .where(inArray(refundRequestHistory.requestId, requestIds))
        .orderBy(asc(refundRequestHistory.createdAt), asc(refundRequestHistory.seq))
    },
    /** The payment refunds that carry requests' money (replaced failed ones left out). */
    moneyOf: (db: Executor, requestIds: string[]): Promise<PaymentRefundRow[]> =>
      refundsCarryingRequests(db, requestIds),
    /** Staff lists: newest first, limited to shops (null = all) and statuses (empty = all). */
    async list(
      db: Executor,
      filter: { shopIds: string[] | null; statuses: RefundStatusCode[] },
      limit: number | null,
      offset: number,
    ) {
      const conditions: (SQL | undefined)[] = []
      if (filter.shopIds)
        conditions.push(filter.shopIds.length ? inArray(refundRequests.shopId, filter.shopIds) : sql`false`)
      if (filter.statuses.length) conditions.push(inArray(refundRequests.status, filter.statuses))
      const where = and(...conditions)
      const query = db
        .select()
        .from(refundRequests)
        .where(where)
        .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id))
      const records = limit === null ? await query : await query.limit(limit).offset(offset)
      const [total] = await db.select({ n: count() }).from(refundRequests).where(where)
      return { records, total: Number(total?.n ?? 0) }
    },
  }
}

export type AftersaleRepository = ReturnType<typeof createAftersaleRepository>
