import { formatMoney, yuanToFen } from '@siam/domain'
import { currentLocale } from './i18n'

/** Business time is Shanghai time (product rules: clocks), wherever the browser thinks it is. */
const TIME_ZONE = 'Asia/Shanghai'

/** "¥12.50" / "12,50 ¥" in the console's language (decision 0030). */
export function money(fen: number): string {
  return formatMoney(fen, currentLocale())
}

/** Yuan typed by a person as fen; NaN when it is not an amount with at most 2 decimals (the form says so). */
export function typedFen(yuan: string): number {
  try {
    return yuanToFen(yuan)
  } catch {
    return Number.NaN
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE })
    } catch {
      f = new Intl.DateTimeFormat('en', { ...options, timeZone: TIME_ZONE })
    }
    formatters.set(key, f)
  }
  return f
}

/** "14:05" */
export function clock(iso: string | null | undefined, locale: string): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d)
}

/** "3 Jun 14:05" */
export function dateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return formatter(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d)
}

/** Whole minutes from `iso` to `now`, never negative (a clock a little ahead of ours is "0 min"). */
export function minutesSince(iso: string, now: number): number {
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return 0
  return Math.max(0, Math.floor((now - t) / 60_000))
}
