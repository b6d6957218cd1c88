/**
 * Business figures over Shanghai calendar days (issue 14): the windows the console offers, the days
 * of a window as 'YYYY-MM-DD', and the totals of a series of days. The server adds up rows per day;
 * this file decides which days there are, so a day with no sales is a zero and not a gap.
 */
import { DAY_MS, SHANGHAI_OFFSET_MS, shanghaiStartOfDay } from './shanghai'

export const FIGURE_RANGES = ['today', '7d', '30d'] as const
export type FigureRange = (typeof FIGURE_RANGES)[number]

const DAYS_IN: Record<FigureRange, number> = { today: 1, '7d': 7, '30d': 30 }

/** The Shanghai calendar day of an instant, as 'YYYY-MM-DD'. */
export function shanghaiDayOf(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10)
}

/**
 * A window of whole Shanghai days ending with today: [from, to) from the start of its first day to the
 * end of today, and each of its days in order.
 */
export function figureWindow(range: FigureRange, now: Date): { from: Date; to: Date; days: string[] } {
  const count = DAYS_IN[range]
  const today = shanghaiStartOfDay(now).getTime()
  const from = new Date(today - (count - 1) * DAY_MS)
  const days = Array.from({ length: count }, (_, i) => shanghaiDayOf(new Date(from.getTime() + i * DAY_MS)))
  return { from, to: new Date(today + DAY_MS), days }
}

/** The figures of one day; every count and amount is a whole number (amounts in fen). */
export interface DayFigures {
  date: string
  orders: number
  revenueFen: number
  refunds: number
  refundedFen: number
  newMembers: number
}

type DayPart = Partial<Omit<DayFigures, 'date'>> & { date: string }

/** One row per day of the window, the parts of each day added up (a missing day is all zeros). */
export function fillDays(days: readonly string[], ...parts: readonly DayPart[][]): DayFigures[] {
  const byDay = new Map<string, DayFigures>(
    days.map((date) => [date, { date, orders: 0, revenueFen: 0, refunds: 0, refundedFen: 0, newMembers: 0 }]),
  )
  for (const row of parts.flat()) {
    const day = byDay.get(row.date)
    if (!day) continue
    day.orders += row.orders ?? 0
    day.revenueFen += row.revenueFen ?? 0
    day.refunds += row.refunds ?? 0
    day.refundedFen += row.refundedFen ?? 0
    day.newMembers += row.newMembers ?? 0
  }
  return [...byDay.values()]
}

export interface FigureTotals extends Omit<DayFigures, 'date'> {
  /** revenue per order, rounded to the fen; 0 without orders */
  averageTicketFen: number
  /** revenue less refunds */
  netFen: number
}

export function totalFigures(days: readonly DayFigures[]): FigureTotals {
  const sum = (pick: (d: DayFigures) => number) => days.reduce((acc, d) => acc + pick(d), 0)
  const orders = sum((d) => d.orders)
  const revenueFen = sum((d) => d.revenueFen)
  const refundedFen = sum((d) => d.refundedFen)
  return {
    orders,
    revenueFen,
    refunds: sum((d) => d.refunds),
    refundedFen,
    newMembers: sum((d) => d.newMembers),
    averageTicketFen: orders === 0 ? 0 : Math.round(revenueFen / orders),
    netFen: revenueFen - refundedFen,
  }
}
