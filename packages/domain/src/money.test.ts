import { describe, expect, it } from 'vitest'
import { assertFen, assertSignedFen, formatYuan, multiplyFen, sumFen, yuanToFen } from './money'

describe('assertFen', () => {
  it('accepts zero and positive safe integers', () => {
    expect(() => assertFen(0)).not.toThrow()
    expect(() => assertFen(1)).not.toThrow()
    expect(() => assertFen(Number.MAX_SAFE_INTEGER)).not.toThrow()
  })

  it.each([-1, 1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1, -0.5])(
    'rejects %s with a RangeError',
    (v) => {
      expect(() => assertFen(v)).toThrow(RangeError)
    },
  )

  it('names the offending field in the message', () => {
    expect(() => assertFen(-5, 'couponFen')).toThrow(/couponFen/)
  })
})

describe('assertSignedFen', () => {
  it('accepts negative integers but not fractions', () => {
    expect(() => assertSignedFen(-300)).not.toThrow()
    expect(() => assertSignedFen(-3.5)).toThrow(RangeError)
  })
})

describe('sumFen / multiplyFen', () => {
  it('adds exactly', () => {
    expect(sumFen([])).toBe(0)
    expect(sumFen([1, 2, 3])).toBe(6)
  })
  it('refuses a total past the safe range instead of rounding', () => {
    expect(() => sumFen([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError)
  })
  it('refuses negative or fractional parts', () => {
    expect(() => sumFen([5, -1])).toThrow(RangeError)
    expect(() => sumFen([5, 0.5])).toThrow(RangeError)
  })
  it('multiplies exactly and refuses overflow and bad counts', () => {
    expect(multiplyFen(1250, 3)).toBe(3750)
    expect(multiplyFen(0, 99)).toBe(0)
    expect(() => multiplyFen(2 ** 52, 4)).toThrow(RangeError)
    expect(() => multiplyFen(100, 1.5)).toThrow(RangeError)
    expect(() => multiplyFen(100, -1)).toThrow(RangeError)
  })
})

describe('formatYuan', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [1250, '12.50'],
    [123400, '1234.00'],
    [123456789, '1234567.89'],
    [-300, '-3.00'],
    [-5, '-0.05'],
    [-1250, '-12.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i fen -> %s', (fen, text) => {
    expect(formatYuan(fen)).toBe(text)
  })

  it('never prints "-0.00"', () => {
    expect(formatYuan(-0)).toBe('0.00')
  })

  it('refuses non-integers rather than hiding a float bug', () => {
    expect(() => formatYuan(12.5)).toThrow(RangeError)
    expect(() => formatYuan(Number.NaN)).toThrow(RangeError)
  })
})

describe('yuanToFen', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['0.07', 7],
    ['0.1', 10],
    ['0.29', 29],
    ['1.15', 115],
    ['4.35', 435],
    ['0', 0],
    ['0.00', 0],
    ['007.5', 750],
    [' 3 ', 300],
    ['1234.00', 123400],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%j -> %i fen exactly', (text, fen) => {
    expect(yuanToFen(text)).toBe(fen)
  })

  it.each([
    '',
    ' ',
    '1.234',
    '0.001',
    'abc',
    '12a',
    '1,234.00',
    '-3',
    '+3',
    '.5',
    '5.',
    '1e3',
    '1 2',
    'NaN',
    '¥12',
  ])('rejects %j', (text) => {
    expect(() => yuanToFen(text)).toThrow(RangeError)
  })

  it('rejects amounts beyond the safe integer range', () => {
    expect(() => yuanToFen('90071992547409.92')).toThrow(RangeError)
    expect(() => yuanToFen('99999999999999999999')).toThrow(RangeError)
  })

  it('round-trips with formatYuan for every cent value of a few yuan', () => {
    for (let fen = 0; fen <= 1000; fen++) {
      expect(yuanToFen(formatYuan(fen))).toBe(fen)
    }
  })
})
