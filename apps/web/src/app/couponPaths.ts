import { withQuery } from './paths'

/** The tabs of the coupon page: one per coupon kind. */
export type CouponTabName = 'delivery' | 'shop' | 'doubleDraw' | 'rebateCard'

/**
 * The coupon pages (issue 11), all under one lazy route `pages/mine/coupons/*`. Kept out of ROUTES and
 * `paths` so the first screen's bundle does not carry them: only the pages that link here import them.
 */
export const COUPON_ROUTES = {
  coupons: '/pages/mine/coupons/coupons',
  couponCentre: '/pages/mine/coupons/centre/centre',
  draw: '/pages/mine/coupons/draw/draw',
  couponPacks: '/pages/mine/coupons/packs/packs',
} as const

/** Links to the coupon pages (see COUPON_ROUTES). */
export const couponPaths = {
  /** My coupons: a kind's tab (delivery by default), valid (default) or invalid. */
  coupons: (query?: { tab?: CouponTabName; state?: 'valid' | 'invalid' }) =>
    withQuery(COUPON_ROUTES.coupons, query),
  /** The coupon centre: campaigns to claim, and "ask for a discount". */
  couponCentre: () => COUPON_ROUTES.couponCentre,
  /** The double draw and its history. */
  draw: () => COUPON_ROUTES.draw,
  /** Coupon packs for sale and the member's purchases (same-day refund). */
  couponPacks: () => COUPON_ROUTES.couponPacks,
}
