import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client'
import { FoldedParams, type FoldedPart, insertSql, runFolded } from '../../db/folded'
import { preparedByShape } from '../../db/prepared'
import { liveInviterPart } from '../auth'
import { orderQueries } from '../orders'
import { type Settings, settingsQueries } from '../settings'
import { loyaltyAwards } from './loyalty.tables'

export type AwardRow = typeof loyaltyAwards.$inferSelect

/** Every paid order records its award: one prepared statement per shape (issue 17). */
const insertAward = preparedByShape<typeof loyaltyAwards.$inferInsert, { orderId: string }[]>(
  'loyalty_insert_award',
  (x, rows, name) =>
    x
      .insert(loyaltyAwards)
      .values(rows as (typeof loyaltyAwards.$inferInsert)[])
      .onConflictDoNothing({ target: loyaltyAwards.orderId })
      .returning({ orderId: loyaltyAwards.orderId })
      .prepare(name),
)

/** The SQL of what orders earn (loyalty_awards); the few order and member facts loyalty reads come from their modules. */
export const awardsRepository = {
  /** The awards that earned points, newest first (the points pages), and how many there are. */
  async pointAwardsOf(db: Executor, memberId: string, window: { limit: number | null; offset: number }) {
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
  order: (x: Executor, orderId: string) => orderQueries.byId(x, orderId),

  /**
   * What an award is worked out from, in one round trip (issue 17): the settings (points per yuan)
   * and who invited the member (bound once at sign-up), if someone else did and still exists.
   */
  async settingsAndInviter(
    x: Executor,
    memberId: string,
  ): Promise<{ settings: Settings; inviterId: string | null }> {
    const params = new FoldedParams()
    const text = `select (${settingsQueries.part(params)}) as settings, (${liveInviterPart(memberId)(params)}) as inviter`
    const [row] = await runFolded<{ settings: unknown; inviter: string | null }>(x, text, params)
    return { settings: settingsQueries.fromJson(row?.settings), inviterId: row?.inviter ?? null }
  },

  /** The order's lines: quantity, coupon share, and how much of each was refunded so far. */
  lines: (x: Executor, orderId: string) => orderQueries.items(x, [orderId]),

  /**
   * `insert` as a part of a folded statement (the points posting's leading part, gated on it: an
   * award recorded before, a replayed payment, gives no row and posts nothing).
   */
  insertPart(row: typeof loyaltyAwards.$inferInsert): FoldedPart {
    return (params) =>
      `${insertSql(loyaltyAwards, [row], params)} on conflict (order_id) do nothing returning order_id`
  },

  /** Records what the order earned; false when it was recorded before (a replayed payment). */
  async insert(tx: Tx, row: typeof loyaltyAwards.$inferInsert): Promise<boolean> {
    const inserted = await insertAward(tx, [row])
    return inserted.length > 0
  },

  async byOrder(x: Executor, orderId: string): Promise<AwardRow | undefined> {
    const [row] = await x.select().from(loyaltyAwards).where(eq(loyaltyAwards.orderId, orderId))
    return row
  },

  /** The award row locked for this transaction: reversals of one order run one after the other. */
  async lock(tx: Tx, orderId: string): Promise<AwardRow | undefined> {
    const [row] = await tx
      .select()
      .from(loyaltyAwards)
      .where(eq(loyaltyAwards.orderId, orderId))
      .for('update')
    return row
  },

  async recordReversal(
    tx: Tx,
    orderId: string,
    patch: Pick<AwardRow, 'refundedFen' | 'pointsReversed' | 'rewardReversedFen' | 'status'>,
  ) {
    await tx.update(loyaltyAwards).set(patch).where(eq(loyaltyAwards.orderId, orderId))
  },

  /** Notes when the credit is due, once (the first completion decides). */
  async setCreditAt(tx: Tx, orderId: string, creditAt: Date): Promise<boolean> {
    const rows = await tx
      .update(loyaltyAwards)
      .set({ creditAt })
      .where(
        and(
          eq(loyaltyAwards.orderId, orderId),
          eq(loyaltyAwards.status, 'pending'),
          isNull(loyaltyAwards.creditAt),
        ),
      )
      .returning({ orderId: loyaltyAwards.orderId })
    return rows.length > 0
  },

  /** pending -> credited, once: a second run of the job finds nothing. */
  async markCredited(tx: Tx, orderId: string, now: Date): Promise<AwardRow | undefined> {
    const [row] = await tx
      .update(loyaltyAwards)
      .set({ status: 'credited', creditedAt: now })
      .where(and(eq(loyaltyAwards.orderId, orderId), eq(loyaltyAwards.status, 'pending')))
      .returning()
    return row
  },

  /** Per invitee of this inviter: paid and completed orders, reward credited and not yet credited (issue 13). */
  async rewardsByInvitee(x: Executor, inviterId: string, inviteeIds: string[] | null) {
    if (inviteeIds?.length === 0) return []
    const live = sql`${loyaltyAwards.rewardFen} - ${loyaltyAwards.rewardReversedFen}`
    return x
      .select({
        memberId: loyaltyAwards.memberId,
        paidOrders: sql<string>`count(*) filter (where ${loyaltyAwards.status} <> 'reversed')`,
        completedOrders: sql<string>`count(*) filter (where ${loyaltyAwards.creditAt} is not null and ${loyaltyAwards.status} <> 'reversed')`,
        creditedFen: sql<string>`coalesce(sum(${live}) filter (where ${loyaltyAwards.status} = 'credited'), 0)`,
        pendingFen: sql<string>`coalesce(sum(${live}) filter (where ${loyaltyAwards.status} = 'pending'), 0)`,
      })
      .from(loyaltyAwards)
      .where(
        and(
          eq(loyaltyAwards.inviterId, inviterId),
          inviteeIds ? inArray(loyaltyAwards.memberId, inviteeIds) : undefined,
        ),
      )
      .groupBy(loyaltyAwards.memberId)
  },

  /** The inviter's rewards not yet credited, per order, the earliest crediting day first (null: not completed yet). */
  async pendingRewards(x: Executor, inviterId: string, window: { limit: number | null; offset: number }) {
    const where = and(
      eq(loyaltyAwards.inviterId, inviterId),
      eq(loyaltyAwards.status, 'pending'),
      sql`${loyaltyAwards.rewardFen} > ${loyaltyAwards.rewardReversedFen}`,
    )
    const query = x
      .select()
      .from(loyaltyAwards)
      .where(where)
      .orderBy(sql`${loyaltyAwards.creditAt} asc nulls last`, asc(loyaltyAwards.createdAt))
      .offset(window.offset)
    const rows = window.limit === null ? await query : await query.limit(window.limit)
    const [count] = await x.select({ n: sql<string>`count(*)` }).from(loyaltyAwards).where(where)
    return { rows, total: Number(count?.n ?? 0) }
  },

  /** Invitees with a completed order, and the goods of the member's own completed orders (double-draw tickets). */
  async ticketBasis(x: Executor, memberId: string) {
    const [friends] = await x
      .select({ n: sql<string>`count(distinct ${loyaltyAwards.memberId})` })
      .from(loyaltyAwards)
      .where(
        and(
          eq(loyaltyAwards.inviterId, memberId),
          isNotNull(loyaltyAwards.creditAt),
          ne(loyaltyAwards.status, 'reversed'),
        ),
      )
    const [own] = await x
      .select({ fen: sql<string>`coalesce(sum(${loyaltyAwards.paidFen} - ${loyaltyAwards.refundedFen}), 0)` })
      .from(loyaltyAwards)
      .where(and(eq(loyaltyAwards.memberId, memberId), isNotNull(loyaltyAwards.creditAt)))
    return { friendsWithCompletedOrder: Number(friends?.n ?? 0), ownCompletedFen: Number(own?.fen ?? 0) }
  },
}
