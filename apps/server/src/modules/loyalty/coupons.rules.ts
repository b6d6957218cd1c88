/**
 * Whether a coupon may be used on an order, and how much it takes off (product rules 7, 3.3).
 * Pure: the quote and the usable-coupon list both ask here, so they can never disagree.
 */
import type { CouponKind } from '@siam/contracts'
import type { CouponStatus } from '@siam/domain'

export type CouponRefusal =
  | 'COUPON_USED'
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_WRONG_SHOP'
  | 'COUPON_THRESHOLD_NOT_MET'
  | 'COUPON_NOT_APPLICABLE'

export interface CouponTerms {
  kind: CouponKind
  amountFen: number
  thresholdFen: number
  shopId: string | null
  validFrom: Date
  validUntil: Date
  status: CouponStatus
}

/** What the coupon is checked against: the order priced without any coupon. */
export interface CouponBasis {
  shopId: string
  /** Goods total + packing fee: what the threshold is compared with (as for full reduction). */
  itemsFen: number
  /** The delivery fee after the shop's subsidy (0 for pickup): all a delivery coupon can take off. */
  deliveryFeeFen: number
}

/** `expired` also when an unused coupon's window has ended (nothing rewrites it at that moment). */
export function couponStatusAt(coupon: Pick<CouponTerms, 'status' | 'validUntil'>, now: Date): CouponStatus {
  if (coupon.status === 'unused' && coupon.validUntil <= now) return 'expired'
  return coupon.status
}

/**
 * The discount the coupon gives on this order, or why it cannot be used. A delivery coupon takes
 * up to its value off the delivery fee; a shop coupon takes its value off, never more than the
 * goods and packing cost. A coupon that would take nothing off is refused rather than spent.
 */
export function couponDiscount(
  coupon: CouponTerms,
  basis: CouponBasis,
  now: Date,
): { discountFen: number } | { refusal: CouponRefusal } {
  const status = couponStatusAt(coupon, now)
  if (status === 'used') return { refusal: 'COUPON_USED' }
  if (status === 'expired') return { refusal: 'COUPON_EXPIRED' }
  if (coupon.validFrom > now) return { refusal: 'COUPON_NOT_STARTED' }
  if (coupon.shopId !== null && coupon.shopId !== basis.shopId) return { refusal: 'COUPON_WRONG_SHOP' }
  if (basis.itemsFen < coupon.thresholdFen) return { refusal: 'COUPON_THRESHOLD_NOT_MET' }
  const room = coupon.kind === 'delivery' ? basis.deliveryFeeFen : basis.itemsFen
  const discountFen = Math.min(coupon.amountFen, room)
  if (discountFen <= 0) return { refusal: 'COUPON_NOT_APPLICABLE' }
  return { discountFen }
}
