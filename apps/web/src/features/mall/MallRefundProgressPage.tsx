/** `#/pages/internal/mall/order/refund/progress/progress?id=`: the after-sale requests and the status timeline. */
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { formatDateTime } from '../../shared/format'
import { MemberOnly } from '../../shared/ui/MemberOnly'
import { QueryError } from '../../shared/ui/PageStates'
import { SkeletonCards } from '../../shared/ui/Skeleton'
import { MallPrice } from './mallParts'
import { mallQueries } from './queries'

export function Component() {
  const { t } = useTranslation('mall')
  return <MemberOnly title={t('refund_progress')}>{() => <Progress />}</MemberOnly>
}

function Progress() {
  const { t } = useTranslation('mall')
  const id = useSearchParams()[0].get('id') ?? ''
  const process = useQuery(mallQueries.refundProcess(id))
  if (process.isPending) return <SkeletonCards count={2} />
  if (process.isError) return <QueryError query={process} page />
  return (
    <div className="page-body">
      {process.data.refunds.map((r) => (
        <section key={r.id} className="mall-section">
          <h2>
            {t(`kind_${r.kind}`)} · {t(`refund_${r.status}`)}
          </h2>
          <p>{r.reason}</p>
          <MallPrice points={r.points} cashFen={r.cashFen} />
          {r.note && <p className="mall-line-spec">{r.note}</p>}
        </section>
      ))}
      <section className="mall-section">
        <ol className="mall-timeline">
          {process.data.steps.map((s) => (
            <li key={`${s.at}-${s.status}`}>
              <time dateTime={s.at}>{formatDateTime(s.at)}</time>
              {t(`status_${s.status}`)}
              {s.note && ` · ${s.note}`}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
