/**
 * A member's coupon (loyalty module, `member_coupons`): granted `unused`, spent on an order, given
 * back when that order is cancelled or refunded. An unused coupon past its end is shown as expired
 * but not rewritten (nothing runs at that moment), so "expire" is no move: the stored `expired`
 * only comes from a coupon given back after its window ended. `refunded`: a purchased coupon
 * whose price went back to the member.
 */
import { defineMachine, type EventOf } from './machine'

export const COUPON_STATUSES = ['unused', 'used', 'expired', 'refunded'] as const
export type CouponStatus = (typeof COUPON_STATUSES)[number]

export const couponMachine = /* @__PURE__ */ defineMachine({
  name: 'coupon',
  states: COUPON_STATUSES,
  actors: ['member', 'system'],
  moves: [
    // Placing an order; the caller also guards the owner and the validity window.
    { event: 'use', from: ['unused'], to: 'used', actors: ['member'] },
    // The order that held it was cancelled or refunded (loyalty follows the order's status); the
    // caller guards "held by this order". Which of the two applies depends on the window's end.
    { event: 'give_back', from: ['used'], to: 'unused', actors: ['system'] },
    { event: 'give_back_expired', from: ['used'], to: 'expired', actors: ['system'] },
    // A purchased coupon still unused, refunded on the day of purchase (coupon packs).
    { event: 'refund', from: ['unused'], to: 'refunded', actors: ['member'] },
  ],
})

export type CouponEvent = EventOf<typeof couponMachine>
