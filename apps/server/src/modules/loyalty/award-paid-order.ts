import type { Tx } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { memberAccount, PLATFORM_ACCOUNTS } from '../ledger'
import type { OrderRow } from '../orders'
import { awardsRepository as awards } from './awards.repository'
import { loyaltyCauses } from './loyalty.causes'
import { inviteRewardFor, pointsFor } from './loyalty.rules'
import { moveLoyalty, moveLoyaltyAfter } from './loyalty.transfers'

/** What an award needs of the paid order. */
export type PaidOrder = Pick<OrderRow, 'id' | 'memberId' | 'orderNo' | 'paidAt' | 'paidFen' | 'goodsFen'>

/**
 * The order was paid: its points and the inviter's reward are recorded, and posted to the pending
 * wallets, once (a replayed payment finds the award recorded and posts nothing).
 */
export async function awardPaidOrder(
  deps: { clock: Clock },
  tx: Tx,
  orderId: string,
  paid?: PaidOrder,
): Promise<void> {
  const order = paid?.id === orderId ? paid : await awards.order(tx, orderId)
  if (!order?.paidAt) return
  const { settings, inviterId } = await awards.settingsAndInviter(tx, order.memberId)
  const points = pointsFor(order.paidFen, settings.pointsPerYuan)
  const rewardFen = inviterId ? inviteRewardFor(order.goodsFen) : 0
  const now = deps.clock.now()
  const award = {
    orderId,
    memberId: order.memberId,
    inviterId,
    paidFen: order.paidFen,
    points,
    rewardFen,
    createdAt: now,
  }
  if (points > 0) {
    const movement = {
      key: `points_earned:${orderId}`,
      cause: loyaltyCauses.pointsEarned,
      orderId,
      description: `${points} points for order ${order.orderNo} (not yet credited)`,
      from: PLATFORM_ACCOUNTS.pointsIssued,
      to: memberAccount(order.memberId, 'points_pending'),
    }
    // The award's row and its points in one statement (issue 17): the points are posted only when
    // the row is new, as before (a replayed payment finds the award recorded and posts nothing).
    const recorded = await moveLoyaltyAfter(tx, awards.insertPart(award), movement, points, now)
    if (!recorded) return
  } else if (!(await awards.insert(tx, award))) return
  if (inviterId && rewardFen > 0) {
    const movement = {
      key: `reward_earned:${orderId}`,
      cause: loyaltyCauses.rewardEarned,
      orderId,
      description: `invitation reward for order ${order.orderNo} (not yet credited)`,
      from: PLATFORM_ACCOUNTS.rewards,
      to: memberAccount(inviterId, 'reward_pending'),
    }
    await moveLoyalty(tx, movement, rewardFen, now)
  }
}
