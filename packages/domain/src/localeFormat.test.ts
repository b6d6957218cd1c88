import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumber } from './localeFormat'

describe('formatMoney', () => {
  it('writes the amount the way each locale does, always with the ¥ sign', () => {
    expect(formatMoney(123450, 'en')).toBe('¥1,234.50')
    expect(formatMoney(1000, 'zh-Hans')).toBe('¥10.00')
    expect(formatMoney(1000, 'ja')).toBe('¥10.00')
    expect(formatMoney(123450, 'de')).toBe('1.234,50\u00a0¥')
    expect(formatMoney(1000, 'fr')).toBe('10,00\u00a0¥')
    expect(formatMoney(1000, 'ru')).toBe('10,00\u00a0¥')
    expect(formatMoney(1000, 'es')).toBe('10,00\u00a0¥')
  })

  it('keeps Latin digits in Arabic and Urdu and never writes CN¥', () => {
    const ar = formatMoney(1250, 'ar')
    expect(ar).toContain('12.50')
    expect(ar).toContain('¥')
    expect(ar).not.toContain('CN')
    // no bidi marks of Intl's own: the app isolates amounts itself
    expect(ar).toBe('12.50\u00a0¥')
    expect(formatMoney(1250, 'ur')).toContain('12.50')
  })

  it('is exact for amounts that binary fractions cannot hold', () => {
    expect(formatMoney(7, 'en')).toBe('¥0.07')
    expect(formatMoney(1_000_000_001, 'en')).toBe('¥10,000,000.01')
    expect(formatMoney(-1250, 'en')).toBe('-¥12.50')
  })

  it('drops .00 from whole amounts only when asked, and only when whole', () => {
    expect(formatMoney(8000, 'en', { whole: true })).toBe('¥80')
    expect(formatMoney(8050, 'en', { whole: true })).toBe('¥80.50')
    expect(formatMoney(8000, 'en')).toBe('¥80.00')
  })

  it('falls back to English conventions for a locale tag the runtime refuses', () => {
    expect(formatMoney(1000, 'not a locale!')).toBe('¥10.00')
  })
})

describe('formatNumber', () => {
  it('uses the locale decimal mark', () => {
    expect(formatNumber(4.5, 'en', 1)).toBe('4.5')
    expect(formatNumber(4.5, 'de', 1)).toBe('4,5')
    expect(formatNumber(4.5, 'ar', 1)).toBe('4.5')
    expect(formatNumber(4, 'fr', 1)).toBe('4,0')
  })
})
