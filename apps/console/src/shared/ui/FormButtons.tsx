import { useTranslation } from 'react-i18next'

/** The buttons under an inline form: confirm (red for what cannot be undone) and cancel. */
export function FormButtons({
  submitLabel,
  busy,
  danger = false,
  onCancel,
}: {
  submitLabel: string
  busy: boolean
  danger?: boolean
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="form-buttons">
      <button type="submit" className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className="btn" onClick={onCancel} disabled={busy}>
        {t('console:cancel')}
      </button>
    </div>
  )
}
