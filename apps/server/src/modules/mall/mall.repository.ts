import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client'
import {
  mallBanners,
  mallCartLines,
  mallCategories,
  mallGoods,
  mallLogisticsEvents,
  mallOrderHistory,
  mallOrders,
  mallRefunds,
} from './mall.tables'

export type MallGoodsRow = typeof mallGoods.$inferSelect
export type MallCartRow = typeof mallCartLines.$inferSelect
export type MallOrderRow = typeof mallOrders.$inferSelect
export type MallRefundRow = typeof mallRefunds.$inferSelect
type Window = { limit: number | null; offset: number }

/** A dynamic select cut to the page window (pageNo -1: everything). */
function paged<Q extends PgSelect>(query: Q, w: Window) {
  const from = query.offset(w.offset)
  return w.limit === null ? from : from.limit(w.limit)
}

/** The only SQL of the points mall, on its own tables. */
export const mallRepository = {
  // ---------- catalogue ----------
  categories: (db: Executor) =>
    db
      .select()
      .from(mallCategories)
      .where(isNull(mallCategories.retiredAt))
      .orderBy(asc(mallCategories.sort), asc(mallCategories.id)),
  /** A category still in use (a retired one is not found). */
  async categoryById(db: Executor, id: string) {
    const [row] = await db
      .select()
      .from(mallCategories)
      .where(and(eq(mallCategories.id, id), isNull(mallCategories.retiredAt)))
    return row
  },
  /** Goods of a category: how many are live, how many retired. */
  async goodsInCategory(db: Executor, categoryId: string) {
    const [row] = await db
      .select({
        live: sql<number>`count(*) filter (where ${mallGoods.retiredAt} is null)::int`,
        retired: sql<number>`count(*) filter (where ${mallGoods.retiredAt} is not null)::int`,
      })
      .from(mallGoods)
      .where(eq(mallGoods.categoryId, categoryId))
    return { live: Number(row?.live ?? 0), retired: Number(row?.retired ?? 0) }
  },
  async deleteCategory(db: Executor, id: string, retire: Date | null) {
    if (retire) await db.update(mallCategories).set({ retiredAt: retire }).where(eq(mallCategories.id, id))
    else await db.delete(mallCategories).where(eq(mallCategories.id, id))
  },
  /** Whether any order bought this goods item (its lines name it). */
  async goodsOrdered(db: Executor, goodsId: string): Promise<boolean> {
    const rows = await db
      .select({ id: mallOrders.id })
      .from(mallOrders)
      .where(sql`${mallOrders.lines} @> ${JSON.stringify([{ goodsId }])}::jsonb`)
      .limit(1)
    return rows.length > 0
  },
  /**
   * Takes a goods item out of the catalogue: carts lose it, banners stop linking to it; then it is
   * retired (kept, disabled, for the orders that name it) or deleted.
   */
  async removeGoods(db: Executor, id: string, retire: Date | null) {
    await db.delete(mallCartLines).where(eq(mallCartLines.goodsId, id))
    await db.update(mallBanners).set({ goodsId: null }).where(eq(mallBanners.goodsId, id))
    if (retire)
      await db.update(mallGoods).set({ retiredAt: retire, enabled: false }).where(eq(mallGoods.id, id))
    else await db.delete(mallGoods).where(eq(mallGoods.id, id))
  },
  async deleteBanner(db: Executor, id: string): Promise<boolean> {
    const rows = await db.delete(mallBanners).where(eq(mallBanners.id, id)).returning({ id: mallBanners.id })
    return rows.length > 0
  },
  async saveCategory(db: Executor, row: typeof mallCategories.$inferInsert) {
    await db
      .insert(mallCategories)
      .values(row)
      .onConflictDoUpdate({ target: mallCategories.id, set: { names: row.names, sort: row.sort ?? 0 } })
  },
  enabledGoods: (db: Executor) =>
    db
      .select()
      .from(mallGoods)
      .where(eq(mallGoods.enabled, true))
      .orderBy(asc(mallGoods.sort), asc(mallGoods.createdAt), asc(mallGoods.id)),
  async recommended(db: Executor, w: Window) {
    const where = and(eq(mallGoods.enabled, true), eq(mallGoods.recommended, true))
    const rows = await paged(
      db.select().from(mallGoods).where(where).orderBy(asc(mallGoods.sort), asc(mallGoods.id)).$dynamic(),
      w,
    )
    const [n] = await db.select({ n: count() }).from(mallGoods).where(where)
    return { rows, total: Number(n?.n ?? 0) }
  },
  /** The console's goods: all but the retired. */
  async allGoods(db: Executor, w: Window) {
    const live = isNull(mallGoods.retiredAt)
    const rows = await paged(
      db.select().from(mallGoods).where(live).orderBy(asc(mallGoods.sort), asc(mallGoods.id)).$dynamic(),
      w,
    )
    const [n] = await db.select({ n: count() }).from(mallGoods).where(live)
    return { rows, total: Number(n?.n ?? 0) }
  },
  async goodsById(db: Executor, id: string) {
    const [row] = await db.select().from(mallGoods).where(eq(mallGoods.id, id))
    return row
  },
  goodsByIds: (db: Executor, ids: string[]) =>
    ids.length ? db.select().from(mallGoods).where(inArray(mallGoods.id, ids)) : Promise.resolve([]),
  async saveGoods(db: Executor, row: typeof mallGoods.$inferInsert): Promise<MallGoodsRow> {
    const { id: _id, createdAt: _c, sold: _s, ...set } = row
    const [saved] = await db
      .insert(mallGoods)
      .values(row)
      .onConflictDoUpdate({ target: mallGoods.id, set })
      .returning()
    if (!saved) throw new Error('mall goods save returned nothing')
    return saved
  },
  /**
   * Takes `n` items out of stock unless fewer are left: one guarded UPDATE, re-checked by
   * PostgreSQL on the locked row, so racing buyers can never take the stock below zero.
   */
  async takeStock(db: Executor, goodsId: string, n: number): Promise<boolean> {
    const rows = await db
      .update(mallGoods)
      .set({ stock: sql`${mallGoods.stock} - ${n}`, sold: sql`${mallGoods.sold} + ${n}` })
      .where(and(eq(mallGoods.id, goodsId), eq(mallGoods.enabled, true), gte(mallGoods.stock, n)))
      .returning({ id: mallGoods.id })
    return rows.length > 0
  },
  async returnStock(db: Executor, goodsId: string, n: number) {
    await db
      .update(mallGoods)
      .set({ stock: sql`${mallGoods.stock} + ${n}`, sold: sql`greatest(${mallGoods.sold} - ${n}, 0)` })
      .where(eq(mallGoods.id, goodsId))
  },
  banners: (db: Executor, onlyEnabled: boolean) =>
    db
      .select()
      .from(mallBanners)
      .where(onlyEnabled ? eq(mallBanners.enabled, true) : undefined)
      .orderBy(asc(mallBanners.sort), asc(mallBanners.id)),
  async saveBanner(db: Executor, row: typeof mallBanners.$inferInsert) {
    const { id: _id, createdAt: _c, ...set } = row
    await db.insert(mallBanners).values(row).onConflictDoUpdate({ target: mallBanners.id, set })
  },

  // ---------- cart ----------
  async cart(db: Executor, memberId: string, w: Window) {
    const rows = await paged(
      db
        .select()
        .from(mallCartLines)
        .where(eq(mallCartLines.memberId, memberId))
        .orderBy(desc(mallCartLines.createdAt), asc(mallCartLines.id))
        .$dynamic(),
      w,
    )
    const [n] = await db
      .select({ n: count() })
      .from(mallCartLines)
      .where(eq(mallCartLines.memberId, memberId))
    return { rows, total: Number(n?.n ?? 0) }
  },
  async cartLines(db: Executor, memberId: string, ids: string[]) {
    if (ids.length === 0) return []
    return db
      .select()
      .from(mallCartLines)
      .where(and(eq(mallCartLines.memberId, memberId), inArray(mallCartLines.id, ids)))
  },
  /** Adds to the member's line of this goods item and option (one line each), capped at 99. */
  async addToCart(db: Executor, row: typeof mallCartLines.$inferInsert): Promise<MallCartRow> {
    const [saved] = await db
      .insert(mallCartLines)
      .values(row)
      .onConflictDoUpdate({
        target: [mallCartLines.memberId, mallCartLines.goodsId, mallCartLines.specId],
        set: { number: sql`least(${mallCartLines.number} + excluded.number, 99)`, selected: true },
      })
      .returning()
    if (!saved) throw new Error('mall cart insert returned nothing')
    return saved
  },
  async updateCartLine(
    db: Executor,
    memberId: string,
    id: string,
    patch: { number?: number; selected?: boolean },
  ): Promise<MallCartRow | undefined> {
    const [row] = await db
      .update(mallCartLines)
      .set(patch)
      .where(and(eq(mallCartLines.id, id), eq(mallCartLines.memberId, memberId)))
      .returning()
    return row
  },
  async deleteCartLines(db: Executor, memberId: string, ids: string[]): Promise<number> {
    const rows = await db
      .delete(mallCartLines)
      .where(and(eq(mallCartLines.memberId, memberId), inArray(mallCartLines.id, ids)))
      .returning({ id: mallCartLines.id })
    return rows.length
  },

  // ---------- orders ----------
  async insertOrder(db: Executor, row: typeof mallOrders.$inferInsert): Promise<MallOrderRow> {
    const [saved] = await db.insert(mallOrders).values(row).returning()
    if (!saved) throw new Error('mall order insert returned nothing')
    return saved
  },
  ordersByIds: (db: Executor, ids: string[]) =>
    ids.length
      ? db.select().from(mallOrders).where(inArray(mallOrders.id, ids))
      : Promise.resolve([] as MallOrderRow[]),
  /** The order, locked: the provider's confirmation and the closing of an unpaid order take it. */
  async lockOrder(db: Executor, id: string) {
    const [row] = await db.select().from(mallOrders).where(eq(mallOrders.id, id)).for('update')
    return row
  },
  /** Unpaid orders whose pay deadline passed before `before`, oldest first. */
  async unpaidBefore(db: Executor, before: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: mallOrders.id })
      .from(mallOrders)
      .where(and(eq(mallOrders.status, 'unpaid'), lt(mallOrders.payDeadlineAt, before)))
      .orderBy(asc(mallOrders.payDeadlineAt))
      .limit(limit)
    return rows.map((r) => r.id)
  },
  async orderById(db: Executor, id: string) {
    const [row] = await db.select().from(mallOrders).where(eq(mallOrders.id, id))
    return row
  },
  async ordersOf(db: Executor, memberId: string | null, statuses: readonly string[] | null, w: Window) {
    const where = and(
      memberId ? eq(mallOrders.memberId, memberId) : undefined,
      statuses ? inArray(mallOrders.status, statuses as MallOrderRow['status'][]) : undefined,
    )
    const rows = await paged(
      db
        .select()
        .from(mallOrders)
        .where(where)
        .orderBy(desc(mallOrders.createdAt), desc(mallOrders.id))
        .$dynamic(),
      w,
    )
    const [n] = await db.select({ n: count() }).from(mallOrders).where(where)
    return { rows, total: Number(n?.n ?? 0) }
  },
  async statusCounts(db: Executor, memberId: string) {
    const rows = await db
      .select({ status: mallOrders.status, n: count() })
      .from(mallOrders)
      .where(eq(mallOrders.memberId, memberId))
      .groupBy(mallOrders.status)
    return new Map(rows.map((r) => [r.status, Number(r.n)]))
  },
  async addHistory(db: Executor, row: typeof mallOrderHistory.$inferInsert) {
    await db.insert(mallOrderHistory).values(row)
  },
  history: (db: Executor, orderId: string) =>
    db
      .select()
      .from(mallOrderHistory)
      .where(eq(mallOrderHistory.orderId, orderId))
      .orderBy(asc(mallOrderHistory.seq)),
  async addLogistics(db: Executor, row: typeof mallLogisticsEvents.$inferInsert) {
    await db.insert(mallLogisticsEvents).values(row)
  },
  logistics: (db: Executor, orderId: string) =>
    db
      .select()
      .from(mallLogisticsEvents)
      .where(eq(mallLogisticsEvents.orderId, orderId))
      .orderBy(desc(mallLogisticsEvents.seq)),

  // ---------- after-sale ----------
  async insertRefund(db: Executor, row: typeof mallRefunds.$inferInsert): Promise<MallRefundRow> {
    const [saved] = await db.insert(mallRefunds).values(row).returning()
    if (!saved) throw new Error('mall refund insert returned nothing')
    return saved
  },
  async refundById(db: Executor, id: string) {
    const [row] = await db.select().from(mallRefunds).where(eq(mallRefunds.id, id))
    return row
  },
  refundsOf: (db: Executor, orderIds: string[]) =>
    orderIds.length
      ? db
          .select()
          .from(mallRefunds)
          .where(inArray(mallRefunds.orderId, orderIds))
          .orderBy(asc(mallRefunds.createdAt))
      : Promise.resolve([] as MallRefundRow[]),
  /** Decides a pending request once: the loser of a race gets nothing back. */
  async decideRefund(db: Executor, id: string, status: 'approved' | 'rejected', note: string, at: Date) {
    const [row] = await db
      .update(mallRefunds)
      .set({ status, note, decidedAt: at })
      .where(and(eq(mallRefunds.id, id), eq(mallRefunds.status, 'pending')))
      .returning()
    return row
  },
}
