/**
 * The one-time new-member guide (spec 4, 7): while isRemindNewPeople is on, a new member sees the
 * welcome with the new-member gift on the mine page; "Got it" turns it off for good
 * (member/updateIsRemindNewPeople).
 */
import { memberApi } from '@siam/contracts/descriptors'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { call } from '../../shared/api'
import { refreshSession, useSession } from '../../shared/session'

export function NewMemberWelcome() {
  const { t } = useTranslation('profile')
  const member = useSession().member
  if (!member?.isRemindNewPeople) return null

  async function dismiss() {
    try {
      await call(memberApi.updateIsRemindNewPeople, { isRemindNewPeople: false })
    } finally {
      await refreshSession()
    }
  }

  return (
    <section className="section mine-welcome" role="status" data-testid="new-member-welcome">
      <h2 className="section-title">{t('welcome_title')}</h2>
      <p>{member.isNewPeople ? t('welcome_gift') : t('welcome_back')}</p>
      <div className="mine-welcome-actions">
        <Link className="btn btn-outline btn-small" to={paths.userInfo()}>
          {t('welcome_profile')}
        </Link>
        <button type="button" className="btn btn-primary btn-small" onClick={() => void dismiss()}>
          {t('welcome_dismiss')}
        </button>
      </div>
    </section>
  )
}
