import type { Translate } from '@siam/i18n/node'
import type { Mailer } from '../../adapters/mail/mailer'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'

/** Everything the auth use cases may need; each one takes only the part it uses (`Pick<AuthDeps, …>`). */
export interface AuthDeps {
  db: Db
  clock: Clock
  config: Pick<Config, 'SESSION_DAYS'>
  mailer: Mailer
  translate: Translate
}

export const MINUTE_MS = 60_000
export const DAY_MS = 24 * 60 * MINUTE_MS
