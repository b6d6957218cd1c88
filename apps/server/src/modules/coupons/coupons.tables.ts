import type { COUPON_SOURCES, CouponKind } from '@siam/contracts'
import type { CouponStatus } from '@siam/domain'
import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { at, createdAt, fen, type LocalizedText } from '../../db/columns'

type CouponSource = (typeof COUPON_SOURCES)[number]

/**
 * A coupon a member holds (product rules 7). `expired` is written when a used coupon comes back
 * after its end; an unused coupon past `valid_until` is shown as expired without being rewritten.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    amountFen: fen('amount_fen').notNull(),
    /** Goods + packing the order must reach (0 = no threshold). */
    thresholdFen: fen('threshold_fen').notNull().default(0),
    /** null = valid at every shop. */
    shopId: text('shop_id'),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until').notNull(),
    status: text('status').$type<CouponStatus>().notNull().default('unused'),
    /** The order that holds it while used. */
    orderId: text('order_id'),
    usedAt: at('used_at'),
    source: text('source').$type<CouponSource>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.memberId, t.status, t.validUntil),
    index('member_coupons_order_idx').on(t.orderId),
    check('member_coupons_kind_check', sql`${t.kind} in ('delivery','shop')`),
    check('member_coupons_status_check', sql`${t.status} in ('unused','used','expired')`),
    check(
      'member_coupons_source_check',
      sql`${t.source} in ('new_member','invitation','draw','campaign','merchant','recharge','purchase')`,
    ),
    check(
      'member_coupons_amount_check',
      sql`${t.amountFen} > 0 and ${t.thresholdFen} >= 0 and ${t.validUntil} > ${t.validFrom}`,
    ),
    check('member_coupons_used_check', sql`(${t.status} = 'used') = (${t.orderId} is not null)`),
  ],
)
