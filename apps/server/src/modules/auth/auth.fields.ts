import type { ValidationKey } from '@siam/domain'
import { AppError } from '../../platform/errors'

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
