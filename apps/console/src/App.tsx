import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, getToken, onUnauthorized, setToken } from './api/client'
import { consoleApi, type LoginOutput, type Staff } from './api/console'
import { LoginPage } from './auth/LoginPage'
import { Board } from './board/Board'
import { LanguagePicker } from './ui/LanguagePicker'

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

  return (
    <div className="shell">
      <AppHeader staff={me.data} onLogout={logout} />
      <main>
        <Board staff={me.data} />
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
