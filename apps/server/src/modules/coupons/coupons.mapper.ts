import type { Coupon } from '@siam/contracts'
import { DRAWS_PER_TICKET } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Executor } from '../../db/client'
import { pick } from '../../platform/localize'
import { shopQueries } from '../shops'
import type { CouponRow } from './coupons.repository'
import { couponStatusAt } from './coupons.rules'

/** A stored coupon as the member sees it at `now`, in the request's language. */
function couponFrom(row: CouponRow, shopName: string | null, now: Date, locale: Locale): Coupon {
  return {
    id: row.id,
    kind: row.kind,
    title: pick(row.title, locale),
    amountFen: row.amountFen,
    percentOff: row.percentOff,
    rules: row.rules ? pick(row.rules, locale) : null,
    drawsLeft: row.kind === 'doubleDraw' ? Math.max(0, DRAWS_PER_TICKET - row.drawsUsed) : 0,
    thresholdFen: row.thresholdFen,
    shopId: row.shopId,
    shopName,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    status: couponStatusAt(row, now),
    orderId: row.orderId,
    usedAt: row.usedAt?.toISOString() ?? null,
    source: row.source,
  }
}

/** The coupons with the names of the shops they are bound to, read in one query. */
export async function couponsFrom(
  x: Executor,
  rows: CouponRow[],
  now: Date,
  locale: Locale,
): Promise<Coupon[]> {
  const shopIds = [...new Set(rows.map((r) => r.shopId).filter((id): id is string => id !== null))]
  const names = new Map((await shopQueries.shopsByIds(x, shopIds)).map((s) => [s.id, pick(s.name, locale)]))
  return rows.map((row) => couponFrom(row, row.shopId ? (names.get(row.shopId) ?? null) : null, now, locale))
}
