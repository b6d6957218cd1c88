/**
 * i18next for the customer app. Catalogues are JSON files in packages/i18n/locales/<locale>/<ns>.json,
 * served beside the build (catalogues.plugin.ts) and fetched by language and namespace: only the
 * current locale's namespaces are fetched, as pages ask for them (useTranslation('home') suspends until
 * 'home' is there); the first screen's all at once, from one file (catalogueReader.ts).
 */
import { DEFAULT_LOCALE, directionOf, LOCALES, type Locale, resolveLocale } from '@siam/i18n'
import i18next, { type BackendModule, type TOptions } from 'i18next'
import { useCallback } from 'react'
import { initReactI18next, useTranslation } from 'react-i18next'
import { config } from '../config'
import { catalogueReader } from './catalogueReader'

export const LANG_KEY = 'lang'
export type { Locale }

/** `locales/<version>/<lng>/<ns>.json` beside the app, written by catalogues.plugin.ts. */
const catalogueUrl = (lng: string, ns: string) =>
  `${config.baseUrl}locales/${config.cataloguesVersion}/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`

/**
 * The fetch of when the app started: catalogues are static files, and a stand-in fetch that a test
 * or an embedding page puts in place later is meant for calls, not for them.
 */
const fetchAtStart = globalThis.fetch.bind(globalThis)

/** A namespace's catalogue; the first screen's from their one file (catalogueReader.ts). */
const readCatalogue = catalogueReader(
  fetchAtStart,
  catalogueUrl,
  typeof window === 'undefined' ? undefined : window.__siamScreenCatalogues,
)

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    readCatalogue(lng, ns).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

function readStoredLang(): Locale {
  try {
    return resolveLocale(globalThis.localStorage?.getItem(LANG_KEY))
  } catch {
    return DEFAULT_LOCALE
  }
}

function applyDocument(lang: Locale): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = lang
  document.documentElement.dir = directionOf(lang)
}

let initPromise: Promise<unknown> | null = null

/** Starts i18next once, in the stored language (or `lang` when given), with `common` loaded. */
export function initI18n(lang?: string): Promise<unknown> {
  if (initPromise) {
    return lang ? initPromise.then(() => setLang(lang)) : initPromise
  }
  const start = lang ? resolveLocale(lang) : readStoredLang()
  applyDocument(start)
  i18next.on('languageChanged', (lng) => applyDocument(resolveLocale(lng)))
  initPromise = i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: start,
      // Every catalogue is complete in every locale (a test checks), so nothing else is fetched.
      fallbackLng: false,
      supportedLngs: LOCALES.map((l) => l.code),
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    })
  return initPromise
}

/** The language being switched to while its catalogues load (setLang). */
let switchingTo: Locale | null = null

/**
 * The language the app speaks now; `call()` sends it as `lang` and `mlang`. During a switch, the new
 * one: a page opened while the catalogues load must not fetch (and keep) its data in the old language.
 */
export function getLang(): Locale {
  if (switchingTo) return switchingTo
  const current = i18next.resolvedLanguage ?? i18next.language
  return current ? resolveLocale(current) : readStoredLang()
}

/** Switches at once, remembers the choice on the device, and updates `<html lang dir>`. */
export async function setLang(lang: string): Promise<void> {
  const next = resolveLocale(lang)
  try {
    globalThis.localStorage?.setItem(LANG_KEY, next)
  } catch {
    // private mode: the choice lasts for this visit only
  }
  applyDocument(next)
  switchingTo = next
  try {
    await i18next.changeLanguage(next)
  } finally {
    if (switchingTo === next) switchingTo = null
  }
}

/** Translation outside components (api errors, toasts). Keys are 'ns:key'. */
export function t(key: string, options?: TOptions): string {
  return i18next.t(key, options ?? {}) as string
}

export function useLang(): { lang: Locale; dir: 'ltr' | 'rtl'; setLang: (lang: string) => Promise<void> } {
  const { i18n } = useTranslation()
  const lang = resolveLocale(i18n.resolvedLanguage ?? i18n.language)
  const change = useCallback((l: string) => setLang(l), [])
  return { lang, dir: directionOf(lang), setLang: change }
}

export { i18next }
