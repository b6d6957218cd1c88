/**
 * Whether a coupon may be used on an order, and how much it takes off (product rules 7, 3.3): the
 * pure rules live in `@siam/domain` (`coupons.ts`), so the quote, the usable-coupon list and the apps
 * ask the same functions and can never disagree.
 */
export { type CouponBasis, couponDiscount, couponStatusAt } from '@siam/domain'
