/** `#/pages/internal/login/register/register`: e-mail, code (type register), password twice (member/register). */
import { validateEmail, validateEmailCode, validateLoginPassword } from '@siam/domain'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { api } from '../../shared/api'
import {
  AuthShell,
  Field,
  type FieldErrors,
  SendCodeButton,
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
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    // Spec 5: register needs the e-mail verification code; the password is created here.
    const next: FieldErrors = {
      email: text(validateEmail(email.trim())),
      code: text(validateEmailCode(code.trim())),
      password: text(validateLoginPassword(password)),
      confirm: confirm !== password ? t('password_mismatch') : undefined,
    }
    setErrors(next)
    setFormError(undefined)
    if (Object.values(next).some(Boolean)) return
    setBusy(true)
    try {
      const input: { email: string; code: string; password: string; inviterId?: string } = {
        email: email.trim(),
        code: code.trim(),
        password,
      }
      if (query.inviterId) input.inviterId = query.inviterId
      const res = await api('member/register', input, { silent: true })
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
    <AuthShell title={t('register_title')} subtitle={t('register_subtitle')}>
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
          label={t('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors.code}
          maxLength={6}
          end={
            <SendCodeButton
              email={email}
              type="register"
              onEmailError={(m) => setErrors((x) => ({ ...x, email: m }))}
              onError={setFormError}
            />
          }
        />
        <Field
          label={t('password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          maxLength={64}
        />
        <p className="field-hint">{t('password_hint')}</p>
        <Field
          label={t('password_confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
          maxLength={64}
        />
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {t('register')}
        </button>
      </form>
      <p className="auth-switch">
        {t('have_account')} <Link to={paths.loginEmail(query)}>{t('login')}</Link>
      </p>
    </AuthShell>
  )
}
