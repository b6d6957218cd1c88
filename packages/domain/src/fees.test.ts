import { describe, expect, it } from 'vitest'
import { computeDeliveryFee, DEFAULT_DELIVERY_FEE_RULE, quoteDelivery, resolveDeliveryFeeRule } from './fees'

describe('DEFAULT_DELIVERY_FEE_RULE', () => {
  it('holds the product-rules defaults and cannot be changed by accident', () => {
    expect(DEFAULT_DELIVERY_FEE_RULE).toEqual({
      baseFeeFen: 500,
      perKmFeeFen: 100,
      rangeMeters: 5000,
      routeFactor: 1.3,
    })
    expect(Object.isFrozen(DEFAULT_DELIVERY_FEE_RULE)).toBe(true)
  })
})

describe('computeDeliveryFee', () => {
  it.each([
    [0, 500],
    [999, 500],
    [1000, 500], // up to 1 km inclusive: base fee
    [1000.4, 500], // rounds to 1000 m
    [1000.5, 600], // rounds to 1001 m: a started kilometre counts
    [1001, 600],
    [2000, 600],
    [2001, 700],
    [6500, 1100], // 5.5 km beyond -> 6
    [Number.MAX_SAFE_INTEGER, 500 + 9_007_199_254_740 * 100], // integer ceiling stays exact
  ])('%d m of route -> %i fen', (meters, fee) => {
    expect(computeDeliveryFee(meters)).toBe(fee)
  })

  it('uses the given rule', () => {
    expect(computeDeliveryFee(2500, { baseFeeFen: 800, perKmFeeFen: 200 })).toBe(1200)
    expect(computeDeliveryFee(5000, { perKmFeeFen: 0 })).toBe(500)
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects route %s', (m) => {
    expect(() => computeDeliveryFee(m)).toThrow(RangeError)
  })
})

describe('quoteDelivery', () => {
  it.each([
    // straight, route (x1.3 rounded), fee, inRange
    [0, 0, 500, true],
    [769, 1000, 500, true], // 999.7 -> 1000: still the base fee
    [770, 1001, 600, true],
    [1000, 1300, 600, true],
    [1538, 1999, 600, true], // 1999.4
    [1539, 2001, 700, true], // 2000.7
    [3846.2, 5000, 900, true], // 5000.06 -> 4 km beyond
    [5000, 6500, 1100, true], // the range edge is inside
    [5001, 6501, 1100, false], // out of range still quotes the fee
    [12_000, 15_600, 2000, false], // 14.6 km beyond -> 15
  ])('%d m straight -> route %i m, %i fen, in range %s', (straight, route, fee, inRange) => {
    expect(quoteDelivery(straight)).toEqual({
      inRange,
      straightMeters: straight,
      routeMeters: route,
      feeFen: fee,
    })
  })

  it('checks the range against the straight line, not the route', () => {
    // 4000 m straight is 5200 m of route: over 5 km of route, yet inside the 5 km radius.
    const q = quoteDelivery(4000)
    expect(q.routeMeters).toBe(5200)
    expect(q.inRange).toBe(true)
  })

  it('applies a shop rule, filling missing and undefined fields from the defaults', () => {
    const rule = { baseFeeFen: 800, perKmFeeFen: 200, rangeMeters: 3000, routeFactor: 1 }
    expect(quoteDelivery(2500, rule)).toEqual({
      inRange: true,
      straightMeters: 2500,
      routeMeters: 2500,
      feeFen: 1200,
    })
    expect(quoteDelivery(3000.5, rule)).toEqual({
      inRange: false,
      straightMeters: 3000.5,
      routeMeters: 3001, // 2001 m beyond -> 3 km
      feeFen: 1400,
    })
    expect(quoteDelivery(1000, { baseFeeFen: undefined, rangeMeters: 500 })).toEqual({
      inRange: false,
      straightMeters: 1000,
      routeMeters: 1300,
      feeFen: 600,
    })
  })

  it.each([-0.1, Number.NaN, Number.POSITIVE_INFINITY])('rejects distance %s', (m) => {
    expect(() => quoteDelivery(m)).toThrow(RangeError)
  })

  it.each([
    { routeFactor: 0.9 },
    { routeFactor: Number.NaN },
    { baseFeeFen: -1 },
    { baseFeeFen: 4.5 },
    { perKmFeeFen: -100 },
    { rangeMeters: -1 },
    { rangeMeters: Number.NaN },
  ])('rejects rule %j', (rule) => {
    expect(() => quoteDelivery(1000, rule)).toThrow(RangeError)
    expect(() => resolveDeliveryFeeRule(rule)).toThrow(RangeError)
  })
})
