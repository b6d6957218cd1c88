import { describe, expect, it } from 'vitest'
import { priceOrder } from './pricing'
import {
  allocateRefund,
  computeRefundAmount,
  lineDiscountFen,
  RefundAmountError,
  type RefundableLine,
  type RefundOrderState,
  refundableQuantity,
} from './refundAmount'
import { largestRemainderShares } from './shares'
import { mulberry32, PROPERTY_SEED, propertyRuns, randomInt } from './testRandom'

/**
 * The worked order: 2 x noodles (28 yuan + 1 packing) and 1 x tea (12 yuan), full reduction 5 yuan,
 * delivery 5 yuan. Shares of the reduction by hand: 500 x 5800/7000 = 414.28 and 500 x 1200/7000 =
 * 85.71; the leftover fen goes to the larger remainder (tea): noodles 414, tea 86. Paid 7000.
 */
function workedOrder(overrides: Partial<RefundOrderState> = {}): RefundOrderState {
  return {
    lines: [
      {
        id: 'noodles',
        unitPriceFen: 2800,
        packingFeeFen: 100,
        quantity: 2,
        couponShareFen: 0,
        fullReductionShareFen: 414,
        refundedQuantity: 0,
      },
      {
        id: 'tea',
        unitPriceFen: 1200,
        packingFeeFen: 0,
        quantity: 1,
        couponShareFen: 0,
        fullReductionShareFen: 86,
        refundedQuantity: 0,
      },
    ],
    deliveryFeeFen: 500,
    deliveryFeeRefunded: false,
    dispatched: true,
    paidFen: 7000,
    refundedFen: 0,
    ...overrides,
  }
}

/** Applies a refund to the state the way the server records it. */
function after(order: RefundOrderState, request: { lineId: string; quantity: number }[]): RefundOrderState {
  const result = computeRefundAmount(order, request)
  return {
    ...order,
    lines: order.lines.map((l) => ({
      ...l,
      refundedQuantity: l.refundedQuantity + (request.find((r) => r.lineId === l.id)?.quantity ?? 0),
    })),
    deliveryFeeRefunded: order.deliveryFeeRefunded || result.deliveryFeeFen > 0,
    refundedFen: order.refundedFen + result.totalFen,
  }
}

describe('computeRefundAmount: worked examples', () => {
  it('one of two noodles of a dispatched order: gross 2900 minus half the line share (207)', () => {
    const r = computeRefundAmount(workedOrder(), [{ lineId: 'noodles', quantity: 1 }])
    expect(r.lines).toEqual([
      { lineId: 'noodles', quantity: 1, grossFen: 2900, discountFen: 207, amountFen: 2693 },
    ])
    expect(r.deliveryFeeFen).toBe(0)
    expect(r.totalFen).toBe(2693)
    expect(r.allItemsRefunded).toBe(false)
    expect(r.remainingFen).toBe(7000 - 2693)
  })

  it('everything at once: exactly what was paid, delivery fee included', () => {
    const r = computeRefundAmount(workedOrder(), [
      { lineId: 'noodles', quantity: 2 },
      { lineId: 'tea', quantity: 1 },
    ])
    // 5800 - 414 + 1200 - 86 + 500
    expect(r.lines.map((l) => l.amountFen)).toEqual([5386, 1114])
    expect(r.deliveryFeeFen).toBe(500)
    expect(r.totalFen).toBe(7000)
    expect(r.allItemsRefunded).toBe(true)
    expect(r.remainingFen).toBe(0)
  })

  it('three partial refunds of a dispatched order add up to exactly what was paid', () => {
    let order = workedOrder()
    const first = computeRefundAmount(order, [{ lineId: 'tea', quantity: 1 }])
    expect(first.totalFen).toBe(1114) // 1200 - 86, no delivery fee: the order was dispatched
    order = after(order, [{ lineId: 'tea', quantity: 1 }])
    const second = computeRefundAmount(order, [{ lineId: 'noodles', quantity: 1 }])
    expect(second.totalFen).toBe(2693)
    order = after(order, [{ lineId: 'noodles', quantity: 1 }])
    const third = computeRefundAmount(order, [{ lineId: 'noodles', quantity: 1 }])
    // the last noodle carries the other 207 of its share, and the delivery fee comes back with it
    expect(third.lines[0]?.discountFen).toBe(207)
    expect(third.deliveryFeeFen).toBe(500)
    expect(third.totalFen).toBe(2693 + 500)
    expect(first.totalFen + second.totalFen + third.totalFen).toBe(7000)
  })

  it('an odd share is split floor first, the rest on the last unit (207 then 208)', () => {
    const order = workedOrder()
    const noodles = order.lines[0] as RefundableLine
    noodles.fullReductionShareFen = 415
    expect(lineDiscountFen(noodles, 0, 1)).toBe(207)
    expect(lineDiscountFen(noodles, 1, 1)).toBe(208)
    expect(lineDiscountFen(noodles, 0, 2)).toBe(415)
  })

  it('coupon and full-reduction shares are both taken off', () => {
    const order = workedOrder()
    const tea = order.lines[1] as RefundableLine
    tea.couponShareFen = 300
    const r = computeRefundAmount(order, [{ lineId: 'tea', quantity: 1 }])
    expect(r.lines[0]).toMatchObject({ grossFen: 1200, discountFen: 386, amountFen: 814 })
  })

  it('a never-dispatched order gives the delivery fee back with the first refund, once', () => {
    let order = workedOrder({ dispatched: false })
    const first = computeRefundAmount(order, [{ lineId: 'tea', quantity: 1 }])
    expect(first.deliveryFeeFen).toBe(500)
    expect(first.totalFen).toBe(1114 + 500)
    order = after(order, [{ lineId: 'tea', quantity: 1 }])
    const second = computeRefundAmount(order, [{ lineId: 'noodles', quantity: 1 }])
    expect(second.deliveryFeeFen).toBe(0)
    order = after(order, [{ lineId: 'noodles', quantity: 1 }])
    const third = computeRefundAmount(order, [{ lineId: 'noodles', quantity: 1 }])
    expect(third.deliveryFeeFen).toBe(0)
    expect(first.totalFen + second.totalFen + third.totalFen).toBe(7000)
  })

  it('never more than paid minus refunded', () => {
    // 6000 of the 7000 already went back (e.g. a full-price goodwill refund): only 1000 is left.
    const r = computeRefundAmount(workedOrder({ refundedFen: 6000 }), [{ lineId: 'noodles', quantity: 1 }])
    expect(r.totalFen).toBe(1000)
    expect(r.remainingFen).toBe(0)
  })

  it('the last unit takes whatever is left, even when that is below the computed amount', () => {
    const order = workedOrder({
      lines: workedOrder().lines.map((l) => ({ ...l, refundedQuantity: l.id === 'tea' ? 0 : 2 })),
      deliveryFeeRefunded: true,
      refundedFen: 6500,
    })
    const r = computeRefundAmount(order, [{ lineId: 'tea', quantity: 1 }])
    expect(r.totalFen).toBe(500)
    expect(r.allItemsRefunded).toBe(true)
  })

  it('a pickup order (no delivery fee) refunds lines only', () => {
    const r = computeRefundAmount(workedOrder({ deliveryFeeFen: 0, dispatched: false, paidFen: 6500 }), [
      { lineId: 'tea', quantity: 1 },
    ])
    expect(r).toMatchObject({ deliveryFeeFen: 0, totalFen: 1114 })
  })
})

describe('computeRefundAmount: refusals', () => {
  const order = workedOrder()
  it.each<[string, { lineId: string; quantity: number }[], string]>([
    ['nothing asked', [], 'empty'],
    ['a line of another order', [{ lineId: 'pizza', quantity: 1 }], 'unknown_line'],
    [
      'the same line twice',
      [
        { lineId: 'tea', quantity: 1 },
        { lineId: 'tea', quantity: 1 },
      ],
      'duplicate_line',
    ],
    ['zero units', [{ lineId: 'tea', quantity: 0 }], 'bad_quantity'],
    ['a fraction of a unit', [{ lineId: 'noodles', quantity: 1.5 }], 'bad_quantity'],
    ['more units than ordered', [{ lineId: 'tea', quantity: 2 }], 'too_many'],
  ])('%s', (_label, request, code) => {
    expect(() => computeRefundAmount(order, request)).toThrow(RefundAmountError)
    try {
      computeRefundAmount(order, request)
    } catch (error) {
      expect((error as RefundAmountError).code).toBe(code)
    }
  })

  it('units already refunded (or held by an open request) cannot be asked again', () => {
    const held = after(order, [{ lineId: 'noodles', quantity: 1 }])
    expect(refundableQuantity(held.lines[0] as RefundableLine)).toBe(1)
    expect(() => computeRefundAmount(held, [{ lineId: 'noodles', quantity: 2 }])).toThrow(/too_many/)
  })

  it('nothing left once everything paid went back', () => {
    expect(() =>
      computeRefundAmount(workedOrder({ refundedFen: 7000 }), [{ lineId: 'tea', quantity: 1 }]),
    ).toThrow(/nothing_left/)
  })

  it('rejects money that is not integer fen', () => {
    expect(() =>
      computeRefundAmount(workedOrder({ paidFen: 70.5 }), [{ lineId: 'tea', quantity: 1 }]),
    ).toThrow(RangeError)
  })
})

describe('computeRefundAmount: any order, any refund sequence', () => {
  it(`adds up to exactly what was paid, each refund within what is left (${propertyRuns(500)} random orders)`, () => {
    const seed = PROPERTY_SEED
    const next = mulberry32(seed)
    for (let run = 0; run < propertyRuns(500); run++) {
      const count = randomInt(next, 1, 5)
      const items = Array.from({ length: count }, (_, i) => ({
        id: `l${i}`,
        unitPriceFen: randomInt(next, 0, 9000),
        packingFeeFen: randomInt(next, 0, 300),
        quantity: randomInt(next, 1, 7),
      }))
      const weights = items.map((i) => (i.unitPriceFen + i.packingFeeFen) * i.quantity)
      const gross = weights.reduce((a, b) => a + b, 0)
      const couponFen = randomInt(next, 0, Math.floor(gross / 3))
      const fullReductionFen = randomInt(next, 0, Math.floor((gross - couponFen) / 2))
      const coupon = largestRemainderShares(couponFen, weights)
      const reduction = largestRemainderShares(fullReductionFen, weights)
      const deliveryFeeFen = randomInt(next, 0, 1200)
      const paidFen = gross - couponFen - fullReductionFen + deliveryFeeFen
      let order: RefundOrderState = {
        lines: items.map((item, i) => ({
          ...item,
          couponShareFen: coupon[i] ?? 0,
          fullReductionShareFen: reduction[i] ?? 0,
          refundedQuantity: 0,
        })),
        deliveryFeeFen,
        deliveryFeeRefunded: false,
        dispatched: next() < 0.6,
        paidFen,
        refundedFen: 0,
      }
      let total = 0
      let steps = 0
      while (order.lines.some((l) => refundableQuantity(l) > 0) && order.refundedFen < paidFen) {
        const open = order.lines.filter((l) => refundableQuantity(l) > 0)
        const picked = open.filter(() => next() < 0.5)
        const chosen = picked.length > 0 ? picked : [open[0] as RefundableLine]
        const request = chosen.map((l) => ({
          lineId: l.id,
          quantity: randomInt(next, 1, refundableQuantity(l)),
        }))
        const r = computeRefundAmount(order, request)
        const context = `seed ${seed} run ${run} step ${steps}`
        expect(r.totalFen, context).toBeGreaterThanOrEqual(0)
        expect(r.totalFen, context).toBeLessThanOrEqual(paidFen - order.refundedFen)
        for (const line of r.lines) {
          expect(line.amountFen, context).toBe(line.grossFen - line.discountFen)
          expect(line.discountFen, context).toBeGreaterThanOrEqual(0)
        }
        total += r.totalFen
        order = after(order, request)
        steps++
      }
      expect(total, `seed ${seed} run ${run}`).toBe(paidFen)
      // every line gave back exactly its gross minus its shares
      expect(order.deliveryFeeRefunded || deliveryFeeFen === 0).toBe(true)
    }
  })

  it('a line refunded unit by unit gives back exactly its shares', () => {
    const next = mulberry32(PROPERTY_SEED + 1)
    for (let run = 0; run < propertyRuns(300); run++) {
      const quantity = randomInt(next, 1, 40)
      const line: RefundableLine = {
        id: 'x',
        unitPriceFen: 5000,
        packingFeeFen: 0,
        quantity,
        couponShareFen: randomInt(next, 0, 5000 * quantity),
        fullReductionShareFen: 0,
        refundedQuantity: 0,
      }
      let given = 0
      let done = 0
      while (done < quantity) {
        const q = randomInt(next, 1, quantity - done)
        given += lineDiscountFen(line, done, q)
        done += q
      }
      expect(given, `run ${run} (PROPERTY_SEED=${PROPERTY_SEED})`).toBe(line.couponShareFen)
    }
  })

  it('refunding, line by line, an order priced by the placement rules gives back its total', () => {
    const priced = priceOrder({
      kind: 'delivery',
      lines: [
        { goodsId: 'noodles', basePriceFen: 2800, optionPricesFen: [], packingFeeFen: 100, quantity: 2 },
        { goodsId: 'tea', basePriceFen: 1200, optionPricesFen: [], packingFeeFen: 0, quantity: 1 },
      ],
      fullReductionTiers: [{ thresholdFen: 3000, reductionFen: 500 }],
      couponFen: 300,
      deliveryFeeFen: 500,
      deliverySubsidyFen: 0,
      minimumOrderFen: 0,
    })
    let order: RefundOrderState = {
      lines: priced.lines.map((l) => ({
        id: l.goodsId,
        unitPriceFen: l.unitPriceFen,
        packingFeeFen: l.packingFen / l.quantity,
        quantity: l.quantity,
        couponShareFen: l.couponShareFen,
        fullReductionShareFen: l.fullReductionShareFen,
        refundedQuantity: 0,
      })),
      deliveryFeeFen: priced.deliveryFeeFen,
      deliveryFeeRefunded: false,
      dispatched: true,
      paidFen: priced.totalFen,
      refundedFen: 0,
    }
    let total = 0
    for (const step of [
      { lineId: 'noodles', quantity: 1 },
      { lineId: 'tea', quantity: 1 },
      { lineId: 'noodles', quantity: 1 },
    ]) {
      total += computeRefundAmount(order, [step]).totalFen
      order = after(order, [step])
    }
    expect(total).toBe(priced.totalFen)
    expect(order.refundedFen).toBe(priced.totalFen)
  })
})

describe('allocateRefund', () => {
  it('takes from each payment in turn, up to what it can still give back', () => {
    expect(
      allocateRefund(900, [
        { id: 'a', toBalance: false, refundableFen: 0 },
        { id: 'b', toBalance: true, refundableFen: 500 },
        { id: 'c', toBalance: false, refundableFen: 1000 },
      ]),
    ).toEqual([
      { id: 'b', toBalance: true, amountFen: 500 },
      { id: 'c', toBalance: false, amountFen: 400 },
    ])
  })

  it('allocates nothing for a zero refund', () => {
    expect(allocateRefund(0, [{ id: 'a', toBalance: false, refundableFen: 10 }])).toEqual([])
  })

  it('refuses a refund the payments cannot cover', () => {
    expect(() => allocateRefund(11, [{ id: 'a', toBalance: false, refundableFen: 10 }])).toThrow(/1 short/)
  })
})
