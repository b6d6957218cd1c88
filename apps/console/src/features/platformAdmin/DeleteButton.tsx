import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Delete in two clicks ("Delete", then the red "Confirm delete"), as the menu editor does. */
export function DeleteButton({ name, onConfirm }: { name: string; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation()
  const [armed, setArmed] = useState(false)
  const label = t(armed ? 'platformAdmin:delete_confirm' : 'platformAdmin:delete')
  return (
    <button
      type="button"
      className={armed ? 'btn btn-small btn-danger' : 'btn btn-small'}
      aria-label={`${label}: ${name}`}
      onClick={() => (armed ? void onConfirm().finally(() => setArmed(false)) : setArmed(true))}
      onBlur={() => setArmed(false)}
    >
      {label}
    </button>
  )
}
