import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DESCRIPTION_MAX } from './applyForm'

/** The after-sale screens' free text (a description, a note): a label, up to 140 characters, the count. */
export function NoteField({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string
  value: string
  onChange: (text: string) => void
  placeholder?: string
}) {
  const { t } = useTranslation(['aftersale'])
  const id = useId()
  return (
    <>
      <label className="field-label refund-field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="input refund-description"
        rows={3}
        value={value}
        maxLength={DESCRIPTION_MAX}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value.slice(0, DESCRIPTION_MAX))}
      />
      <p id={`${id}-count`} className="field-hint refund-count">
        <bdi>{t('aftersale:char_count', { n: value.length, max: DESCRIPTION_MAX })}</bdi>
      </p>
    </>
  )
}
