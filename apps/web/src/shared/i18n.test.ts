import { LOCALE_CODES } from '@siam/i18n'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getLang, initI18n, LANG_KEY, setLang, t } from './i18n'

const catalogues = import.meta.glob<Record<string, string>>('../../../../packages/i18n/locales/*/*.json', {
  import: 'default',
  eager: true,
})
const SHELL_NAMESPACES = ['common', 'home', 'auth', 'mine']
const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

beforeAll(async () => {
  await initI18n('en')
})
afterAll(async () => {
  await setLang('en')
})

describe('shell catalogues', () => {
  for (const ns of SHELL_NAMESPACES) {
    it(`${ns}: every locale has every English key, non-empty, with the same {{variables}}`, () => {
      const en = catalogues[`../../../../packages/i18n/locales/en/${ns}.json`]
      expect(en).toBeDefined()
      for (const locale of LOCALE_CODES) {
        const cat = catalogues[`../../../../packages/i18n/locales/${locale}/${ns}.json`]
        expect(cat, `${locale}/${ns}.json`).toBeDefined()
        for (const [key, text] of Object.entries(en ?? {})) {
          const value = cat?.[key]
          expect(value, `${locale} ${ns}:${key}`).toBeTruthy()
          expect(vars(value ?? ''), `${locale} ${ns}:${key}`).toEqual(vars(text))
        }
      }
    })
  }
})

describe('language switch', () => {
  it('switches at once, remembers the choice and sets <html lang dir>', async () => {
    await setLang('ar')
    expect(getLang()).toBe('ar')
    expect(localStorage.getItem(LANG_KEY)).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
    expect(t('common:network_error')).not.toBe('Network error, please retry')
    await setLang('ur')
    expect(document.documentElement.dir).toBe('rtl')
    await setLang('zh-TW')
    expect(getLang()).toBe('zh-Hant')
    expect(document.documentElement.dir).toBe('ltr')
    expect(t('common:ok')).toBe('確定')
  })
})
