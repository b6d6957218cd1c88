import type { Db } from '../../db/client'
import { fail } from '../../platform/errors'
import { type AuthDeps, MINUTE_MS } from './auth.deps'
import * as repo from './auth.repository'
import { hashPaymentPassword, verifyPaymentPassword } from './passwords'

/** Payment password (product rules 7): 5 wrong tries lock it for 15 minutes. */
const PAYMENT_PASSWORD_MAX_FAILURES = 5
const PAYMENT_PASSWORD_LOCK_MINUTES = 15

function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS))
}

/**
 * Checks a member's payment password before a payment (product rules 7). Runs its own short
 * statements on `db`, so a wrong try stays counted even though the caller then fails: call it
 * BEFORE the payment transaction, never inside one.
 *   not set -> PAYMENT_PASSWORD_NOT_SET; locked -> PAYMENT_PASSWORD_LOCKED {minutes};
 *   wrong -> PAYMENT_PASSWORD_WRONG {remaining}, the 5th wrong try locks for 15 minutes and answers
 *   PAYMENT_PASSWORD_LOCKED; right -> the failure count starts again.
 * The try is reserved (counted by one guarded UPDATE) before the password is verified, so however
 * many guesses arrive at once, at most 5 verifications run in one lock window (issue 10.2).
 */
export async function checkPaymentPassword(
  db: Db,
  memberId: string,
  password: string,
  now: Date,
): Promise<void> {
  const lockUntil = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MINUTES * MINUTE_MS)
  // The usual case in one statement: the try reserved and the hash read (issue 17: round trips).
  const reserved = await repo.reservePaymentPasswordTry(
    db,
    memberId,
    PAYMENT_PASSWORD_MAX_FAILURES,
    lockUntil,
    now,
  )
  if (!reserved) {
    // Nothing reserved: no such member, no password set, or locked.
    const state = await repo.paymentPasswordState(db, memberId)
    if (!state) fail('LOGIN_USER_ERROR')
    if (!state.hash) fail('PAYMENT_PASSWORD_NOT_SET')
    fail('PAYMENT_PASSWORD_LOCKED', { minutes: minutesLeft(state.lockedUntil ?? lockUntil, now) })
  }
  const verified = await verifyPaymentPassword(reserved.hash, password)
  if (verified.ok) {
    // A hash made at another cost is replaced now that the password is known (decision 0033).
    const rehashed = verified.rehash ? await hashPaymentPassword(password) : undefined
    await repo.resetPaymentPasswordFailures(db, memberId, rehashed)
    return
  }
  if (reserved.lockedUntil && reserved.lockedUntil > now) {
    fail('PAYMENT_PASSWORD_LOCKED', { minutes: minutesLeft(reserved.lockedUntil, now) })
  }
  fail('PAYMENT_PASSWORD_WRONG', { remaining: PAYMENT_PASSWORD_MAX_FAILURES - reserved.failures })
}

/** Whether a payment password is set, and how many tries are left before (or while) it is locked. */
export async function paymentPasswordStatus(deps: Pick<AuthDeps, 'db' | 'clock'>, memberId: string) {
  const state = await repo.paymentPasswordState(deps.db, memberId)
  if (!state) fail('LOGIN_USER_ERROR')
  const locked = state.lockedUntil && state.lockedUntil > deps.clock.now() ? state.lockedUntil : null
  return {
    isSet: state.hash !== null,
    lockedUntil: locked?.toISOString() ?? null,
    triesLeft: locked ? 0 : PAYMENT_PASSWORD_MAX_FAILURES - state.failures,
  }
}
