/** The fields the login pages share: e-mail, code with its send button and countdown, passwords. */
import { memberApi } from '@siam/contracts/descriptors'
import { validateEmail, validateEmailCode, validateLoginPassword } from '@siam/domain'
import { type InputHTMLAttributes, type ReactNode, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call } from '../api'
import { toast } from '../ui/toast'
import type { AuthFormState, FieldBinding } from './authShared'

export const RESEND_SECONDS = 60
/** Login and payment passwords are at most 64 characters; e-mail codes are 6 digits. */
const PASSWORD_MAX_LENGTH = 64
export const CODE_LENGTH = 6

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string | undefined
  end?: ReactNode
}

/** A labelled input with its inline error (announced) and an optional control at the end of the row. */
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

type ValueProps = FieldBinding

export function EmailField({ value, onChange, error }: ValueProps) {
  const { t } = useTranslation('auth')
  return (
    <Field
      label={t('email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      placeholder={t('email_placeholder')}
    />
  )
}

export function PasswordField({
  label,
  value,
  onChange,
  error,
  autoComplete = 'current-password',
}: ValueProps & { label: string; autoComplete?: 'current-password' | 'new-password' }) {
  return (
    <Field
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      maxLength={PASSWORD_MAX_LENGTH}
    />
  )
}

/** A new password, its rules and the repeat field (sign-up and reset). */
export function NewPasswordFields({
  form,
  label,
}: {
  form: AuthFormState<{ password: string; confirm: string }>
  label: string
}) {
  const { t } = useTranslation('auth')
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" {...form.field('password')} />
      <p className="field-hint">{t('password_hint')}</p>
      <PasswordField label={t('password_confirm')} autoComplete="new-password" {...form.field('confirm')} />
    </>
  )
}

type ErrorText = (key: string | null | undefined) => string | undefined

/** The errors of an e-mail and its code (`text` turns a validation key into its message). */
export function emailCodeErrors(
  v: { email: string; code: string },
  text: ErrorText,
): { email: string | undefined; code: string | undefined } {
  return { email: text(validateEmail(v.email.trim())), code: text(validateEmailCode(v.code.trim())) }
}

/** The errors of a new password and its repeat (`text` turns a validation key into its message). */
export function newPasswordErrors(
  password: string,
  confirm: string,
  text: ErrorText,
  mismatch: string,
): { password: string | undefined; confirm: string | undefined } {
  return {
    password: text(validateLoginPassword(password)),
    confirm: confirm !== password ? mismatch : undefined,
  }
}

/** Seconds left before a new code may be asked for, and how to start the wait (60 s unless told). */
export function useCodeCountdown(): { left: number; start: (seconds?: number) => void } {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  const start = useCallback(
    (seconds: number = RESEND_SECONDS) => setLeft(seconds > 0 ? seconds : RESEND_SECONDS),
    [],
  )
  return { left, start }
}

/**
 * The e-mail code input with its "Send code" button: the button checks the e-mail first, then calls
 * member/sendEmailCode and waits 60 s (or what the server says) before the next code.
 */
function CodeField({
  value,
  onChange,
  error,
  email,
  type,
  onEmailError,
  onError,
}: ValueProps & {
  email: string
  type: 'login' | 'register' | 'forget'
  onEmailError: (message: string | undefined) => void
  onError: (message: string | undefined) => void
}) {
  const { t } = useTranslation(['auth', 'validation'])
  const { left, start } = useCodeCountdown()
  const [sending, setSending] = useState(false)

  async function send() {
    const key = validateEmail(email.trim())
    onEmailError(key ? t(`validation:${key}`) : undefined)
    if (key) return
    setSending(true)
    onError(undefined)
    try {
      const res = await call(memberApi.sendEmailCode, { email: email.trim(), type }, { silent: true })
      start(res.resendAfterSeconds)
      toast.show(t('code_sent'))
    } catch (e) {
      if (e instanceof ApiError) {
        if (e.fieldErrors?.email) onEmailError(e.fieldErrors.email)
        else onError(e.message)
        if (e.errorKey === 'CODE_TOO_FREQUENT') start()
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <Field
      label={t('code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      maxLength={CODE_LENGTH}
      end={
        <button
          type="button"
          className="btn btn-outline btn-small code-button"
          disabled={left > 0 || sending}
          onClick={() => void send()}
        >
          {left > 0 ? t('resend_in', { n: left }) : t('send_code')}
        </button>
      }
    />
  )
}

/** The e-mail and the code sent to it, as the code login, sign-up and reset pages ask for them. */
export function EmailCodeFields({
  form,
  type,
}: {
  form: AuthFormState<{ email: string; code: string }>
  type: 'login' | 'register' | 'forget'
}) {
  return (
    <>
      <EmailField {...form.field('email')} />
      <CodeField
        {...form.field('code')}
        email={form.values.email}
        type={type}
        onEmailError={form.setFieldError('email')}
        onError={form.setFormError}
      />
    </>
  )
}
