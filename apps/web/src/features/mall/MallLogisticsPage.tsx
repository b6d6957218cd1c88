/** `#/pages/internal/mall/order/logistics/logistics?id=`: carrier, tracking number and the timeline. */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { formatDateTime } from '../../shared/format'
import { EmptyState } from '../../shared/ui/EmptyState'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { mallQueries } from './queries'
import './mall.css'

export function Component() {
  const { t } = useTranslation('mall')
  return <MemberOnly title={t('logistics')}>{() => <Logistics />}</MemberOnly>
}

function Logistics() {
  const { t } = useTranslation('mall')
  const id = useSearchParams()[0].get('id') ?? ''
  const logistics = useQuery(mallQueries.logistics(id))
  if (logistics.isPending) return <SkeletonCards count={2} />
  if (logistics.isError) return <QueryError query={logistics} page />
  const { carrier, trackingNo, events } = logistics.data
  return (
    <div className="page-body">
      <section className="mall-section">
        <p>
          {t('carrier')}: <span data-testid="mall-carrier">{carrier ?? t('not_shipped')}</span>
        </p>
        {trackingNo && (
          <p>
            {t('tracking_no')}: <bdi data-testid="mall-tracking">{trackingNo}</bdi>
          </p>
        )}
      </section>
      <section className="mall-section">
        {events.length === 0 ? (
          <EmptyState title={t('no_logistics')} />
        ) : (
          <ol className="mall-timeline">
            {events.map((e) => (
              <li key={e.id}>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                {e.text}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
