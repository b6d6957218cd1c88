import { z } from 'zod'
import { defineCall } from './call'
import { Fen, Id, IsoTime, Paging, page } from './common'
import { OrderDraft } from './order'

/** Coupons that take money off an order (product rules 7). */
export const COUPON_KINDS = ['delivery', 'shop'] as const
export const CouponKind = z.enum(COUPON_KINDS)
export type CouponKind = z.infer<typeof CouponKind>

/**
 * The tabs of the coupon page (specification: delivery coupon, shop coupon, double-draw ticket,
 * rebate card). Double-draw tickets and rebate cards are not issued yet: their lists are empty.
 */
export const COUPON_TABS = ['delivery', 'shop', 'doubleDraw', 'rebateCard'] as const
export const CouponTab = z.enum(COUPON_TABS)
export type CouponTab = z.infer<typeof CouponTab>

/** `expired` also covers an unused coupon whose validity has ended. */
export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const
export const CouponStatus = z.enum(COUPON_STATUSES)

/** Where a coupon came from (product rules 7, sources). */
export const COUPON_SOURCES = [
  'new_member',
  'invitation',
  'draw',
  'campaign',
  'merchant',
  'recharge',
  'purchase',
] as const
export const CouponSource = z.enum(COUPON_SOURCES)

export const Coupon = z.object({
  id: Id,
  kind: CouponKind,
  /** In the request's language. */
  title: z.string(),
  /** Delivery coupon: up to this much off the delivery fee; shop coupon: this much off the order. */
  amountFen: Fen,
  /** Goods + packing the order must reach; 0 = none. */
  thresholdFen: Fen,
  /** null = every shop. */
  shopId: Id.nullable(),
  shopName: z.string().nullable(),
  validFrom: IsoTime,
  validUntil: IsoTime,
  status: CouponStatus,
  /** The order that used it, while used. */
  orderId: Id.nullable(),
  usedAt: IsoTime.nullable(),
  source: CouponSource,
})
export type Coupon = z.infer<typeof Coupon>

export const couponCalls = {
  list: defineCall({
    path: 'member/coupon/list',
    audience: 'member',
    summary:
      "The member's coupons of one kind: valid (unused, not ended; soonest end first) or invalid (used or expired; latest first).",
    input: Paging.extend({
      kind: CouponTab.default('delivery'),
      state: z.enum(['valid', 'invalid']).default('valid'),
    }),
    output: page(Coupon),
  }),
  usableForOrder: defineCall({
    path: 'member/coupon/usableForOrder',
    audience: 'member',
    summary:
      'For a draft order (the preview body, couponId ignored): the valid coupons it can use, with the discount each gives (largest first), and the others with the reason (an error key).',
    input: OrderDraft,
    output: z.object({
      usable: z.array(z.object({ coupon: Coupon, discountFen: Fen })),
      unusable: z.array(z.object({ coupon: Coupon, reason: z.string() })),
    }),
  }),
}
