import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ERRORS, HTTP_STATUS_MESSAGE_KEYS } from '@siam/contracts/errors'
import { VALIDATION_KEYS } from '@siam/domain/validation'
import { describe, expect, it } from 'vitest'
import { LOCALE_CODES, type Locale } from './locales'
import { LOCALES_DIR } from './node'
import {
  englishCounterpart,
  expectedKeys,
  familyOf,
  pluralCategories,
  pluralFamilies,
  pluralKey,
} from './plurals'

/**
 * The catalogues are complete (architecture 6): every namespace English has exists in every locale
 * with the same keys, non-empty values and the same {{placeholders}}; nothing is left in English
 * outside an allow-list; every error key of the API and every validation key has a message.
 * Plural families (`open_cart_one`, `open_cart_other`, i18next with `count`) are compared by base key:
 * each locale writes exactly the CLDR categories its language needs (Intl.PluralRules).
 */

/** Words that are the same in every language: brands, "OK", units the apps print as is. */
const SAME_EVERYWHERE = new Set([
  'OK',
  'Siam',
  'Siam Console',
  'WhatsApp',
  'WeChat',
  'WeChat Pay',
  'Alipay',
  'Visa',
  'Mastercard',
  'UnionPay',
  'AMap',
  'Shanghai',
  'Beijing',
  'OpenStreetMap',
  'Leaflet',
  'PGlite',
  'PostgreSQL',
  'SMTP',
  'QR',
  'ID',
  'km',
  'm',
  'min',
  '¥',
])

/**
 * Words that really are written as in English in some languages (check a dictionary before
 * adding one). Keep this short: a value listed here is never flagged for that locale.
 */
const SAME_IN_LOCALE: Partial<Record<Locale, string[]>> = {
  fr: words(
    'Menu|Total|Restaurant|Restaurants|Description|Service|Message|Code|Date|Note|Options|Type|Dessert|Desserts|' +
      'Simple|Notifications|Transport|Info|Points|Actions|Article|Articles|Client|Confirmation|Distance|Minimum|' +
      'Promotion|Promotions|Station|Version|Halal|Allergies|Lupin',
  ),
  de: words(
    'Name|Filter|Start|Status|Details|Code|Restaurant|Restaurants|Service|Info|Team|Dessert|Desserts|Minimum|' +
      'Fast Food|Halal|Buffet|Burger|Pizza|Snacks|Online|Offline|Taxi|Version|Vegan|Mild',
  ),
  es: words('Total|Error|Local|Normal|Hotel|Chat|Halal|Buffet|Pizza|Taxi|Final|Social|General|Regular'),
}

function words(list: string): string[] {
  return list.split('|')
}

/** Placeholders and everything that is not a letter: "{{n}} / {{total}}", "¥{{price}}", "1-4x". */
function hasNoWords(value: string): boolean {
  const stripped = value
    .replace(/\{\{\s*\w+\s*\}\}/g, '')
    .replace(/\b(?:Siam|WhatsApp|WeChat|Alipay|Visa|Mastercard|UnionPay|AMap|OK|ID|QR|km|min|m|s|h)\b/g, '')
  return !/\p{L}/u.test(stripped)
}

const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/
const URL_LIKE = /^(https?:\/\/|\/)\S*$/

function mayEqualEnglish(locale: Locale, value: string): boolean {
  const v = value.trim()
  /** "Version {{version}}" is judged by its words: "Version". */
  const words = v
    .replace(/\{\{\s*\w+\s*\}\}/g, '')
    .replace(/[\s:：·,.!?-]+$/u, '')
    .trim()
  const allowed = (w: string) => SAME_EVERYWHERE.has(w) || (SAME_IN_LOCALE[locale] ?? []).includes(w)
  return allowed(v) || allowed(words) || hasNoWords(v) || EMAIL.test(v) || URL_LIKE.test(v)
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort()
}

function load(locale: string, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8')) as Record<string, unknown>
}

const namespaceFiles = readdirSync(join(LOCALES_DIR, 'en'))
  .filter((f) => f.endsWith('.json'))
  .sort()
const otherLocales = LOCALE_CODES.filter((l) => l !== 'en')

describe('plural categories', () => {
  it('are the CLDR ones of each language', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other'])
    expect(pluralCategories('zh-Hans')).toEqual(['other'])
    expect(pluralCategories('ja')).toEqual(['other'])
    expect(pluralCategories('ko')).toEqual(['other'])
    expect(pluralCategories('ru')).toEqual(['one', 'few', 'many', 'other'])
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other'])
    expect(pluralCategories('ur')).toEqual(['one', 'other'])
  })

  it('families are base keys English writes as _one and _other; a lone `reason_other` is an ordinary key', () => {
    const keys = ['open_cart_one', 'open_cart_other', 'reason_other', 'title']
    expect([...pluralFamilies(keys)]).toEqual(['open_cart'])
    expect(expectedKeys(keys, 'ru')).toEqual(
      ['open_cart_few', 'open_cart_many', 'open_cart_one', 'open_cart_other', 'reason_other', 'title'].sort(),
    )
    expect(expectedKeys(keys, 'ja')).toEqual(['open_cart_other', 'reason_other', 'title'])
    expect(pluralKey('open_cart_few')).toEqual({ base: 'open_cart', category: 'few' })
    expect(pluralKey('open_cart')).toBeNull()
  })
})

/**
 * Count strings whose English noun follows the number ("{{n}} items") must be plural families, or they
 * read "1 items".
 */

describe('English catalogues', () => {
  it('say "1 item", not "1 items": a number before a plural noun is a plural family', () => {
    const problems: string[] = []
    for (const file of namespaceFiles) {
      const en = load('en', file) as Record<string, string>
      const families = pluralFamilies(Object.keys(en))
      for (const [key, value] of Object.entries(en)) {
        if (familyOf(key, families) !== null) continue
        if (/\{\{\s*(?:n|count)\s*\}\}\s+[A-Za-z]+s\b/.test(value))
          problems.push(`${file} ${key}: "${value}"`)
      }
    }
    expect(problems).toEqual([])
    expect([...pluralFamilies(Object.keys(load('en', 'shop.json')))].sort()).toEqual([
      'open_cart',
      'review_count',
    ])
    expect([...pluralFamilies(Object.keys(load('en', 'common.json')))]).toEqual(['badge_items'])
  })

  it('exist and hold flat string values', () => {
    expect(namespaceFiles.length).toBeGreaterThan(0)
    for (const file of namespaceFiles) {
      const en = load('en', file)
      for (const [key, value] of Object.entries(en)) {
        expect(typeof value, `en/${file} ${key}`).toBe('string')
        expect((value as string).trim(), `en/${file} ${key} is empty`).not.toBe('')
      }
    }
  })
})

/** Forms that name the number (few, many, other) must show it; zero, one and two may spell it out. */
const MAY_OMIT_COUNT = new Set(['zero', 'one', 'two'])

describe.each(namespaceFiles)('namespace %s', (file) => {
  const en = load('en', file) as Record<string, string>
  const families = pluralFamilies(Object.keys(en))

  it('English plural families are _one and _other, with {{count}} in the number', () => {
    const problems: string[] = []
    for (const key of Object.keys(en)) {
      const base = familyOf(key, families)
      if (base === null && pluralKey(key)?.category === 'one') problems.push(`${key}: _one without _other`)
    }
    for (const base of families) {
      if (base in en) problems.push(`${base}: also written without a plural suffix`)
      const forms = Object.keys(en).filter((k) => familyOf(k, families) === base)
      if (forms.sort().join() !== `${base}_one,${base}_other`) problems.push(`${base}: forms ${forms.join()}`)
      if (!placeholders(en[`${base}_other`] ?? '').includes('count'))
        problems.push(`${base}_other: no {{count}}`)
    }
    expect(problems, `en/${file}`).toEqual([])
  })

  it.each(otherLocales)('%s has every key, non-empty, same placeholders, translated', (locale) => {
    const path = join(LOCALES_DIR, locale, file)
    expect(existsSync(path), `${locale}/${file} is missing`).toBe(true)
    const catalogue = load(locale, file)
    const problems: string[] = []
    const expected = expectedKeys(Object.keys(en), locale)
    for (const key of expected) {
      const value = catalogue[key]
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${key}: missing or empty`)
        continue
      }
      const english = englishCounterpart(key, en) ?? ''
      const plural = familyOf(key, families) !== null ? pluralKey(key) : null
      if (plural) {
        // a form may spell the number out ("عنصر واحد"), so {{count}} is compared on its own
        const others = (v: string) => placeholders(v).filter((p) => p !== 'count')
        if (others(value).join() !== others(english).join()) {
          problems.push(`${key}: placeholders ${others(value).join()} instead of ${others(english).join()}`)
        }
        if (!MAY_OMIT_COUNT.has(plural.category) && !placeholders(value).includes('count')) {
          problems.push(`${key}: no {{count}}`)
        }
      } else if (placeholders(value).join() !== placeholders(english).join()) {
        problems.push(
          `${key}: placeholders ${placeholders(value).join()} instead of ${placeholders(english).join()}`,
        )
      }
      if (value === english && !mayEqualEnglish(locale, value))
        problems.push(`${key}: still English ("${value}")`)
    }
    for (const key of Object.keys(catalogue)) {
      if (expected.includes(key)) continue
      const base = familyOf(key, families)
      problems.push(
        base === null
          ? `${key}: not in English`
          : `${key}: not a plural category of ${locale} (${pluralCategories(locale).join(', ')})`,
      )
    }
    expect(problems, `${locale}/${file}`).toEqual([])
  })
})

describe('API messages', () => {
  const errors = load('en', 'errors.json')
  const validation = load('en', 'validation.json')

  it('every error key of the contracts has an errors: message, and nothing else is there', () => {
    const httpKeys = Object.values(HTTP_STATUS_MESSAGE_KEYS)
    const expected = [...Object.keys(ERRORS), ...httpKeys].sort()
    expect(Object.keys(errors).sort()).toEqual(expected)
  })

  it('has the http_* messages of the specification (section 8)', () => {
    expect(errors).toMatchObject({
      http_400: 'Bad request!',
      http_401: 'User expired or not logged in, please log in before use!',
      http_403: 'You have no permission to access this function!',
      http_404: 'Error code (404): the interface does not exist or is no longer available.',
      http_500: 'Internal server error!',
      http_502: 'The server is busy, try again later!',
    })
  })

  it('keeps the specification wording for the messages it names', () => {
    expect(errors).toMatchObject({
      NOT_LOGGED_IN: 'User expired or not logged in, please log in before use!',
      FORBIDDEN: 'You have no permission to access this function!',
      LOGIN_USER_ERROR: 'Login user error, please login again',
      ROUTE_NOT_FOUND: 'Error code (404): the interface does not exist or is no longer available.',
      INTERNAL: 'Internal server error!',
      BAD_REQUEST: 'Bad request!',
      PROVIDER_ERROR: 'The server is busy, try again later!',
      INSUFFICIENT_BALANCE: 'insufficient balance',
      PAYMENT_PASSWORD_NOT_SET: 'payment password not set, go and set it',
      SHOP_RESTING: 'shop is resting, cannot order now',
    })
    expect(validation).toMatchObject({
      phone_required: 'Mobile phone number is required',
      phone_invalid: 'Incorrect mobile phone number',
      email_invalid: 'please enter a valid email address',
      code_required: 'Please enter the email verification code',
      contact_name_required: 'Contact person name is required',
      city_required: 'please select area',
      street_required: 'please fill in detailed address',
      coordinates_missing: 'Latitude and longitude not obtained, please reposition.',
    })
  })

  it('every validation key of the domain (and the generic required/invalid) has a validation: message', () => {
    for (const key of [...VALIDATION_KEYS, 'required', 'invalid']) {
      expect(validation[key], `validation:${key}`).toEqual(expect.any(String))
    }
  })

  it('parametrised errors carry their placeholders', () => {
    expect(placeholders(errors.BELOW_MINIMUM as string)).toEqual(['missing'])
    expect(placeholders(errors.PAYMENT_PASSWORD_WRONG as string)).toEqual(['remaining'])
    expect(placeholders(errors.PAYMENT_PASSWORD_LOCKED as string)).toEqual(['minutes'])
    expect(placeholders(errors.VALIDATION_FAILED as string)).toEqual(['fields'])
    expect(placeholders(errors.CODE_TOO_FREQUENT as string)).toEqual(['seconds'])
  })
})
