import type { CouponKind } from '@siam/contracts'
import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
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
  thresholdFen?: number
  shopId?: string | null
  validFrom: Date
  validUntil: Date
  source: CouponRow['source']
}

/** Valid = unused and not ended; invalid = used, expired, or unused past its end. */
function stateFilter(state: 'valid' | 'invalid', now: Date): SQL | undefined {
  return state === 'valid'
    ? and(eq(memberCoupons.status, 'unused'), gt(memberCoupons.validUntil, now))
    : or(
        inArray(memberCoupons.status, ['used', 'expired']),
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

  /** The member's valid coupons (unused, not ended), soonest end first. */
  async valid(x: Executor, memberId: string, now: Date): Promise<CouponRow[]> {
    return x
      .select()
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, memberId), stateFilter('valid', now)))
      .orderBy(asc(memberCoupons.validUntil), asc(memberCoupons.id))
  },
}
