/** `#/pages/internal/login/forget/forget`: e-mail, code (type forget), new password (member/forgetPassword). */
import { validateEmail, validateEmailCode, validateLoginPassword } from '@siam/domain'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { api } from '../../shared/api'
import { toast } from '../../shared/ui/toast'
import {
  AuthShell,
  Field,
  type FieldErrors,
  SendCodeButton,
  splitApiError,
  useErrorText,
  useLoginQuery,
} from './authShared'

export function Component() {
  const { t } = useTranslation('auth')
  const query = useLoginQuery()
  const navigate = useNavigate()
  const text = useErrorText()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
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
      await api(
        'member/forgetPassword',
        { email: email.trim(), code: code.trim(), password },
        { silent: true },
      )
      toast.show(t('password_reset_done'))
      navigate(paths.loginEmail(query), { replace: true })
    } catch (err) {
      const { fields, form } = splitApiError(err, text)
      setErrors(fields)
      setFormError(form)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthShell title={t('forget_title')} subtitle={t('forget_subtitle')}>
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
              type="forget"
              onEmailError={(m) => setErrors((x) => ({ ...x, email: m }))}
              onError={setFormError}
            />
          }
        />
        <Field
          label={t('new_password')}
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
          {t('reset_password')}
        </button>
      </form>
    </AuthShell>
  )
}
