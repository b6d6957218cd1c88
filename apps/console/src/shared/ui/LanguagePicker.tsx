import { LOCALES, type Locale, resolveLocale } from '@siam/i18n'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { setLocale } from '../i18n'

/** All 11 locales, each named in its own language; ar and ur turn the page right-to-left. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation()
  const id = useId()
  const current = resolveLocale(i18n.language)
  return (
    <span className="language-picker">
      <label htmlFor={id} className="visually-hidden">
        {t('console:language')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => void setLocale(e.target.value as Locale)}
        title={t('console:language')}
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code} dir={l.dir}>
            {l.name}
          </option>
        ))}
      </select>
    </span>
  )
}
