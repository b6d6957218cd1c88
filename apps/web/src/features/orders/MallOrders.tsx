/**
 * "My orders", mall kind (spec 2: takeaway and mall orders): the mall's own tabs with their counts, and
 * each order's status, goods and points (+ cash), opening the mall order page.
 */
import { callKey } from '@siam/api-client'
import { mallApi } from '@siam/contracts/descriptors'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type MallOrderTabName, paths } from '../../app/paths'
import { call } from '../../shared/api'
import { EmptyState } from '../../shared/ui/EmptyState'
import { QueryError } from '../../shared/ui/PageStates'
import { Price } from '../../shared/ui/Price'
import { SkeletonCards } from '../../shared/ui/Skeleton'

export const MALL_TABS: MallOrderTabName[] = ['all', 'toShip', 'toReceive', 'completed', 'afterSale']

export function MallOrders({
  tab,
  onPick,
}: {
  tab: MallOrderTabName
  onPick: (tab: MallOrderTabName) => void
}) {
  const { t } = useTranslation(['mall', 'order'])
  const counts = useQuery({
    queryKey: callKey(mallApi.tabNumbers),
    queryFn: () => call(mallApi.tabNumbers, {}),
    staleTime: 0,
  })
  const list = useQuery({
    queryKey: callKey(mallApi.list, tab),
    queryFn: () => call(mallApi.list, { tab, pageNo: -1, pageSize: 20 }),
    staleTime: 0,
  })
  return (
    <>
      <div className="orders-tabs scroll-hint" role="tablist" aria-label={t('mall:my_orders')}>
        {MALL_TABS.map((x) => {
          const n = counts.data?.[x]
          return (
            <button
              key={x}
              type="button"
              role="tab"
              aria-selected={x === tab}
              className={x === tab ? 'orders-tab active' : 'orders-tab'}
              onClick={() => onPick(x)}
            >
              <span>{t(`mall:tab_${x}`)}</span>
              {x !== 'all' && n !== undefined && n > 0 && (
                <span className="count-pill">
                  <bdi>{n > 99 ? '99+' : n}</bdi>
                </span>
              )}
            </button>
          )
        })}
      </div>
      <div className="page-body" role="tabpanel">
        {list.isPending ? (
          <SkeletonCards count={3} />
        ) : list.isError ? (
          <QueryError query={list} />
        ) : list.data.records.length === 0 ? (
          <EmptyState title={t('mall:no_orders')} />
        ) : (
          <ul className="order-cards">
            {list.data.records.map((o) => (
              <li key={o.id} className="order-card">
                <Link
                  to={paths.mallOrderDetail(o.id)}
                  className="order-card-link"
                  data-testid="mall-order-card"
                >
                  <p>
                    <strong>{t(`mall:status_${o.status}`)}</strong> · <bdi>{o.orderNo}</bdi>
                  </p>
                  <p>{o.lines.map((l) => `${l.name} ×${l.number}`).join(', ')}</p>
                  <p>
                    <bdi>{t('mall:points_amount', { n: o.points })}</bdi>
                    {o.cashFen > 0 && (
                      <>
                        {' + '}
                        <Price fen={o.cashFen} />
                      </>
                    )}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
