/** `#/pages/internal/login/code/code`: e-mail code (member/sendEmailCode type login, member/loginByCode). */
import { memberApi } from '@siam/contracts/descriptors'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { AuthForm, AuthShell, useAuthForm, useFinishLogin, useLoginQuery } from '../../shared/auth/authShared'
import { EmailCodeFields, emailCodeErrors } from '../../shared/auth/fields'

export function Component() {
  const { t } = useTranslation('auth')
  const query = useLoginQuery()
  const finish = useFinishLogin()
  const form = useAuthForm({ email: '', code: '' })
  const { text } = form

  const submit = form.submit(
    (v) => emailCodeErrors(v, text),
    async (v) => {
      const input: { email: string; code: string; inviterId?: string } = {
        email: v.email.trim(),
        code: v.code.trim(),
      }
      if (query.inviterId) input.inviterId = query.inviterId
      const res = await call(memberApi.loginByCode, input, { silent: true })
      await finish(res.token)
    },
  )

  return (
    <AuthShell title={t('code_title')} subtitle={t('code_subtitle')}>
      <AuthForm form={form} onSubmit={submit} submitLabel={form.busy ? t('logging_in') : t('login')}>
        <EmailCodeFields form={form} type="login" />
      </AuthForm>
      <div className="auth-links">
        <Link to={paths.loginEmail(query)}>{t('with_password')}</Link>
      </div>
    </AuthShell>
  )
}
