import { QueryClientContext } from '@tanstack/react-query'
import { useContext } from 'react'
import { ApiError, NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE } from '../api'
import { t } from '../i18n'

/** A timeout or a network failure: the same request may well work a moment later. */
export function isConnectionError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === TIMEOUT_ERROR_CODE || error.code === NETWORK_ERROR_CODE)
}

/**
 * What happened, and a retry button. After a timeout or a network failure (spec 8: "The connection timed
 * out, click the screen to try again.") a tap anywhere on the error state retries, and not only the query
 * that `onRetry` names: every failed query on screen is fetched again. `page` makes the state fill the
 * page, so "the screen" is the tap target.
 */
export function ErrorState({
  message,
  error,
  onRetry,
  page = false,
}: {
  message?: string | undefined
  error?: unknown
  onRetry?: () => void
  page?: boolean
}) {
  const client = useContext(QueryClientContext)
  const connection = isConnectionError(error)
  const text = message || (connection ? error.message : '') || t('common:load_failed')
  const className = `state state-error${page ? ' state-page' : ''}`

  if (!onRetry) {
    return (
      <div className={className} role="alert">
        <p className="state-title">{text}</p>
      </div>
    )
  }
  const retry = () => {
    onRetry()
    if (connection) {
      // the query onRetry refetches is already on its way: cancelRefetch false leaves it alone
      void client?.refetchQueries(
        { type: 'active', predicate: (q) => q.state.status === 'error' },
        { cancelRefetch: false },
      )
    }
  }
  const button = (
    <button
      type="button"
      className="btn btn-primary btn-small"
      onClick={(e) => {
        e.stopPropagation()
        retry()
      }}
    >
      {t('common:retry')}
    </button>
  )
  if (!connection) {
    return (
      <div className={className} role="alert">
        <p className="state-title">{text}</p>
        {button}
      </div>
    )
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the retry button is the keyboard way; the area answers taps
    <div className={`${className} state-tap`} role="alert" onClick={retry} data-testid="error-tap-retry">
      <p className="state-title">{text}</p>
      {button}
    </div>
  )
}
