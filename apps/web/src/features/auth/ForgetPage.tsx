/** `#/pages/internal/login/forget/forget`: e-mail, code (type forget), new password (member/forgetPassword). */
import { memberApi } from '@siam/contracts/descriptors'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { AuthForm, AuthShell, useAuthForm, useLoginQuery } from '../../shared/auth/authShared'
import {
  EmailCodeFields,
  emailCodeErrors,
  NewPasswordFields,
  newPasswordErrors,
} from '../../shared/auth/fields'
import { toast } from '../../shared/ui/toast'

export function Component() {
  const { t } = useTranslation('auth')
  const query = useLoginQuery()
  const navigate = useNavigate()
  const form = useAuthForm({ email: '', code: '', password: '', confirm: '' })
  const { text } = form

  const submit = form.submit(
    (v) => ({
      ...emailCodeErrors(v, text),
      ...newPasswordErrors(v.password, v.confirm, text, t('password_mismatch')),
    }),
    async (v) => {
      await call(
        memberApi.forgetPassword,
        { email: v.email.trim(), code: v.code.trim(), password: v.password },
        { silent: true },
      )
      toast.show(t('password_reset_done'))
      navigate(paths.loginEmail(query), { replace: true })
    },
  )

  return (
    <AuthShell title={t('forget_title')} subtitle={t('forget_subtitle')}>
      <AuthForm form={form} onSubmit={submit} submitLabel={t('reset_password')}>
        <EmailCodeFields form={form} type="forget" />
        <NewPasswordFields form={form} label={t('new_password')} />
      </AuthForm>
    </AuthShell>
  )
}
