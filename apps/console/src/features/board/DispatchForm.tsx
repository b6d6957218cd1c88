/** "Send out" with the merchant's own courier: the courier's name and mobile, both required. */
import { type ComponentProps, type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormButtons } from '../../shared/ui/FormButtons'
import {
  COURIER_NAME_MAX,
  type DispatchDraft,
  type DispatchErrors,
  normaliseDispatch,
  validateDispatch,
} from './actions'

export function DispatchForm({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean
  onSubmit: (draft: DispatchDraft) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<DispatchDraft>({ courierName: '', courierPhone: '' })
  const [errors, setErrors] = useState<DispatchErrors>({})

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = validateDispatch(draft)
    setErrors(found)
    if (Object.keys(found).length === 0) onSubmit(normaliseDispatch(draft))
  }

  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-label={t('console:action_dispatch')}>
      <DispatchField
        name="courierName"
        label={t('console:courier_name')}
        error={errors.courierName}
        value={draft.courierName}
        maxLength={COURIER_NAME_MAX}
        onChange={(e) => setDraft({ ...draft, courierName: e.target.value })}
      />
      <DispatchField
        name="courierPhone"
        label={t('console:courier_phone')}
        error={errors.courierPhone}
        type="tel"
        inputMode="numeric"
        dir="ltr"
        value={draft.courierPhone}
        maxLength={20}
        placeholder="13800138000"
        onChange={(e) => setDraft({ ...draft, courierPhone: e.target.value })}
      />
      <FormButtons submitLabel={t('console:confirm_dispatch')} busy={busy} onCancel={onCancel} />
    </form>
  )
}

/** One labelled field with its error (an i18n key) tied to the input. */
function DispatchField({
  name,
  label,
  error,
  ...input
}: { name: keyof DispatchDraft; label: string; error: string | undefined } & ComponentProps<'input'>) {
  const { t } = useTranslation()
  const errorId = useId()
  return (
    <div className="field">
      <label htmlFor={`${errorId}-input`}>{label}</label>
      <input
        id={`${errorId}-input`}
        name={name}
        {...input}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className="field-error">
          {t(error)}
        </span>
      )}
    </div>
  )
}
