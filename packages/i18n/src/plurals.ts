/**
 * Plural families in the catalogues (i18next with `count`): `open_cart_one`, `open_cart_other`, ... share the
 * base key `open_cart`, and each locale writes exactly the CLDR categories its language uses (English
 * one/other, Russian one/few/many/other, Arabic all six, Chinese, Japanese and Korean only other).
 */
import type { Locale } from './locales'

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number]

const SUFFIX = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`)

/** `open_cart_few` -> { base: 'open_cart', category: 'few' }; a key without a plural suffix -> null. */
export function pluralKey(key: string): { base: string; category: PluralCategory } | null {
  const m = SUFFIX.exec(key)
  return m?.[1] && m[2] ? { base: m[1], category: m[2] as PluralCategory } : null
}

/** The plural categories a locale's language needs, in the canonical order (Intl, i.e. CLDR). */
export function pluralCategories(locale: Locale | string): PluralCategory[] {
  const used = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]
  return PLURAL_CATEGORIES.filter((c) => used.includes(c))
}

/**
 * The plural families of the English catalogue: base keys written as both `_one` and `_other` (a lone
 * `reason_other` is an ordinary key: "other reason").
 */
export function pluralFamilies(englishKeys: Iterable<string>): Set<string> {
  const keys = new Set(englishKeys)
  const families = new Set<string>()
  for (const key of keys) {
    const p = pluralKey(key)
    if (p?.category === 'one' && keys.has(`${p.base}_other`)) families.add(p.base)
  }
  return families
}

/** Whether `key` is a form of one of `families` (`open_cart_few` of `open_cart`). */
export function familyOf(key: string, families: ReadonlySet<string>): string | null {
  const p = pluralKey(key)
  return p && families.has(p.base) ? p.base : null
}

/**
 * The keys a locale's catalogue must hold, given the English catalogue's: every ordinary key as is, and
 * every plural family in exactly the categories the locale's language needs.
 */
export function expectedKeys(englishKeys: readonly string[], locale: Locale | string): string[] {
  const families = pluralFamilies(englishKeys)
  const categories = pluralCategories(locale)
  const out: string[] = []
  for (const key of englishKeys) if (familyOf(key, families) === null) out.push(key)
  for (const base of families) for (const c of categories) out.push(`${base}_${c}`)
  return out.sort()
}

/** The English text a locale's key answers to: the same key, or for a plural form the same category (else `_other`). */
export function englishCounterpart(
  key: string,
  english: Readonly<Record<string, string>>,
): string | undefined {
  if (key in english) return english[key]
  const p = pluralKey(key)
  return p ? english[`${p.base}_other`] : undefined
}
