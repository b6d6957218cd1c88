import type { Db, Tx } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { awardPaidOrder, type PaidOrder } from './award-paid-order'
import { creditOrder } from './credit-order'
import { followCancel, followRefund } from './follow-refund'
import { scheduleCredit } from './schedule-credit'

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
  /**
   * The order was paid: points and the inviter's reward are recorded as not yet credited. `paid`:
   * the paid row the caller's transaction holds already (saves reading it again).
   */
  orderPaid(tx: Tx, orderId: string, paid?: PaidOrder): Promise<void>
  /** An unpaid order was cancelled (by the member or the pay deadline): its coupon comes back. */
  orderCancelled(tx: Tx, orderId: string): Promise<void>
  /** Part or all of a paid order is refunded: reverse what it earned while uncredited, return the coupon when due. */
  orderRefunded(tx: Tx, part: RefundedPart): Promise<void>
  /** The order completed: what it earned is credited after the waiting period. */
  orderCompleted(tx: Tx, orderId: string): Promise<void>
}

export interface LoyaltyService extends Loyalty {
  /** The credit job: what a completed order still holds as not yet credited becomes credited. */
  creditOrder(db: Db, orderId: string): Promise<boolean>
}

/**
 * The hooks as one object: callers (and tests spying on a hook) go through its methods, so a hook
 * replaced on the object is the one every caller reaches.
 */
export function createLoyaltyService(deps: { clock: Clock }): LoyaltyService {
  return {
    orderPaid: (tx, orderId, paid) => awardPaidOrder(deps, tx, orderId, paid),
    orderCancelled: (tx, orderId) => followCancel(deps, tx, orderId),
    orderRefunded: (tx, part) => followRefund(deps, tx, part),
    orderCompleted: (tx, orderId) => scheduleCredit(deps, tx, orderId),
    creditOrder: (db, orderId) => creditOrder(deps, db, orderId),
  }
}
