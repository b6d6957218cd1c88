/**
 * A text in the 11 languages (menu and shop editors): Chinese first (the original, required), then each
 * translation, each empty one marked "missing translation" so the merchant sees what visitors miss.
 */
import { LOCALES } from '@siam/i18n'
import { useId } from 'react'
import { useMenuAdminT } from '../menuAdminT'
import './editors.css'

export type Texts = Record<string, string>

/** Only filled-in languages go to the server. */
export const filledTexts = (texts: Texts): Texts =>
  Object.fromEntries(
    Object.entries(texts)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, v.trim()]),
  )

const ORDERED = [...LOCALES].sort((a, b) => (a.code === 'zh-Hans' ? -1 : b.code === 'zh-Hans' ? 1 : 0))

export function LocalizedFields({
  label,
  value,
  onChange,
  multiline = false,
  maxLength,
  chineseRequired = true,
}: {
  label: string
  value: Texts
  onChange: (texts: Texts) => void
  multiline?: boolean
  maxLength: number
  /** Names and addresses need the Chinese original; a description may be left out. */
  chineseRequired?: boolean
}) {
  const { t } = useMenuAdminT()
  const id = useId()
  const missing = ORDERED.filter((l) => l.code !== 'zh-Hans' && !value[l.code]?.trim()).length
  return (
    <fieldset className="localized-fields">
      <legend>
        {label}{' '}
        {missing > 0 && (
          <span className="badge badge-missing">{t('menuAdmin:missing_count', { n: missing })}</span>
        )}
      </legend>
      {ORDERED.map((locale) => {
        const inputId = `${id}-${locale.code}`
        const empty = !value[locale.code]?.trim()
        const common = {
          id: inputId,
          lang: locale.code,
          dir: locale.dir,
          value: value[locale.code] ?? '',
          maxLength,
          required: chineseRequired && locale.code === 'zh-Hans',
          'aria-describedby': empty && locale.code !== 'zh-Hans' ? `${inputId}-missing` : undefined,
        }
        return (
          <div key={locale.code} className="localized-row">
            <label htmlFor={inputId}>{locale.name}</label>
            {multiline ? (
              <textarea
                {...common}
                rows={2}
                onChange={(e) => onChange({ ...value, [locale.code]: e.target.value })}
              />
            ) : (
              <input {...common} onChange={(e) => onChange({ ...value, [locale.code]: e.target.value })} />
            )}
            {empty && locale.code !== 'zh-Hans' && (
              <span id={`${inputId}-missing`} className="badge badge-missing">
                {t('menuAdmin:missing_translation')}
              </span>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
