/** Shown when a page fails to render or its chunk cannot be fetched (e.g. after a deploy). */
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { isDevBuild } from '../config'

export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation()
  if (isDevBuild) console.error(error)
  return (
    <main className="centered">
      <p role="alert">{t('console:network_error')}</p>
      <p className="form-buttons">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('console:retry')}
        </button>
      </p>
    </main>
  )
}
