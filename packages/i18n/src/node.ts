import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LOCALE, interpolate, LOCALE_CODES, type Locale, NAMESPACES, type Namespace } from './locales'

/** Catalogues as files: packages/i18n/locales/<locale>/<namespace>.json (flat keys). */
export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales')

export type Catalogue = Record<string, string>
export type Catalogues = Record<Locale, Partial<Record<Namespace, Catalogue>>>

export function loadCatalogues(dir = LOCALES_DIR): Catalogues {
  const all = {} as Catalogues
  for (const locale of LOCALE_CODES) {
    all[locale] = {}
    for (const ns of NAMESPACES) {
      const file = join(dir, locale, `${ns}.json`)
      if (existsSync(file)) all[locale][ns] = JSON.parse(readFileSync(file, 'utf8')) as Catalogue
    }
  }
  return all
}

export type Translate = (locale: Locale, key: string, params?: Record<string, string | number>) => string

/**
 * Server-side translation from the same catalogues the apps use. Keys are "namespace:key";
 * a key missing in the locale falls back to English, then to the key itself.
 */
export function createTranslator(catalogues: Catalogues = loadCatalogues()): Translate {
  return (locale, fullKey, params) => {
    const [ns, key] = fullKey.includes(':')
      ? (fullKey.split(':', 2) as [Namespace, string])
      : ['common' as Namespace, fullKey]
    const text = catalogues[locale]?.[ns]?.[key] ?? catalogues[DEFAULT_LOCALE]?.[ns]?.[key] ?? fullKey
    return interpolate(text, params)
  }
}
