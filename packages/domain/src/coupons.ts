/**
 * Coupon rules (product rules 7, 9, 13): the four kinds, what a coupon takes off an order, the best
 * choice among several, validity windows, rebate cards, the prize draw's odds, the tickets a member
 * earns, and the on-time promise. Pure: the server and the apps ask here, so they never disagree.
 */
import type { CouponStatus } from './couponStatus'
import { DAY_MS, shanghaiStartOfDay } from './shanghai'

/** Coupons that take money off an order when it is placed. */
export const ORDER_COUPON_KINDS = ['delivery', 'shop'] as const
export type OrderCouponKind = (typeof ORDER_COUPON_KINDS)[number]
/** All four kinds a member can hold (the tabs of the coupon page). */
export const ALL_COUPON_KINDS = ['delivery', 'shop', 'doubleDraw', 'rebateCard'] as const
export type AnyCouponKind = (typeof ALL_COUPON_KINDS)[number]

export type CouponRefusal =
  | 'COUPON_USED'
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_WRONG_SHOP'
  | 'COUPON_THRESHOLD_NOT_MET'
  | 'COUPON_NOT_APPLICABLE'

export interface CouponTerms {
  kind: AnyCouponKind
  /** Amount off (delivery, shop amount-off) or, with `percentOff`, the cap (0 = no cap). */
  amountFen: number
  /** Shop coupon only: whole percent off the goods and packing (1-99); null = amount off. */
  percentOff?: number | null
  thresholdFen: number
  /** null = every shop. */
  shopId: string | null
  validFrom: Date
  validUntil: Date
  status: CouponStatus
}

/** What a coupon is checked against: the order priced without any coupon. */
export interface CouponBasis {
  shopId: string
  /** Goods total + packing fee: what the threshold is compared with (as for full reduction). */
  itemsFen: number
  /** The delivery fee after the shop's subsidy (0 for pickup): all a delivery coupon can take off. */
  deliveryFeeFen: number
}

/** `expired` also when an unused coupon's window has ended (nothing rewrites it at that moment). */
export function couponStatusAt(coupon: Pick<CouponTerms, 'status' | 'validUntil'>, now: Date): CouponStatus {
  if (coupon.status === 'unused' && coupon.validUntil <= now) return 'expired'
  return coupon.status
}

/**
 * A percentage of an amount, rounded down to the fen, never above the cap (0 = no cap). Rounding
 * down: the member is never promised a fen the order does not give.
 */
export function percentOfFen(amountFen: number, percent: number, capFen = 0): number {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be an integer 0-100, got ${String(percent)}`)
  }
  const share = Math.floor((amountFen * percent) / 100)
  return capFen > 0 ? Math.min(share, capFen) : share
}

/**
 * The discount the coupon gives on this order, or why it cannot be used. A delivery coupon takes
 * up to its value off the delivery fee; a shop coupon takes its amount (or its percentage, capped)
 * off, never more than the goods and packing cost. A coupon that would take nothing off is refused
 * rather than spent.
 */
export function couponDiscount(
  coupon: CouponTerms,
  basis: CouponBasis,
  now: Date,
): { discountFen: number } | { refusal: CouponRefusal } {
  if (coupon.kind !== 'delivery' && coupon.kind !== 'shop') return { refusal: 'COUPON_NOT_APPLICABLE' }
  const status = couponStatusAt(coupon, now)
  if (status === 'used') return { refusal: 'COUPON_USED' }
  if (status === 'expired') return { refusal: 'COUPON_EXPIRED' }
  if (coupon.validFrom > now) return { refusal: 'COUPON_NOT_STARTED' }
  if (coupon.shopId !== null && coupon.shopId !== basis.shopId) return { refusal: 'COUPON_WRONG_SHOP' }
  if (basis.itemsFen < coupon.thresholdFen) return { refusal: 'COUPON_THRESHOLD_NOT_MET' }
  let discountFen: number
  if (coupon.kind === 'delivery') discountFen = Math.min(coupon.amountFen, basis.deliveryFeeFen)
  else if (coupon.percentOff) discountFen = percentOfFen(basis.itemsFen, coupon.percentOff, coupon.amountFen)
  else discountFen = Math.min(coupon.amountFen, basis.itemsFen)
  if (discountFen <= 0) return { refusal: 'COUPON_NOT_APPLICABLE' }
  return { discountFen }
}

/**
 * The coupon chosen by default at confirm order: the largest discount; on a tie the one ending
 * soonest (use it before it is lost), then the smallest id (stable). Undefined when none applies.
 */
export function bestCoupon<T extends { id: string; validUntil: Date; discountFen: number }>(
  usable: readonly T[],
): T | undefined {
  let best: T | undefined
  for (const c of usable) {
    if (c.discountFen <= 0) continue
    if (
      !best ||
      c.discountFen > best.discountFen ||
      (c.discountFen === best.discountFen &&
        (c.validUntil < best.validUntil ||
          (c.validUntil.getTime() === best.validUntil.getTime() && c.id < best.id)))
    ) {
      best = c
    }
  }
  return best
}

/** How long a coupon is valid: a fixed window, or N days from the moment the member receives it. */
export type CouponValidity = { type: 'fixed'; from: Date; until: Date } | { type: 'days'; days: number }

/** The window of a coupon received at `receivedAt`; a fixed window starting earlier starts now. */
export function validityWindow(
  validity: CouponValidity,
  receivedAt: Date,
): { validFrom: Date; validUntil: Date } {
  if (validity.type === 'fixed') {
    if (validity.until <= validity.from) throw new RangeError('a fixed window must end after it starts')
    return { validFrom: validity.from, validUntil: validity.until }
  }
  if (!Number.isInteger(validity.days) || validity.days < 1) {
    throw new RangeError(`days must be a positive integer, got ${String(validity.days)}`)
  }
  return { validFrom: receivedAt, validUntil: new Date(receivedAt.getTime() + validity.days * DAY_MS) }
}

/** A rebate card's terms: this percent of the amount paid, at most `capFen` per order. */
export interface RebateCard {
  percent: number
  capFen: number
  validFrom: Date
  validUntil: Date
}

/**
 * The rebate an order earns from a card: a percentage of what was actually paid, capped per order,
 * for orders paid within the card's window (0 otherwise).
 */
export function rebateFen(card: RebateCard, paidFen: number, paidAt: Date): number {
  if (paidAt < card.validFrom || paidAt >= card.validUntil) return 0
  return percentOfFen(paidFen, card.percent, card.capFen)
}

/** Of several rebate cards, the one that pays the most on this order (ties: the one ending soonest). */
export function bestRebateCard<T extends RebateCard & { id: string }>(
  cards: readonly T[],
  paidFen: number,
  paidAt: Date,
): { card: T; rebateFen: number } | undefined {
  const candidates = cards.map((c) => ({
    id: c.id,
    validUntil: c.validUntil,
    discountFen: rebateFen(c, paidFen, paidAt),
    card: c,
  }))
  const best = bestCoupon(candidates)
  return best ? { card: best.card, rebateFen: best.discountFen } : undefined
}

/** A prize of the draw with its weight; the odds of a prize are its weight over the sum of weights. */
export interface WeightedPrize {
  id: string
  weight: number
}

/**
 * Picks a prize by weight from a uniform integer in [0, total weight) (`randomBelow(n)`; the server
 * passes `crypto.randomInt`, tests a seeded generator). Zero-weight prizes are never drawn.
 */
export function drawPrize<T extends WeightedPrize>(
  prizes: readonly T[],
  randomBelow: (n: number) => number,
): T {
  let total = 0
  for (const p of prizes) {
    if (!Number.isInteger(p.weight) || p.weight < 0)
      throw new RangeError(`weight must be a non-negative integer`)
    total += p.weight
  }
  if (total <= 0) throw new RangeError('the draw has no prize with a weight')
  let roll = randomBelow(total)
  if (!Number.isInteger(roll) || roll < 0 || roll >= total) throw new RangeError('random value out of range')
  for (const p of prizes) {
    if (roll < p.weight) return p
    roll -= p.weight
  }
  throw new Error('unreachable')
}

/** Draws one double-draw ticket gives (product rules 7). */
export const DRAWS_PER_TICKET = 2
/** Own completed orders give one ticket per this many fen (spec 9: each 500 yuan). */
export const TICKET_SPEND_STEP_FEN = 50_000
/** Invited friends with a completed first order give one ticket per this many friends. */
export const TICKET_FRIENDS_STEP = 2

/**
 * The tickets a member has earned in total so far (product rules 9): one per 500 yuan of their own
 * completed orders, one per two invited friends who completed a first order. Grants compare this
 * with what was already granted, so a repeated event grants nothing twice.
 */
export function ticketsEarned(progress: { completedFen: number; friendsWithFirstOrder: number }): {
  fromSpending: number
  fromFriends: number
} {
  return {
    fromSpending: Math.floor(Math.max(0, progress.completedFen) / TICKET_SPEND_STEP_FEN),
    fromFriends: Math.floor(Math.max(0, progress.friendsWithFirstOrder) / TICKET_FRIENDS_STEP),
  }
}

/**
 * The on-time promise (spec 1, "delivery within 30 minutes"): a delivery order delivered more than
 * `promiseMinutes` after payment earns a compensation coupon. Exactly at the limit is on time.
 */
export function lateForPromise(paidAt: Date, deliveredAt: Date, promiseMinutes: number): boolean {
  return deliveredAt.getTime() - paidAt.getTime() > promiseMinutes * 60_000
}

/**
 * The same-day refund of a purchased coupon (spec 1): allowed while unused and on the calendar day
 * of purchase in Asia/Shanghai (UTC+8, no daylight saving).
 */
export function sameShanghaiDay(a: Date, b: Date): boolean {
  return shanghaiStartOfDay(a).getTime() === shanghaiStartOfDay(b).getTime()
}
