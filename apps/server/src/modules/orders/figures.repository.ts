import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL, sql, sum } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { orderItems, orders } from './orders.tables'

/** The Shanghai calendar day (fixed UTC+8) of a timestamptz column, as 'YYYY-MM-DD'. */
const shanghaiDay = (column: SQL | typeof orders.paidAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`

/** Orders paid in [from, to), of these shops (null: every shop). A sale counts on the day it was paid. */
function paidWithin(shopIds: string[] | null, from: Date, to: Date) {
  return and(
    isNotNull(orders.paidAt),
    gte(orders.paidAt, from),
    lt(orders.paidAt, to),
    shopIds ? inArray(orders.shopId, shopIds) : undefined,
  )
}

/** Sales figures of the console (issue 14); read-only aggregates over paid orders. */
export const orderFigures = {
  async salesByDay(ex: Executor, shopIds: string[] | null, from: Date, to: Date) {
    const day = shanghaiDay(orders.paidAt)
    const rows = await ex
      .select({ date: day, orders: count(), revenueFen: sum(orders.totalFen) })
      .from(orders)
      .where(paidWithin(shopIds, from, to))
      .groupBy(day)
    return rows.map((r) => ({ date: r.date, orders: r.orders, revenueFen: Number(r.revenueFen ?? 0) }))
  },

  async salesByShop(ex: Executor, shopIds: string[] | null, from: Date, to: Date) {
    const revenue = sum(orders.totalFen)
    const rows = await ex
      .select({ shopId: orders.shopId, orders: count(), revenueFen: revenue })
      .from(orders)
      .where(paidWithin(shopIds, from, to))
      .groupBy(orders.shopId)
      .orderBy(desc(revenue), orders.shopId)
    return rows.map((r) => ({ shopId: r.shopId, orders: r.orders, revenueFen: Number(r.revenueFen ?? 0) }))
  },

  /** Dishes by quantity sold (then revenue), with the name the latest order line gave them. */
  async topDishes(ex: Executor, shopIds: string[] | null, from: Date, to: Date, limit: number) {
    const quantity = sql<string>`sum(${orderItems.quantity})`
    const revenue = sql<string>`sum(${orderItems.unitPriceFen} * ${orderItems.quantity})`
    const rows = await ex
      .select({
        goodsId: orderItems.goodsId,
        name: sql<Record<string, string>>`(array_agg(${orderItems.name} order by ${orders.paidAt} desc))[1]`,
        quantity,
        revenueFen: revenue,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(paidWithin(shopIds, from, to))
      .groupBy(orderItems.goodsId)
      .orderBy(desc(quantity), desc(revenue), orderItems.goodsId)
      .limit(limit)
    return rows.map((r) => ({
      goodsId: r.goodsId,
      name: r.name,
      quantity: Number(r.quantity),
      revenueFen: Number(r.revenueFen),
    }))
  },
}
