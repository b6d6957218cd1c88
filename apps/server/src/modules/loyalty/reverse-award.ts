import type { Tx } from '../../db/client'
import { memberAccount, PLATFORM_ACCOUNTS } from '../ledger'
import { type AwardRow, awardsRepository as awards } from './awards.repository'
import { loyaltyCauses } from './loyalty.causes'
import { proportion } from './loyalty.rules'
import type { RefundedPart } from './loyalty.service'
import { moveLoyalty } from './loyalty.transfers'

/** How far the award is taken back once this refund is counted: running totals, never past what was earned. */
function reversalTargets(award: AwardRow, part: RefundedPart) {
  const refundedFen = part.wholeOrder
    ? award.paidFen
    : Math.min(award.paidFen, award.refundedFen + Math.max(0, part.amountFen))
  const points = part.wholeOrder ? award.points : proportion(award.points, refundedFen, award.paidFen)
  const rewardFen = part.wholeOrder
    ? award.rewardFen
    : proportion(award.rewardFen, refundedFen, award.paidFen)
  return { refundedFen, points, rewardFen }
}

/** Takes back, while uncredited, the part of the award the refunds so far correspond to. */
export async function reverseAward(
  tx: Tx,
  award: AwardRow,
  order: { orderNo: string },
  part: RefundedPart,
  now: Date,
): Promise<void> {
  const target = reversalTargets(award, part)
  const everything =
    target.refundedFen >= award.paidFen &&
    target.points === award.points &&
    target.rewardFen === award.rewardFen
  await awards.recordReversal(tx, award.orderId, {
    refundedFen: target.refundedFen,
    pointsReversed: target.points,
    rewardReversedFen: target.rewardFen,
    status: everything ? 'reversed' : 'pending',
  })
  const points = target.points - award.pointsReversed
  if (points > 0) {
    // The key names the running total, so each reversal is its own transfer and a replay is none.
    const movement = {
      key: `points_reversed:${award.orderId}:${target.points}`,
      cause: loyaltyCauses.pointsReversed,
      orderId: award.orderId,
      description: `${points} points taken back: order ${order.orderNo} refunded`,
      from: memberAccount(award.memberId, 'points_pending'),
      to: PLATFORM_ACCOUNTS.pointsIssued,
    }
    await moveLoyalty(tx, movement, points, now)
  }
  const reward = target.rewardFen - award.rewardReversedFen
  if (reward > 0 && award.inviterId) {
    const movement = {
      key: `reward_reversed:${award.orderId}:${target.rewardFen}`,
      cause: loyaltyCauses.rewardReversed,
      orderId: award.orderId,
      description: `invitation reward taken back: order ${order.orderNo} refunded`,
      from: memberAccount(award.inviterId, 'reward_pending'),
      to: PLATFORM_ACCOUNTS.rewards,
    }
    await moveLoyalty(tx, movement, reward, now)
  }
}
