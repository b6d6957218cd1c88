import { ERRORS, type ErrorKey } from '@siam/contracts'

/**
 * A failure the API answers on purpose: its key picks the HTTP status (contracts ERRORS) and the
 * translated message (i18n namespace `errors`). Params fill the message's {{placeholders}}.
 */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly key: ErrorKey,
    readonly params?: Record<string, string | number>,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(key)
    this.status = ERRORS[key]
  }
}

export function fail(key: ErrorKey, params?: Record<string, string | number>): never {
  throw new AppError(key, params)
}

/** A unique index refused the row (PostgreSQL 23505), looked for along the error's causes. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = 'cause' in e ? e.cause : undefined) {
    if ('code' in e && e.code === '23505') return true
  }
  return false
}
