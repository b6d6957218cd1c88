import { describe, expect, it } from 'vitest'
import { shanghaiInstant, shanghaiParts, shanghaiStartOfDay } from './shanghai'

describe('shanghaiParts', () => {
  it('reads wall time eight hours ahead of UTC, across a day boundary', () => {
    // Saturday 21 Nov 2026 22:15:30 UTC is Sunday 22 Nov 06:15:30 in Shanghai.
    expect(shanghaiParts(new Date('2026-11-21T22:15:30Z'))).toEqual({
      y: 2026,
      m: 11,
      d: 22,
      hour: 6,
      minute: 15,
      second: 30,
      weekday: 0,
    })
  })

  it('rolls over the year', () => {
    expect(shanghaiParts(new Date('2026-12-31T16:00:00Z'))).toMatchObject({
      y: 2027,
      m: 1,
      d: 1,
      hour: 0,
      weekday: 5,
    })
    expect(shanghaiParts(new Date('2026-12-31T15:59:59Z'))).toMatchObject({ y: 2026, m: 12, d: 31, hour: 23 })
  })

  it('handles a leap day', () => {
    expect(shanghaiParts(new Date('2028-02-28T16:00:00Z'))).toMatchObject({ y: 2028, m: 2, d: 29 })
  })

  it('rejects an invalid date', () => {
    expect(() => shanghaiParts(new Date('nope'))).toThrow(RangeError)
  })
})

describe('shanghaiStartOfDay', () => {
  it('is Shanghai midnight, i.e. 16:00 UTC of the previous UTC day', () => {
    expect(shanghaiStartOfDay(new Date('2026-11-21T17:00:00Z')).toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    )
    expect(shanghaiStartOfDay(new Date('2026-11-21T15:59:59.999Z')).toISOString()).toBe(
      '2026-11-20T16:00:00.000Z',
    )
    expect(shanghaiStartOfDay(new Date('2026-11-21T16:00:00Z')).toISOString()).toBe(
      '2026-11-21T16:00:00.000Z',
    )
  })

  it('works before 1970 (negative timestamps)', () => {
    expect(shanghaiStartOfDay(new Date('1969-12-31T20:00:00Z')).toISOString()).toBe(
      '1969-12-31T16:00:00.000Z',
    )
    expect(shanghaiStartOfDay(new Date('1969-12-31T10:00:00Z')).toISOString()).toBe(
      '1969-12-30T16:00:00.000Z',
    )
  })
})

describe('shanghaiInstant', () => {
  it('turns Shanghai wall time into the instant', () => {
    expect(shanghaiInstant(2026, 11, 22, 1, 0).toISOString()).toBe('2026-11-21T17:00:00.000Z')
    expect(shanghaiInstant(2026, 1, 1).toISOString()).toBe('2025-12-31T16:00:00.000Z')
  })
})
