import type { Locale } from '@siam/i18n'

/** Content text in the reader's language; Chinese is the original, English the next best fallback. */
export function pick(text: Record<string, string> | null | undefined, locale: Locale): string {
  if (!text) return ''
  return text[locale] || text.en || text['zh-Hans'] || ''
}

export function original(text: Record<string, string> | null | undefined): string {
  return text?.['zh-Hans'] || text?.en || ''
}

/**
 * Text per locale as the console sends it, with the empty locales dropped: an absent locale is a
 * missing translation (the console marks it; `pick` falls back past it).
 */
export function filledTexts(text: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(text).filter(([, v]) => v.trim().length > 0))
}
