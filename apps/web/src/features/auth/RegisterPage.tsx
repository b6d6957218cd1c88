/** `#/pages/internal/login/register/register`: e-mail, code (type register), password twice (member/register). */
import { memberApi } from '@siam/contracts/descriptors'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { AuthForm, AuthShell, useAuthForm, useFinishLogin, useLoginQuery } from '../../shared/auth/authShared'
import {
  EmailCodeFields,
  emailCodeErrors,
  NewPasswordFields,
  newPasswordErrors,
} from '../../shared/auth/fields'

export function Component() {
  const { t } = useTranslation('auth')
  const query = useLoginQuery()
  const finish = useFinishLogin()
  const form = useAuthForm({ email: '', code: '', password: '', confirm: '' })
  const { text } = form

  const submit = form.submit(
    // Spec 5: register needs the e-mail verification code; the password is created here.
    (v) => ({
      ...emailCodeErrors(v, text),
      ...newPasswordErrors(v.password, v.confirm, text, t('password_mismatch')),
    }),
    async (v) => {
      const input: { email: string; code: string; password: string; inviterId?: string } = {
        email: v.email.trim(),
        code: v.code.trim(),
        password: v.password,
      }
      if (query.inviterId) input.inviterId = query.inviterId
      const res = await call(memberApi.register, input, { silent: true })
      await finish(res.token)
    },
  )

  return (
    <AuthShell title={t('register_title')} subtitle={t('register_subtitle')}>
      <AuthForm form={form} onSubmit={submit} submitLabel={t('register')}>
        <EmailCodeFields form={form} type="register" />
        <NewPasswordFields form={form} label={t('password')} />
      </AuthForm>
      <p className="auth-switch">
        {t('have_account')} <Link to={paths.loginEmail(query)}>{t('login')}</Link>
      </p>
    </AuthShell>
  )
}
