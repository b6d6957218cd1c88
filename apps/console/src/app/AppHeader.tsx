import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReviewsButton } from '../features/reviews/ReviewsButton'
import { useSignedIn } from '../shared/signedIn'
import { LanguagePicker } from '../shared/ui/LanguagePicker'

/** Who is signed in (name, role, shops), the reviews, the language and sign out. */
export function AppHeader() {
  const { t } = useTranslation()
  const { staff, logout } = useSignedIn()
  const [leaving, setLeaving] = useState(false)
  const shops = staff.role === 'platform' ? t('console:all_shops') : staff.shops.map((s) => s.name).join(', ')
  return (
    <header className="app-header">
      <span className="brand">{t('console:app_title')}</span>
      <span className="who">
        <span className="who-name">{staff.name}</span>
        <span className={`badge badge-role-${staff.role}`}>{t(`console:role_${staff.role}`)}</span>
        {shops && (
          <span className="who-shops muted" title={shops}>
            {shops}
          </span>
        )}
      </span>
      <span className="header-tools">
        <ReviewsButton staff={staff} />
        <LanguagePicker />
        <button
          type="button"
          className="btn btn-small"
          disabled={leaving}
          onClick={() => {
            setLeaving(true)
            logout()
          }}
        >
          {t('console:logout')}
        </button>
      </span>
    </header>
  )
}
