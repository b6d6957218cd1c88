import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { orderQueries } from '../orders'
import { benefitsRepository as benefits } from './benefits.repository'
import { couponsFrom } from './coupons.mapper'
import { couponsRepository as coupons } from './coupons.repository'
import { compensationCouponId, rebateFor } from './follow-order'

/**
 * What the member's order earns from coupons (order detail): the rebate credited at completion, or
 * the one to come from the best rebate card now; and the on-time compensation coupon if any.
 * Another member's order is not found.
 */
export async function orderBenefits(
  deps: { db: Db; clock: Clock },
  memberId: string,
  orderId: string,
  locale: Locale,
) {
  const order = await orderQueries.ownedBy(deps.db, memberId, orderId)
  if (!order) throw new AppError('ORDER_NOT_FOUND')
  const recorded = await benefits.ofOrder(deps.db, orderId)
  const rebateFen = recorded ? recorded.rebateFen : ((await rebateFor(deps.db, order))?.rebateFen ?? 0)
  const row = await coupons.ownedBy(deps.db, memberId, compensationCouponId(orderId))
  const [compensationCoupon] = row ? await couponsFrom(deps.db, [row], deps.clock.now(), locale) : []
  return { rebateFen, rebateCredited: recorded !== undefined, compensationCoupon: compensationCoupon ?? null }
}
