import { couponMachine } from '@siam/domain'
import { and, eq, gt, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { tryTransition } from '../../platform/transition'
import { memberCoupons } from './coupons.tables'

/**
 * Spends the coupon on an order, guarded by its owner, its status and its window: of two placements
 * racing for one coupon exactly one gets the row back (the other's UPDATE re-checks the locked row).
 */
export async function useCoupon(
  tx: Executor,
  use: { couponId: string; memberId: string; orderId: string; now: Date },
): Promise<boolean> {
  const used = await tryTransition(tx, {
    machine: couponMachine,
    table: memberCoupons,
    id: use.couponId,
    event: 'use',
    actor: 'member',
    patch: { orderId: use.orderId, usedAt: use.now },
    where: and(
      eq(memberCoupons.memberId, use.memberId),
      lte(memberCoupons.validFrom, use.now),
      gt(memberCoupons.validUntil, use.now),
    ),
  })
  return used !== null
}
