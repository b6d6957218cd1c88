/**
 * The console's page links, one per page of the route list this staff member has. The page lives in
 * the address hash (#/refunds), so a reload or a shared link opens the same page.
 */
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { StaffRole } from '../shared/api/staff'
import { type ConsoleRoute, navLabelKey } from '../shared/routing'
import './consoleNav.css'

export function ConsoleNav({
  routes,
  role,
  view,
}: {
  routes: readonly ConsoleRoute[]
  role: StaffRole
  /** the id of the page showing */
  view: string
}) {
  const { t } = useTranslation()
  return (
    <nav className="console-nav" aria-label={t('console:nav_label')}>
      {routes.map((route) => (
        <Link
          key={route.id}
          to={route.path}
          className={route.id === view ? 'console-nav-link active' : 'console-nav-link'}
          aria-current={route.id === view ? 'page' : undefined}
        >
          {t(navLabelKey(route, role))}
        </Link>
      ))}
    </nav>
  )
}
