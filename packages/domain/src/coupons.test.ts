import { describe, expect, it } from 'vitest'
import {
  bestCoupon,
  bestRebateCard,
  type CouponTerms,
  couponDiscount,
  DRAWS_PER_TICKET,
  drawPrize,
  lateForPromise,
  percentOfFen,
  rebateFen,
  sameShanghaiDay,
  ticketsEarned,
  validityWindow,
} from './coupons'
import { mulberry32, randomInt } from './testRandom'

const now = new Date('2026-03-01T04:00:00Z')
const later = new Date('2026-04-01T00:00:00Z')
const earlier = new Date('2026-02-01T00:00:00Z')

function terms(over: Partial<CouponTerms> = {}): CouponTerms {
  return {
    kind: 'shop',
    amountFen: 1000,
    percentOff: null,
    thresholdFen: 3000,
    shopId: null,
    validFrom: earlier,
    validUntil: later,
    status: 'unused',
    ...over,
  }
}
const basis = { shopId: 's1', itemsFen: 5000, deliveryFeeFen: 600 }

describe('couponDiscount (eligibility)', () => {
  it('takes an amount off the goods above the threshold', () => {
    expect(couponDiscount(terms(), basis, now)).toEqual({ discountFen: 1000 })
  })
  it('refuses below the threshold, at another shop, before its start, after its end, once used', () => {
    expect(couponDiscount(terms(), { ...basis, itemsFen: 2999 }, now)).toEqual({
      refusal: 'COUPON_THRESHOLD_NOT_MET',
    })
    expect(couponDiscount(terms({ shopId: 's2' }), basis, now)).toEqual({ refusal: 'COUPON_WRONG_SHOP' })
    expect(
      couponDiscount(terms({ validFrom: later, validUntil: new Date(later.getTime() + 1) }), basis, now),
    ).toEqual({
      refusal: 'COUPON_NOT_STARTED',
    })
    expect(couponDiscount(terms({ validUntil: now }), basis, now)).toEqual({ refusal: 'COUPON_EXPIRED' })
    expect(couponDiscount(terms({ status: 'used' }), basis, now)).toEqual({ refusal: 'COUPON_USED' })
  })
  it('a delivery coupon takes at most the delivery fee, and nothing on pickup is refused', () => {
    expect(couponDiscount(terms({ kind: 'delivery', amountFen: 800, thresholdFen: 0 }), basis, now)).toEqual({
      discountFen: 600,
    })
    expect(
      couponDiscount(terms({ kind: 'delivery', thresholdFen: 0 }), { ...basis, deliveryFeeFen: 0 }, now),
    ).toEqual({ refusal: 'COUPON_NOT_APPLICABLE' })
  })
  it('a ticket or a rebate card is never an order coupon', () => {
    expect(couponDiscount(terms({ kind: 'doubleDraw' }), basis, now)).toEqual({
      refusal: 'COUPON_NOT_APPLICABLE',
    })
    expect(couponDiscount(terms({ kind: 'rebateCard', percentOff: 5 }), basis, now)).toEqual({
      refusal: 'COUPON_NOT_APPLICABLE',
    })
  })
  it('an amount off never exceeds the goods', () => {
    expect(couponDiscount(terms({ amountFen: 9000, thresholdFen: 0 }), basis, now)).toEqual({
      discountFen: 5000,
    })
  })
})

describe('percentage with cap', () => {
  it('rounds down to the fen and stops at the cap', () => {
    expect(percentOfFen(1999, 15)).toBe(299)
    expect(percentOfFen(100_000, 20, 1500)).toBe(1500)
    expect(percentOfFen(5000, 20, 0)).toBe(1000)
    expect(() => percentOfFen(100, 101)).toThrow(RangeError)
  })
  it('a percentage shop coupon uses its amount as the cap', () => {
    expect(couponDiscount(terms({ percentOff: 20, amountFen: 800 }), basis, now)).toEqual({
      discountFen: 800,
    })
    expect(couponDiscount(terms({ percentOff: 10, amountFen: 800 }), basis, now)).toEqual({
      discountFen: 500,
    })
  })
})

describe('bestCoupon', () => {
  it('picks the largest discount, then the soonest end, then the smallest id', () => {
    const a = { id: 'b', validUntil: later, discountFen: 500 }
    const b = { id: 'a', validUntil: later, discountFen: 500 }
    const c = { id: 'c', validUntil: now, discountFen: 500 }
    const d = { id: 'd', validUntil: later, discountFen: 400 }
    expect(bestCoupon([a, d])).toBe(a)
    expect(bestCoupon([a, b])).toBe(b)
    expect(bestCoupon([a, b, c, d])).toBe(c)
    expect(bestCoupon([])).toBeUndefined()
    expect(bestCoupon([{ id: 'z', validUntil: later, discountFen: 0 }])).toBeUndefined()
  })
})

describe('validityWindow', () => {
  it('N days from receipt, or the fixed window', () => {
    expect(validityWindow({ type: 'days', days: 7 }, now)).toEqual({
      validFrom: now,
      validUntil: new Date('2026-03-08T04:00:00Z'),
    })
    expect(validityWindow({ type: 'fixed', from: earlier, until: later }, now)).toEqual({
      validFrom: earlier,
      validUntil: later,
    })
    expect(() => validityWindow({ type: 'days', days: 0 }, now)).toThrow(RangeError)
    expect(() => validityWindow({ type: 'fixed', from: later, until: earlier }, now)).toThrow(RangeError)
  })
})

describe('rebate cards', () => {
  const card = { id: 'r1', percent: 5, capFen: 300, validFrom: earlier, validUntil: later }
  it('pays a percentage of the amount paid, capped, inside the window only', () => {
    expect(rebateFen(card, 4000, now)).toBe(200)
    expect(rebateFen(card, 100_000, now)).toBe(300)
    expect(rebateFen(card, 4000, later)).toBe(0)
    expect(rebateFen(card, 4000, new Date(earlier.getTime() - 1))).toBe(0)
  })
  it('the best card pays the most', () => {
    const other = { ...card, id: 'r2', percent: 10, capFen: 250 }
    expect(bestRebateCard([card, other], 4000, now)).toEqual({ card: other, rebateFen: 250 })
    expect(bestRebateCard([card], 4000, later)).toBeUndefined()
  })
})

describe('drawPrize', () => {
  const prizes = [
    { id: 'coupon', weight: 60 },
    { id: 'points', weight: 30 },
    { id: 'balance', weight: 10 },
    { id: 'never', weight: 0 },
  ]
  it('maps each roll to exactly one prize by weight', () => {
    expect(drawPrize(prizes, () => 0).id).toBe('coupon')
    expect(drawPrize(prizes, () => 59).id).toBe('coupon')
    expect(drawPrize(prizes, () => 60).id).toBe('points')
    expect(drawPrize(prizes, () => 99).id).toBe('balance')
    expect(() => drawPrize(prizes, () => 100)).toThrow(RangeError)
    expect(() => drawPrize([{ id: 'x', weight: 0 }], () => 0)).toThrow(RangeError)
  })
  it('follows the odds over many seeded draws (fixed seed, within 4 standard deviations)', () => {
    const seed = 20_261_125
    const next = mulberry32(seed)
    const n = 100_000
    const counts = new Map<string, number>()
    for (let i = 0; i < n; i++) {
      const prize = drawPrize(prizes, (m) => randomInt(next, 0, m - 1))
      counts.set(prize.id, (counts.get(prize.id) ?? 0) + 1)
    }
    for (const p of prizes) {
      const expected = (n * p.weight) / 100
      const sd = Math.sqrt(n * (p.weight / 100) * (1 - p.weight / 100))
      expect(Math.abs((counts.get(p.id) ?? 0) - expected), `seed ${seed} prize ${p.id}`).toBeLessThanOrEqual(
        4 * sd,
      )
    }
    expect(counts.get('never')).toBeUndefined()
  })
})

describe('tickets and promises', () => {
  it('one ticket per 500 yuan completed and per two friends; a ticket gives two draws', () => {
    expect(ticketsEarned({ completedFen: 49_999, friendsWithFirstOrder: 1 })).toEqual({
      fromSpending: 0,
      fromFriends: 0,
    })
    expect(ticketsEarned({ completedFen: 100_000, friendsWithFirstOrder: 5 })).toEqual({
      fromSpending: 2,
      fromFriends: 2,
    })
    expect(DRAWS_PER_TICKET).toBe(2)
  })
  it('late only strictly after the promised minutes from payment', () => {
    const paid = new Date('2026-03-01T04:00:00Z')
    expect(lateForPromise(paid, new Date('2026-03-01T04:30:00Z'), 30)).toBe(false)
    expect(lateForPromise(paid, new Date('2026-03-01T04:30:01Z'), 30)).toBe(true)
  })
  it('same day is the Shanghai calendar day', () => {
    // 15:59 UTC is 23:59 in Shanghai; 16:00 UTC is the next day there.
    expect(sameShanghaiDay(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-01T15:59:59Z'))).toBe(true)
    expect(sameShanghaiDay(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-01T16:00:00Z'))).toBe(false)
  })
})
