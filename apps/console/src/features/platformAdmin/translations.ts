import { LOCALES } from '@siam/i18n'

/** Text per locale as the console edits it (an absent or blank locale is a missing translation). */
export type Translations = Record<string, string>

/** The locales whose text is missing in any of the fields (issue 14's "missing translation" marker). */
export function missingLocales(...fields: Translations[]): string[] {
  return LOCALES.map((l) => l.code).filter((code) => fields.some((f) => !f[code]?.trim()))
}

/** Every locale's text, blank where missing, so the form has a field for each. */
export function allLocales(text: Translations): Translations {
  return Object.fromEntries(LOCALES.map((l) => [l.code, text[l.code] ?? '']))
}
