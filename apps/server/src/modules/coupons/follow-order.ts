import {
  bestRebateCard,
  lateForPromise,
  OrderStatus,
  type OrderStatusCode,
  ticketsEarned,
  validityWindow,
} from '@siam/domain'
import type { Executor, Tx } from '../../db/client'
import type { LocalizedText } from '../../db/columns'
import { stableId } from '../../platform/ids'
import { memberById } from '../auth'
import { memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import { readSettings } from '../settings'
import { benefitsRepository as benefits } from './benefits.repository'
import { couponCauses } from './coupons.causes'
import { couponsRepository as coupons } from './coupons.repository'

/** What coupons needs to know of an order whose status changed (orders passes its row). */
export interface OrderFacts {
  id: string
  memberId: string
  kind: 'delivery' | 'pickup'
  paidFen: number
  refundedFen: number
  paidAt: Date | null
}

const TICKET_DAYS = 30
const COMPENSATION_DAYS = 30

const TICKET_TITLE: LocalizedText = {
  en: 'Double-draw ticket',
  'zh-Hans': '双倍抽奖券',
  'zh-Hant': '雙倍抽獎券',
  ja: 'ダブル抽選券',
  ko: '더블 추첨권',
  ru: 'Билет двойного розыгрыша',
  ur: 'ڈبل ڈرا ٹکٹ',
  ar: 'تذكرة السحب المزدوج',
  fr: 'Ticket de double tirage',
  de: 'Doppel-Verlosungslos',
  es: 'Boleto de doble sorteo',
}

const compensationTitle = (yuan: string): LocalizedText => ({
  en: `On-time promise: ${yuan} yuan off`,
  'zh-Hans': `准时宝补偿：立减${yuan}元`,
  'zh-Hant': `準時寶補償：立減${yuan}元`,
  ja: `時間保証の補償：${yuan}元引き`,
  ko: `정시 배달 보상: ${yuan}위안 할인`,
  ru: `Компенсация за опоздание: минус ${yuan} юаней`,
  ur: `وقت پر ڈیلیوری کا ہرجانہ: ${yuan} یوآن کی چھوٹ`,
  ar: `تعويض وعد التوصيل في الوقت: خصم ${yuan} يوان`,
  fr: `Promesse de ponctualité : ${yuan} yuans de moins`,
  de: `Pünktlichkeitsversprechen: ${yuan} Yuan Rabatt`,
  es: `Promesa de puntualidad: ${yuan} yuanes menos`,
})

/** The id of the compensation coupon of an order: one per order, whoever reports the delivery. */
export const compensationCouponId = (orderId: string) => stableId(`on-time/${orderId}`)

/** Grants the member's tickets up to what they have earned (stable ids: never twice). */
async function grantTickets(
  x: Executor,
  memberId: string,
  source: 'spend' | 'friends',
  earned: number,
  now: Date,
) {
  const window = validityWindow({ type: 'days', days: TICKET_DAYS }, now)
  for (let n = 1; n <= earned; n++) {
    await coupons.grant(
      x,
      {
        id: stableId(`ticket/${memberId}/${source}/${n}`),
        memberId,
        kind: 'doubleDraw',
        title: TICKET_TITLE,
        amountFen: 0,
        ...window,
        source: source === 'friends' ? 'invitation' : 'spending',
      },
      now,
    )
  }
}

/** The rebate an order would earn now from the member's best card (paid minus refunded). */
export async function rebateFor(x: Executor, order: OrderFacts) {
  if (!order.paidAt) return undefined
  const cards = await benefits.rebateCards(x, order.memberId)
  const terms = cards
    .filter((c) => c.percentOff !== null)
    .map((c) => ({
      id: c.id,
      percent: c.percentOff ?? 0,
      capFen: c.amountFen,
      validFrom: c.validFrom,
      validUntil: c.validUntil,
    }))
  return bestRebateCard(terms, Math.max(0, order.paidFen - order.refundedFen), order.paidAt)
}

/**
 * Completion (product rules 7, 9): the rebate is credited to the balance through the ledger, and
 * the order counts towards the member's tickets (and, for a first order, the inviter's). Recorded
 * once per order: a repeated report changes nothing. A refund before completion lowers the amount
 * counted, so a fully refunded order earns nothing.
 */
async function orderCompleted(tx: Tx, order: OrderFacts, now: Date) {
  const counted = Math.max(0, order.paidFen - order.refundedFen)
  const rebate = await rebateFor(tx, order)
  const recorded = await benefits.record(tx, {
    orderId: order.id,
    memberId: order.memberId,
    countedFen: counted,
    rebateCardId: rebate?.card.id ?? null,
    rebateFen: rebate?.rebateFen ?? 0,
    createdAt: now,
  })
  if (!recorded) return
  if (rebate && rebate.rebateFen > 0) {
    await postTransfer(
      tx,
      {
        idempotencyKey: `rebate:${order.id}`,
        causeType: couponCauses.rebateCredited,
        causeId: order.id,
        description: 'Rebate card',
        legs: [
          { accountId: PLATFORM_ACCOUNTS.promotions, amountFen: -rebate.rebateFen },
          { accountId: memberBalanceAccount(order.memberId), amountFen: rebate.rebateFen },
        ],
      },
      now,
    )
  }
  if (counted === 0) return
  const progress = await benefits.addCompleted(tx, order.memberId, counted)
  const own = ticketsEarned({ completedFen: progress.completedFen, friendsWithFirstOrder: 0 })
  await grantTickets(tx, order.memberId, 'spend', own.fromSpending, now)
  if (progress.completedOrders !== 1) return
  const inviterId = (await memberById(tx, order.memberId))?.inviterId
  if (!inviterId) return
  const inviter = await benefits.addFriend(tx, inviterId)
  const fromFriends = ticketsEarned({ completedFen: 0, friendsWithFirstOrder: inviter.friendsWithFirstOrder })
  await grantTickets(tx, inviterId, 'friends', fromFriends.fromFriends, now)
}

/**
 * The on-time promise (spec 1): a delivery order delivered more than the promised minutes after
 * payment gives the member a compensation coupon, once (its id comes from the order).
 */
async function orderDelivered(tx: Tx, order: OrderFacts, now: Date) {
  if (order.kind !== 'delivery' || !order.paidAt) return
  const settings = await readSettings(tx)
  if (!lateForPromise(order.paidAt, now, settings.onTimePromiseMinutes)) return
  const amountFen = settings.onTimeCompensationFen
  await coupons.grant(
    tx,
    {
      id: compensationCouponId(order.id),
      memberId: order.memberId,
      kind: 'shop',
      title: compensationTitle((amountFen / 100).toString()),
      amountFen,
      ...validityWindow({ type: 'days', days: COMPENSATION_DAYS }, now),
      source: 'compensation',
    },
    now,
  )
}

/**
 * Called by the order transition in its transaction, after every status change. An after-sale that
 * ends an order which never completed (partly refunded, or refused, before the member confirmed
 * receipt) is that order's end, as for points (loyalty's follow-order-status): its rebate and its
 * count towards tickets are recorded then, on what was paid minus what was refunded.
 */
export async function followOrderForCoupons(
  tx: Tx,
  change: { order: OrderFacts; to: OrderStatusCode; now: Date; completedBefore?: boolean },
): Promise<void> {
  if (change.to === OrderStatus.DELIVERED) return orderDelivered(tx, change.order, change.now)
  const ended =
    change.to === OrderStatus.COMPLETED ||
    (change.to === OrderStatus.AFTER_SALE_DONE && change.completedBefore === false)
  if (ended) return orderCompleted(tx, change.order, change.now)
}
