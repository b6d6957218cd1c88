import { couponMachine } from '@siam/domain'
import { and, eq, gt, lte, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { tryTransition } from '../../platform/transition'
import { memberCoupons } from './coupons.tables'

/**
 * Gives the coupon back from this order: unused again, or expired when its window has ended.
 * Guarded by (used, this order): a second return, or a return after the coupon went to another
 * order, finds nothing. Returns whether it came back now.
 */
export async function giveCouponBack(
  tx: Executor,
  back: { couponId: string; orderId: string; now: Date },
): Promise<boolean> {
  const { couponId, orderId, now } = back
  const move = (event: 'give_back' | 'give_back_expired', window: SQL) =>
    tryTransition(tx, {
      machine: couponMachine,
      table: memberCoupons,
      id: couponId,
      event,
      actor: 'system',
      patch: { orderId: null, usedAt: null },
      where: and(eq(memberCoupons.orderId, orderId), window),
    })
  // The two windows exclude each other and `valid_until` never changes, so exactly one of the two
  // guarded moves can match the row: it comes back once, to the state its window decides. A racing
  // second return waits for the first, then finds the row no longer used and moves nothing.
  const moved =
    (await move('give_back', gt(memberCoupons.validUntil, now))) ??
    (await move('give_back_expired', lte(memberCoupons.validUntil, now)))
  return moved !== null
}
