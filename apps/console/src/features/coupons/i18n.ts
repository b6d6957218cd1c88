import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from '../../shared/i18n'

/**
 * The coupon strings (namespace `coupon`, shared with the customer app) for the console: English is
 * bundled; another language is fetched when the console speaks it (as the reviews feature does).
 */
type Catalogue = Record<string, string>
const english = import.meta.glob<Catalogue>('../../../../../packages/i18n/locales/en/coupon.json', {
  eager: true,
  import: 'default',
})
const lazy = import.meta.glob<Catalogue>(
  ['../../../../../packages/i18n/locales/*/coupon.json', '!../../../../../packages/i18n/locales/en/*'],
  { import: 'default' },
)

async function load(locale: string): Promise<void> {
  const en = Object.values(english)[0]
  if (en && !i18n.hasResourceBundle('en', 'coupon')) i18n.addResourceBundle('en', 'coupon', en, true, true)
  if (locale === 'en' || i18n.hasResourceBundle(locale, 'coupon')) return
  const loader = Object.entries(lazy).find(([path]) => path.split('/').at(-2) === locale)?.[1]
  if (loader) i18n.addResourceBundle(locale, 'coupon', await loader(), true, true)
}

/** `t` for coupon strings, with the console's own namespace as the fallback. */
export function useCouponT() {
  const { t, i18n: instance } = useTranslation(['coupon', 'console'], { useSuspense: false })
  const locale = instance.language || 'en'
  const [, setLoaded] = useState(0)
  useEffect(() => {
    let live = true
    void load(locale).then(() => live && setLoaded((n) => n + 1))
    return () => {
      live = false
    }
  }, [locale])
  void load('en')
  return { t, locale }
}
