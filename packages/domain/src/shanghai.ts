/**
 * Business clock. China has observed no daylight saving time since 1991, so
 * Asia/Shanghai is a fixed UTC+8 and plain offset arithmetic is exact; this
 * avoids Intl time-zone data, which some embedded browsers lack.
 */
export const SHANGHAI_OFFSET_MINUTES = 8 * 60
export const SHANGHAI_OFFSET_MS = SHANGHAI_OFFSET_MINUTES * 60_000
export const MINUTE_MS = 60_000
export const DAY_MS = 24 * 60 * MINUTE_MS

export interface ShanghaiParts {
  y: number
  /** 1-12 */
  m: number
  d: number
  hour: number
  minute: number
  second: number
  /** 0 = Sunday ... 6 = Saturday, as Date#getDay */
  weekday: number
}

export function assertValidDate(date: Date, name = 'date'): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
    throw new RangeError(`${name} must be a valid Date`)
  }
}

export function shanghaiParts(date: Date): ShanghaiParts {
  assertValidDate(date)
  // Shifting the instant by +8 h makes the UTC getters read Shanghai wall time.
  const shifted = new Date(date.getTime() + SHANGHAI_OFFSET_MS)
  return {
    y: shifted.getUTCFullYear(),
    m: shifted.getUTCMonth() + 1,
    d: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  }
}

/** The instant at which the Shanghai calendar day containing `date` began. */
export function shanghaiStartOfDay(date: Date): Date {
  assertValidDate(date)
  const local = date.getTime() + SHANGHAI_OFFSET_MS
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - SHANGHAI_OFFSET_MS)
}

/** The instant of a Shanghai wall-clock time; months are 1-12, out-of-range parts roll over like Date.UTC. */
export function shanghaiInstant(y: number, m: number, d: number, hour = 0, minute = 0, second = 0): Date {
  return new Date(Date.UTC(y, m - 1, d, hour, minute, second) - SHANGHAI_OFFSET_MS)
}
