import { describe, expect, it } from 'vitest'
import {
  isValidSpan,
  type OpeningSpan,
  type OpenState,
  shanghaiDate,
  shanghaiMinuteOfWeek,
  shopOpenState,
} from './hours'

// Wall times are written with an explicit +08:00 so the expectations do not reuse the code under test.
const at = (local: string) => new Date(`${local}+08:00`)
const iso = (s: OpenState) => ({
  open: s.open,
  closingSoon: s.closingSoon,
  closesAt: s.closesAt?.toISOString() ?? null,
  nextOpenAt: s.nextOpenAt?.toISOString() ?? null,
})
const state = (spans: OpeningSpan[], local: string, minutes?: number) =>
  iso(shopOpenState(spans, true, at(local), minutes))
const openUntil = (local: string, closingSoon = false) => ({
  open: true,
  closingSoon,
  closesAt: at(local).toISOString(),
  nextOpenAt: null,
})
const closedUntil = (local: string) => ({
  open: false,
  closingSoon: false,
  closesAt: null,
  nextOpenAt: at(local).toISOString(),
})
const ALWAYS = { open: true, closingSoon: false, closesAt: null, nextOpenAt: null }
const NEVER = { open: false, closingSoon: false, closesAt: null, nextOpenAt: null }

describe('isValidSpan', () => {
  it.each<[string, string]>([
    ['10:00', '22:00'],
    ['18:00', '02:00'],
    ['00:00', '24:00'],
    ['09:30', '09:30'],
    ['05:00', '24:00'],
    ['23:59', '00:00'],
    ['00:00', '00:01'],
  ])('%s-%s is valid', (open, close) => {
    expect(isValidSpan({ open, close })).toBe(true)
  })

  it.each<[string, string]>([
    ['24:00', '02:00'],
    ['9:00', '18:00'],
    ['09:60', '10:00'],
    ['25:00', '26:00'],
    ['', '10:00'],
    ['09:00 ', '10:00'],
    ['10:00', '24:01'],
    ['10:00', '24:30'],
    ['10:00', '1000'],
    ['ab:cd', '10:00'],
  ])('%j-%j is invalid', (open, close) => {
    expect(isValidSpan({ open, close })).toBe(false)
  })
})

describe('shanghaiMinuteOfWeek', () => {
  it('counts from Sunday 00:00 in Shanghai to Saturday 23:59', () => {
    expect(shanghaiMinuteOfWeek(new Date('2026-11-21T16:00:00Z'))).toBe(0)
    expect(shanghaiMinuteOfWeek(new Date('2026-11-21T17:00:00Z'))).toBe(60)
    expect(shanghaiMinuteOfWeek(new Date('2026-11-21T15:59:59Z'))).toBe(6 * 1440 + 1439)
  })
})

describe('shanghaiDate', () => {
  it('gives Shanghai date parts for a UTC instant on the previous UTC day', () => {
    // Saturday 21 Nov 2026 17:00 UTC is Sunday 22 Nov 01:00 in Shanghai.
    expect(shanghaiDate(new Date('2026-11-21T17:00:00Z'))).toEqual({
      y: 2026,
      m: 11,
      d: 22,
      minutes: 60,
      weekday: 0,
    })
  })
  it('counts minutes since Shanghai midnight, ignoring seconds', () => {
    expect(shanghaiDate(new Date('2026-11-21T15:59:59Z'))).toEqual({
      y: 2026,
      m: 11,
      d: 21,
      minutes: 1439,
      weekday: 6,
    })
  })
})

describe('shopOpenState', () => {
  const overnight = [{ open: '18:00', close: '02:00' }]
  const daytime = [{ open: '10:00', close: '22:00' }]

  describe('a span past midnight (18:00-02:00)', () => {
    it('is open at 01:00 from the previous evening, closing at 02:00 that morning', () => {
      expect(state(overnight, '2026-11-22T01:00:00')).toEqual(openUntil('2026-11-22T02:00:00'))
    })
    it('is closing soon exactly 30 minutes before closing, not a second earlier', () => {
      expect(state(overnight, '2026-11-22T01:30:00')).toEqual(openUntil('2026-11-22T02:00:00', true))
      expect(state(overnight, '2026-11-22T01:29:59')).toEqual(openUntil('2026-11-22T02:00:00'))
    })
    it('is closed at the closing minute and opens again that evening', () => {
      expect(state(overnight, '2026-11-22T02:00:00')).toEqual(closedUntil('2026-11-22T18:00:00'))
      expect(state(overnight, '2026-11-22T01:59:59.999')).toEqual(openUntil('2026-11-22T02:00:00', true))
    })
    it('is open from the opening minute, until 02:00 the next day', () => {
      expect(state(overnight, '2026-11-22T18:00:00')).toEqual(openUntil('2026-11-23T02:00:00'))
      expect(state(overnight, '2026-11-22T17:59:59.999')).toEqual(closedUntil('2026-11-22T18:00:00'))
      expect(state(overnight, '2026-11-22T23:59:00')).toEqual(openUntil('2026-11-23T02:00:00'))
    })
    it('accepts a custom closing-soon window', () => {
      expect(state(overnight, '2026-11-22T01:00:00', 60)).toEqual(openUntil('2026-11-22T02:00:00', true))
      expect(state(overnight, '2026-11-22T01:59:00', 0)).toEqual(openUntil('2026-11-22T02:00:00'))
    })
  })

  describe('a daytime span (10:00-22:00)', () => {
    it('before opening: closed until 10:00 today', () => {
      expect(state(daytime, '2026-11-22T09:00:00')).toEqual(closedUntil('2026-11-22T10:00:00'))
    })
    it('at the boundaries: open at 10:00, closed at 22:00 until tomorrow 10:00', () => {
      expect(state(daytime, '2026-11-22T10:00:00')).toEqual(openUntil('2026-11-22T22:00:00'))
      expect(state(daytime, '2026-11-22T22:00:00')).toEqual(closedUntil('2026-11-23T10:00:00'))
    })
    it('closing soon in the last half hour', () => {
      expect(state(daytime, '2026-11-22T21:45:00')).toEqual(openUntil('2026-11-22T22:00:00', true))
      expect(state(daytime, '2026-11-22T21:29:00')).toEqual(openUntil('2026-11-22T22:00:00'))
    })
    it('reads the Shanghai day, not the UTC day', () => {
      // 16:30 UTC would be inside 10:00-22:00 on a UTC clock; in Shanghai it is 00:30 the next day.
      const now = new Date('2026-11-21T16:30:00Z')
      expect(iso(shopOpenState(daytime, true, now))).toEqual({
        ...NEVER,
        nextOpenAt: '2026-11-22T02:00:00.000Z', // 10:00 on 22 Nov in Shanghai
      })
      // 02:30 UTC is 10:30 in Shanghai: open, although it is before 10:00 on a UTC clock.
      expect(iso(shopOpenState(daytime, true, new Date('2026-11-22T02:30:00Z')))).toEqual({
        open: true,
        closingSoon: false,
        closesAt: '2026-11-22T14:00:00.000Z',
        nextOpenAt: null,
      })
    })
    it('crosses a month and year boundary', () => {
      expect(state(daytime, '2026-12-31T23:00:00')).toEqual(closedUntil('2027-01-01T10:00:00'))
    })
  })

  describe('several spans a day', () => {
    const lunchAndDinner = [
      { open: '17:00', close: '22:00' },
      { open: '11:00', close: '14:00' },
    ]
    it('closes at the end of the current span when a gap follows', () => {
      expect(state(lunchAndDinner, '2026-11-22T13:45:00')).toEqual(openUntil('2026-11-22T14:00:00', true))
    })
    it('between spans: closed until the next one', () => {
      expect(state(lunchAndDinner, '2026-11-22T14:00:00')).toEqual(closedUntil('2026-11-22T17:00:00'))
      expect(state(lunchAndDinner, '2026-11-22T23:00:00')).toEqual(closedUntil('2026-11-23T11:00:00'))
    })
    it('treats adjoining spans as one stretch, whatever order they are listed in', () => {
      const adjoining = [
        { open: '14:00', close: '22:00' },
        { open: '11:00', close: '14:00' },
      ]
      expect(state(adjoining, '2026-11-22T13:45:00')).toEqual(openUntil('2026-11-22T22:00:00'))
      expect(state(adjoining, '2026-11-22T14:00:00')).toEqual(openUntil('2026-11-22T22:00:00'))
    })
    it('merges overlapping spans', () => {
      const overlapping = [
        { open: '10:00', close: '15:00' },
        { open: '14:00', close: '20:00' },
      ]
      expect(state(overlapping, '2026-11-22T14:30:00')).toEqual(openUntil('2026-11-22T20:00:00'))
    })
    it('joins a span ending at midnight with one starting at midnight', () => {
      const split = [
        { open: '18:00', close: '24:00' },
        { open: '00:00', close: '02:00' },
      ]
      expect(state(split, '2026-11-22T23:45:00')).toEqual(openUntil('2026-11-23T02:00:00'))
      expect(state(split, '2026-11-23T00:00:00')).toEqual(openUntil('2026-11-23T02:00:00'))
      expect(state(split, '2026-11-23T02:00:00')).toEqual(closedUntil('2026-11-23T18:00:00'))
    })
  })

  describe('all day', () => {
    it.each<[string, OpeningSpan[]]>([
      ['00:00-24:00', [{ open: '00:00', close: '24:00' }]],
      ['open == close', [{ open: '08:00', close: '08:00' }]],
      [
        'two spans covering the clock',
        [
          { open: '06:00', close: '18:00' },
          { open: '18:00', close: '06:00' },
        ],
      ],
    ])('%s never closes', (_name, spans) => {
      expect(state(spans, '2026-11-22T23:59:59')).toEqual(ALWAYS)
      expect(state(spans, '2026-11-22T00:00:00')).toEqual(ALWAYS)
    })

    it('a one-minute gap still closes', () => {
      const almost = [{ open: '00:00', close: '23:59' }]
      expect(state(almost, '2026-11-22T23:40:00')).toEqual(openUntil('2026-11-22T23:59:00', true))
      expect(state(almost, '2026-11-22T23:59:00')).toEqual(closedUntil('2026-11-23T00:00:00'))
    })

    it('a span to 24:00 closes at midnight', () => {
      expect(state([{ open: '05:00', close: '24:00' }], '2026-11-22T23:50:00')).toEqual(
        openUntil('2026-11-23T00:00:00', true),
      )
    })
  })

  it('is closed with no reopening when not operating, even inside its hours', () => {
    expect(iso(shopOpenState(daytime, false, at('2026-11-22T12:00:00')))).toEqual(NEVER)
    expect(iso(shopOpenState([{ open: '00:00', close: '24:00' }], false, at('2026-11-22T12:00:00')))).toEqual(
      NEVER,
    )
  })

  it('is closed with no reopening without hours', () => {
    expect(state([], '2026-11-22T12:00:00')).toEqual(NEVER)
  })

  it('refuses malformed hours, a bad date or a negative window', () => {
    expect(() => shopOpenState([{ open: '25:00', close: '02:00' }], true, at('2026-11-22T12:00:00'))).toThrow(
      RangeError,
    )
    expect(() => shopOpenState(daytime, true, new Date(Number.NaN))).toThrow(RangeError)
    expect(() => shopOpenState(daytime, true, at('2026-11-22T12:00:00'), -1)).toThrow(RangeError)
  })
})

describe('shopOpenState with per-weekday spans (issue 14)', () => {
  // Shanghai: 2026-11-20 is a Friday (5), 2026-11-22 a Sunday (0).
  const at = (iso: string) => new Date(`${iso}+08:00`)
  const weekdaysAndFridayNight: OpeningSpan[] = [
    { open: '10:00', close: '22:00', days: [1, 2, 3, 4] },
    { open: '18:00', close: '02:00', days: [5] },
  ]

  it('runs Friday night past midnight into Saturday and stays closed until Monday', () => {
    const lateFriday = shopOpenState(weekdaysAndFridayNight, true, at('2026-11-21T01:00:00'))
    expect(lateFriday).toMatchObject({ open: true, closesAt: at('2026-11-21T02:00:00') })
    const saturdayNoon = shopOpenState(weekdaysAndFridayNight, true, at('2026-11-21T12:00:00'))
    expect(saturdayNoon).toEqual({
      open: false,
      closingSoon: false,
      closesAt: null,
      nextOpenAt: at('2026-11-23T10:00:00'),
    })
    // Friday daytime: the weekday span is not Friday's.
    expect(shopOpenState(weekdaysAndFridayNight, true, at('2026-11-20T12:00:00'))).toMatchObject({
      open: false,
      nextOpenAt: at('2026-11-20T18:00:00'),
    })
  })

  it('finds the end of a stretch that lasts several days', () => {
    const allWeekButSunday: OpeningSpan[] = [{ open: '00:00', close: '24:00', days: [1, 2, 3, 4, 5, 6] }]
    expect(shopOpenState(allWeekButSunday, true, at('2026-11-17T09:00:00'))).toMatchObject({
      open: true,
      closesAt: at('2026-11-22T00:00:00'),
    })
    const everyDay: OpeningSpan[] = [{ open: '00:00', close: '24:00', days: [0, 1, 2, 3, 4, 5, 6] }]
    expect(shopOpenState(everyDay, true, at('2026-11-17T09:00:00'))).toEqual({
      open: true,
      closingSoon: false,
      closesAt: null,
      nextOpenAt: null,
    })
  })

  it('refuses a weekday outside 0-6', () => {
    expect(isValidSpan({ open: '10:00', close: '12:00', days: [7] })).toBe(false)
    expect(isValidSpan({ open: '10:00', close: '12:00', days: [0, 6] })).toBe(true)
  })
})
