import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, getToken, onUnauthorized, setToken } from './api/client'
import { consoleApi, type LoginOutput, type Staff } from './api/console'
import { LoginPage } from './auth/LoginPage'
import { Board } from './board/Board'
import { FailedRefundsPage } from './refunds/FailedRefundsPage'
import { RefundsPage } from './refunds/RefundsPage'
import { ReviewsButton } from './reviews/ReviewsButton'
import { ConsoleNav, useConsoleView } from './ui/ConsoleNav'
import { LanguagePicker } from './ui/LanguagePicker'

/** The delivery-area page brings Leaflet: loaded when first opened, not with the console. */
const DeliveryAreaPage = lazy(() => import('./deliveryArea/DeliveryAreaPage'))

export function App() {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [token, setTokenState] = useState<string | null>(() => getToken())

  const signOut = useCallback(() => {
    setToken(null)
    setTokenState(null)
    queryClient.clear()
  }, [queryClient])

  // Any call answering 401 (session expired, logged out elsewhere) brings the login page back.
  useEffect(() => onUnauthorized(signOut), [signOut])

  const me = useQuery({
    queryKey: ['console', 'me', token],
    queryFn: consoleApi.me,
    enabled: token !== null,
    retry: (count, error) =>
      !(error instanceof ApiError && error.code < 500 && error.code !== 0) && count < 2,
    staleTime: 5 * 60_000,
  })

  const loggedIn = (result: LoginOutput) => {
    setToken(result.token)
    queryClient.setQueryData(['console', 'me', result.token], result.staff)
    setTokenState(result.token)
  }

  const logout = async () => {
    try {
      await consoleApi.logout()
    } catch {
      // the session ends here either way
    }
    signOut()
  }

  if (token === null) return <LoginPage onLoggedIn={loggedIn} />

  if (me.isPending) {
    return (
      <main className="centered">
        <p className="muted">{t('console:loading')}</p>
      </main>
    )
  }

  if (me.isError) {
    return (
      <main className="centered">
        <p role="alert">{me.error instanceof ApiError ? me.error.message : t('console:network_error')}</p>
        <p className="form-buttons">
          <button type="button" className="btn btn-primary" onClick={() => void me.refetch()}>
            {t('console:retry')}
          </button>
          <button type="button" className="btn" onClick={signOut}>
            {t('console:logout')}
          </button>
        </p>
      </main>
    )
  }

  return <Shell staff={me.data} onLogout={logout} />
}

/** The signed-in console: header, the page links, and the page picked (order board by default). */
function Shell({ staff, onLogout }: { staff: Staff; onLogout: () => void }) {
  const { t } = useTranslation()
  const [view, setView] = useConsoleView(staff.role)
  return (
    <div className="shell">
      <AppHeader staff={staff} onLogout={onLogout} />
      <ConsoleNav staff={staff} view={view} onChange={setView} />
      <main>
        {/* The board stays mounted (hidden) on the other pages: it keeps polling and the "(n) New orders" title. */}
        <div hidden={view !== 'orders'}>
          <Board staff={staff} />
        </div>
        {view === 'refunds' && (
          <RefundsPage staff={staff} scope={staff.role === 'platform' ? 'platform' : 'merchant'} />
        )}
        {view === 'payment-refunds' && <FailedRefundsPage />}
        {view === 'delivery-area' && (
          <Suspense fallback={<p className="muted">{t('console:loading')}</p>}>
            <DeliveryAreaPage staff={staff} />
          </Suspense>
        )}
      </main>
    </div>
  )
}

function AppHeader({ staff, onLogout }: { staff: Staff; onLogout: () => void }) {
  const { t } = useTranslation()
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
            onLogout()
          }}
        >
          {t('console:logout')}
        </button>
      </span>
    </header>
  )
}
