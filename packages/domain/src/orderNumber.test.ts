import { describe, expect, it } from 'vitest'
import { formatOrderNumber, isOrderNumber, pickupNumber } from './orderNumber'

describe('formatOrderNumber', () => {
  it('writes Shanghai wall time then a 6-digit sequence', () => {
    // 14:15:30 UTC is 22:15:30 in Shanghai.
    expect(formatOrderNumber(new Date('2026-11-21T14:15:30Z'), 42)).toBe('20261121221530000042')
  })
  it('uses the Shanghai date when it is already the next day', () => {
    expect(formatOrderNumber(new Date('2026-12-31T16:00:00Z'), 1)).toBe('20270101000000000001')
  })
  it('pads every field', () => {
    expect(formatOrderNumber(new Date('2026-01-02T01:04:05.999Z'), 0)).toBe('20260102090405000000')
  })
  it('keeps only the last six digits of the sequence', () => {
    expect(formatOrderNumber(new Date('2026-11-21T14:15:30Z'), 999_999)).toBe('20261121221530999999')
    expect(formatOrderNumber(new Date('2026-11-21T14:15:30Z'), 1_000_000)).toBe('20261121221530000000')
    expect(formatOrderNumber(new Date('2026-11-21T14:15:30Z'), 12_345_678)).toBe('20261121221530345678')
  })
  it('always yields 20 digits', () => {
    expect(isOrderNumber(formatOrderNumber(new Date('2026-11-21T14:15:30Z'), 7))).toBe(true)
  })
  it.each([-1, 1.5, Number.NaN])('rejects sequence %s', (seq) => {
    expect(() => formatOrderNumber(new Date('2026-11-21T14:15:30Z'), seq)).toThrow(RangeError)
  })
  it('rejects an invalid date', () => {
    expect(() => formatOrderNumber(new Date('x'), 1)).toThrow(RangeError)
  })
})

describe('isOrderNumber', () => {
  it.each([
    ['20261121221530000042', true],
    ['2026112122153000004', false],
    ['202611212215300000420', false],
    ['2026112122153000004a', false],
    ['', false],
  ])('%j -> %s', (s, ok) => {
    expect(isOrderNumber(s)).toBe(ok)
  })
})

describe('pickupNumber', () => {
  it('is the last four digits of the sequence', () => {
    expect(pickupNumber(formatOrderNumber(new Date('2026-11-25T04:00:00Z'), 123))).toBe('0123')
    expect(pickupNumber(formatOrderNumber(new Date('2026-11-25T04:00:00Z'), 98765))).toBe('8765')
  })
})
