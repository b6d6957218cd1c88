import { INPUT_MAX_LENGTH } from '@siam/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormButtons } from './FormButtons'

/**
 * An inline "no, because…" form (rejecting an order, rejecting a refund): a required reason the member
 * will read, checked by `validate` (an i18n key, or null), sent trimmed. A `warning` above says what the
 * rejection does; `quickReasons` are one-tap texts that fill the field.
 */
export function ReasonForm({
  label,
  reasonLabel,
  submitLabel,
  validate,
  warning,
  quickReasons = [],
  busy,
  onSubmit,
  onCancel,
}: {
  /** the form's accessible name */
  label: string
  reasonLabel: string
  submitLabel: string
  validate: (reason: string) => string | null
  warning?: string
  quickReasons?: readonly string[]
  busy: boolean
  onSubmit: (reason: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const errorId = useId()
  const warningId = useId()
  const describedBy = [error ? errorId : null, warning ? warningId : null].filter(Boolean).join(' ')

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = validate(reason)
    setError(found)
    if (found === null) onSubmit(reason.trim())
  }

  return (
    <form className="inline-form reject-form" onSubmit={submit} noValidate aria-label={label}>
      {warning && (
        <p className="reject-warning" id={warningId} role="note">
          {warning}
        </p>
      )}
      {quickReasons.length > 0 && (
        <div className="chips">
          {quickReasons.map((text) => (
            <button key={text} type="button" className="chip" onClick={() => setReason(text)} disabled={busy}>
              {text}
            </button>
          ))}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${errorId}-input`}>{reasonLabel}</label>
        <textarea
          id={`${errorId}-input`}
          name="reason"
          rows={2}
          value={reason}
          maxLength={INPUT_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {error && (
          <span id={errorId} className="field-error">
            {t(error)}
          </span>
        )}
      </div>
      <FormButtons submitLabel={submitLabel} busy={busy} danger onCancel={onCancel} />
    </form>
  )
}
