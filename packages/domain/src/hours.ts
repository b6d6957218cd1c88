/**
 * Opening hours (product rules 3.7). Spans repeat every day and are read on the
 * Shanghai clock; see ./shanghai for why a fixed UTC+8 offset is exact.
 */
import { assertValidDate, DAY_MS, MINUTE_MS, shanghaiParts, shanghaiStartOfDay } from './shanghai'

/** "HH:MM" 24 h; close <= open runs past midnight (18:00-02:00); "00:00"-"24:00" or open == close is all day. */
export interface OpeningSpan {
  open: string
  close: string
}
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
function spanMinutes(span: OpeningSpan): { start: number; length: number } | null {
  const start = toMinutes(OPEN_PATTERN.exec(span.open))
  const end = toMinutes(CLOSE_PATTERN.exec(span.close))
  if (start === null || end === null) return null
  return { start, length: end > start ? end - start : end + 1440 - start }
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

/** True when the spans together leave no minute of the day uncovered, i.e. the shop never closes. */
function coversWholeDay(spans: { start: number; length: number }[]): boolean {
  const covered = new Uint8Array(1440)
  for (const { start, length } of spans) {
    for (let i = 0; i < length; i++) covered[(start + i) % 1440] = 1
  }
  return covered.every((c) => c === 1)
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
  if (coversWholeDay(parsed)) return { open: true, closingSoon: false, closesAt: null, nextOpenAt: null }

  // With a gap somewhere in every day, no continuous stretch lasts 24 h, so the
  // spans of yesterday through the day after tomorrow contain every stretch that
  // holds now, every stretch it could run into, and the next opening.
  const today = shanghaiStartOfDay(now).getTime()
  const intervals: [number, number][] = []
  for (let day = -1; day <= 2; day++) {
    for (const { start, length } of parsed) {
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
