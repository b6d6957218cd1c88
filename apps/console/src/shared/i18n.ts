import { DEFAULT_LOCALE, directionOf, type Locale, resolveLocale } from '@siam/i18n'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

/**
 * The console's translations: its own `console` namespace plus the shared `status` labels, the
 * `invite` catalogue (withdrawal review, member lookup) and `platformAdmin` (settings, shops,
 * content), read from
 * packages/i18n/locales/<locale>/<namespace>.json. English is bundled (it is the fallback for any key
 * a locale lacks); the other ten locales are fetched when picked.
 */
const NAMESPACES = ['console', 'status', 'invite', 'platformAdmin'] as const
const LOCALE_STORAGE_KEY = 'siam.console.lang'

type Catalogue = Record<string, string>

const english = import.meta.glob<Catalogue>(
  '../../../../packages/i18n/locales/en/{console,status,invite,platformAdmin}.json',
  {
    eager: true,
    import: 'default',
  },
)
const lazy = import.meta.glob<Catalogue>(
  [
    '../../../../packages/i18n/locales/*/{console,status,invite,platformAdmin}.json',
    '!../../../../packages/i18n/locales/en/*',
  ],
  { import: 'default' },
)

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length)
}

function localeOf(path: string): string {
  const parts = path.split('/')
  return parts[parts.length - 2] ?? ''
}

export const i18n = i18next.createInstance()

let initialised: Promise<unknown> | null = null

export function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<unknown> {
  if (initialised) return initialised.then(() => setLocale(locale))
  const resources: Record<string, Record<string, Catalogue>> = { en: {} }
  for (const [path, catalogue] of Object.entries(english)) {
    const en = resources.en
    if (en) en[namespaceOf(path)] = catalogue
  }
  initialised = i18n
    .use(initReactI18next)
    .init({
      resources,
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      ns: [...NAMESPACES],
      defaultNS: 'console',
      keySeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnEmptyString: false,
    })
    .then(() => setLocale(locale))
  return initialised
}

async function loadLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return
  const loads = Object.entries(lazy)
    .filter(([path]) => localeOf(path) === locale)
    .map(async ([path, load]) => {
      const ns = namespaceOf(path)
      if (i18n.hasResourceBundle(locale, ns)) return
      i18n.addResourceBundle(locale, ns, await load(), true, true)
    })
  await Promise.all(loads)
}

/** The locale the console starts in: the one picked last time, else English (product rules 12). */
export function storedLocale(): Locale {
  try {
    return resolveLocale(localStorage.getItem(LOCALE_STORAGE_KEY))
  } catch {
    return DEFAULT_LOCALE
  }
}

export async function setLocale(locale: Locale): Promise<void> {
  await loadLocale(locale)
  await i18n.changeLanguage(locale)
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale
    document.documentElement.dir = directionOf(locale)
  }
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // storage refused (private mode): the choice lasts for this visit only
  }
}

export function currentLocale(): Locale {
  return resolveLocale(i18n.language)
}
