/**
 * `#/pages/mine/integral/integral`: the points balance, the credited history (earned, spent in the mall,
 * reversed, given back), what points are for, links to the points not yet credited and to the mall.
 * Points do not expire (decision 0019).
 */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { formatDateTime } from '../../shared/format'
import { walletQueries } from '../../shared/queries/walletQueries'
import { EmptyState } from '../../shared/ui/EmptyState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards, SkeletonLines } from '../../shared/ui/Skeleton'
import { pointsQueries } from './queries'
import './points.css'

export function Component() {
  const { t } = useTranslation('points')
  return <MemberOnly title={t('title')}>{() => <Points />}</MemberOnly>
}

function Points() {
  const { t } = useTranslation(['points', 'wallet'])
  const summary = useQuery({ ...walletQueries.summary(), staleTime: 0 })
  const history = useQuery(pointsQueries.history())
  return (
    <div className="page-body">
      <section className="points-hero" aria-label={t('points:balance')}>
        <p>{t('points:balance')}</p>
        {summary.isPending ? (
          <SkeletonLines lines={1} />
        ) : summary.isError ? (
          <QueryError query={summary} />
        ) : (
          <>
            <p className="points-hero-value" data-testid="points-balance">
              <bdi>{summary.data.points}</bdi>
            </p>
            <Link to={paths.pendingPoints()}>
              {t('points:pending_link', { n: summary.data.uncreditedPoints })}
            </Link>
          </>
        )}
        <p>
          <Link className="btn btn-accent" to={paths.mallIndex()}>
            {t('points:to_mall')}
          </Link>
        </p>
      </section>
      <section className="points-about">
        <h2 className="section-title">{t('points:about_title')}</h2>
        <p>{t('points:about_earn')}</p>
        <p>{t('points:about_spend')}</p>
        <p>{t('points:about_expire')}</p>
      </section>
      <h2 className="section-title points-about">{t('points:history')}</h2>
      {history.isPending ? (
        <SkeletonCards count={2} />
      ) : history.isError ? (
        <QueryError query={history} />
      ) : history.data.records.length === 0 ? (
        <EmptyState title={t('points:no_history')} />
      ) : (
        <ul className="points-list">
          {history.data.records.map((r) => (
            <li key={r.id}>
              <span>
                {t(`wallet:cause_${r.causeType}`)}
                {r.reference && (
                  <span className="points-muted">
                    {' '}
                    <bdi>{r.reference}</bdi>
                  </span>
                )}
                <br />
                <time className="points-muted" dateTime={r.createdAt}>
                  {formatDateTime(r.createdAt)}
                </time>
              </span>
              <span className={r.amount >= 0 ? 'points-plus' : 'points-minus'}>
                <bdi>{r.amount > 0 ? `+${r.amount}` : r.amount}</bdi>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
