import { timingSafeEqual } from 'node:crypto'
import type { Tx } from '../../db/client'
import { AppError } from '../../platform/errors'
import { sha256 } from '../../platform/ids'
import type { AuthDeps } from './auth.deps'
import * as repo from './auth.repository'
import type { EmailCodePurpose } from './auth.tables'

/** E-mail codes: 6 digits, valid 10 minutes, one send a minute per address and purpose, 5 tries. */
export const EMAIL_CODE_TTL_MINUTES = 10
export const EMAIL_CODE_RESEND_SECONDS = 60
const EMAIL_CODE_MAX_ATTEMPTS = 5

/** What is stored of a code: bound to its row, so one code's hash says nothing about another's. */
export function codeHash(id: string, code: string): string {
  return sha256(`${id}:${code}`)
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Checks the latest code of (e-mail, purpose) under a row lock and consumes it when right.
 * A wrong try is counted; the caller commits that count even though the request then fails.
 */
async function takeCode(
  tx: Tx,
  now: Date,
  request: { email: string; purpose: EmailCodePurpose; code: string },
): Promise<boolean> {
  const row = await repo.latestEmailCodeForUpdate(tx, request.email, request.purpose)
  if (!row || row.consumedAt || row.expiresAt <= now || row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return false
  if (!sameHex(row.codeHash, codeHash(row.id, request.code))) {
    await repo.countEmailCodeAttempt(tx, row.id)
    return false
  }
  await repo.consumeEmailCode(tx, row.id, now)
  return true
}

/**
 * Runs `work` in one transaction with the code consumed in it. A wrong code commits the counted
 * try and answers CODE_INVALID; a failure inside `work` rolls back and leaves the code usable.
 */
export async function withCode<T>(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  request: { email: string; purpose: EmailCodePurpose; code: string },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await takeCode(tx, deps.clock.now(), request))) return { ok: false as const }
    return { ok: true as const, value: await work(tx) }
  })
  if (!outcome.ok) throw new AppError('CODE_INVALID', undefined, { code: 'code_invalid' })
  return outcome.value
}
