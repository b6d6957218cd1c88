/** The 11 locales of product rules section 12; ar and ur are right-to-left. */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'zh-Hans', name: '简体中文', dir: 'ltr' },
  { code: 'zh-Hant', name: '繁體中文', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ko', name: '한국어', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'ur', name: 'اردو', dir: 'rtl' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
] as const

export type Locale = (typeof LOCALES)[number]['code']
export const LOCALE_CODES = LOCALES.map((l) => l.code) as Locale[]
export const DEFAULT_LOCALE: Locale = 'en'

/** Namespaces: one per feature plus common, errors, validation and status. */
export const NAMESPACES = [
  'common',
  'errors',
  'validation',
  'status',
  'auth',
  'home',
  'shop',
  'order',
  'pay',
  'mine',
  'wallet',
  'photos',
  'review',
  'aftersale',
  'address',
  'profile',
  'invite',
  'console',
  'mail',
  'mall',
  'points',
  'help',
  'coupon',
  'figures',
  'blog',
  'platformAdmin',
  'menuAdmin',
  'dietary',
] as const
export type Namespace = (typeof NAMESPACES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as string[]).includes(value)
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return LOCALES.find((l) => l.code === locale)?.dir ?? 'ltr'
}

/**
 * Map what a client or browser sends ("zh-CN", "zh_TW", "ar-EG", "EN") onto one of ours;
 * anything unknown falls back to English, the default of the specification.
 */
export function resolveLocale(input: string | null | undefined): Locale {
  if (!input) return DEFAULT_LOCALE
  const raw = input.trim().replace('_', '-')
  const exact = LOCALE_CODES.find((c) => c.toLowerCase() === raw.toLowerCase())
  if (exact) return exact
  const lower = raw.toLowerCase()
  if (lower.startsWith('zh')) {
    return /hant|tw|hk|mo/.test(lower) ? 'zh-Hant' : 'zh-Hans'
  }
  const base = lower.split('-')[0]
  return LOCALE_CODES.find((c) => c === base) ?? DEFAULT_LOCALE
}

/** i18next-style {{name}} interpolation for the server side. */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (!params) return template
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  )
}
