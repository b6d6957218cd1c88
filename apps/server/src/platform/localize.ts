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
 * `pick` in SQL, for answers the database writes as JSON (decision 0064): `column` a jsonb of text
 * per locale, `locale` the SQL expression (a parameter) of the reader's language. An empty text is
 * passed over, as `||` passes over it.
 */
export function pickSql(column: string, locale: string): string {
  return `coalesce(nullif(${column}->>${locale}, ''), nullif(${column}->>'en', ''), nullif(${column}->>'zh-Hans', ''), '')`
}

/** `original` in SQL. */
export function originalSql(column: string): string {
  return `coalesce(nullif(${column}->>'zh-Hans', ''), nullif(${column}->>'en', ''), '')`
}

/**
 * Text per locale as the console sends it, with the empty locales dropped: an absent locale is a
 * missing translation (the console marks it; `pick` falls back past it).
 */
export function filledTexts(text: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(text).filter(([, v]) => v.trim().length > 0))
}
