/** `#/pages/internal/login/choose/choose?inviterId=`: how to log in. */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { AuthShell, useLoginQuery } from '../../shared/auth/authShared'
import { isWeChat } from '../../shared/environment'
import { IconKey, IconMail } from '../../shared/ui/icons'

export function Component() {
  const { t } = useTranslation('auth')
  const query = useLoginQuery()
  return (
    <AuthShell title={t('choose_title')} subtitle={t('choose_subtitle')}>
      <div className="auth-choices">
        <Link to={paths.loginEmail(query)} className="btn btn-primary btn-block">
          <IconKey size={20} />
          {t('with_password')}
        </Link>
        <Link to={paths.loginCode(query)} className="btn btn-outline btn-block">
          <IconMail size={20} />
          {t('with_code')}
        </Link>
        {isWeChat() && (
          <div className="auth-wechat">
            <Link to={paths.loginAuthorization(query)} className="btn btn-plain btn-block">
              {t('with_wechat')}
            </Link>
          </div>
        )}
      </div>
      <p className="auth-switch">
        {t('no_account')} <Link to={paths.loginRegister(query)}>{t('register_link')}</Link>
      </p>
      {query.inviterId && <p className="field-hint auth-invited">{t('invited_note')}</p>}
    </AuthShell>
  )
}
