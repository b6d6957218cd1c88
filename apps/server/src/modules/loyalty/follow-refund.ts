import type { Tx } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { giveCouponBack } from '../coupons'
import { awardsRepository as awards } from './awards.repository'
import type { RefundedPart } from './loyalty.service'
import { reverseAward } from './reverse-award'

/**
 * A partial refund gives the coupon back only once every line that carried a share of it is
 * refunded in full: then none of its value was consumed (decision 0010). A refund of other
 * lines leaves it spent.
 */
async function couponLinesAllRefunded(tx: Tx, orderId: string): Promise<boolean> {
  const carriers = (await awards.lines(tx, orderId)).filter((l) => l.couponShareFen > 0)
  return carriers.length > 0 && carriers.every((l) => l.refundedQuantity >= l.quantity)
}

/** Part or all of a paid order is refunded: the coupon comes back when due, the award is reversed while uncredited. */
export async function followRefund(deps: { clock: Clock }, tx: Tx, part: RefundedPart): Promise<void> {
  const order = await awards.order(tx, part.orderId)
  if (!order) return
  if (part.wholeOrder || (await couponLinesAllRefunded(tx, order.id))) {
    await giveOrderCouponBack(tx, order, deps.clock.now())
  }
  const award = await awards.lock(tx, order.id)
  // Credited points and rewards stay with their owners (decision 0010); reversed ones are gone.
  if (award?.status !== 'pending') return
  await reverseAward(tx, award, order, part, deps.clock.now())
}

/** An unpaid order was cancelled (by the member or the pay deadline): its coupon comes back. */
export async function followCancel(deps: { clock: Clock }, tx: Tx, orderId: string): Promise<void> {
  const order = await awards.order(tx, orderId)
  if (order) await giveOrderCouponBack(tx, order, deps.clock.now())
}

async function giveOrderCouponBack(tx: Tx, order: { id: string; couponId: string | null }, now: Date) {
  if (order.couponId) await giveCouponBack(tx, { couponId: order.couponId, orderId: order.id, now })
}
