/** Shown when a route fails to render or its chunk cannot be fetched (e.g. after a deploy). */
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router'
import { config } from '../config'
import { ErrorState } from '../shared/ui/ErrorState'

export function RouteError() {
  const error = useRouteError()
  const { t } = useTranslation('common')
  if (config.isDevelopment) console.error(error)
  return (
    <main className="page">
      <ErrorState message={t('page_error')} onRetry={() => window.location.reload()} />
    </main>
  )
}
