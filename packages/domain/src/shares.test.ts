import { describe, expect, it } from 'vitest'
import { largestRemainderShares } from './shares'
import { mulberry32, PROPERTY_SEED, propertyRuns, randomInt } from './testRandom'

describe('largestRemainderShares', () => {
  it.each([
    // total, weights, expected (worked by hand: floor of total*w/W, leftovers by largest remainder)
    [10, [1, 1, 1], [4, 3, 3]], // 3 r1 each; one leftover, tie -> lowest index
    [100, [1, 2, 3], [17, 33, 50]], // 16 r4, 33 r2, 50 r0; leftover to r4
    [1, [2, 1], [1, 0]], // 0 r2, 0 r1
    [1, [1, 2], [0, 1]], // 0 r1, 0 r2: the larger remainder wins over the lower index
    [2, [1, 1, 1, 1], [1, 1, 0, 0]],
    [3, [1, 1, 1, 1], [1, 1, 1, 0]],
    [5, [0, 3, 0], [0, 5, 0]],
    [7, [5], [7]],
    [10, [3, 3, 4], [3, 3, 4]], // exact, no leftovers
    [300, [1000, 2000, 0, 500], [86, 171, 0, 43]], // 85 r2500, 171 r1500, 0, 42 r3000 -> idx3, idx0
    [1, [0, 0, 0], [1, 0, 0]],
  ])('%i over %j -> %j', (total, weights, expected) => {
    const shares = largestRemainderShares(total, weights)
    expect(shares).toEqual(expected)
    expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
  })

  it('splits equally when every weight is zero', () => {
    expect(largestRemainderShares(7, [0, 0])).toEqual([4, 3])
    expect(largestRemainderShares(10, [0, 0, 0])).toEqual([4, 3, 3])
  })

  it('returns zeros for a zero total, whatever the weights', () => {
    expect(largestRemainderShares(0, [1, 2])).toEqual([0, 0])
    expect(largestRemainderShares(0, [0, 0, 0])).toEqual([0, 0, 0])
    expect(largestRemainderShares(0, [])).toEqual([])
  })

  it('refuses a positive total with nothing to share it over', () => {
    expect(() => largestRemainderShares(5, [])).toThrow(RangeError)
  })

  it.each([
    [-1, [1]],
    [1.5, [1]],
    [Number.NaN, [1]],
    [10, [1, -1]],
    [10, [1, 0.5]],
    [10, [Number.POSITIVE_INFINITY]],
  ])('rejects total %s with weights %j', (total, weights) => {
    expect(() => largestRemainderShares(total, weights)).toThrow(RangeError)
  })

  it('stays exact where total x weight is far past 2^53', () => {
    // 999999999999 x 999999999 ~ 1e21: float products would lose the remainders.
    // floors 499999999499, 499999998999, 1499 (sum short by 2);
    // remainders 1000000001, 1000000002, 1999999997 -> leftovers to idx 2 then idx 1.
    expect(largestRemainderShares(999_999_999_999, [999_999_999, 999_999_998, 3])).toEqual([
      499_999_999_499, 499_999_999_000, 1500,
    ])
    expect(largestRemainderShares(1e12, [1e9, 1e9, 1e9])).toEqual([
      333_333_333_334, 333_333_333_333, 333_333_333_333,
    ])
    expect(largestRemainderShares(1e12, [1e9 - 1, 1e9, 7, 123_456_789])).toEqual([
      470_930_231_006, 470_930_231_477, 3296, 58_139_534_221,
    ])
  })

  it('does not mutate its input', () => {
    const weights = [0, 0]
    largestRemainderShares(3, weights)
    expect(weights).toEqual([0, 0])
  })

  it('keeps every share within one of its exact quota and the sum exact (randomized)', () => {
    for (let run = 0; run < propertyRuns(300); run++) {
      const seed = PROPERTY_SEED + run
      const next = mulberry32(seed)
      const n = randomInt(next, 1, 8)
      const weights = Array.from({ length: n }, () => (next() < 0.2 ? 0 : randomInt(next, 1, 1e9)))
      const total = randomInt(next, 0, 1e12)
      const shares = largestRemainderShares(total, weights)
      expect(
        shares.reduce((a, b) => a + b, 0),
        `seed ${seed} (PROPERTY_SEED=${PROPERTY_SEED})`,
      ).toBe(total)
      const effective = weights.every((w) => w === 0) ? weights.map(() => 1) : weights
      const sum = BigInt(effective.reduce((a, b) => a + b, 0))
      shares.forEach((share, i) => {
        const exact = BigInt(total) * BigInt(effective[i] ?? 0)
        const floor = exact / sum
        const s = BigInt(share)
        expect(s >= floor && s <= floor + 1n, `seed ${seed} index ${i}`).toBe(true)
        if (effective[i] === 0) expect(share, `seed ${seed} index ${i}`).toBe(0)
      })
    }
  })
})
