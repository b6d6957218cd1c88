/**
 * Opening hours (product rules 3.7). Spans repeat every day and are read on the
 * Shanghai clock; see ./shanghai for why a fixed UTC+8 offset is exact.
 */
import { assertValidDate, DAY_MS, MINUTE_MS, shanghaiParts, shanghaiStartOfDay } from './shanghai'

/**
 * "HH:MM" 24 h; close <= open runs past midnight (18:00-02:00); "00:00"-"24:00" or open == close is all day.
 * `days` (issue 14): the weekdays the span starts on (0 = Sunday ... 6 = Saturday, Shanghai calendar), so
 * Friday's 18:00-02:00 runs into Saturday morning; without `days` the span repeats every day.
 */
export interface OpeningSpan {
  open: string
  close: string
  days?: readonly number[]
}

/** A week of minutes: the window that holds every stretch when spans are per weekday. */
const WEEK_DAYS = 7
export interface OpenState {
  open: boolean
  closingSoon: boolean
  /** when open: the end of the continuous stretch (adjoining spans merged); null if it never ends */
  closesAt: Date | null
  /** when closed: the next opening; null when open, not operating, or without hours */
  nextOpenAt: Date | null
}

export const CLOSING_SOON_MINUTES = 30

const OPEN_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/
const CLOSE_PATTERN = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/

function toMinutes(match: RegExpExecArray | null): number | null {
  if (match === null) return null
  const [, h1, m1, h2, m2] = match
  return Number(h1 ?? h2) * 60 + Number(m1 ?? m2)
}

/** Minutes from midnight for open and the span's length; null when malformed. */
function spanMinutes(
  span: OpeningSpan,
): { start: number; length: number; days: readonly number[] | null } | null {
  const start = toMinutes(OPEN_PATTERN.exec(span.open))
  const end = toMinutes(CLOSE_PATTERN.exec(span.close))
  if (start === null || end === null) return null
  if (span.days?.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) return null
  return { start, length: end > start ? end - start : end + 1440 - start, days: span.days ?? null }
}

/**
 * The Shanghai minute of the week (0 = Sunday 00:00): what a shop's `open_week` column (its hours
 * as minutes of the week, worked out by the database) is tested with.
 */
export function shanghaiMinuteOfWeek(now: Date): number {
  const { weekday, minutes } = shanghaiDate(now)
  return weekday * 1440 + minutes
}

export function isValidSpan(span: OpeningSpan): boolean {
  return spanMinutes(span) !== null
}

export function shanghaiDate(now: Date): {
  y: number
  m: number
  d: number
  minutes: number
  weekday: number
} {
  const p = shanghaiParts(now)
  return { y: p.y, m: p.m, d: p.d, minutes: p.hour * 60 + p.minute, weekday: p.weekday }
}

/**
 * True when the spans together leave no minute of the week uncovered, i.e. the shop never closes.
 * Asked on every quote (issue 17): the spans as intervals of the week, sorted and walked once,
 * instead of marking each of the week's 10,080 minutes.
 */
function coversWholeWeek(
  spans: { start: number; length: number; days: readonly number[] | null }[],
): boolean {
  const week = WEEK_DAYS * 1440
  const parts: [number, number][] = []
  for (const { start, length, days } of spans) {
    if (length <= 0) continue
    for (const day of days ?? [0, 1, 2, 3, 4, 5, 6]) {
      if (length >= week) return true
      const from = (((day * 1440 + start) % week) + week) % week
      const to = from + length
      if (to <= week) parts.push([from, to])
      else parts.push([from, week], [0, to - week])
    }
  }
  parts.sort((a, b) => a[0] - b[0])
  let reached = 0
  for (const [from, to] of parts) {
    if (from > reached) return false
    if (to > reached) reached = to
  }
  return reached >= week
}

const CLOSED: OpenState = { open: false, closingSoon: false, closesAt: null, nextOpenAt: null }

export function shopOpenState(
  spans: OpeningSpan[],
  operating: boolean,
  now: Date,
  closingSoonMinutes: number = CLOSING_SOON_MINUTES,
): OpenState {
  assertValidDate(now, 'now')
  if (!Number.isFinite(closingSoonMinutes) || closingSoonMinutes < 0) {
    throw new RangeError(
      `closingSoonMinutes must be a non-negative number, got ${String(closingSoonMinutes)}`,
    )
  }
  const parsed = spans.map((span) => {
    const m = spanMinutes(span)
    if (m === null) throw new RangeError(`invalid opening span ${JSON.stringify(span)}`)
    return m
  })
  if (!operating || parsed.length === 0) return { ...CLOSED }
  if (coversWholeWeek(parsed)) return { open: true, closingSoon: false, closesAt: null, nextOpenAt: null }

  // Spans for every day: a gap somewhere in every day, so no continuous stretch lasts 24 h and
  // yesterday through the day after tomorrow hold every stretch that matters. Per-weekday spans may
  // leave whole days closed (or a stretch of days open), so the window is a week either side.
  const weekly = parsed.some((p) => p.days !== null)
  const [first, last] = weekly ? [-WEEK_DAYS, WEEK_DAYS + 1] : [-1, 2]
  const today = shanghaiStartOfDay(now).getTime()
  const todayWeekday = shanghaiDate(now).weekday
  const intervals: [number, number][] = []
  for (let day = first; day <= last; day++) {
    const weekday = (((todayWeekday + day) % WEEK_DAYS) + WEEK_DAYS) % WEEK_DAYS
    for (const { start, length, days } of parsed) {
      if (days !== null && !days.includes(weekday)) continue
      const from = today + day * DAY_MS + start * MINUTE_MS
      intervals.push([from, from + length * MINUTE_MS])
    }
  }
  intervals.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [from, to] of intervals) {
    const last = merged[merged.length - 1]
    // Adjoining spans (11:00-14:00, 14:00-22:00) are one stretch: the shop never closes between them.
    if (last !== undefined && from <= last[1]) last[1] = Math.max(last[1], to)
    else merged.push([from, to])
  }

  const t = now.getTime()
  // Open from the opening minute inclusive, closed from the closing minute.
  const current = merged.find(([from, to]) => from <= t && t < to)
  if (current !== undefined) {
    return {
      open: true,
      closingSoon: current[1] - t <= closingSoonMinutes * MINUTE_MS,
      closesAt: new Date(current[1]),
      nextOpenAt: null,
    }
  }
  const next = merged.find(([from]) => from > t)
  return { open: false, closingSoon: false, closesAt: null, nextOpenAt: next ? new Date(next[0]) : null }
}
