import { validateEmailCode, validatePaymentPassword } from '@siam/domain'
import { fail } from '../../platform/errors'
import type { AuthDeps } from './auth.deps'
import { checkFields } from './auth.fields'
import * as repo from './auth.repository'
import { checkPaymentPassword } from './check-payment-password'
import { withCode } from './email-codes'
import { hashPaymentPassword } from './passwords'

/** The first payment password (product rules 5); once set it changes with the old one or a code. */
export async function setPaymentPassword(
  deps: Pick<AuthDeps, 'db'>,
  memberId: string,
  input: { paymentPassword: string },
): Promise<true> {
  checkFields({ paymentPassword: validatePaymentPassword(input.paymentPassword) })
  const hash = await hashPaymentPassword(input.paymentPassword)
  // Only from "none": two racing first-sets cannot overwrite each other.
  if (!(await repo.setFirstPaymentPasswordHash(deps.db, memberId, hash))) fail('PAYMENT_PASSWORD_ALREADY_SET')
  return true
}

/** Change with the current password; wrong tries count towards the same 5-try lock. */
export async function changePaymentPassword(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  memberId: string,
  input: { oldPaymentPassword: string; paymentPassword: string },
): Promise<true> {
  checkFields({ paymentPassword: validatePaymentPassword(input.paymentPassword) })
  await checkPaymentPassword(deps.db, memberId, input.oldPaymentPassword, deps.clock.now())
  await repo.setPaymentPasswordHash(deps.db, memberId, await hashPaymentPassword(input.paymentPassword))
  return true
}

/** Forgotten: an e-mail code of type payment-password sent to the member's own address; lifts a lock. */
export async function resetPaymentPassword(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  memberId: string,
  input: { paymentPassword: string; code: string },
): Promise<true> {
  checkFields({
    paymentPassword: validatePaymentPassword(input.paymentPassword),
    code: validateEmailCode(input.code),
  })
  const member = await repo.memberById(deps.db, memberId)
  if (!member) fail('LOGIN_USER_ERROR')
  const hash = await hashPaymentPassword(input.paymentPassword)
  await withCode(deps, { email: member.email, purpose: 'payment-password', code: input.code }, (tx) =>
    repo.setPaymentPasswordHash(tx, member.id, hash),
  )
  return true
}
