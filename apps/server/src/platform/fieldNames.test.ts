import { createTranslator } from '@siam/i18n/node'
import { describe, expect, it } from 'vitest'
import { fieldNames } from './http'

const translate = createTranslator()

describe('the fields a VALIDATION_FAILED summary names', () => {
  it('are named in the reader language, as a list of that language', () => {
    expect(fieldNames(translate, 'en', 'email, code, password')).toBe(
      'e-mail, verification code, and password',
    )
    expect(fieldNames(translate, 'de', 'email, password')).toBe('E-Mail und Passwort')
    expect(fieldNames(translate, 'zh-Hans', 'email, code')).toBe('邮箱和验证码')
    expect(fieldNames(translate, 'ar', 'phone')).toBe('رقم الهاتف')
  })

  it('name a nested path by its last known segment, once', () => {
    expect(fieldNames(translate, 'en', 'items.0.number, items.1.number')).toBe('quantity')
    expect(fieldNames(translate, 'fr', 'lat, lng')).toBe('position sur la carte')
  })

  it('never show a raw id: an unknown field is "another field"', () => {
    expect(fieldNames(translate, 'en', 'wibble')).toBe('another field')
    expect(fieldNames(translate, 'en', 'email, wibble.0.wobble')).toBe('e-mail and another field')
    expect(fieldNames(translate, 'ja', 'wibble')).not.toContain('wibble')
  })
})
