/**
 * The bottom tab bar (spec 2, 9): 4 tabs, 50 px, icons 24 px, labels 10 px; the tab at index 3 carries
 * a numeric badge, removed at 0. Its count is the member's points-mall cart (the sum of its `number`
 * fields, spec 7's shoppingCart/list), fetched only while a member is logged in, by a lazy module
 * (`CartBadgeTabBar`) so the query code stays out of the first load, and only after the first screen.
 */
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAfterFirstScreen } from '../shared/afterFirstScreen'
import { useSession } from '../shared/session'
import { IconBook, IconDelivery, IconHome, IconUser } from '../shared/ui/icons'
import { paths } from './paths'

/** Badge text: hidden (null) at 0, capped at 99+. */
export function badgeText(count: number): string | null {
  if (!(count > 0)) return null
  return count > 99 ? '99+' : String(count)
}

const TABS = [
  { to: paths.home(), icon: IconHome, label: 'tab_home' },
  { to: paths.delivery(), icon: IconDelivery, label: 'tab_delivery' },
  { to: paths.blog(), icon: IconBook, label: 'tab_blog' },
  { to: paths.mine(), icon: IconUser, label: 'tab_mine' },
] as const

export function TabBarView({ active, badge }: { active: number; badge: number }) {
  const { t } = useTranslation('common')
  const text = badgeText(badge)
  return (
    <nav className="tabbar" aria-label={t('tabbar_label')}>
      {TABS.map((tab, i) => {
        const Icon = tab.icon
        const isActive = i === active
        return (
          <Link
            key={tab.to}
            to={tab.to}
            className={isActive ? 'tabbar-item active' : 'tabbar-item'}
            aria-current={isActive ? 'page' : undefined}
          >
            <span className="tabbar-icon">
              <Icon size={24} />
              {i === 3 && text && (
                <>
                  <span className="badge" data-testid="tab-badge" aria-hidden="true">
                    {text}
                  </span>
                  <span className="visually-hidden">{t('badge_items', { count: badge })}</span>
                </>
              )}
            </span>
            <span className="tabbar-label">{t(tab.label)}</span>
          </Link>
        )
      })}
    </nav>
  )
}

const CartBadgeTabBar = lazy(() => import('./CartBadgeTabBar'))

export function TabBar({ active }: { active: number }) {
  const loggedIn = useSession().status === 'in'
  // The badge's code and call wait until the first screen is drawn (decision 0053).
  const later = useAfterFirstScreen()
  if (!loggedIn || !later) return <TabBarView active={active} badge={0} />
  return (
    <Suspense fallback={<TabBarView active={active} badge={0} />}>
      <CartBadgeTabBar active={active} />
    </Suspense>
  )
}
