import { OrderStatus } from '@siam/domain'
import type { Db, Tx } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import type { Clock } from '../../platform/clock'
import { memberAccount, PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import { readSettings } from '../settings'
import { type AwardRow, awardsRepository as awards } from './awards.repository'
import { couponsRepository as coupons } from './coupons.repository'
import type { Loyalty, RefundedPart } from './index'
import { loyaltyCauses } from './loyalty.causes'
import { loyaltyCreditJob } from './loyalty.jobs'

/** Product rules 9: the inviter earns 2% of the goods amount (a specification constant, not a setting). */
export const INVITE_REWARD_PERCENT = 2
const DAY_MS = 24 * 60 * 60_000
/** A credit that falls while an after-sale request is open waits this long and looks again. */
const CREDIT_RETRY_MS = 60 * 60_000

/** floor(total x part / whole) in exact integers (reward fen x refunded fen can pass 2^53). */
export function proportion(total: number, part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0
  if (part >= whole) return total
  return Number((BigInt(total) * BigInt(part)) / BigInt(whole))
}

/** Points for an amount paid: per whole yuan (product rules 8), floored. */
export function pointsFor(paidFen: number, pointsPerYuan: number): number {
  return Math.max(0, Math.floor(Math.floor(paidFen / 100) * pointsPerYuan))
}

/** The inviter's reward on a goods amount: 2% in whole fen, rounded down (never more than 2%). */
export function inviteRewardFor(goodsFen: number): number {
  return Math.floor((goodsFen * INVITE_REWARD_PERCENT) / 100)
}

export interface LoyaltyService extends Loyalty {
  /** The credit job: what a completed order still holds as not yet credited becomes credited. */
  creditOrder(db: Db, orderId: string): Promise<boolean>
}

export function createLoyaltyService(deps: { clock: Clock }): LoyaltyService {
  const { clock } = deps

  async function giveCouponBack(tx: Tx, order: { id: string; couponId: string | null }) {
    if (order.couponId) await coupons.giveBack(tx, order.couponId, order.id, clock.now())
  }

  /**
   * A partial refund gives the coupon back only once every line that carried a share of it is
   * refunded in full: then none of its value was consumed (decision 0010). A refund of other
   * lines leaves it spent.
   */
  async function couponLinesAllRefunded(tx: Tx, orderId: string): Promise<boolean> {
    const carriers = (await awards.lines(tx, orderId)).filter((l) => l.couponShareFen > 0)
    return carriers.length > 0 && carriers.every((l) => l.refundedQuantity >= l.quantity)
  }

  /** Takes back, while uncredited, the part of the award the refunds so far correspond to. */
  async function reverse(tx: Tx, award: AwardRow, order: { orderNo: string }, part: RefundedPart) {
    const refundedFen = part.wholeOrder
      ? award.paidFen
      : Math.min(award.paidFen, award.refundedFen + Math.max(0, part.amountFen))
    const pointsTarget = part.wholeOrder ? award.points : proportion(award.points, refundedFen, award.paidFen)
    const rewardTarget = part.wholeOrder
      ? award.rewardFen
      : proportion(award.rewardFen, refundedFen, award.paidFen)
    const everything =
      refundedFen >= award.paidFen && pointsTarget === award.points && rewardTarget === award.rewardFen
    await awards.recordReversal(tx, award.orderId, {
      refundedFen,
      pointsReversed: pointsTarget,
      rewardReversedFen: rewardTarget,
      status: everything ? 'reversed' : 'pending',
    })
    const now = clock.now()
    const points = pointsTarget - award.pointsReversed
    if (points > 0) {
      // The key names the running total, so each reversal is its own transfer and a replay is none.
      await postTransfer(
        tx,
        {
          idempotencyKey: `points_reversed:${award.orderId}:${pointsTarget}`,
          causeType: loyaltyCauses.pointsReversed,
          causeId: award.orderId,
          description: `${points} points taken back: order ${order.orderNo} refunded`,
          legs: [
            { accountId: memberAccount(award.memberId, 'points_pending'), amountFen: -points },
            { accountId: PLATFORM_ACCOUNTS.pointsIssued, amountFen: points },
          ],
        },
        now,
      )
    }
    const reward = rewardTarget - award.rewardReversedFen
    if (reward > 0 && award.inviterId) {
      await postTransfer(
        tx,
        {
          idempotencyKey: `reward_reversed:${award.orderId}:${rewardTarget}`,
          causeType: loyaltyCauses.rewardReversed,
          causeId: award.orderId,
          description: `invitation reward taken back: order ${order.orderNo} refunded`,
          legs: [
            { accountId: memberAccount(award.inviterId, 'reward_pending'), amountFen: -reward },
            { accountId: PLATFORM_ACCOUNTS.rewards, amountFen: reward },
          ],
        },
        now,
      )
    }
  }

  return {
    async orderPaid(tx, orderId) {
      const order = await awards.order(tx, orderId)
      if (!order?.paidAt) return
      const settings = await readSettings(tx)
      const points = pointsFor(order.paidFen, settings.pointsPerYuan)
      const inviterId = await awards.inviterOf(tx, order.memberId)
      const rewardFen = inviterId ? inviteRewardFor(order.goodsFen) : 0
      const now = clock.now()
      const recorded = await awards.insert(tx, {
        orderId,
        memberId: order.memberId,
        inviterId,
        paidFen: order.paidFen,
        points,
        rewardFen,
        createdAt: now,
      })
      if (!recorded) return
      if (points > 0) {
        await postTransfer(
          tx,
          {
            idempotencyKey: `points_earned:${orderId}`,
            causeType: loyaltyCauses.pointsEarned,
            causeId: orderId,
            description: `${points} points for order ${order.orderNo} (not yet credited)`,
            legs: [
              { accountId: PLATFORM_ACCOUNTS.pointsIssued, amountFen: -points },
              { accountId: memberAccount(order.memberId, 'points_pending'), amountFen: points },
            ],
          },
          now,
        )
      }
      if (inviterId && rewardFen > 0) {
        await postTransfer(
          tx,
          {
            idempotencyKey: `reward_earned:${orderId}`,
            causeType: loyaltyCauses.rewardEarned,
            causeId: orderId,
            description: `invitation reward for order ${order.orderNo} (not yet credited)`,
            legs: [
              { accountId: PLATFORM_ACCOUNTS.rewards, amountFen: -rewardFen },
              { accountId: memberAccount(inviterId, 'reward_pending'), amountFen: rewardFen },
            ],
          },
          now,
        )
      }
    },

    async orderCancelled(tx, orderId) {
      const order = await awards.order(tx, orderId)
      if (order) await giveCouponBack(tx, order)
    },

    async orderRefunded(tx, part) {
      const order = await awards.order(tx, part.orderId)
      if (!order) return
      if (part.wholeOrder || (await couponLinesAllRefunded(tx, order.id))) await giveCouponBack(tx, order)
      const award = await awards.lock(tx, order.id)
      // Credited points and rewards stay with their owners (decision 0010); reversed ones are gone.
      if (award?.status !== 'pending') return
      await reverse(tx, award, order, part)
    },

    async orderCompleted(tx, orderId) {
      const award = await awards.byOrder(tx, orderId)
      if (award?.status !== 'pending') return
      const { loyaltyCreditDays } = await readSettings(tx)
      const creditAt = new Date(clock.now().getTime() + loyaltyCreditDays * DAY_MS)
      if (!(await awards.setCreditAt(tx, orderId, creditAt))) return
      await scheduleJob(tx, loyaltyCreditJob, {
        dedupeKey: orderId,
        runAt: creditAt,
        payload: { orderId },
      })
    },

    async creditOrder(db, orderId) {
      return db.transaction(async (tx) => {
        const now = clock.now()
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
          await postTransfer(
            tx,
            {
              idempotencyKey: `points_credited:${orderId}`,
              causeType: loyaltyCauses.pointsCredited,
              causeId: orderId,
              description: `${points} points of order ${orderNo} credited`,
              legs: [
                { accountId: memberAccount(award.memberId, 'points_pending'), amountFen: -points },
                { accountId: memberAccount(award.memberId, 'points'), amountFen: points },
              ],
            },
            now,
          )
        }
        const reward = award.rewardFen - award.rewardReversedFen
        if (reward > 0 && award.inviterId) {
          await postTransfer(
            tx,
            {
              idempotencyKey: `reward_credited:${orderId}`,
              causeType: loyaltyCauses.rewardCredited,
              causeId: orderId,
              description: `invitation reward of order ${orderNo} credited`,
              legs: [
                { accountId: memberAccount(award.inviterId, 'reward_pending'), amountFen: -reward },
                { accountId: memberAccount(award.inviterId, 'reward'), amountFen: reward },
              ],
            },
            now,
          )
        }
        return true
      })
    },
  }
}
