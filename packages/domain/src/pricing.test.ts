import { describe, expect, it } from 'vitest'
import {
  applicableFullReduction,
  type FullReductionTier,
  type PricedLine,
  type PriceInput,
  priceOrder,
  unitPriceFen,
} from './pricing'
import { mulberry32, PROPERTY_SEED, propertyRuns, randomInt } from './testRandom'

const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  goodsId: 'g',
  basePriceFen: 1200,
  optionPricesFen: [],
  packingFeeFen: 100,
  quantity: 1,
  ...over,
})

const input = (over: Partial<PriceInput> = {}): PriceInput => ({
  kind: 'delivery',
  lines: [line()],
  fullReductionTiers: [],
  deliveryFeeFen: 500,
  deliverySubsidyFen: 0,
  minimumOrderFen: 0,
  ...over,
})

describe('unitPriceFen', () => {
  it('adds every option price to the goods price', () => {
    expect(unitPriceFen({ basePriceFen: 2800, optionPricesFen: [300, 0, 150] })).toBe(3250)
    expect(unitPriceFen({ basePriceFen: 2800, optionPricesFen: [] })).toBe(2800)
    expect(unitPriceFen({ basePriceFen: 0, optionPricesFen: [0] })).toBe(0)
  })
  it('rejects negative or fractional prices', () => {
    expect(() => unitPriceFen({ basePriceFen: -1, optionPricesFen: [] })).toThrow(RangeError)
    expect(() => unitPriceFen({ basePriceFen: 100, optionPricesFen: [-50] })).toThrow(RangeError)
    expect(() => unitPriceFen({ basePriceFen: 12.5, optionPricesFen: [] })).toThrow(RangeError)
    expect(() => unitPriceFen({ basePriceFen: 100, optionPricesFen: [0.5] })).toThrow(RangeError)
  })
})

describe('applicableFullReduction', () => {
  const t3000 = { thresholdFen: 3000, reductionFen: 300 }
  const t6000 = { thresholdFen: 6000, reductionFen: 800 }
  const t10000 = { thresholdFen: 10000, reductionFen: 1500 }
  const tiers = [t6000, t3000, t10000] // stored out of order on purpose

  it.each([
    [0, null],
    [2999, null],
    [3000, t3000], // reaching the threshold exactly counts
    [5999, t3000],
    [6000, t6000],
    [9999, t6000],
    [10000, t10000],
    [1_000_000, t10000],
  ])('eligible %i -> %j', (eligible, expected) => {
    expect(applicableFullReduction(tiers, eligible)).toBe(expected)
  })

  it('has nothing to apply without tiers', () => {
    expect(applicableFullReduction([], 999_999)).toBeNull()
  })

  it('picks the larger reduction between equal thresholds, whatever their order', () => {
    const a = { thresholdFen: 3000, reductionFen: 300 }
    const b = { thresholdFen: 3000, reductionFen: 400 }
    expect(applicableFullReduction([a, b], 3000)).toBe(b)
    expect(applicableFullReduction([b, a], 3000)).toBe(b)
  })

  it('rejects bad money', () => {
    expect(() => applicableFullReduction(tiers, -1)).toThrow(RangeError)
    expect(() => applicableFullReduction([{ thresholdFen: 1.5, reductionFen: 1 }], 10)).toThrow(RangeError)
    expect(() => applicableFullReduction([{ thresholdFen: 1, reductionFen: -1 }], 10)).toThrow(RangeError)
  })
})

describe('priceOrder', () => {
  it('prices a delivery order in the product-rules order (coupon, then full reduction, then fee)', () => {
    // goods: 2 x (2800 + 300 + 0) = 6200 and 1 x 1500; packing 2 x 100 + 1 x 50 = 250; items 7950.
    // coupon 500 over weights [6400, 1550]: 402 r4100, 97 r3850 -> [403, 97].
    // eligible 7950 - 500 = 7450: below the 7500 tier (the items alone would reach it), so 6000 -> 800.
    // reduction 800 over after-coupon weights [5997, 1453]: 643 r7250, 156 r200 -> [644, 156].
    // fee 600 - subsidy 200 = 400; total 7450 - 800 + 400 = 7050.
    const result = priceOrder({
      kind: 'delivery',
      lines: [
        {
          goodsId: 'noodles',
          basePriceFen: 2800,
          optionPricesFen: [300, 0],
          packingFeeFen: 100,
          quantity: 2,
        },
        { goodsId: 'tea', basePriceFen: 1500, optionPricesFen: [], packingFeeFen: 50, quantity: 1 },
      ],
      fullReductionTiers: [
        { thresholdFen: 3000, reductionFen: 300 },
        { thresholdFen: 6000, reductionFen: 800 },
        { thresholdFen: 7500, reductionFen: 1000 },
      ],
      couponFen: 500,
      deliveryFeeFen: 600,
      deliverySubsidyFen: 200,
      minimumOrderFen: 2000,
    })
    expect(result).toEqual({
      goodsFen: 7700,
      packingFen: 250,
      couponFen: 500,
      fullReductionFen: 800,
      deliveryFeeFen: 400,
      deliveryFeeBeforeSubsidyFen: 600,
      totalFen: 7050,
      minimumOrderFen: 2000,
      missingForMinimumFen: 0,
      lines: [
        {
          goodsId: 'noodles',
          unitPriceFen: 3100,
          quantity: 2,
          goodsFen: 6200,
          packingFen: 200,
          couponShareFen: 403,
          fullReductionShareFen: 644,
          payableFen: 5353,
        },
        {
          goodsId: 'tea',
          unitPriceFen: 1500,
          quantity: 1,
          goodsFen: 1500,
          packingFen: 50,
          couponShareFen: 97,
          fullReductionShareFen: 156,
          payableFen: 1297,
        },
      ],
    })
  })

  it('shows what is missing for the delivery minimum (goods + packing, before discounts)', () => {
    const r = priceOrder(input({ minimumOrderFen: 2000, couponFen: 300 }))
    expect(r.minimumOrderFen).toBe(2000)
    expect(r.missingForMinimumFen).toBe(700) // 2000 - (1200 + 100); the coupon does not count against it
    expect(r.totalFen).toBe(1300 - 300 + 500)
  })

  it('reports nothing missing once the minimum is reached exactly', () => {
    expect(priceOrder(input({ minimumOrderFen: 1300 })).missingForMinimumFen).toBe(0)
    expect(priceOrder(input({ minimumOrderFen: 1301 })).missingForMinimumFen).toBe(1)
  })

  it('charges no packing on a dine-in pickup, and packing on take-away and delivery', () => {
    const lines = [line({ packingFeeFen: 100, quantity: 2 })]
    const dineIn = priceOrder(input({ kind: 'pickup', dineIn: true, lines }))
    expect(dineIn.packingFen).toBe(0)
    expect(dineIn.lines[0]?.packingFen).toBe(0)
    expect(dineIn.totalFen).toBe(2400)
    expect(priceOrder(input({ kind: 'pickup', dineIn: false, lines })).packingFen).toBe(200)
    // a delivery is always packed, whatever the (pickup-only) dining choice says
    expect(priceOrder(input({ kind: 'delivery', dineIn: true, lines })).packingFen).toBe(200)
  })
  it('ignores delivery fee, subsidy and minimum for pickup', () => {
    const r = priceOrder(
      input({ kind: 'pickup', deliveryFeeFen: 500, deliverySubsidyFen: 100, minimumOrderFen: 5000 }),
    )
    expect(r.deliveryFeeFen).toBe(0)
    expect(r.deliveryFeeBeforeSubsidyFen).toBe(0)
    expect(r.minimumOrderFen).toBe(0)
    expect(r.missingForMinimumFen).toBe(0)
    expect(r.totalFen).toBe(1300)
  })

  it('floors the subsidised delivery fee at zero', () => {
    const r = priceOrder(input({ deliveryFeeFen: 300, deliverySubsidyFen: 500 }))
    expect(r.deliveryFeeFen).toBe(0)
    expect(r.deliveryFeeBeforeSubsidyFen).toBe(300)
    expect(r.totalFen).toBe(1300)
  })

  it('subtracts a subsidy smaller than the fee', () => {
    const r = priceOrder(input({ deliveryFeeFen: 700, deliverySubsidyFen: 200 }))
    expect(r.deliveryFeeFen).toBe(500)
    expect(r.totalFen).toBe(1800)
  })

  it('treats a missing coupon as none', () => {
    const r = priceOrder(input())
    expect(r.couponFen).toBe(0)
    expect(r.lines[0]?.couponShareFen).toBe(0)
    expect(r.totalFen).toBe(1800)
  })

  it('caps a coupon larger than goods + packing; the delivery fee is still paid', () => {
    const r = priceOrder(input({ couponFen: 5000 }))
    expect(r.couponFen).toBe(1300)
    expect(r.fullReductionFen).toBe(0)
    expect(r.totalFen).toBe(500)
    expect(r.lines[0]).toMatchObject({ couponShareFen: 1300, payableFen: 0 })
  })

  it('caps a full reduction larger than what is left after the coupon', () => {
    const r = priceOrder(
      input({ couponFen: 300, fullReductionTiers: [{ thresholdFen: 1000, reductionFen: 5000 }] }),
    )
    expect(r.fullReductionFen).toBe(1000) // 1300 - 300
    expect(r.totalFen).toBe(500)
  })

  it('applies a tier whose threshold the post-coupon amount reaches exactly', () => {
    const tiers: FullReductionTier[] = [{ thresholdFen: 1000, reductionFen: 100 }]
    expect(priceOrder(input({ couponFen: 300, fullReductionTiers: tiers })).fullReductionFen).toBe(100)
    expect(priceOrder(input({ couponFen: 301, fullReductionTiers: tiers })).fullReductionFen).toBe(0)
  })

  it('never makes a line negative when coupon and reduction round onto the same line', () => {
    // Two 1-fen lines, coupon 1 -> line 0 (tie); reduction 1 on the remaining 1 fen must go to line 1.
    const r = priceOrder(
      input({
        lines: [line({ basePriceFen: 1, packingFeeFen: 0 }), line({ basePriceFen: 1, packingFeeFen: 0 })],
        couponFen: 1,
        fullReductionTiers: [{ thresholdFen: 1, reductionFen: 1 }],
        deliveryFeeFen: 0,
      }),
    )
    expect(r.lines.map((l) => [l.couponShareFen, l.fullReductionShareFen, l.payableFen])).toEqual([
      [1, 0, 0],
      [0, 1, 0],
    ])
    expect(r.totalFen).toBe(0)
  })

  it('prices free goods without dividing by zero', () => {
    const r = priceOrder(input({ lines: [line({ basePriceFen: 0, packingFeeFen: 0 })], couponFen: 200 }))
    expect(r.couponFen).toBe(0)
    expect(r.lines[0]?.payableFen).toBe(0)
    expect(r.totalFen).toBe(500)
  })

  it('refuses an order without lines', () => {
    expect(() => priceOrder(input({ lines: [] }))).toThrow(RangeError)
  })

  it.each([0, -1, 1.5, Number.NaN])('refuses quantity %s', (quantity) => {
    expect(() => priceOrder(input({ lines: [line({ quantity })] }))).toThrow(RangeError)
  })

  it.each<[string, Partial<PriceInput>]>([
    ['negative coupon', { couponFen: -1 }],
    ['fractional coupon', { couponFen: 0.5 }],
    ['negative delivery fee', { deliveryFeeFen: -1 }],
    ['NaN delivery fee', { deliveryFeeFen: Number.NaN }],
    ['negative subsidy', { deliverySubsidyFen: -1 }],
    ['negative minimum', { minimumOrderFen: -100 }],
    ['negative packing fee', { lines: [line({ packingFeeFen: -1 })] }],
    ['negative option price', { lines: [line({ optionPricesFen: [-100] })] }],
    ['bad tier', { fullReductionTiers: [{ thresholdFen: 100, reductionFen: -5 }] }],
    ['overflowing line', { lines: [line({ basePriceFen: 2 ** 52, quantity: 4 })] }],
  ])('refuses %s', (_name, over) => {
    expect(() => priceOrder(input(over))).toThrow(RangeError)
  })

  it('keeps line amounts adding up to the order amounts (randomized)', () => {
    for (let run = 0; run < propertyRuns(300); run++) {
      const seed = PROPERTY_SEED + run
      const next = mulberry32(seed)
      const lines = Array.from({ length: randomInt(next, 1, 6) }, (_, i) =>
        line({
          goodsId: `g${i}`,
          basePriceFen: randomInt(next, 0, 20_000),
          optionPricesFen: Array.from({ length: randomInt(next, 0, 3) }, () => randomInt(next, 0, 500)),
          packingFeeFen: randomInt(next, 0, 300),
          quantity: randomInt(next, 1, 5),
        }),
      )
      const kind = next() < 0.5 ? 'delivery' : 'pickup'
      const couponFen = next() < 0.3 ? 0 : randomInt(next, 0, 30_000)
      const tiers = Array.from({ length: randomInt(next, 0, 3) }, () => ({
        thresholdFen: randomInt(next, 0, 50_000),
        reductionFen: randomInt(next, 0, 20_000),
      }))
      const r = priceOrder({
        kind,
        lines,
        couponFen,
        fullReductionTiers: tiers,
        deliveryFeeFen: randomInt(next, 0, 1500),
        deliverySubsidyFen: randomInt(next, 0, 1000),
        minimumOrderFen: randomInt(next, 0, 5000),
      })
      const sum = (f: (l: (typeof r.lines)[number]) => number) => r.lines.reduce((a, l) => a + f(l), 0)
      const msg = `seed ${seed} (PROPERTY_SEED=${PROPERTY_SEED})`
      expect(
        sum((l) => l.goodsFen),
        msg,
      ).toBe(r.goodsFen)
      expect(
        sum((l) => l.packingFen),
        msg,
      ).toBe(r.packingFen)
      expect(
        sum((l) => l.couponShareFen),
        msg,
      ).toBe(r.couponFen)
      expect(
        sum((l) => l.fullReductionShareFen),
        msg,
      ).toBe(r.fullReductionFen)
      expect(sum((l) => l.payableFen) + r.deliveryFeeFen, msg).toBe(r.totalFen)
      expect(r.totalFen, msg).toBe(
        r.goodsFen + r.packingFen - r.couponFen - r.fullReductionFen + r.deliveryFeeFen,
      )
      expect(r.couponFen, msg).toBeLessThanOrEqual(couponFen)
      expect(r.totalFen, msg).toBeGreaterThanOrEqual(0)
      for (const l of r.lines) expect(l.payableFen, msg).toBeGreaterThanOrEqual(0)
      if (kind === 'pickup') expect(r.deliveryFeeFen, msg).toBe(0)
    }
  })
})
