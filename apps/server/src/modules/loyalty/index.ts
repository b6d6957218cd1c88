/**
 * Loyalty: coupons used by orders, points earned by paid orders, the inviter's reward on an invitee's
 * orders (product rules 7, 8, 9), and how refunds and cancellations give them back (4.3, decision 0010).
 *
 * The after-sale module and the order flows call these hooks inside the transaction that records the
 * decision, so what loyalty writes commits or rolls back with it.
 *
 * How to get one: modules use the app's instance, `services.get('loyalty')` (this module builds it
 * with the app's clock). `createLoyalty({ clock })` builds another (services wired by hand in tests);
 * without arguments it runs on the system clock.
 *
 * Who calls what: `orders.transition` calls `followOrderStatus` after every status change, which
 * covers payment (1 -> 2), unpaid cancel and expiry (-> 10), full refunds (-> 11 quick cancel,
 * merchant rejection, all lines out of stock; -> 8) and completion (-> 6, or -> 9 for an order that
 * never completed). The after-sale flow calls `orderRefunded` for each partial refund decision.
 * Every hook is idempotent: a whole-order refund reported twice reverses and returns nothing twice.
 */
import { couponCalls } from '@siam/contracts'
import { OrderStatus } from '@siam/domain'
import type { Tx } from '../../db/client'
import { handleJob } from '../../jobs/queue'
import { type Clock, systemClock } from '../../platform/clock'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { couponsRepository } from './coupons.repository'
import { createCouponsService } from './coupons.service'
import { loyaltyCauses } from './loyalty.causes'
import { loyaltyCreditJob } from './loyalty.jobs'
import { createLoyaltyService, type LoyaltyService } from './loyalty.service'

export type { AwardRow } from './awards.repository'
export type { CouponGrant, CouponRow } from './coupons.repository'

/** What orders does with a member's coupon while placing an order: find it, mark it used. */
export const couponQueries = { ownedBy: couponsRepository.ownedBy, use: couponsRepository.use }
export { type CouponBasis, type CouponRefusal, couponDiscount, couponStatusAt } from './coupons.rules'
export { grantNewMemberGift, NEW_MEMBER_GIFT } from './gifts'
export type { LoyaltyService } from './loyalty.service'
export { INVITE_REWARD_PERCENT, inviteRewardFor, pointsFor, proportion } from './loyalty.service'

/** The part of an order a refund decision gives back. */
export interface RefundedPart {
  orderId: string
  /** Lines and quantities refunded by this decision (order_items.refunded_quantity already includes them). */
  lines: { orderItemId: string; quantity: number }[]
  /** The money this decision refunds, in fen. */
  amountFen: number
  /** True when, after this decision, everything paid has been (or is being) refunded. */
  wholeOrder: boolean
}

export interface Loyalty {
  /** The order was paid: points and the inviter's reward are recorded as not yet credited. */
  orderPaid(tx: Tx, orderId: string): Promise<void>
  /** An unpaid order was cancelled (by the member or the pay deadline): its coupon comes back. */
  orderCancelled(tx: Tx, orderId: string): Promise<void>
  /** Part or all of a paid order is refunded: reverse what it earned while uncredited, return the coupon when due. */
  orderRefunded(tx: Tx, part: RefundedPart): Promise<void>
  /** The order completed: what it earned is credited after the waiting period. */
  orderCompleted(tx: Tx, orderId: string): Promise<void>
}

/** The hooks plus the credit job's handler (`creditOrder`). */
export function createLoyalty(deps: { clock: Clock } = { clock: systemClock }): LoyaltyService {
  return createLoyaltyService(deps)
}

/**
 * What a status change means for loyalty; `orders.transition` calls it in the same transaction.
 * Statuses, not callers, decide: every path to "paid", "cancelled unpaid", "everything refunded"
 * or "completed" is covered, whoever takes it.
 */
export async function followOrderStatus(
  loyalty: Loyalty,
  tx: Tx,
  change: { orderId: string; from: number; to: number; completedBefore: boolean },
): Promise<void> {
  const { orderId, from, to } = change
  if (from === OrderStatus.UNPAID && to === OrderStatus.PENDING) return loyalty.orderPaid(tx, orderId)
  if (to === OrderStatus.CANCELLED) return loyalty.orderCancelled(tx, orderId)
  if (to === OrderStatus.CANCELLED_REFUNDED || to === OrderStatus.REFUNDED) {
    return loyalty.orderRefunded(tx, { orderId, lines: [], amountFen: 0, wholeOrder: true })
  }
  // An after-sale that ends an order which never completed (refused, or partly refunded before
  // delivery) is the end of that order: its points start their waiting period then.
  if (to === OrderStatus.COMPLETED || (to === OrderStatus.AFTER_SALE_DONE && !change.completedBefore)) {
    return loyalty.orderCompleted(tx, orderId)
  }
}

declare module '../../platform/module' {
  interface ModuleServices {
    /** The hooks order and refund flows call inside their transactions. */
    loyalty: LoyaltyService
  }
}

/**
 * The member's coupon calls (list, usable for an order; orders prices a draft without a coupon),
 * the loyalty hooks, and the job that credits what completed orders earned.
 */
export const loyaltyModule = defineModule({
  name: 'loyalty',
  causes: Object.values(loyaltyCauses),
  register: registerLoyalty,
})

function registerLoyalty({ app, deps, services }: ModuleContext) {
  const loyalty = createLoyalty({ clock: deps.clock })
  const service = createCouponsService({
    db: deps.db,
    clock: deps.clock,
    // Orders registers after loyalty (it needs the hooks): asked for when a coupon call runs.
    basisOf: (memberId, draft, locale) => services.get('orders').couponBasis(memberId, draft, locale),
  })
  bindCall(app, deps.http, couponCalls.list, ({ input, actor, locale }) =>
    service.list(actor.memberId, input, locale),
  )
  bindCall(app, deps.http, couponCalls.usableForOrder, ({ input, actor, locale }) =>
    service.usableForOrder(actor.memberId, input, locale),
  )
  return {
    services: { loyalty },
    jobs: [
      handleJob(loyaltyCreditJob, async ({ orderId }) => {
        await loyalty.creditOrder(deps.db, orderId)
      }),
    ],
  }
}
