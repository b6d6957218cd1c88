import type { CouponKind } from '@siam/contracts'
import { DRAWS_PER_TICKET } from '@siam/domain'
import { and, asc, count, desc, eq, gt, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import type { LocalizedText } from '../../db/columns'
import { newId } from '../../platform/ids'
import { memberCoupons } from './coupons.tables'

export type CouponRow = typeof memberCoupons.$inferSelect

export interface CouponGrant {
  /** A stable id makes a grant idempotent (seeds, gifts); a new one otherwise. */
  id?: string
  memberId: string
  kind: CouponKind
  title: LocalizedText
  amountFen: number
  percentOff?: number | null
  rules?: LocalizedText | null
  thresholdFen?: number
  shopId?: string | null
  validFrom: Date
  validUntil: Date
  source: CouponRow['source']
  campaignId?: string | null
  purchaseId?: string | null
}

/** Valid = unused and not ended; invalid = used, expired, or unused past its end. */
function stateFilter(state: 'valid' | 'invalid', now: Date): SQL | undefined {
  return state === 'valid'
    ? and(eq(memberCoupons.status, 'unused'), gt(memberCoupons.validUntil, now))
    : or(
        inArray(memberCoupons.status, ['used', 'expired', 'refunded']),
        and(eq(memberCoupons.status, 'unused'), lte(memberCoupons.validUntil, now)),
      )
}

/** The only place with SQL on member coupons. */
export const couponsRepository = {
  /**
   * Gives a member a coupon (gifts, campaigns, tests and the demo seed). With a given id a second
   * grant is a no-op, so a gift is never handed out twice. Returns the coupon's id.
   */
  async grant(x: Executor, grant: CouponGrant, now: Date): Promise<string> {
    const id = grant.id ?? newId()
    await x
      .insert(memberCoupons)
      .values({
        id,
        memberId: grant.memberId,
        kind: grant.kind,
        title: grant.title,
        amountFen: grant.amountFen,
        percentOff: grant.percentOff ?? null,
        rules: grant.rules ?? null,
        campaignId: grant.campaignId ?? null,
        purchaseId: grant.purchaseId ?? null,
        thresholdFen: grant.thresholdFen ?? 0,
        shopId: grant.shopId ?? null,
        validFrom: grant.validFrom,
        validUntil: grant.validUntil,
        status: 'unused',
        source: grant.source,
        createdAt: now,
      })
      .onConflictDoNothing({ target: memberCoupons.id })
    return id
  },

  async byId(x: Executor, id: string): Promise<CouponRow | undefined> {
    const [row] = await x.select().from(memberCoupons).where(eq(memberCoupons.id, id))
    return row
  },

  /** The member's coupon; another member's coupon is simply not found. */
  async ownedBy(x: Executor, memberId: string, id: string): Promise<CouponRow | undefined> {
    const [row] = await x
      .select()
      .from(memberCoupons)
      .where(and(eq(memberCoupons.id, id), eq(memberCoupons.memberId, memberId)))
    return row
  },

  async list(
    x: Executor,
    memberId: string,
    filter: { kinds: readonly CouponKind[]; state: 'valid' | 'invalid'; now: Date },
    window: { limit: number | null; offset: number },
  ): Promise<{ records: CouponRow[]; total: number }> {
    if (filter.kinds.length === 0) return { records: [], total: 0 }
    const where = and(
      eq(memberCoupons.memberId, memberId),
      inArray(memberCoupons.kind, filter.kinds),
      stateFilter(filter.state, filter.now),
    )
    const order =
      filter.state === 'valid'
        ? [asc(memberCoupons.validUntil), asc(memberCoupons.id)]
        : [desc(sql`coalesce(${memberCoupons.usedAt}, ${memberCoupons.validUntil})`), asc(memberCoupons.id)]
    const query = x
      .select()
      .from(memberCoupons)
      .where(where)
      .orderBy(...order)
    const records =
      window.limit === null ? await query : await query.limit(window.limit).offset(window.offset)
    const [total] = await x.select({ n: count() }).from(memberCoupons).where(where)
    return { records, total: Number(total?.n ?? 0) }
  },

  /** The member's valid coupons of these kinds (unused, not ended), soonest end first. */
  async valid(x: Executor, memberId: string, kinds: readonly CouponKind[], now: Date): Promise<CouponRow[]> {
    return x
      .select()
      .from(memberCoupons)
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          inArray(memberCoupons.kind, kinds),
          stateFilter('valid', now),
        ),
      )
      .orderBy(asc(memberCoupons.validUntil), asc(memberCoupons.id))
  },

  /** How many valid coupons the member holds of each kind. */
  async validCounts(x: Executor, memberId: string, now: Date): Promise<Map<CouponKind, number>> {
    const rows = await x
      .select({ kind: memberCoupons.kind, n: count() })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, memberId), stateFilter('valid', now)))
      .groupBy(memberCoupons.kind)
    return new Map(rows.map((r) => [r.kind, Number(r.n)]))
  },

  /** How many coupons the member holds from this campaign (any state). */
  async claimedFrom(x: Executor, campaignId: string, memberId: string): Promise<number> {
    const [row] = await x
      .select({ n: count() })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.campaignId, campaignId), eq(memberCoupons.memberId, memberId)))
    return Number(row?.n ?? 0)
  },

  /** Per campaign: how many of its coupons were claimed by this member, and used on orders overall. */
  async campaignFigures(
    x: Executor,
    campaignIds: readonly string[],
    memberId: string | null,
  ): Promise<Map<string, { mine: number; used: number }>> {
    if (campaignIds.length === 0) return new Map()
    const rows = await x
      .select({
        campaignId: memberCoupons.campaignId,
        mine: sql<number>`count(*) filter (where ${memberCoupons.memberId} = ${memberId ?? ''})`,
        used: sql<number>`count(*) filter (where ${memberCoupons.status} = 'used')`,
      })
      .from(memberCoupons)
      .where(inArray(memberCoupons.campaignId, [...campaignIds]))
      .groupBy(memberCoupons.campaignId)
    return new Map(rows.map((r) => [r.campaignId ?? '', { mine: Number(r.mine), used: Number(r.used) }]))
  },

  /**
   * The member's ticket with a draw left, locked for the draw (the given one, else the one ending
   * soonest). Two draws at once on one ticket: the second waits here and sees the first's count.
   */
  async lockTicket(
    x: Executor,
    memberId: string,
    ticketId: string | undefined,
    now: Date,
  ): Promise<CouponRow | undefined> {
    const [row] = await x
      .select()
      .from(memberCoupons)
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          eq(memberCoupons.kind, 'doubleDraw'),
          stateFilter('valid', now),
          lt(memberCoupons.drawsUsed, DRAWS_PER_TICKET),
          ticketId ? eq(memberCoupons.id, ticketId) : undefined,
        ),
      )
      .orderBy(asc(memberCoupons.validUntil), asc(memberCoupons.id))
      .limit(1)
      .for('update')
    return row
  },

  /** Counts one draw of a locked ticket; the second draw uses the ticket up. */
  async countDraw(x: Executor, ticket: CouponRow, now: Date): Promise<number> {
    const drawNo = ticket.drawsUsed + 1
    await x
      .update(memberCoupons)
      .set({
        drawsUsed: drawNo,
        ...(drawNo >= DRAWS_PER_TICKET ? { status: 'used' as const, usedAt: now } : {}),
      })
      .where(and(eq(memberCoupons.id, ticket.id), eq(memberCoupons.drawsUsed, ticket.drawsUsed)))
    return drawNo
  },

  /** Draws left on the member's valid tickets. */
  async drawsLeft(x: Executor, memberId: string, now: Date): Promise<number> {
    const [row] = await x
      .select({ n: sql<number>`coalesce(sum(${DRAWS_PER_TICKET} - ${memberCoupons.drawsUsed}), 0)` })
      .from(memberCoupons)
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          eq(memberCoupons.kind, 'doubleDraw'),
          stateFilter('valid', now),
        ),
      )
    return Number(row?.n ?? 0)
  },
}
