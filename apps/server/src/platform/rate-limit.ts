import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { Clock } from './clock'
import { AppError } from './errors'

/** A limit other than the default: at most `max` in each fixed window of `windowMs`. */
export interface LimitWindow {
  max: number
  windowMs: number
}

/**
 * Fixed windows counted in the database, so the limit holds across server processes (one minute
 * and `perMinute` unless the caller names its own window). One statement: a new window resets the
 * count, the same window increments it.
 */
export function createRateLimiter(db: Db, clock: Clock, perMinute: number) {
  return async (key: string, window: LimitWindow = { max: perMinute, windowMs: 60_000 }): Promise<void> => {
    const now = clock.now()
    const windowStart = new Date(Math.floor(now.getTime() / window.windowMs) * window.windowMs)
    const result = await db.execute<{ count: number }>(sql`
      insert into rate_limits (key, window_start, count) values (${key}, ${windowStart}, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
        window_start = excluded.window_start
      returning count`)
    const count = Number(result.rows[0]?.count ?? 0)
    if (count > window.max) throw new AppError('RATE_LIMITED')
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
