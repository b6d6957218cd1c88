/**
 * `#/pages/webview/index?url=&title=`: an allowed page inside the app (the platform's own pages and the
 * listed partners of the settings); anything else is refused with a way home, never followed.
 */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { settingsQueries } from '../../shared/queries/settingsQueries'
import { EmptyState } from '../../shared/ui/EmptyState'
import { PageHeader } from '../../shared/ui/PageHeader'
import { SkeletonLines } from '../../shared/ui/Skeleton'
import { allowedWebviewUrl } from './webviewUrl'
import './help.css'

export function Component() {
  const { t } = useTranslation(['help', 'common'])
  const [params] = useSearchParams()
  const settings = useQuery(settingsQueries.current())
  const title = params.get('title')?.trim() || t('help:webview_title')
  if (settings.isPending)
    return (
      <main className="page">
        <PageHeader title={title} home />
        <SkeletonLines lines={4} />
      </main>
    )
  const url = allowedWebviewUrl(params.get('url'), window.location.origin, settings.data?.webviewHosts ?? [])
  return (
    <main className="page webview-page">
      <PageHeader title={title} home />
      {url ? (
        <iframe
          className="webview-frame"
          src={url}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : (
        <EmptyState
          title={t('help:webview_blocked_title')}
          description={t('help:webview_blocked_text')}
          action={
            <Link className="btn btn-primary" to={paths.home()}>
              {t('common:go_home')}
            </Link>
          }
        />
      )}
    </main>
  )
}
