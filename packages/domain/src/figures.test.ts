import { describe, expect, it } from 'vitest'
import { figureWindow, fillDays, shanghaiDayOf, totalFigures } from './figures'
import { shanghaiInstant } from './shanghai'

describe('figures', () => {
  it('names the Shanghai day of an instant, across UTC midnight', () => {
    expect(shanghaiDayOf(new Date('2026-11-24T15:59:59.999Z'))).toBe('2026-11-24')
    expect(shanghaiDayOf(new Date('2026-11-24T16:00:00.000Z'))).toBe('2026-11-25')
  })

  it('windows are whole Shanghai days ending with today', () => {
    const now = shanghaiInstant(2026, 11, 25, 0, 30)
    expect(figureWindow('today', now)).toEqual({
      from: shanghaiInstant(2026, 11, 25),
      to: shanghaiInstant(2026, 11, 26),
      days: ['2026-11-25'],
    })
    const week = figureWindow('7d', now)
    expect(week.from).toEqual(shanghaiInstant(2026, 11, 19))
    expect(week.days).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ])
    const month = figureWindow('30d', shanghaiInstant(2026, 3, 1, 23, 59))
    expect(month.days).toHaveLength(30)
    expect(month.days[0]).toBe('2026-01-31')
    expect(month.days.at(-1)).toBe('2026-03-01')
  })

  it('fills every day of the window, adds parts of one day and drops rows outside it', () => {
    const days = fillDays(
      ['2026-11-24', '2026-11-25'],
      [{ date: '2026-11-25', orders: 2, revenueFen: 5000 }],
      [
        { date: '2026-11-25', refunds: 1, refundedFen: 1200 },
        { date: '2026-11-20', refunds: 9, refundedFen: 9999 },
      ],
    )
    expect(days).toEqual([
      { date: '2026-11-24', orders: 0, revenueFen: 0, refunds: 0, refundedFen: 0, newMembers: 0 },
      { date: '2026-11-25', orders: 2, revenueFen: 5000, refunds: 1, refundedFen: 1200, newMembers: 0 },
    ])
  })

  it('totals: average ticket rounded to the fen, zero without orders, net after refunds', () => {
    const days = fillDays(
      ['a', 'b'],
      [
        { date: 'a', orders: 2, revenueFen: 1001, newMembers: 3 },
        { date: 'b', orders: 1, revenueFen: 1000, refunds: 1, refundedFen: 300 },
      ],
    )
    expect(totalFigures(days)).toEqual({
      orders: 3,
      revenueFen: 2001,
      refunds: 1,
      refundedFen: 300,
      newMembers: 3,
      averageTicketFen: 667,
      netFen: 1701,
    })
    expect(totalFigures(fillDays(['a'])).averageTicketFen).toBe(0)
  })
})
