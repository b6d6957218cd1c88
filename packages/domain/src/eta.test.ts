import { describe, expect, it } from 'vitest'
import { ETA_MINUTES, estimateArrival, PAY_DEADLINE_MINUTES, payDeadline } from './eta'

const paid = new Date('2026-11-21T13:50:15.250Z')

describe('estimateArrival', () => {
  it('adds 33 minutes for delivery and 3 for pickup', () => {
    expect(estimateArrival(paid, 'delivery').toISOString()).toBe('2026-11-21T14:23:15.250Z')
    expect(estimateArrival(paid, 'pickup').toISOString()).toBe('2026-11-21T13:53:15.250Z')
    expect(ETA_MINUTES).toEqual({ delivery: 33, pickup: 3 })
  })
  it('crosses midnight without trouble', () => {
    expect(estimateArrival(new Date('2026-11-21T23:40:00Z'), 'delivery').toISOString()).toBe(
      '2026-11-22T00:13:00.000Z',
    )
  })
  it('does not change the given date', () => {
    const d = new Date(paid)
    estimateArrival(d, 'delivery')
    expect(d.getTime()).toBe(paid.getTime())
  })
  it('rejects an invalid date', () => {
    expect(() => estimateArrival(new Date(Number.NaN), 'delivery')).toThrow(RangeError)
  })
})

describe('payDeadline', () => {
  it('defaults to 5 minutes after placement', () => {
    expect(PAY_DEADLINE_MINUTES).toBe(5)
    expect(payDeadline(paid).toISOString()).toBe('2026-11-21T13:55:15.250Z')
  })
  it('takes the platform setting when given', () => {
    expect(payDeadline(paid, 15).toISOString()).toBe('2026-11-21T14:05:15.250Z')
    expect(payDeadline(paid, 0).toISOString()).toBe(paid.toISOString())
  })
  it('rejects a negative or non-finite setting', () => {
    expect(() => payDeadline(paid, -1)).toThrow(RangeError)
    expect(() => payDeadline(paid, Number.NaN)).toThrow(RangeError)
  })
})
