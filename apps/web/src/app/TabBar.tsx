/**
 * The bottom tab bar (spec 2, 9): 4 tabs, 50 px, icons 24 px, labels 10 px; the tab at index 3 carries
 * a numeric badge = the sum of the `number` fields of the member's points-mall cart, removed at 0.
 */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api } from '../shared/api'
import type { MallCartLine } from '../shared/calls'
import { useSession } from '../shared/session'
import { IconBook, IconDelivery, IconHome, IconUser } from '../shared/ui/icons'
import { paths } from './paths'

/** Sum of the cart quantities; anything that is not a positive number counts 0. */
export function badgeCount(records: readonly Pick<MallCartLine, 'number'>[] | null | undefined): number {
  if (!Array.isArray(records)) return 0
  let sum = 0
  for (const r of records) {
    const n = Number(r?.number)
    if (Number.isFinite(n) && n > 0) sum += Math.floor(n)
  }
  return sum
}

/** Badge text: hidden (null) at 0, capped at 99+. */
export function badgeText(count: number): string | null {
  if (!(count > 0)) return null
  return count > 99 ? '99+' : String(count)
}

/** The points-mall cart is fetched only when logged in; a failure (call not offered yet) counts as 0. */
export function useMallCartCount(): number {
  const { status } = useSession()
  const { data } = useQuery({
    queryKey: ['mallCartCount'],
    enabled: status === 'in',
    queryFn: async () => {
      try {
        const page = await api(
          'member/pointsMall/shoppingCart/list',
          { pageNo: -1, pageSize: 20 },
          { silent: true },
        )
        return badgeCount(page?.records)
      } catch {
        return 0
      }
    },
    staleTime: 60_000,
  })
  return status === 'in' ? (data ?? 0) : 0
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

export function TabBar({ active }: { active: number }) {
  const badge = useMallCartCount()
  return <TabBarView active={active} badge={badge} />
}
