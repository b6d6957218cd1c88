import type { PaymentRefundStatus, PaymentStatus } from '@siam/domain'
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { type FoldedPart, insertSql } from '../../db/folded'
import { isAnyOf, preparedByShape, preparedStatement } from '../../db/prepared'
import { orderQueries } from '../orders'
import { rechargeQueries } from '../recharges'
import { paymentNotifications, paymentRefunds, payments } from './payments.tables'

export type PaymentRow = typeof payments.$inferSelect
export type RefundRow = typeof paymentRefunds.$inferSelect

/** An order's payments in some statuses: every order's pay deadline asks for its open ones. */
const forOrderInStatuses = preparedStatement('payments_for_order_in_statuses', (x, name) =>
  x
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, sql.placeholder('orderId')), isAnyOf(payments.status, 'statuses')))
    .prepare(name),
)

/** The payment refunds that carry refund requests' money (replaced failed ones left out). */
export async function refundsCarryingRequests(db: Executor, requestIds: string[]): Promise<RefundRow[]> {
  if (requestIds.length === 0) return []
  return db
    .select()
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.refundRequestId, requestIds), isNull(paymentRefunds.supersededBy)))
}

/** A payment's provider reference (Stripe: the Checkout Session id), for the card gateway. */
export async function providerTradeNoOf(db: Executor, paymentId: string): Promise<string | null> {
  const [row] = await db
    .select({ ref: payments.providerTradeNo })
    .from(payments)
    .where(eq(payments.id, paymentId))
  return row?.ref ?? null
}

/** Every payment writes its row: one prepared statement per shape (issue 17). */
const insertPayment = preparedByShape<typeof payments.$inferInsert, PaymentRow[]>(
  'payments_insert',
  (x, rows, name) =>
    x
      .insert(payments)
      .values(rows as (typeof payments.$inferInsert)[])
      .returning()
      .prepare(name),
)

/** Payments and the provider notifications about them. */
const paymentRows = {
  async insert(db: Executor, row: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [created] = await insertPayment(db, [row])
    if (!created) throw new Error('payment insert returned nothing')
    return created
  },
  /**
   * The payment's row as a part of a folded statement (db/folded.ts): the same insert, written in
   * front of the balance posting so the two are one round trip (issue 17). Returns the row's id.
   */
  insertPart(row: typeof payments.$inferInsert): FoldedPart {
    return (params) => `${insertSql(payments, [row], params)} returning id`
  },
  async byId(db: Executor, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id))
    return row
  },
  async ownedBy(db: Executor, memberId: string, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.memberId, memberId)))
    return row
  },
  async forOrder(db: Executor, orderId: string, statuses?: PaymentStatus[]): Promise<PaymentRow[]> {
    if (statuses) return forOrderInStatuses(db).execute({ orderId, statuses })
    return db.select().from(payments).where(eq(payments.orderId, orderId))
  },
  async forRecharge(db: Executor, rechargeId: string, statuses: PaymentStatus[]): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.rechargeId, rechargeId), inArray(payments.status, statuses)))
  },
  /** The payments of a registered target (decision 0025), optionally of some statuses only. */
  async forTarget(
    db: Executor,
    target: { kind: string; id: string },
    statuses: PaymentStatus[],
  ): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.targetKind, target.kind),
          eq(payments.targetId, target.id),
          inArray(payments.status, statuses),
        ),
      )
  },
  /** Provider payments still open that were created before `before`, oldest first. */
  async openPayments(db: Executor, before: Date, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(and(inArray(payments.status, ['created', 'pending']), lt(payments.createdAt, before)))
      .orderBy(asc(payments.createdAt))
      .limit(limit)
  },
  async pendingRefunds(db: Executor, before: Date, limit: number): Promise<RefundRow[]> {
    return db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.status, 'pending'), lt(paymentRefunds.createdAt, before)))
      .orderBy(asc(paymentRefunds.createdAt))
      .limit(limit)
  },
  /** Unpaid recharges created before `before` with no payment that could still succeed. */
  async unpaidRechargesWithoutOpenPayments(db: Executor, before: Date, limit: number): Promise<string[]> {
    const open = await db
      .selectDistinct({ rechargeId: payments.rechargeId })
      .from(payments)
      .where(and(isNotNull(payments.rechargeId), inArray(payments.status, ['created', 'pending'])))
    const withOpenPayment = open.flatMap((p) => (p.rechargeId ? [p.rechargeId] : []))
    return rechargeQueries.unpaidBefore(db, before, withOpenPayment, limit)
  },
  async countRefundAttempt(db: Executor, id: string) {
    await db
      .update(paymentRefunds)
      .set({ attempts: sql`${paymentRefunds.attempts} + 1` })
      .where(eq(paymentRefunds.id, id))
  },
  /** Stores a notification by provider event id; false when it was seen before. */
  async recordNotification(db: Executor, row: typeof paymentNotifications.$inferInsert): Promise<boolean> {
    const inserted = await db
      .insert(paymentNotifications)
      .values(row)
      .onConflictDoNothing({ target: [paymentNotifications.provider, paymentNotifications.eventId] })
      .returning({ id: paymentNotifications.id })
    return inserted.length > 0
  },
  /** Adds to the payment's refunded total; returns the payment as it is now (undefined if none). */
  async addRefunded(db: Executor, paymentId: string, amountFen: number): Promise<PaymentRow | undefined> {
    const [row] = await db
      .update(payments)
      .set({ refundedFen: sql`${payments.refundedFen} + ${amountFen}` })
      .where(eq(payments.id, paymentId))
      .returning()
    return row
  },
}

/** Money going back to payers, and the platform's watch list of it. */
const paymentRefundRows = {
  async insertRefund(db: Executor, row: typeof paymentRefunds.$inferInsert) {
    await db.insert(paymentRefunds).values(row)
  },
  async refundById(db: Executor, id: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id))
    return row
  },
  async refundsFor(db: Executor, paymentId: string): Promise<RefundRow[]> {
    return db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId))
  },
  /** Records what the provider said about a refund still pending, without moving its status. */
  async noteRefundAnswer(
    db: Executor,
    id: string,
    note: Pick<typeof paymentRefunds.$inferInsert, 'providerRefundNo' | 'lastError'>,
  ) {
    const pending: PaymentRefundStatus = 'pending'
    await db
      .update(paymentRefunds)
      .set(note)
      .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, pending)))
  },
  async refundsForRequest(db: Executor, refundRequestId: string): Promise<RefundRow[]> {
    return db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.refundRequestId, refundRequestId))
      .orderBy(asc(paymentRefunds.createdAt))
  },
  /**
   * Refunds for the platform's watch list, newest first, with the payment's type and the order's
   * number: failed ones not yet replaced, pending ones created before `stuckBefore`, and (when
   * asked for) succeeded ones.
   */
  async troubledRefunds(
    db: Executor,
    filter: { statuses: PaymentRefundStatus[]; stuckBefore: Date },
    limit: number | null,
    offset: number,
  ) {
    const parts: (SQL | undefined)[] = []
    if (filter.statuses.includes('failed'))
      parts.push(and(eq(paymentRefunds.status, 'failed'), isNull(paymentRefunds.supersededBy)))
    if (filter.statuses.includes('pending'))
      parts.push(and(eq(paymentRefunds.status, 'pending'), lt(paymentRefunds.createdAt, filter.stuckBefore)))
    if (filter.statuses.includes('succeeded')) parts.push(eq(paymentRefunds.status, 'succeeded'))
    const where = parts.length ? or(...parts) : sql`false`
    const query = refundRows(db).where(where).orderBy(desc(paymentRefunds.createdAt), asc(paymentRefunds.id))
    const rows = limit === null ? await query : await query.limit(limit).offset(offset)
    const [total] = await db.select({ n: count() }).from(paymentRefunds).where(where)
    return { records: await withOrderNumbers(db, rows), total: Number(total?.n ?? 0) }
  },
  /** One refund as the platform's watch list shows it. */
  async refundRow(db: Executor, id: string) {
    const [row] = await withOrderNumbers(db, await refundRows(db).where(eq(paymentRefunds.id, id)))
    return row
  },
}

export function createPaymentsRepository() {
  return { ...paymentRows, ...paymentRefundRows }
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>

/** Refunds with their payment's type (after-sale watch list). */
function refundRows(db: Executor) {
  return db
    .select({ refund: paymentRefunds, payType: payments.payType })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .$dynamic()
}

/** ... and their order's number (none for the refund of a duplicate recharge payment). */
async function withOrderNumbers<R extends { refund: RefundRow }>(db: Executor, rows: R[]) {
  const orderIds = [...new Set(rows.flatMap((r) => (r.refund.orderId ? [r.refund.orderId] : [])))]
  const numbers = new Map((await orderQueries.byIds(db, orderIds)).map((o) => [o.id, o.orderNo]))
  return rows.map((r) => ({
    ...r,
    orderNo: r.refund.orderId ? (numbers.get(r.refund.orderId) ?? null) : null,
  }))
}
