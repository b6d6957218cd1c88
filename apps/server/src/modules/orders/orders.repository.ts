import { OrderStatus, type OrderStatusCode } from '@siam/domain'
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client'
import {
  FoldedParams,
  type FoldedPart,
  insertSql,
  rowFromJson,
  rowsFromJson,
  runFolded,
} from '../../db/folded'
import { escapeLike } from '../../db/like'
import { isAnyOf, preparedStatement, runNamed } from '../../db/prepared'
import { type RefundFacts, refundFactsOf } from '../aftersale'
import { orderHistory, orderItems, orders } from './orders.tables'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type HistoryRow = typeof orderHistory.$inferSelect
export type { RefundFacts }

const S = OrderStatus
/** Tabs of "my orders" (spec 2) as status sets. */
const TAB_FILTERS: Record<string, SQL | undefined> = {
  all: undefined,
  waitPayment: eq(orders.status, S.UNPAID),
  waitReceived: and(
    eq(orders.kind, 'delivery'),
    inArray(orders.status, [S.PENDING, S.TO_BE_DELIVERED, S.DELIVERING, S.DELIVERED]),
  ),
  waitPickedUp: and(eq(orders.kind, 'pickup'), inArray(orders.status, [S.PENDING, S.READY_FOR_PICKUP])),
  afterSales: inArray(orders.status, [S.AFTER_SALE, S.REFUNDED, S.AFTER_SALE_DONE, S.CANCELLED_REFUNDED]),
}

async function nextSequence(db: Executor): Promise<number> {
  const [row] = await runNamed<{ n: string }>(
    db,
    'orders_next_sequence',
    "select nextval('order_no_seq') as n",
    [],
  )
  return Number(row?.n)
}

/**
 * The next order number's sequence value, and another module's part read in the same round trip
 * (placement: the member's dietary profile, decision 0053).
 */
async function nextSequenceAnd(db: Executor, part: FoldedPart): Promise<{ sequence: number; part: unknown }> {
  const params = new FoldedParams()
  const text = `select nextval('order_no_seq') as n, (${part(params)}) as part`
  const [row] = await runFolded<{ n: string; part: unknown }>(db, text, params)
  return { sequence: Number(row?.n), part: row?.part ?? null }
}

// Payment and the member's detail read these on every order: prepared statements (db/prepared.ts),
// built once per process and run on the transaction's connection (issue 17, decision 0051).
const byIdStatement = preparedStatement('orders_by_id', (x, name) =>
  x
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .prepare(name),
)
const lockedByIdStatement = preparedStatement('orders_locked_by_id', (x, name) =>
  x
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update')
    .prepare(name),
)

/**
 * A placement's writes in one statement (issue 17: round trips): the order, its lines, its first
 * history row and the caller's `also` parts (the pay-deadline job, the live event), as
 * data-modifying CTEs of one named statement. Answers the written rows as drizzle would have
 * (db/folded.ts), lines in their order. PostgreSQL runs every data-modifying CTE once whether or
 * not it is read; `also`'s parts are read (counted) all the same, so a part that is a plain SELECT
 * (a NOTIFY) runs too.
 */
async function insertPlaced(
  tx: Tx,
  placed: {
    order: typeof orders.$inferInsert
    items: (typeof orderItems.$inferInsert)[]
    history: typeof orderHistory.$inferInsert
  },
  also: readonly FoldedPart[],
): Promise<{ order: OrderRow; items: OrderItemRow[]; history: HistoryRow }> {
  const params = new FoldedParams()
  const parts = [
    `o as (${insertSql(orders, [placed.order], params)} returning *)`,
    // An order has at least one line (the quote refuses an empty cart); none would be no insert.
    ...(placed.items.length > 0 ? [`i as (${insertSql(orderItems, placed.items, params)} returning *)`] : []),
    `h as (${insertSql(orderHistory, [placed.history], params)} returning *)`,
    ...also.map((part, n) => `a${n} as (${part(params)})`),
  ]
  const items =
    placed.items.length > 0
      ? `(select coalesce(json_agg(to_json(i) order by i.sort), '[]'::json) from i)`
      : `'[]'::json`
  const counts = also.map((_, n) => `(select count(*) from a${n}) as a${n}`)
  const text = `with ${parts.join(', ')} select (select to_json(o) from o) as "order", ${items} as items, (select to_json(h) from h) as history${counts.map((c) => `, ${c}`).join('')}`
  const [row] = await runFolded<{ order: unknown; items: unknown; history: unknown }>(tx, text, params)
  const order = rowFromJson(orders, row?.order)
  const history = rowFromJson(orderHistory, row?.history)
  if (!order || !history) throw new Error('the folded placement returned no order or history row')
  return { order, items: rowsFromJson(orderItems, row?.items), history }
}

/**
 * What a just-paid order's detail reads in its payment's transaction, in one statement (issue 17):
 * its lines (by sort) and history (by time), as `items` and `historyOf` read them, and the caller's
 * `shop` part (the shops module's own read of the shop row, as JSON).
 */
async function linesHistoryAnd(
  tx: Tx,
  orderId: string,
  shop: FoldedPart,
): Promise<{ items: OrderItemRow[]; history: HistoryRow[]; shop: unknown }> {
  const params = new FoldedParams()
  const id = params.add(orderId)
  const text = `select (select json_agg(to_json(i) order by i.sort) from order_items i where i.order_id = ${id}) as items, (select json_agg(to_json(h) order by h.created_at) from order_history h where h.order_id = ${id}) as history, (${shop(params)}) as shop`
  const [row] = await runFolded<{ items: unknown; history: unknown; shop: unknown }>(tx, text, params)
  return {
    items: rowsFromJson(orderItems, row?.items),
    history: rowsFromJson(orderHistory, row?.history),
    shop: row?.shop ?? null,
  }
}

async function byId(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await byIdStatement(db).execute({ id })
  return row
}

/**
 * The order row, locked until the end of the transaction (SELECT ... FOR UPDATE): only for
 * order-lock.ts, the one place that takes it.
 */
/** Issue 14: the platform's member lookup finds a member by one of their order numbers. */
async function byOrderNo(db: Executor, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo))
  return row
}

async function lockedById(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await lockedByIdStatement(tx).execute({ id })
  return row
}

async function byIds(db: Executor, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return []
  return db.select().from(orders).where(inArray(orders.id, ids))
}

// The member's order detail (after every placement and payment, and its page) reads these three:
// prepared statements (db/prepared.ts), the order ids as one array parameter.
const ownedByStatement = preparedStatement('orders_owned_by', (x, name) =>
  x
    .select()
    .from(orders)
    .where(and(eq(orders.id, sql.placeholder('id')), eq(orders.memberId, sql.placeholder('memberId'))))
    .prepare(name),
)

const itemsStatement = preparedStatement('orders_items_of', (x, name) =>
  x
    .select()
    .from(orderItems)
    .where(isAnyOf(orderItems.orderId, 'orderIds'))
    .orderBy(orderItems.sort)
    .prepare(name),
)

const historyStatement = preparedStatement('orders_history_of', (x, name) =>
  x
    .select()
    .from(orderHistory)
    .where(isAnyOf(orderHistory.orderId, 'orderIds'))
    .orderBy(orderHistory.createdAt)
    .prepare(name),
)

async function ownedBy(db: Executor, memberId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await ownedByStatement(db).execute({ id, memberId })
  return row
}

async function items(db: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return []
  return itemsStatement(db).execute({ orderIds })
}

async function historyOf(db: Executor, orderIds: string[]): Promise<HistoryRow[]> {
  if (orderIds.length === 0) return []
  return historyStatement(db).execute({ orderIds })
}

async function addRefunded(db: Executor, id: string, amountFen: number, now: Date) {
  await db
    .update(orders)
    .set({ refundedFen: sql`${orders.refundedFen} + ${amountFen}`, updatedAt: now })
    .where(eq(orders.id, id))
}

/**
 * After-sale: `quantity` more units of a line went back. Guarded so a line never gives back
 * more than it had (the CHECK on order_items says the same); false when it would.
 */
async function addRefundedQuantity(db: Executor, orderItemId: string, quantity: number): Promise<boolean> {
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
}

/** The order ever reached "delivering" (a courier took it): decides the delivery fee refund. */
async function wasDispatched(db: Executor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.toStatus, S.DELIVERING)))
  return Number(row?.n ?? 0) > 0
}

/** One page of orders matching `where`, newest `orderBy` first, with the count of all of them. */
async function page(
  db: Executor,
  where: SQL | undefined,
  orderBy: typeof orders.createdAt | typeof orders.updatedAt,
  limit: number | null,
  offset: number,
) {
  const query = db.select().from(orders).where(where).orderBy(desc(orderBy))
  const records = limit === null ? await query : await query.limit(limit).offset(offset)
  const [total] = await db.select({ n: count() }).from(orders).where(where)
  return { records, total: Number(total?.n ?? 0) }
}

async function listForMember(
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
  return page(db, and(...conditions.filter(Boolean)), orders.createdAt, limit, offset)
}

async function tabCounts(db: Executor, memberId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const [tab, filter] of Object.entries(TAB_FILTERS)) {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), filter))
    counts[tab] = Number(row?.n ?? 0)
  }
  return counts
}

async function listForShops(
  db: Executor,
  shopIds: string[] | null,
  statuses: OrderStatusCode[] | undefined,
  changedSince: Date | undefined,
  limit: number | null,
  offset: number,
) {
  const conditions: (SQL | undefined)[] = []
  if (shopIds) conditions.push(shopIds.length ? inArray(orders.shopId, shopIds) : sql`false`)
  if (statuses?.length) conditions.push(inArray(orders.status, statuses))
  if (changedSince) conditions.push(sql`${orders.updatedAt} > ${changedSince}`)
  return page(db, and(...conditions.filter(Boolean)), orders.updatedAt, limit, offset)
}

/** The orders module's SQL; status changes go through applyTransition (transitionOrder.ts). */
export function createOrdersRepository() {
  return {
    nextSequence,
    nextSequenceAnd,
    insertPlaced,
    linesHistoryAnd,
    byId,
    byOrderNo,
    lockedById,
    byIds,
    ownedBy,
    items,
    historyOf,
    addRefunded,
    /** After-sale: how many refund requests each order has, and whether one is still open. */
    refundFacts: (db: Executor, orderIds: string[]): Promise<Map<string, RefundFacts>> =>
      refundFactsOf(db, orderIds),
    addRefundedQuantity,
    wasDispatched,
    listForMember,
    tabCounts,
    listForShops,
  }
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>
