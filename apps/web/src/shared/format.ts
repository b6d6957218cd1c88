/** Dates and times in Asia/Shanghai (spec 9: time zone offset 8 hours), distances, money. */
import { formatDistance as formatDistanceIn, shanghaiParts } from '@siam/domain'
import i18next from 'i18next'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A value placed inside a translated sentence, isolated (Unicode FSI ... PDI) so that a date or a
 * Latin reason keeps its own direction inside Arabic or Urdu text instead of being reordered.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`
}

function toDate(value: string | number | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** Dates as the app's language writes them, on Shanghai's calendar (business time is Shanghai time). */
function dateFormat(withTime: boolean): Intl.DateTimeFormat {
  const lang = i18next.resolvedLanguage ?? i18next.language ?? 'en'
  const key = `${lang}|${withTime}`
  let format = dateFormats.get(key)
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone: 'Asia/Shanghai',
      numberingSystem: 'latn',
    }
    try {
      format = new Intl.DateTimeFormat(lang, options)
    } catch {
      format = new Intl.DateTimeFormat('en', options)
    }
    dateFormats.set(key, format)
  }
  return format
}

/** 'Mar 1, 2025', '1. März 2025', '2025年3月1日' */
export function formatDate(value: string | number | Date): string {
  const d = toDate(value)
  return d ? dateFormat(false).format(d) : ''
}

/** '14:05' */
export function formatTime(value: string | number | Date): string {
  const d = toDate(value)
  if (!d) return ''
  const p = shanghaiParts(d)
  return `${pad(p.hour)}:${pad(p.minute)}`
}

/** 'Mar 1, 2025, 14:05', '1. März 2025, 14:05', '2025年3月1日 14:05' */
export function formatDateTime(value: string | number | Date): string {
  const d = toDate(value)
  return d ? dateFormat(true).format(d) : ''
}

/** '850 m', '32.8 km' in the app's language (Intl unit names: '32.8公里'). */
export function formatDistance(meters: number | null | undefined): string {
  return formatDistanceIn(meters, i18next.resolvedLanguage ?? i18next.language ?? 'en')
}

/** Whole seconds left until an instant (0 when past); for countdowns such as the 5-minute pay deadline. */
export function secondsUntil(value: string | number | Date, now: number = Date.now()): number {
  const d = toDate(value)
  if (!d) return 0
  return Math.max(0, Math.ceil((d.getTime() - now) / 1000))
}

/** '04:59' */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`
}
