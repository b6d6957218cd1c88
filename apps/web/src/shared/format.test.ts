import i18next from 'i18next'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './format'
import { money, reductionVars } from './money'

describe('dates and money in the app language (Intl, Shanghai time)', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: {} })
  })
  afterAll(async () => {
    await i18next.changeLanguage('en')
  })

  it('writes dates the way each language does, on the Shanghai calendar', async () => {
    // 16:30 UTC on 1 March is 00:30 on 2 March in Shanghai
    const at = '2025-03-01T16:30:00.000Z'
    await i18next.changeLanguage('en')
    expect(formatDate(at)).toBe('Mar 2, 2025')
    expect(formatDateTime(at)).toBe('Mar 2, 2025, 00:30')
    await i18next.changeLanguage('de')
    expect(formatDate(at)).toBe('2. März 2025')
    await i18next.changeLanguage('zh-Hans')
    expect(formatDate(at)).toBe('2025年3月2日')
    expect(formatDate('not a date')).toBe('')
  })

  it('writes money and the Chinese promotion per language', async () => {
    await i18next.changeLanguage('de')
    expect(money(1250)).toBe('12,50\u00a0¥')
    expect(reductionVars({ thresholdFen: 8000, reductionFen: 1000 }).threshold).toBe('\u206680\u00a0¥\u2069')
    await i18next.changeLanguage('zh-Hans')
    expect(reductionVars({ thresholdFen: 8000, reductionFen: 1050 })).toEqual({
      threshold: '80',
      reduction: '10.50',
    })
  })
})
