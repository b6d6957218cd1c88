import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReviewsButton } from '../features/reviews/ReviewsButton'
import type { Staff } from '../shared/api/staff'
import { useSignedIn } from '../shared/signedIn'
import { LanguagePicker } from '../shared/ui/LanguagePicker'

/**
 * A merchant's shops named in the header up to this many; more are counted, their names behind a
 * disclosure (a chain's 29 branch names filled half a phone's first screen).
 */
const SHOPS_NAMED = 2

/** Who is signed in (name, role, shops), the reviews, the language and sign out. */
export function AppHeader() {
  const { t } = useTranslation()
  const { staff, logout } = useSignedIn()
  const [leaving, setLeaving] = useState(false)
  return (
    <header className="app-header">
      <span className="brand">{t('console:app_title')}</span>
      <span className="who">
        <span className="who-name">{staff.name}</span>
        <span className={`badge badge-role-${staff.role}`}>{t(`console:role_${staff.role}`)}</span>
        <WhoseShops staff={staff} />
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

/** The shops the signed-in staff member runs: all (platform), their names, or their count. */
function WhoseShops({ staff }: { staff: Staff }) {
  const { t } = useTranslation()
  if (staff.role === 'platform') return <span className="who-shops muted">{t('console:all_shops')}</span>
  if (staff.shops.length === 0) return null
  if (staff.shops.length <= SHOPS_NAMED) {
    const names = staff.shops.map((s) => s.name).join(', ')
    return (
      <span className="who-shops muted" title={names}>
        {names}
      </span>
    )
  }
  return (
    <details className="who-shops-all muted">
      <summary>{t('console:shop_count', { count: staff.shops.length })}</summary>
      <ul>
        {staff.shops.map((s) => (
          <li key={s.id}>{s.name}</li>
        ))}
      </ul>
    </details>
  )
}
