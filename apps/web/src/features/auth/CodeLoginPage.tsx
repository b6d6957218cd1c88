/** `#/pages/internal/login/code/code`: e-mail code (member/sendEmailCode type login, member/loginByCode). */
import { validateEmail, validateEmailCode } from '@siam/domain'
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
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const next: FieldErrors = {
      email: text(validateEmail(email.trim())),
      code: text(validateEmailCode(code.trim())),
    }
    setErrors(next)
    setFormError(undefined)
    if (next.email || next.code) return
    setBusy(true)
    try {
      const input: { email: string; code: string; inviterId?: string } = {
        email: email.trim(),
        code: code.trim(),
      }
      if (query.inviterId) input.inviterId = query.inviterId
      const res = await api('member/loginByCode', input, { silent: true })
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
    <AuthShell title={t('code_title')} subtitle={t('code_subtitle')}>
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
              type="login"
              onEmailError={(m) => setErrors((x) => ({ ...x, email: m }))}
              onError={setFormError}
            />
          }
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
        <Link to={paths.loginEmail(query)}>{t('with_password')}</Link>
      </div>
    </AuthShell>
  )
}
