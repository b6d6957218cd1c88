/** Pieces shared by the login pages: the query (redirect, inviterId), fields, the e-mail code button, finishing a login. */
import { VALIDATION_KEYS, type ValidationKey, validateEmail } from '@siam/domain'
import { type InputHTMLAttributes, type ReactNode, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { type LoginQuery, safeRedirect } from '../../app/paths'
import { ApiError, api } from '../../shared/api'
import { signIn } from '../../shared/session'
import { PageHeader } from '../../shared/ui/PageHeader'
import { toast } from '../../shared/ui/toast'
import './auth.css'

export const RESEND_SECONDS = 60

export function useLoginQuery(): LoginQuery {
  const [params] = useSearchParams()
  const q: LoginQuery = {}
  const redirect = params.get('redirect')
  const inviterId = params.get('inviterId')
  if (redirect) q.redirect = redirect
  if (inviterId) q.inviterId = inviterId
  return q
}

/** Translated text for a validation key, a server field error (key or message) or an ApiError. */
export function useErrorText() {
  // 'validation' is loaded with the page, so messages are there before the first submit.
  const { t } = useTranslation(['auth', 'validation'])
  return useCallback(
    (value: string | null | undefined): string | undefined => {
      if (!value) return undefined
      if ((VALIDATION_KEYS as string[]).includes(value)) return t(`validation:${value as ValidationKey}`)
      return value
    },
    [t],
  )
}

export type FieldErrors = Record<string, string | undefined>

/** Field errors from a failed call (shown inline) and the general message (shown above the button). */
export function splitApiError(
  error: unknown,
  text: (v: string) => string | undefined,
): { fields: FieldErrors; form?: string } {
  if (error instanceof ApiError) {
    const fields: FieldErrors = {}
    for (const [k, v] of Object.entries(error.fieldErrors ?? {})) fields[k] = text(v)
    return Object.keys(fields).length > 0 ? { fields } : { fields, form: error.message }
  }
  return { fields: {} }
}

/** Store the token, fetch the member, and go back where the visitor came from (or home). */
export function useFinishLogin() {
  const navigate = useNavigate()
  const { t } = useTranslation('auth')
  const { redirect } = useLoginQuery()
  return async (token: string) => {
    await signIn(token)
    toast.show(t('login_success'))
    navigate(safeRedirect(redirect), { replace: true })
  }
}

export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <div className="page auth-page">
      <PageHeader title={title} home />
      <main className="auth-main">
        <div className="auth-brand" aria-hidden="true">
          <span className="auth-logo">S</span>
        </div>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  )
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string | undefined
  end?: ReactNode
}

export function Field({ label, error, end, id, ...input }: FieldProps) {
  const auto = useId()
  const inputId = id ?? auto
  const errorId = `${inputId}-error`
  return (
    <div className="field">
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="field-row">
        <input
          id={inputId}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          maxLength={input.maxLength ?? 140}
          {...input}
        />
        {end}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** Seconds left before a new code may be asked for. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  return [left, setLeft]
}

/** "Send code": checks the e-mail first, then member/sendEmailCode; 60 s before the next one. */
export function SendCodeButton({
  email,
  type,
  onEmailError,
  onError,
}: {
  email: string
  type: 'login' | 'register' | 'forget'
  onEmailError: (message: string | undefined) => void
  onError: (message: string | undefined) => void
}) {
  const { t } = useTranslation(['auth', 'validation'])
  const [left, start] = useCountdown()
  const [sending, setSending] = useState(false)

  async function send() {
    const key = validateEmail(email.trim())
    onEmailError(key ? t(`validation:${key}`) : undefined)
    if (key) return
    setSending(true)
    onError(undefined)
    try {
      const res = await api('member/sendEmailCode', { email: email.trim(), type }, { silent: true })
      start(res.resendAfterSeconds > 0 ? res.resendAfterSeconds : RESEND_SECONDS)
      toast.show(t('code_sent'))
    } catch (e) {
      if (e instanceof ApiError) {
        if (e.fieldErrors?.email) onEmailError(e.fieldErrors.email)
        else onError(e.message)
        if (e.errorKey === 'CODE_TOO_FREQUENT') start(RESEND_SECONDS)
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <button
      type="button"
      className="btn btn-outline btn-small code-button"
      disabled={left > 0 || sending}
      onClick={() => void send()}
    >
      {left > 0 ? t('resend_in', { n: left }) : t('send_code')}
    </button>
  )
}
