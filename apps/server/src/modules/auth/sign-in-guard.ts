import type { Locale } from '@siam/i18n'
import { fail } from '../../platform/errors'
import { type AuthDeps, MINUTE_MS } from './auth.deps'
import * as repo from './auth.repository'

/** Sign-in protection per account (issue 10.2): 5 wrong passwords in a row lock it, 15 minutes doubling. */
const SIGN_IN_MAX_FAILURES = 5
const SIGN_IN_LOCK_MINUTES = 15

const minutesLeft = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS))

/**
 * Runs one sign-in try for (kind, e-mail) under the account's guard: the try is reserved before
 * `verify` runs (so parallel guesses cannot exceed the limit), a locked key answers ACCOUNT_LOCKED
 * without verifying anything, a right password clears the guard, and the try that locks the key
 * mails the owner (when the account exists: the key is kept for unknown addresses too, so a lock
 * says nothing about which e-mails are registered).
 */
export async function guardedSignIn<T>(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'mailer' | 'translate'>,
  account: { kind: 'member' | 'staff'; email: string; locale: Locale },
  verify: () => Promise<{ ok: true; value: T } | { ok: false; ownerEmail: string | null }>,
): Promise<T> {
  const key = `${account.kind}:${account.email}`
  const now = deps.clock.now()
  const reserved = await repo.reserveSignInTry(deps.db, key, SIGN_IN_MAX_FAILURES, SIGN_IN_LOCK_MINUTES, now)
  if (!reserved) {
    const until = (await repo.signInLockedUntil(deps.db, key)) ?? now
    fail('ACCOUNT_LOCKED', { minutes: minutesLeft(until, now) })
  }
  const outcome = await verify()
  if (outcome.ok) {
    await repo.clearSignInGuard(deps.db, key)
    return outcome.value
  }
  if (reserved.lockedUntil && reserved.lockedUntil > now) {
    const minutes = minutesLeft(reserved.lockedUntil, now)
    if (outcome.ownerEmail) await mailLockNotice(deps, outcome.ownerEmail, minutes, account.locale)
    fail('ACCOUNT_LOCKED', { minutes })
  }
  fail('WRONG_CREDENTIALS')
}

async function mailLockNotice(
  deps: Pick<AuthDeps, 'mailer' | 'translate'>,
  to: string,
  minutes: number,
  locale: Locale,
): Promise<void> {
  const params = { minutes }
  try {
    await deps.mailer.send({
      to,
      subject: deps.translate(locale, 'mail:signin_locked_subject', params),
      text: deps.translate(locale, 'mail:signin_locked_body', params),
    })
  } catch {
    // The lock holds whether or not the notice left; a mail outage must not unlock anything.
  }
}
