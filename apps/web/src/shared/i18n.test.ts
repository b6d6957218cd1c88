import { englishCounterpart, expectedKeys, LOCALE_CODES } from '@siam/i18n'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getLang, i18next, initI18n, LANG_KEY, setLang, t } from './i18n'

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
    it(`${ns}: every locale has the English keys (plural families in its own categories), same {{variables}}`, () => {
      const en = catalogues[`../../../../packages/i18n/locales/en/${ns}.json`]
      expect(en).toBeDefined()
      for (const locale of LOCALE_CODES) {
        const cat = catalogues[`../../../../packages/i18n/locales/${locale}/${ns}.json`]
        expect(cat, `${locale}/${ns}.json`).toBeDefined()
        const keys = expectedKeys(Object.keys(en ?? {}), locale)
        expect(Object.keys(cat ?? {}).sort(), `${locale}/${ns}.json keys`).toEqual(keys)
        for (const key of keys) {
          const value = cat?.[key]
          expect(value, `${locale} ${ns}:${key}`).toBeTruthy()
          // a plural form may spell its number out ("عنصر واحد"): {{count}} is not compared
          const others = (s: string) => vars(s).filter((v) => v !== 'count')
          expect(others(value ?? ''), `${locale} ${ns}:${key}`).toEqual(
            others(englishCounterpart(key, en ?? {}) ?? ''),
          )
        }
      }
    })
  }
})

describe('plurals', () => {
  it('count strings take the plural of the language', async () => {
    await setLang('en')
    expect(t('common:badge_items', { count: 1 })).toBe('1 item')
    expect(t('common:badge_items', { count: 3 })).toBe('3 items')
    await i18next.loadNamespaces('shop')
    expect(t('shop:open_cart', { count: 1 })).toBe('Cart, 1 item')
    expect(t('shop:open_cart', { count: 2 })).toBe('Cart, 2 items')
    await setLang('ru')
    await i18next.loadNamespaces('shop')
    expect(t('shop:open_cart', { count: 1 })).toBe('Корзина, 1 товар')
    expect(t('shop:open_cart', { count: 3 })).toBe('Корзина, 3 товара')
    expect(t('shop:open_cart', { count: 5 })).toBe('Корзина, 5 товаров')
    expect(t('shop:review_count', { count: 21 })).toBe('21 отзыв')
    await setLang('ar')
    await i18next.loadNamespaces('shop')
    expect(t('shop:open_cart', { count: 2 })).toBe('السلة، عنصران')
    expect(t('shop:open_cart', { count: 3 })).toBe('السلة، 3 عناصر')
    expect(t('shop:open_cart', { count: 11 })).toBe('السلة، 11 عنصرًا')
    await setLang('zh-Hans')
    expect(t('common:badge_items', { count: 1 })).toBe('1 件')
    await setLang('en')
  })
})

describe('language switch', () => {
  it('calls made while the new catalogues load already ask in the new language', async () => {
    await setLang('ar')
    // a namespace not loaded yet in English: the switch waits for it
    await i18next.loadNamespaces('invite')
    const switching = setLang('en')
    expect(getLang()).toBe('en')
    await switching
    expect(getLang()).toBe('en')
  })

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
