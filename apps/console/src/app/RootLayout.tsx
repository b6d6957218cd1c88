/**
 * The signed-in console: header, the page links and the page of the address. Pages that stay mounted
 * (the board) are drawn here, hidden while another page shows; the others come through the outlet.
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { isKeptMounted } from '../shared/routing'
import { useSignedIn } from '../shared/signedIn'
import { AppHeader } from './AppHeader'
import { ConsoleNav } from './ConsoleNav'
import { routesFor, viewFromPath } from './routes'

export function RootLayout() {
  const { staff } = useSignedIn()
  const { pathname } = useLocation()
  const routes = routesFor(staff)
  const view = viewFromPath(pathname, staff)
  return (
    <div className="shell">
      <AppHeader />
      <ConsoleNav routes={routes} role={staff.role} view={view} />
      <main>
        {routes.filter(isKeptMounted).map((route) => (
          <div key={route.id} hidden={route.id !== view}>
            <route.keepMounted />
          </div>
        ))}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}

function PageLoading() {
  const { t } = useTranslation()
  return <p className="muted">{t('console:loading')}</p>
}

/** The whole screen while the first page's module loads. */
export function LoadingScreen() {
  const { t } = useTranslation()
  return (
    <main className="centered">
      <p className="muted">{t('console:loading')}</p>
    </main>
  )
}
