import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { i18n } from './i18n'

/**
 * A namespace shared with the customer app (`review`, `mall`), for a console feature: English is
 * bundled, like the console's own catalogue; another language is fetched when the console speaks it.
 * Each feature passes its own `import.meta.glob` results (Vite needs literal patterns), so the
 * console's i18n set-up stays as it is.
 */
type Catalogue = Record<string, string>

export function featureCatalogue(
  namespace: string,
  english: Record<string, Catalogue>,
  lazy: Record<string, () => Promise<Catalogue>>,
) {
  function addEnglish(): void {
    const catalogue = Object.values(english)[0]
    if (catalogue && !i18n.hasResourceBundle('en', namespace))
      i18n.addResourceBundle('en', namespace, catalogue, true, true)
  }

  async function load(locale: string): Promise<void> {
    addEnglish()
    if (locale === 'en' || i18n.hasResourceBundle(locale, namespace)) return
    const loader = Object.entries(lazy).find(([path]) => path.split('/').at(-2) === locale)?.[1]
    if (loader) i18n.addResourceBundle(locale, namespace, await loader(), true, true)
  }

  /** `t` for the namespace: English at once, the current language as soon as its catalogue is here. */
  return function useFeatureT() {
    addEnglish()
    const { t, i18n: instance } = useTranslation([namespace, 'console'], { useSuspense: false })
    const locale = instance.language || 'en'
    const [, setLoaded] = useState(0)
    useEffect(() => {
      let live = true
      void load(locale).then(() => live && setLoaded((n) => n + 1))
      return () => {
        live = false
      }
    }, [locale])
    return { t, locale }
  }
}
