/**
 * The login gate: without a token the login page, while `merchant/me` answers a loading line, on a
 * failure the message with retry / sign out, and once the staff member is known the signed-in console.
 * Any call answering 401 (session expired, logged out elsewhere) brings the login page back.
 */
import { consoleApi } from '@siam/contracts/descriptors'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, call, getToken, isUnreachable, onUnauthorized, setToken } from '../../shared/api/client'
import type { SignedIn } from '../../shared/signedIn'
import { LoginPage } from './LoginPage'
import { type LoginOutput, sessionQueries } from './sessionQueries'

export function SessionGate({ children }: { children: (signedIn: SignedIn) => ReactNode }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [token, setTokenState] = useState<string | null>(() => getToken())

  const signOut = useCallback(() => {
    setToken(null)
    setTokenState(null)
    queryClient.clear()
  }, [queryClient])

  useEffect(() => onUnauthorized(signOut), [signOut])

  const me = useQuery({
    ...sessionQueries.me(token),
    enabled: token !== null,
    retry: (count, error) =>
      !(error instanceof ApiError && error.code < 500 && !isUnreachable(error)) && count < 2,
    staleTime: 5 * 60_000,
  })

  const loggedIn = (result: LoginOutput) => {
    setToken(result.token)
    queryClient.setQueryData(sessionQueries.me(result.token).queryKey, result.staff)
    setTokenState(result.token)
  }

  const logout = useCallback(async () => {
    try {
      await call(consoleApi.logout, {})
    } catch {
      // the session ends here either way
    }
    signOut()
  }, [signOut])

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

  return children({ staff: me.data, logout })
}
