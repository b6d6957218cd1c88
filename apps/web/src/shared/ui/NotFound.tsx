/**
 * "Page not found" with a way home: an unknown route, and a page opened without the id it needs
 * (issue 15: never "Loading…" forever).
 */
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { PageHeader } from './PageHeader'

export function NotFound() {
  const { t } = useTranslation('common')
  return (
    <div className="page">
      <PageHeader title={t('not_found_title')} />
      <main className="state state-empty">
        <p className="state-title">{t('not_found_text')}</p>
        <Link className="btn btn-primary" to={paths.home()}>
          {t('go_home')}
        </Link>
      </main>
    </div>
  )
}

/**
 * A route page that needs query parameters (`id`, `orderId`, ...): without any of them it is
 * "not found"; with them the page renders (its queries are never left waiting on an empty id).
 */
export function requireParams(names: readonly string[], Page: ComponentType): ComponentType {
  function WithParams() {
    const [params] = useSearchParams()
    if (names.some((name) => !params.get(name)?.trim())) return <NotFound />
    return <Page />
  }
  WithParams.displayName = `requireParams(${Page.displayName ?? Page.name})`
  return WithParams
}
