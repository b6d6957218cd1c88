/**
 * Pieces shared by the login pages: the query (redirect, inviterId), error texts, the form plumbing
 * (validate, call, show field and form errors), finishing a login. The fields are in ./fields.
 */
import { VALIDATION_KEYS, type ValidationKey } from '@siam/domain'
import { type FormEvent, type ReactNode, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { type LoginQuery, safeRedirect } from '../../app/paths'
import { ApiError } from '../api'
import { signIn } from '../session'
import { PageHeader } from '../ui/PageHeader'
import { toast } from '../ui/toast'
import './auth.css'

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
function useErrorText() {
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
function splitApiError(
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

/** What a field of an auth form needs: its value, how to change it, its error. */
export interface FieldBinding {
  value: string
  onChange: (value: string) => void
  error: string | undefined
}

/**
 * A login form's state: the field values, field errors, the general error and the busy flag.
 * `submit(validate, run)` makes the submit handler: checks the fields (nothing is sent while one is
 * wrong), then runs the call and shows what the server refused (field errors inline, anything else
 * above the button).
 */
export function useAuthForm<V extends Record<string, string>>(initial: V) {
  const text = useErrorText()
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const setFieldError = useCallback(
    (name: string) => (message: string | undefined) => setErrors((x) => ({ ...x, [name]: message })),
    [],
  )

  function field(name: keyof V & string): FieldBinding {
    return {
      value: values[name] ?? '',
      onChange: (value) => setValues((x) => ({ ...x, [name]: value })),
      error: errors[name],
    }
  }

  function submit(validate: (values: V) => FieldErrors, run: (values: V) => Promise<void>) {
    return async (e: FormEvent) => {
      e.preventDefault()
      const next = validate(values)
      setErrors(next)
      setFormError(undefined)
      if (Object.values(next).some(Boolean)) return
      setBusy(true)
      try {
        await run(values)
      } catch (err) {
        const { fields, form } = splitApiError(err, text)
        setErrors(fields)
        setFormError(form)
      } finally {
        setBusy(false)
      }
    }
  }

  return { text, values, field, errors, formError, setFormError, setFieldError, busy, submit }
}

export type AuthFormState<V extends Record<string, string>> = ReturnType<typeof useAuthForm<V>>

/** The form element, the general error and the submit button. */
export function AuthForm({
  form,
  onSubmit,
  submitLabel,
  children,
}: {
  form: { formError: string | undefined; busy: boolean }
  onSubmit: (e: FormEvent) => Promise<void>
  submitLabel: string
  children: ReactNode
}) {
  return (
    <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {children}
      {form.formError && (
        <p className="form-error" role="alert">
          {form.formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
        {submitLabel}
      </button>
    </form>
  )
}
