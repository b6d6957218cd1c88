/**
 * `#/pages/mine/unreceived/integral/list/list`: points not yet credited, per order, with the day they
 * will be credited (7 days after the order completes) and what refunds reversed before that.
 */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../shared/format'
import { EmptyState } from '../../shared/ui/EmptyState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { pointsQueries } from './queries'
import './points.css'

export function Component() {
  const { t } = useTranslation('points')
  return <MemberOnly title={t('pending_title')}>{() => <Pending />}</MemberOnly>
}

function Pending() {
  const { t } = useTranslation('points')
  const pending = useQuery(pointsQueries.pending())
  if (pending.isPending) return <SkeletonCards count={3} />
  if (pending.isError) return <QueryError query={pending} page />
  if (pending.data.records.length === 0) return <EmptyState title={t('pending_empty')} />
  return (
    <ul className="points-list page-body">
      {pending.data.records.map((r) => (
        <li key={r.orderId} data-testid="pending-points">
          <span>
            {t('order_no')} <bdi>{r.orderNo}</bdi>
            <br />
            <span className="points-muted">
              {r.status === 'credited'
                ? t('credited_on', { date: r.creditAt ? formatDate(r.creditAt) : '' })
                : r.status === 'reversed'
                  ? t('reversed_all')
                  : r.creditAt
                    ? t('credit_on', { date: formatDate(r.creditAt) })
                    : t('credit_after_completion')}
            </span>
            {r.reversed > 0 && r.status !== 'reversed' && (
              <span className="points-muted"> · {t('reversed_some', { n: r.reversed })}</span>
            )}
          </span>
          <span className={r.status === 'reversed' ? 'points-minus' : 'points-plus'}>
            <bdi>{r.status === 'waiting' ? `+${r.points}` : r.earned}</bdi>
          </span>
        </li>
      ))}
    </ul>
  )
}
