/**
 * i18next for the customer app. Catalogues are JSON files in packages/i18n/locales/<locale>/<ns>.json,
 * served beside the build (catalogues.plugin.ts) and fetched by language and namespace: only the
 * current locale's namespaces are fetched, as pages ask for them (useTranslation('home') suspends until
 * 'home' is there).
 */
import { DEFAULT_LOCALE, directionOf, LOCALES, type Locale, resolveLocale } from '@siam/i18n'
import i18next, { type BackendModule, type TOptions } from 'i18next'
import { useCallback } from 'react'
import { initReactI18next, useTranslation } from 'react-i18next'
import { config } from '../config'

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

async function fetchCatalogue(lng: string, ns: string): Promise<Record<string, string>> {
  const response = await fetchAtStart(catalogueUrl(lng, ns))
  // A namespace this language does not have is empty, as with an unknown key.
  if (response.status === 404) return {}
  if (!response.ok) throw new Error(`catalogue ${lng}/${ns}: HTTP ${response.status}`)
  return (await response.json()) as Record<string, string>
}

declare global {
  interface Window {
    /**
     * The first screen's catalogues in one file, which index.html's first script started loading
     * (screenCatalogues.ts): its language, the namespaces it holds and its address.
     */
    __siamScreenCatalogues?: { lang: string; namespaces: string[]; href: string }
  }
}

type ScreenCatalogues = Record<string, Record<string, string> | undefined>
let screenFile: { lang: string; namespaces: Set<string>; data: Promise<ScreenCatalogues> } | null | undefined

/**
 * The first screen's file, fetched once (index.html preloaded it) when i18next first asks for one of
 * its namespaces in its language; null when there is none.
 */
function screenCatalogues(): typeof screenFile {
  if (screenFile !== undefined) return screenFile
  const early = typeof window === 'undefined' ? undefined : window.__siamScreenCatalogues
  screenFile = early
    ? {
        lang: early.lang,
        namespaces: new Set(early.namespaces),
        data: fetchAtStart(early.href).then((response) => {
          if (!response.ok) throw new Error(`catalogues ${early.href}: HTTP ${response.status}`)
          return response.json() as Promise<ScreenCatalogues>
        }),
      }
    : null
  return screenFile
}

/**
 * A namespace's catalogue: from the first screen's file when it holds it, else alone. Should that file
 * fail or lack the namespace, the namespace is fetched alone, as without it.
 */
async function readCatalogue(lng: string, ns: string): Promise<Record<string, string>> {
  const file = screenCatalogues()
  if (file && file.lang === lng && file.namespaces.has(ns)) {
    const data = await file.data.catch(() => undefined)
    const catalogue = data?.[ns]
    if (catalogue) return catalogue
  }
  return fetchCatalogue(lng, ns)
}

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
