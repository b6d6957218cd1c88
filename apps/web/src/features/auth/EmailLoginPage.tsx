/** `#/pages/internal/login/email/email`: e-mail + password (member/login). */
import { validateEmail } from '@siam/domain'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { api } from '../../shared/api'
import {
  AuthShell,
  Field,
  type FieldErrors,
  splitApiError,
  useErrorText,
  useFinishLogin,
  useLoginQuery,
} from './authShared'

export function Component() {
  const { t } = useTranslation('auth')
  const query = useLoginQuery()
  const text = useErrorText()
  const finish = useFinishLogin()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    // Spec 5: email valid and password required.
    const next: FieldErrors = {
      email: text(validateEmail(email.trim())),
      password: password === '' ? text('password_required') : undefined,
    }
    setErrors(next)
    setFormError(undefined)
    if (next.email || next.password) return
    setBusy(true)
    try {
      const res = await api('member/login', { email: email.trim(), password }, { silent: true })
      await finish(res.token)
    } catch (err) {
      const { fields, form } = splitApiError(err, text)
      setErrors(fields)
      setFormError(form)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthShell title={t('email_title')}>
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <Field
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          placeholder={t('email_placeholder')}
        />
        <Field
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          maxLength={64}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t('logging_in') : t('login')}
        </button>
      </form>
      <div className="auth-links">
        <Link to={paths.loginForget(query)}>{t('forgot_password')}</Link>
        <Link to={paths.loginCode(query)}>{t('with_code')}</Link>
      </div>
      <p className="auth-switch">
        {t('no_account')} <Link to={paths.loginRegister(query)}>{t('register_link')}</Link>
      </p>
    </AuthShell>
  )
}
