import { describe, expect, it } from 'vitest'
import { cartBadge, isValidLineNumber, isValidMallPrice, mallTotals } from './mallPricing'

describe('mall pricing', () => {
  it('adds points and cash per line times the number', () => {
    expect(
      mallTotals([
        { points: 500, cashFen: 0, number: 2 },
        { points: 300, cashFen: 1_990, number: 3 },
      ]),
    ).toEqual({ points: 1_900, cashFen: 5_970, number: 5 })
    expect(mallTotals([])).toEqual({ points: 0, cashFen: 0, number: 0 })
  })

  it('refuses prices without points, negative cash, fractions and numbers outside 1..99', () => {
    expect(isValidMallPrice({ points: 0, cashFen: 100 })).toBe(false)
    expect(isValidMallPrice({ points: 10, cashFen: -1 })).toBe(false)
    expect(isValidMallPrice({ points: 1.5, cashFen: 0 })).toBe(false)
    expect(isValidMallPrice({ points: 1, cashFen: 0 })).toBe(true)
    expect(isValidLineNumber(0)).toBe(false)
    expect(isValidLineNumber(100)).toBe(false)
    expect(isValidLineNumber(99)).toBe(true)
    expect(() => mallTotals([{ points: 10, cashFen: 0, number: 0 }])).toThrow(RangeError)
  })

  it('shows the badge as the sum of the numbers and hides it at zero (spec 2)', () => {
    expect(cartBadge([{ number: 1 }, { number: 1 }])).toBe(2)
    expect(cartBadge([])).toBeNull()
  })
})
