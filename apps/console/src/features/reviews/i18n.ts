import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from '../../shared/i18n'

/**
 * The review strings (namespace `review`, shared with the customer app) for the console: English is
 * bundled, like the console's own catalogue; another language is fetched when the console speaks it.
 * Kept here so the console's i18n set-up stays as it is.
 */
type Catalogue = Record<string, string>
const english = import.meta.glob<Catalogue>('../../../../../packages/i18n/locales/en/review.json', {
  eager: true,
  import: 'default',
})
const lazy = import.meta.glob<Catalogue>(
  ['../../../../../packages/i18n/locales/*/review.json', '!../../../../../packages/i18n/locales/en/*'],
  { import: 'default' },
)

function addEnglish(): void {
  const catalogue = Object.values(english)[0]
  if (catalogue && !i18n.hasResourceBundle('en', 'review'))
    i18n.addResourceBundle('en', 'review', catalogue, true, true)
}

async function loadReviewCatalogue(locale: string): Promise<void> {
  addEnglish()
  if (locale === 'en' || i18n.hasResourceBundle(locale, 'review')) return
  const load = Object.entries(lazy).find(([path]) => path.split('/').at(-2) === locale)?.[1]
  if (load) i18n.addResourceBundle(locale, 'review', await load(), true, true)
}

/** `t` for review strings: English at once, the current language as soon as its catalogue is here. */
export function useReviewT() {
  addEnglish()
  const { t, i18n: instance } = useTranslation(['review', 'console'], { useSuspense: false })
  const locale = instance.language || 'en'
  const [, setLoaded] = useState(0)
  useEffect(() => {
    let live = true
    void loadReviewCatalogue(locale).then(() => live && setLoaded((n) => n + 1))
    return () => {
      live = false
    }
  }, [locale])
  return { t, locale }
}
