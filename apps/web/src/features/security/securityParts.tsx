/**
 * Pieces of the payment password pages: the 6-digit fields, their checks (spec 5: exactly 6 digits,
 * numeric only; the two entries must match), and going back after success (to `redirect` when the pay
 * page sent the member here, else to the previous page).
 */
import { validatePaymentPassword } from '@siam/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths, safeRedirect } from '../../app/paths'
import { Field } from '../../shared/auth/fields'
import { invalidate } from '../../shared/queries/invalidate'
import { refreshSession } from '../../shared/session'
import { canGoBack } from '../../shared/ui/PageHeader'
import { toast } from '../../shared/ui/toast'
import './security.css'

const PIN_LENGTH = 6

/** A 6-digit payment password input: masked, the phone's number pad, nothing remembered. */
export function PinField({
  label,
  value,
  onChange,
  error,
  autoFocus,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
  autoFocus?: boolean
}) {
  return (
    <Field
      label={label}
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      className="input pin-input"
      dir="ltr"
      maxLength={PIN_LENGTH}
      value={value}
      onChange={(e) => onChange(e.target.value.trim())}
      error={error}
      autoFocus={autoFocus}
    />
  )
}

export type PinErrors = Record<string, string | undefined>

/**
 * The field errors of a payment password form (`old` only when changing): each entry exactly 6 digits,
 * and the repeat equal to the new one. Translated; empty when the form may be sent.
 */
export function usePinChecks() {
  const { t } = useTranslation(['wallet', 'validation'])
  return (v: { old?: string | undefined; password: string; confirm: string }): PinErrors => {
    const text = (key: string | null) => (key ? t(`validation:${key}`) : undefined)
    const errors: PinErrors = {
      password: text(validatePaymentPassword(v.password)),
      confirm: text(validatePaymentPassword(v.confirm)),
    }
    if (v.old !== undefined) errors.old = text(validatePaymentPassword(v.old))
    if (!errors.password && !errors.confirm && v.password !== v.confirm) {
      errors.confirm = t('wallet:password_mismatch')
    }
    return errors
  }
}

export const hasErrors = (errors: PinErrors) => Object.values(errors).some(Boolean)

/** The `redirect` query (where the pay page wants the member back), if any. */
export function useRedirect(): string | undefined {
  const [params] = useSearchParams()
  return params.get('redirect') || undefined
}

/**
 * After a password was set, changed or reset: forget what the app knew about it (status, payment
 * methods, the member's flag), say so, and go back to `redirect` or the previous page.
 */
export function useFinish() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const redirect = useRedirect()
  return (message: string) => {
    invalidate.paymentPassword(queryClient)
    void refreshSession()
    toast.show(message)
    if (redirect) navigate(safeRedirect(redirect), { replace: true })
    else if (canGoBack()) navigate(-1)
    else navigate(paths.security(), { replace: true })
  }
}
