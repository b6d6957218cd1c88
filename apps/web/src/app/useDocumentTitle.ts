/**
 * Keeps document.title on the current screen's name, in the current language. The title table
 * (documentTitle.ts) loads after the first screen is drawn, outside the first bundle. It listens to i18next
 * itself rather than through useTranslation: the root layout must not re-render (and re-suspend its
 * page) when the language changes or a catalogue arrives.
 */
import i18next from 'i18next'
import { useEffect } from 'react'
import { afterFirstScreen } from '../shared/afterFirstScreen'

export function useDocumentTitle(pathname: string): void {
  useEffect(() => {
    let live = true
    let stop = () => {}
    // The first screen's title after that screen is drawn (decision 0053).
    afterFirstScreen(() => {
      if (!live) return
      void import('./documentTitle').then(({ applyTitle }) => {
        if (!live) return
        const apply = () => applyTitle(pathname)
        apply()
        i18next.on('languageChanged', apply)
        stop = () => i18next.off('languageChanged', apply)
      })
    })
    return () => {
      live = false
      stop()
    }
  }, [pathname])
}
