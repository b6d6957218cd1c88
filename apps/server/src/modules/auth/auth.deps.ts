import type { Translate } from '@siam/i18n/node'
import type { Mailer } from '../../adapters/mail/mailer'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import type { RateLimiter } from '../../platform/rate-limit'
import type { SessionCache } from './session-cache'

/** Everything the auth use cases may need; each one takes only the part it uses (`Pick<AuthDeps, …>`). */
export interface AuthDeps {
  db: Db
  clock: Clock
  config: Pick<Config, 'SESSION_DAYS' | 'EMAIL_CODES_PER_ADDRESS_PER_HOUR' | 'EMAIL_CODES_PER_IP_PER_HOUR'>
  mailer: Mailer
  translate: Translate
  /** Database-backed limits (per address, per IP); absent in unit-level calls. */
  rateLimit?: RateLimiter
  /** Member sessions this process looked up lately; absent: every token is read from the table. */
  sessionCache?: SessionCache
}

export const MINUTE_MS = 60_000
export const DAY_MS = 24 * 60 * MINUTE_MS
