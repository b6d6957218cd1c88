import { OrderStatus } from '@siam/domain'
import type { Db } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import type { Clock } from '../../platform/clock'
import { memberAccount } from '../ledger'
import { awardsRepository as awards } from './awards.repository'
import { loyaltyCauses } from './loyalty.causes'
import { loyaltyCreditJob } from './loyalty.jobs'
import { moveLoyalty } from './loyalty.transfers'

/** A credit that falls while an after-sale request is open waits this long and looks again. */
const CREDIT_RETRY_MS = 60 * 60_000

/**
 * The credit job: what a completed order still holds as not yet credited becomes credited, once
 * (a second run finds the award credited). False when nothing was credited now.
 */
export async function creditOrder(deps: { clock: Clock }, db: Db, orderId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = deps.clock.now()
    const order = await awards.order(tx, orderId)
    if (order?.status === OrderStatus.AFTER_SALE) {
      // A refund request is being decided: crediting now would put its points out of reach.
      await scheduleJob(tx, loyaltyCreditJob, {
        dedupeKey: `${orderId}@${now.toISOString()}`,
        runAt: new Date(now.getTime() + CREDIT_RETRY_MS),
        payload: { orderId },
      })
      return false
    }
    const award = await awards.markCredited(tx, orderId, now)
    if (!award) return false
    const orderNo = order?.orderNo ?? orderId
    const points = award.points - award.pointsReversed
    if (points > 0) {
      const movement = {
        key: `points_credited:${orderId}`,
        cause: loyaltyCauses.pointsCredited,
        orderId,
        description: `${points} points of order ${orderNo} credited`,
        from: memberAccount(award.memberId, 'points_pending'),
        to: memberAccount(award.memberId, 'points'),
      }
      await moveLoyalty(tx, movement, points, now)
    }
    const reward = award.rewardFen - award.rewardReversedFen
    if (reward > 0 && award.inviterId) {
      const movement = {
        key: `reward_credited:${orderId}`,
        cause: loyaltyCauses.rewardCredited,
        orderId,
        description: `invitation reward of order ${orderNo} credited`,
        from: memberAccount(award.inviterId, 'reward_pending'),
        to: memberAccount(award.inviterId, 'reward'),
      }
      await moveLoyalty(tx, movement, reward, now)
    }
    return true
  })
}
