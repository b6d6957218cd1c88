import type { Coupon, OrderDraft } from '@siam/contracts'
import { ORDER_COUPON_KINDS } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { couponsFrom } from './coupons.mapper'
import { couponsRepository as repo } from './coupons.repository'
import { type CouponBasis, couponDiscount } from './coupons.rules'

/** Prices a draft without a coupon, as placement would: what coupons are checked against. */
export type BasisOf = (memberId: string, draft: OrderDraft, locale: Locale) => Promise<CouponBasis>

/** The member's valid coupons against this draft: usable ones with their discount, largest first. */
export async function usableCoupons(
  deps: { db: Db; clock: Clock; basisOf: BasisOf },
  memberId: string,
  draft: OrderDraft,
  locale: Locale,
) {
  const basis = await deps.basisOf(memberId, { ...draft, couponId: undefined }, locale)
  const now = deps.clock.now()
  const rows = await repo.valid(deps.db, memberId, ORDER_COUPON_KINDS, now)
  const coupons = await couponsFrom(deps.db, rows, now, locale)
  const usable: { coupon: Coupon; discountFen: number }[] = []
  const unusable: { coupon: Coupon; reason: string }[] = []
  rows.forEach((row, i) => {
    const coupon = coupons[i]
    if (!coupon) return
    const verdict = couponDiscount(row, basis, now)
    if ('refusal' in verdict) unusable.push({ coupon, reason: verdict.refusal })
    else usable.push({ coupon, discountFen: Math.min(verdict.discountFen, basis.itemsFen) })
  })
  usable.sort((a, b) => b.discountFen - a.discountFen)
  return { usable, unusable }
}
