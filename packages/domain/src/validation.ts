/**
 * Form rules (spec 5, product rules 10). Validators return i18n keys in the
 * `validation` namespace, never text, so the server and both apps answer in
 * the member's language from one catalogue.
 *
 * Values are checked as given: callers trim before validating, so what was
 * validated is exactly what gets stored. Only "required" ignores whitespace.
 */

/** The specification's input max length (textareas, remarks, review text). */
export const INPUT_MAX_LENGTH = 140

export type ValidationKey =
  | 'phone_required'
  | 'phone_invalid'
  | 'email_required'
  | 'email_invalid'
  | 'password_required'
  | 'password_weak'
  | 'code_required'
  | 'code_invalid'
  | 'contact_name_required'
  | 'city_required'
  | 'street_required'
  | 'door_required'
  | 'coordinates_missing'
  | 'payment_password_digits'
  | 'contact_required'
  | 'remark_too_long'

export const VALIDATION_KEYS: ValidationKey[] = [
  'phone_required',
  'phone_invalid',
  'email_required',
  'email_invalid',
  'password_required',
  'password_weak',
  'code_required',
  'code_invalid',
  'contact_name_required',
  'city_required',
  'street_required',
  'door_required',
  'coordinates_missing',
  'payment_password_digits',
  'contact_required',
  'remark_too_long',
]

/** Mainland mobile: 11 digits starting with 1. */
export function isMobilePhone(s: string): boolean {
  return /^1\d{10}$/.test(s)
}

/** E.164 as WhatsApp uses it: +, then 8-15 digits, no leading zero. */
export function isE164(s: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(s)
}

/**
 * A contact number (an address's recipient, a member's WhatsApp): a mainland mobile under the
 * spec's rule, or a visitor's international number in E.164 (product rules 10).
 */
export function isContactPhone(s: string): boolean {
  return isMobilePhone(s) || isE164(s)
}

/** An international number (E.164, not a mainland mobile): the courier may call it through Siam. */
export function isInternationalPhone(s: string): boolean {
  return !isMobilePhone(s) && isE164(s)
}

/** A typed number as stored: spaces, dashes, dots and brackets dropped ("+44 7700 900-123"). */
export function normalisePhone(s: string): string {
  return s.replace(/[\s\-().]/g, '')
}

/** RFC 5321's practical limit on a whole address. */
const EMAIL_MAX_LENGTH = 254
const EMAIL_PATTERN = /^[A-Za-z0-9_.-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,6}$/

/** Spec 5: local part of letters, digits, _ . -; then @, a domain, and a final label of 2-6 alphanumerics. */
export function isEmail(s: string): boolean {
  return s.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(s)
}

export function isPaymentPassword(s: string): boolean {
  return /^\d{6}$/.test(s)
}

export function isEmailCode(s: string): boolean {
  return /^\d{6}$/.test(s)
}

/** 8-64 characters with at least one letter (any script) and one digit. */
export function isLoginPassword(s: string): boolean {
  const length = [...s].length
  return length >= 8 && length <= 64 && /\p{L}/u.test(s) && /\d/.test(s)
}

function isBlank(s: string | undefined | null): s is undefined | null | '' {
  return s === undefined || s === null || s.trim() === ''
}

/** An address's phone: a mainland mobile, or an international number in E.164 (product rules 10). */
export function validatePhone(s: string | undefined): ValidationKey | null {
  if (isBlank(s)) return 'phone_required'
  return isContactPhone(normalisePhone(s)) ? null : 'phone_invalid'
}

export function validateContactPhone(s: string | undefined): ValidationKey | null {
  if (isBlank(s)) return 'contact_required'
  return isContactPhone(s) ? null : 'phone_invalid'
}

export function validateEmail(s: string | undefined): ValidationKey | null {
  if (isBlank(s)) return 'email_required'
  return isEmail(s) ? null : 'email_invalid'
}

export function validateLoginPassword(s: string | undefined): ValidationKey | null {
  if (s === undefined || s === '') return 'password_required'
  return isLoginPassword(s) ? null : 'password_weak'
}

export function validatePaymentPassword(s: string | undefined): ValidationKey | null {
  if (s === undefined || s === '') return 'password_required'
  return isPaymentPassword(s) ? null : 'payment_password_digits'
}

export function validateEmailCode(s: string | undefined): ValidationKey | null {
  if (isBlank(s)) return 'code_required'
  return isEmailCode(s) ? null : 'code_invalid'
}

/**
 * Counted in UTF-16 code units, as the browser's maxlength attribute counts,
 * so the server never refuses what the form let through.
 */
export function validateRemark(s: string | undefined): ValidationKey | null {
  return s !== undefined && s.length > INPUT_MAX_LENGTH ? 'remark_too_long' : null
}

export interface AddressDraft {
  contactName?: string
  phone?: string
  city?: string
  street?: string
  door?: string
  lng?: number | null
  lat?: number | null
}

export type AddressErrors = Partial<Record<keyof AddressDraft | 'coordinates', ValidationKey>>

function hasCoordinates(a: AddressDraft): boolean {
  const { lng, lat } = a
  return (
    typeof lng === 'number' &&
    typeof lat === 'number' &&
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    Math.abs(lng) <= 180 &&
    Math.abs(lat) <= 90
  )
}

/**
 * Every failing field at once, so a form can mark them all. Coordinates are one
 * error under `coordinates`: the fix is to reposition, not to edit a number.
 */
export function validateAddress(a: AddressDraft): AddressErrors {
  const errors: AddressErrors = {}
  if (isBlank(a.contactName)) errors.contactName = 'contact_name_required'
  const phone = validatePhone(a.phone)
  if (phone !== null) errors.phone = phone
  if (isBlank(a.city)) errors.city = 'city_required'
  if (isBlank(a.street)) errors.street = 'street_required'
  if (isBlank(a.door)) errors.door = 'door_required'
  if (!hasCoordinates(a)) errors.coordinates = 'coordinates_missing'
  return errors
}
