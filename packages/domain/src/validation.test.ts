import { describe, expect, it } from 'vitest'
import {
  INPUT_MAX_LENGTH,
  isContactPhone,
  isE164,
  isEmail,
  isEmailCode,
  isLoginPassword,
  isMobilePhone,
  isPaymentPassword,
  VALIDATION_KEYS,
  validateAddress,
  validateContactPhone,
  validateEmail,
  validateEmailCode,
  validateLoginPassword,
  validatePaymentPassword,
  validatePhone,
  validateRemark,
} from './validation'

describe('isMobilePhone', () => {
  it.each(['13800138000', '19912345678', '10000000000'])('%s is a mobile number', (s) => {
    expect(isMobilePhone(s)).toBe(true)
  })
  it.each([
    '',
    '1380013800',
    '138001380001',
    '23800138000',
    '+8613800138000',
    '1380013800a',
    ' 13800138000',
    '138 0013 8000',
    '１３８００１３８０００',
  ])('%j is not', (s) => {
    expect(isMobilePhone(s)).toBe(false)
  })
})

describe('isE164', () => {
  it.each(['+8613800138000', '+12025550123', '+44207946095', '+12345678', '+123456789012345'])(
    '%s is E.164',
    (s) => {
      expect(isE164(s)).toBe(true)
    },
  )
  it.each([
    '8613800138000',
    '+0123456789',
    '+1234567',
    '+1234567890123456',
    '+86 138 0013 8000',
    '+',
    '++8613800138000',
  ])('%j is not', (s) => {
    expect(isE164(s)).toBe(false)
  })
})

describe('isContactPhone', () => {
  it('accepts a mainland mobile or an international WhatsApp number', () => {
    expect(isContactPhone('13800138000')).toBe(true)
    expect(isContactPhone('+447911123456')).toBe(true)
    expect(isContactPhone('07911123456')).toBe(false)
    expect(isContactPhone('')).toBe(false)
  })
})

describe('isEmail', () => {
  it.each([
    'a@b.cn',
    'first.last@example.com',
    'user_name-1@mail.example.org',
    'x@sub-domain.example.museum',
    'A1@B2.C3',
    'u@example.co',
  ])('%s is valid', (s) => {
    expect(isEmail(s)).toBe(true)
  })
  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'user@example',
    'user@example.c',
    'user@example.abcdefg', // final label over 6
    'user+tag@example.com', // + is outside the spec's local-part set
    'us er@example.com',
    'user@exa mple.com',
    'user@@example.com',
    'user@example..com',
    'user@.example.com',
    'user@example.com.',
    'user@example.c_m',
    `${'a'.repeat(250)}@b.cn`, // over 254 characters
  ])('%j is invalid', (s) => {
    expect(isEmail(s)).toBe(false)
  })
})

describe('six-digit codes', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
    [' 123456', false],
    ['١٢٣٤٥٦', false], // Arabic-Indic digits are not accepted
  ])('%j -> %s', (s, ok) => {
    expect(isPaymentPassword(s)).toBe(ok)
    expect(isEmailCode(s)).toBe(ok)
  })
})

describe('isLoginPassword', () => {
  it.each([
    ['abcdefg1', true],
    ['12345678a', true],
    ['密码密码密码密码1', true], // any script counts as letters
    [`a${'1'.repeat(63)}`, true], // 64
    [`a${'1'.repeat(64)}`, false], // 65
    ['abcdef1', false], // 7
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    ['!!!!!!!!1', false],
    ['', false],
  ])('%j -> %s', (s, ok) => {
    expect(isLoginPassword(s)).toBe(ok)
  })

  it('counts characters, not UTF-16 units', () => {
    expect(isLoginPassword('a1😀😀😀😀😀😀')).toBe(true) // 8 characters, 14 code units
    expect(isLoginPassword('a1😀😀😀😀😀')).toBe(false) // 7 characters, 12 code units
  })
})

describe('field validators', () => {
  it('validatePhone', () => {
    expect(validatePhone(undefined)).toBe('phone_required')
    expect(validatePhone('')).toBe('phone_required')
    expect(validatePhone('   ')).toBe('phone_required')
    expect(validatePhone('12345')).toBe('phone_invalid')
    expect(validatePhone('23800138000')).toBe('phone_invalid') // mainland rule still holds
    expect(validatePhone('+447700900123')).toBeNull() // a visitor's number (product rules 10)
    expect(validatePhone('+44 7700 900123')).toBeNull()
    expect(validatePhone('+0447700900123')).toBe('phone_invalid')
    expect(validatePhone('447700900123')).toBe('phone_invalid') // international needs the +
    expect(validatePhone('13800138000')).toBeNull()
  })
  it('validateContactPhone', () => {
    expect(validateContactPhone(undefined)).toBe('contact_required')
    expect(validateContactPhone(' ')).toBe('contact_required')
    expect(validateContactPhone('12345')).toBe('phone_invalid')
    expect(validateContactPhone('+8613800138000')).toBeNull()
    expect(validateContactPhone('13800138000')).toBeNull()
  })
  it('validateEmail', () => {
    expect(validateEmail(undefined)).toBe('email_required')
    expect(validateEmail('')).toBe('email_required')
    expect(validateEmail('nope')).toBe('email_invalid')
    expect(validateEmail('a@b.cn')).toBeNull()
  })
  it('validateLoginPassword', () => {
    expect(validateLoginPassword(undefined)).toBe('password_required')
    expect(validateLoginPassword('')).toBe('password_required')
    expect(validateLoginPassword('        ')).toBe('password_weak') // spaces are characters in a password
    expect(validateLoginPassword('short1')).toBe('password_weak')
    expect(validateLoginPassword('longenough1')).toBeNull()
  })
  it('validatePaymentPassword', () => {
    expect(validatePaymentPassword(undefined)).toBe('password_required')
    expect(validatePaymentPassword('12a456')).toBe('payment_password_digits')
    expect(validatePaymentPassword('123456')).toBeNull()
  })
  it('validateEmailCode', () => {
    expect(validateEmailCode(undefined)).toBe('code_required')
    expect(validateEmailCode('12345')).toBe('code_invalid')
    expect(validateEmailCode('654321')).toBeNull()
  })
  it('validateRemark allows exactly INPUT_MAX_LENGTH code units', () => {
    expect(INPUT_MAX_LENGTH).toBe(140)
    expect(validateRemark(undefined)).toBeNull()
    expect(validateRemark('')).toBeNull()
    expect(validateRemark('字'.repeat(140))).toBeNull()
    expect(validateRemark('字'.repeat(141))).toBe('remark_too_long')
    expect(validateRemark('😀'.repeat(71))).toBe('remark_too_long') // 142 code units, as maxlength counts
  })
})

describe('validateAddress', () => {
  const complete = {
    contactName: 'Li Lei',
    phone: '13800138000',
    city: 'Shanghai',
    street: 'Nanjing Road 1',
    door: 'Room 501',
    lng: 121.4737,
    lat: 31.2304,
  }

  it('passes a complete address', () => {
    expect(validateAddress(complete)).toEqual({})
  })

  it('reports every missing field at once', () => {
    expect(validateAddress({})).toEqual({
      contactName: 'contact_name_required',
      phone: 'phone_required',
      city: 'city_required',
      street: 'street_required',
      door: 'door_required',
      coordinates: 'coordinates_missing',
    })
  })

  it('treats whitespace as missing and checks the phone format', () => {
    expect(validateAddress({ ...complete, contactName: '  ', phone: '123', door: '\t' })).toEqual({
      contactName: 'contact_name_required',
      phone: 'phone_invalid',
      door: 'door_required',
    })
  })

  it.each([
    [{ lng: null, lat: 31.2 }],
    [{ lng: 121.4, lat: null }],
    [{ lng: undefined, lat: undefined }],
    [{ lng: Number.NaN, lat: 31.2 }],
    [{ lng: 200, lat: 31.2 }],
    [{ lng: 121.4, lat: -91 }],
  ])('asks to reposition when coordinates are %j', (coords) => {
    expect(validateAddress({ ...complete, ...coords })).toEqual({ coordinates: 'coordinates_missing' })
  })

  it('accepts coordinates of 0 (they are present, not missing)', () => {
    expect(validateAddress({ ...complete, lng: 0, lat: 0 })).toEqual({})
  })
})

describe('VALIDATION_KEYS', () => {
  it('lists every key once', () => {
    expect(VALIDATION_KEYS).toHaveLength(16)
    expect(new Set(VALIDATION_KEYS).size).toBe(16)
  })
  it('contains every key the validators can return', () => {
    const returned = new Set<string>()
    const add = (k: string | null) => {
      if (k !== null) returned.add(k)
    }
    add(validatePhone(undefined))
    add(validatePhone('x'))
    add(validateContactPhone(undefined))
    add(validateEmail(undefined))
    add(validateEmail('x'))
    add(validateLoginPassword(undefined))
    add(validateLoginPassword('x'))
    add(validatePaymentPassword('x'))
    add(validateEmailCode(undefined))
    add(validateEmailCode('x'))
    add(validateRemark('x'.repeat(141)))
    for (const k of Object.values(validateAddress({}))) add(k)
    expect([...returned].sort()).toEqual([...VALIDATION_KEYS].sort())
  })
})
