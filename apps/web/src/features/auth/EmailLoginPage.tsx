/** `#/pages/internal/login/email/email`: e-mail + password (member/login). */
import { memberApi } from '@siam/contracts/descriptors'
import { validateEmail } from '@siam/domain'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { AuthForm, AuthShell, useAuthForm, useFinishLogin, useLoginQuery } from '../../shared/auth/authShared'
import { EmailField, PasswordField } from '../../shared/auth/fields'

export function Component() {
  const { t } = useTranslation('auth')
  const query = useLoginQuery()
  const finish = useFinishLogin()
  const form = useAuthForm({ email: '', password: '' })
  const { text } = form

  const submit = form.submit(
    // Spec 5: email valid and password required.
    (v) => ({
      email: text(validateEmail(v.email.trim())),
      password: v.password === '' ? text('password_required') : undefined,
    }),
    async (v) => {
      const res = await call(
        memberApi.login,
        { email: v.email.trim(), password: v.password },
        { silent: true },
      )
      await finish(res.token)
    },
  )

  return (
    <AuthShell title={t('email_title')}>
      <AuthForm form={form} onSubmit={submit} submitLabel={form.busy ? t('logging_in') : t('login')}>
        <EmailField {...form.field('email')} />
        <PasswordField label={t('password')} {...form.field('password')} />
      </AuthForm>
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
