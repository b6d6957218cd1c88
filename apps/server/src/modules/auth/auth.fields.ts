import { type ValidationKey, validateEmail, validateEmailCode, validateLoginPassword } from '@siam/domain'
import { AppError } from '../../platform/errors'
import { hashPassword } from './passwords'

/** Addresses are compared and stored trimmed and lower-cased: one account per mailbox. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Throws VALIDATION_FAILED with every failing field at once (keys of the `validation` namespace). */
export function checkFields(fields: Record<string, ValidationKey | null>): void {
  const errors: Record<string, string> = {}
  for (const [field, key] of Object.entries(fields)) if (key) errors[field] = key
  const names = Object.keys(errors)
  if (names.length > 0) throw new AppError('VALIDATION_FAILED', { fields: names.join(', ') }, errors)
}

/** A sign-in password is only checked for presence: its rules apply when it is chosen. */
export const passwordGiven = (value: string | undefined): ValidationKey | null =>
  value ? null : 'password_required'

/**
 * An address, an e-mail code and a new login password, as sign-up and a forgotten password take
 * them: every field checked at once, the address normalized, the password hashed (before any
 * transaction: hashing is slow on purpose).
 */
export async function checkedCodeAndPassword(input: { email: string; code: string; password: string }) {
  checkFields({
    email: validateEmail(input.email),
    code: validateEmailCode(input.code),
    password: validateLoginPassword(input.password),
  })
  return { email: normalizeEmail(input.email), passwordHash: await hashPassword(input.password) }
}
