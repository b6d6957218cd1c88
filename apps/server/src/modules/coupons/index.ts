/**
 * Coupons (product rules 7): the coupons members hold (`member_coupons`), how orders use them and
 * give them back, the new-member gift, and the member's coupon calls. Carved out of loyalty, which
 * keeps points and invitation rewards; loyalty gives a coupon back through `giveCouponBack`.
 */
import { couponCalls } from '@siam/contracts'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { couponsRepository } from './coupons.repository'
import { listCoupons } from './list-coupons'
import { type BasisOf, usableCoupons } from './usable-coupons'
import { useCoupon } from './use-coupon'

export type { CouponRow } from './coupons.repository'
export { type CouponBasis, couponDiscount } from './coupons.rules'
export { grantNewMemberGift } from './gifts'
export { giveCouponBack } from './give-coupon-back'

/** What orders does with a member's coupon while placing an order: find it, mark it used. */
export const couponQueries = { ownedBy: couponsRepository.ownedBy, use: useCoupon }

/** The member's coupon calls (list, usable for an order; orders prices a draft without a coupon). */
export const couponsModule = defineModule({
  name: 'coupons',
  causes: [],
  register: registerCoupons,
})

function registerCoupons({ app, deps, services }: ModuleContext) {
  // Orders registers after coupons: asked for when a coupon call runs.
  const basisOf: BasisOf = (memberId, draft, locale) =>
    services.get('orders').couponBasis(memberId, draft, locale)
  const couponDeps = { db: deps.db, clock: deps.clock, basisOf }
  bindCall(app, deps.http, couponCalls.list, ({ input, actor, locale }) =>
    listCoupons(couponDeps, actor.memberId, input, locale),
  )
  bindCall(app, deps.http, couponCalls.usableForOrder, ({ input, actor, locale }) =>
    usableCoupons(couponDeps, actor.memberId, input, locale),
  )
  return { services: {} }
}
