import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { escapeLike } from '../../db/like'
import { type RefundFacts, refundFactsOf } from '../aftersale'
import { orderHistory, orderItems, orders } from './orders.tables'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type HistoryRow = typeof orderHistory.$inferSelect
export type { RefundFacts }

/** Tabs of "my orders" (spec 2) as status sets. */
const TAB_FILTERS: Record<string, SQL | undefined> = {
  all: undefined,
  waitPayment: sql`${orders.status} = 1`,
  waitReceived: sql`${orders.kind} = 'delivery' and ${orders.status} in (2, 4, 5, 12)`,
  waitPickedUp: sql`${orders.kind} = 'pickup' and ${orders.status} in (2, 3)`,
  afterSales: sql`${orders.status} in (7, 8, 9, 11)`,
}
export const ORDER_TAB_NAMES = Object.keys(TAB_FILTERS)

export function createOrdersRepository() {
  return {
    async nextSequence(db: Executor): Promise<number> {
      const result = await db.execute<{ n: string }>(sql`select nextval('order_no_seq') as n`)
      return Number(result.rows[0]?.n)
    },
    async insertOrder(
      db: Executor,
      order: typeof orders.$inferInsert,
      items: (typeof orderItems.$inferInsert)[],
    ) {
      await db.insert(orders).values(order)
      await db.insert(orderItems).values(items)
    },
    async byId(db: Executor, id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id))
      return row
    },
    async byIds(db: Executor, ids: string[]): Promise<OrderRow[]> {
      if (ids.length === 0) return []
      return db.select().from(orders).where(inArray(orders.id, ids))
    },
    async ownedBy(db: Executor, memberId: string, id: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.memberId, memberId)))
      return row
    },
    async items(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return []
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.sort)
    },
    async history(db: Executor, orderId: string): Promise<HistoryRow[]> {
      return db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, orderId))
        .orderBy(orderHistory.createdAt)
    },
    async historyOf(db: Executor, orderIds: string[]): Promise<HistoryRow[]> {
      if (orderIds.length === 0) return []
      return db
        .select()
        .from(orderHistory)
        .where(inArray(orderHistory.orderId, orderIds))
        .orderBy(orderHistory.createdAt)
    },
    async insertHistory(db: Executor, row: typeof orderHistory.$inferInsert) {
      await db.insert(orderHistory).values(row)
    },
    /**
     * The only way a status changes: guarded by the status the caller saw, so of two racing
     * actors exactly one wins; the loser gets no row back.
     */
    async transition(
      db: Executor,
      id: string,
      from: number,
      to: number,
      patch: Partial<typeof orders.$inferInsert>,
      now: Date,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...patch, status: to, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning()
      return row
    },
    async addRefunded(db: Executor, id: string, amountFen: number, now: Date) {
      await db
        .update(orders)
        .set({ refundedFen: sql`${orders.refundedFen} + ${amountFen}`, updatedAt: now })
        .where(eq(orders.id, id))
    },
    /** After-sale: how many refund requests each order has, and whether one is still open. */
    refundFacts: (db: Executor, orderIds: string[]): Promise<Map<string, RefundFacts>> =>
      refundFactsOf(db, orderIds),
    /**
     * After-sale: `quantity` more units of a line went back. Guarded so a line never gives back
     * more than it had (the CHECK on order_items says the same); false when it would.
     */
    async addRefundedQuantity(db: Executor, orderItemId: string, quantity: number): Promise<boolean> {
      const rows = await db
        .update(orderItems)
        .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${quantity}` })
        .where(
          and(
            eq(orderItems.id, orderItemId),
            sql`${orderItems.refundedQuantity} + ${quantity} <= ${orderItems.quantity}`,
          ),
        )
        .returning({ id: orderItems.id })
      return rows.length > 0
    },
    /** The order ever reached "delivering" (a courier took it): decides the delivery fee refund. */
    async wasDispatched(db: Executor, orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(orderHistory)
        .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, 5)))
      return Number(row?.n ?? 0) > 0
    },
    async update(db: Executor, id: string, patch: Partial<typeof orders.$inferInsert>) {
      await db.update(orders).set(patch).where(eq(orders.id, id))
    },
    async listForMember(
      db: Executor,
      memberId: string,
      tab: string,
      keyWords: string | undefined,
      limit: number | null,
      offset: number,
    ) {
      const conditions = [eq(orders.memberId, memberId), TAB_FILTERS[tab]]
      if (keyWords) {
        const pattern = `%${escapeLike(keyWords)}%`
        conditions.push(or(ilike(orders.orderNo, pattern), ilike(orders.contactPhone, pattern)))
      }
      const where = and(...conditions.filter(Boolean))
      const query = db.select().from(orders).where(where).orderBy(desc(orders.createdAt))
      const records = limit === null ? await query : await query.limit(limit).offset(offset)
      const [total] = await db.select({ n: count() }).from(orders).where(where)
      return { records, total: Number(total?.n ?? 0) }
    },
    async tabCounts(db: Executor, memberId: string): Promise<Record<string, number>> {
      const counts: Record<string, number> = {}
      for (const [tab, filter] of Object.entries(TAB_FILTERS)) {
        const [row] = await db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.memberId, memberId), filter))
        counts[tab] = Number(row?.n ?? 0)
      }
      return counts
    },
    async listForShops(
      db: Executor,
      shopIds: string[] | null,
      statuses: number[] | undefined,
      changedSince: Date | undefined,
      limit: number | null,
      offset: number,
    ) {
      const conditions: (SQL | undefined)[] = []
      if (shopIds) conditions.push(shopIds.length ? inArray(orders.shopId, shopIds) : sql`false`)
      if (statuses?.length) conditions.push(inArray(orders.status, statuses))
      if (changedSince) conditions.push(sql`${orders.updatedAt} > ${changedSince}`)
      const where = and(...conditions.filter(Boolean))
      const query = db.select().from(orders).where(where).orderBy(desc(orders.updatedAt))
      const records = limit === null ? await query : await query.limit(limit).offset(offset)
      const [total] = await db.select({ n: count() }).from(orders).where(where)
      return { records, total: Number(total?.n ?? 0) }
    },
  }
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>
