import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fenToYuan, yuanToFen } from './amount'
import { formatShanghaiTime, parseShanghaiTime } from './shanghai-time'

describe('fen and yuan', () => {
  it('formats fen as yuan with two decimals', () => {
    expect(fenToYuan(1)).toBe('0.01')
    expect(fenToYuan(10)).toBe('0.10')
    expect(fenToYuan(100)).toBe('1.00')
    expect(fenToYuan(12345678)).toBe('123456.78')
    expect(fenToYuan(0)).toBe('0.00')
    // Where n / 100 in floating point would round up to the next yuan.
    expect(fenToYuan(9_007_199_254_740_991)).toBe('90071992547409.91')
  })

  it('refuses what is not a whole number of fen', () => {
    expect(() => fenToYuan(1.5)).toThrow(RangeError)
    expect(() => fenToYuan(-1)).toThrow(RangeError)
    expect(() => fenToYuan(Number.NaN)).toThrow(RangeError)
  })

  it('parses exact yuan strings', () => {
    expect(yuanToFen('0.01')).toBe(1)
    expect(yuanToFen('1.00')).toBe(100)
    expect(yuanToFen('1')).toBe(100)
    expect(yuanToFen('12.5')).toBe(1250)
    expect(yuanToFen('123456.78')).toBe(12345678)
    expect(yuanToFen('0.07')).toBe(7)
  })

  it('refuses anything else', () => {
    for (const bad of [
      '0.001',
      '1e3',
      '-1',
      '+1',
      ' 1',
      '1 ',
      '1.',
      '.5',
      '01.00',
      '1,00',
      '',
      'NaN',
      '0x10',
      '1.2.3',
    ]) {
      expect(yuanToFen(bad), bad).toBeNull()
    }
  })

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (fen) => yuanToFen(fenToYuan(fen)) === fen),
    )
  })
})

describe('Shanghai time', () => {
  it('formats in UTC+8, across the date line', () => {
    expect(formatShanghaiTime(new Date('2026-11-21T04:00:00Z'))).toBe('2026-11-21 12:00:00')
    expect(formatShanghaiTime(new Date('2026-12-31T16:30:05Z'))).toBe('2027-01-01 00:30:05')
  })

  it('parses its own format and refuses other shapes and impossible dates', () => {
    expect(parseShanghaiTime('2027-01-01 00:30:05')?.toISOString()).toBe('2026-12-31T16:30:05.000Z')
    expect(parseShanghaiTime('2026-02-30 10:00:00')).toBeNull()
    expect(parseShanghaiTime('2026-11-21T12:00:00')).toBeNull()
    expect(parseShanghaiTime('2026-11-21 12:00')).toBeNull()
  })
})
