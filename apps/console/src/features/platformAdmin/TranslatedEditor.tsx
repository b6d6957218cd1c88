/**
 * One content item's text in the 11 locales (issue 14): a tab per locale, marked when its text is
 * missing; the heading field and the body field of the picked locale, written in that locale's
 * direction. English or Chinese is required (the customer app falls back to them). A banner has a
 * heading only (no `bodyLabel`) and its own fields as `children`.
 */
import { LOCALES } from '@siam/i18n'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormButtons } from '../../shared/ui/FormButtons'
import { allLocales, missingLocales, type Translations } from './translations'

export interface TranslatedDraft {
  heading: Translations
  body: Translations
  sort: number
  published: boolean
}

export function TranslatedEditor({
  label,
  headingLabel,
  bodyLabel,
  initial,
  busy,
  error,
  onSubmit,
  onCancel,
  children,
}: {
  label: string
  headingLabel: string
  /** absent: the item has a heading only */
  bodyLabel?: string
  initial: TranslatedDraft
  busy: boolean
  error: string | null
  onSubmit: (draft: TranslatedDraft) => void
  onCancel: () => void
  /** the item's own fields, shown under the texts */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const [heading, setHeading] = useState(allLocales(initial.heading))
  const [body, setBody] = useState(allLocales(initial.body))
  const [sort, setSort] = useState(String(initial.sort))
  const [published, setPublished] = useState(initial.published)
  const [locale, setLocale] = useState<string>('en')
  const [localError, setLocalError] = useState<string | null>(null)
  const id = useId()
  const hasBody = bodyLabel !== undefined
  const missing = new Set(hasBody ? missingLocales(heading, body) : missingLocales(heading))
  const dir = LOCALES.find((l) => l.code === locale)?.dir ?? 'ltr'

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const hasBase = ['en', 'zh-Hans'].some((c) => heading[c]?.trim() && (!hasBody || body[c]?.trim()))
    if (!hasBase) {
      setLocalError(t(hasBody ? 'platformAdmin:base_language_needed' : 'platformAdmin:banner_title_needed'))
      return
    }
    setLocalError(null)
    onSubmit({ heading, body, sort: Number(sort) || 0, published })
  }

  const shownError = localError ?? error
  return (
    <form className="translated-editor" onSubmit={submit} noValidate aria-label={label}>
      <fieldset className="locale-tabs">
        <legend className="visually-hidden">{t('platformAdmin:languages')}</legend>
        {LOCALES.map((l) => (
          <button
            key={l.code}
            type="button"
            aria-pressed={l.code === locale}
            className={l.code === locale ? 'chip active' : 'chip'}
            onClick={() => setLocale(l.code)}
          >
            {l.name}
            {missing.has(l.code) && (
              <span className="missing-mark" title={t('platformAdmin:translation_missing')}>
                {' '}
                ⚠<span className="visually-hidden">{t('platformAdmin:translation_missing')}</span>
              </span>
            )}
          </button>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-heading`}>{headingLabel}</label>
        <input
          id={`${id}-heading`}
          lang={locale}
          dir={dir}
          value={heading[locale] ?? ''}
          onChange={(e) => setHeading({ ...heading, [locale]: e.target.value })}
        />
      </div>
      {hasBody && (
        <div className="field">
          <label htmlFor={`${id}-body`}>{bodyLabel}</label>
          <textarea
            id={`${id}-body`}
            lang={locale}
            dir={dir}
            rows={8}
            value={body[locale] ?? ''}
            onChange={(e) => setBody({ ...body, [locale]: e.target.value })}
          />
          <span className="muted">{t('platformAdmin:markdown_hint')}</span>
        </div>
      )}
      {children}
      <div className="inline-form">
        <label htmlFor={`${id}-sort`}>{t('platformAdmin:sort')}</label>
        <input
          id={`${id}-sort`}
          inputMode="numeric"
          dir="ltr"
          className="sort-input"
          value={sort}
          onChange={(e) => setSort(e.target.value)}
        />
        <label className="check">
          <input type="checkbox" checked={published} onChange={(e) => setPublished(e.target.checked)} />{' '}
          {t('platformAdmin:published')}
        </label>
      </div>
      {shownError && (
        <p className="field-error" role="alert">
          {shownError}
        </p>
      )}
      <FormButtons submitLabel={t('platformAdmin:save')} busy={busy} onCancel={onCancel} />
    </form>
  )
}
