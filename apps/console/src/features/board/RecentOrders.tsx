/** Orders finished or cancelled lately, one folded row each that opens to the whole card. */
import type { BoardOrder } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { dateTime, money } from '../../shared/format'
import { useStatusLabel } from '../../shared/ui/orderParts'
import { kindKey, OrderCard, type OrderCardProps } from './OrderCard'

export function RecentOrders({
  orders,
  loading,
  cardProps,
}: {
  orders: readonly BoardOrder[]
  loading: boolean
  cardProps: Omit<OrderCardProps, 'order'>
}) {
  const { t, i18n } = useTranslation()
  const statusLabel = useStatusLabel()
  const locale = i18n.language || 'en'
  return (
    <section className="recent" aria-labelledby="recent-title">
      <h2 id="recent-title">{t('console:recent_finished')}</h2>
      {orders.length === 0 ? (
        <p className="muted">{loading ? t('console:loading') : t('console:no_orders')}</p>
      ) : (
        <ul className="recent-list">
          {orders.map((o) => (
            <li key={o.id}>
              <details>
                <summary className="recent-row">
                  <time dateTime={o.updatedAt}>{dateTime(o.updatedAt, locale)}</time>
                  <bdi className="recent-no">#{o.orderNo}</bdi>
                  {cardProps.showShop && (
                    <span className="recent-shop" lang="zh-Hans">
                      {o.shopNameZh || o.shopName}
                    </span>
                  )}
                  <span>{t(kindKey(o))}</span>
                  <span className={`badge badge-status badge-status-${o.status}`}>
                    {statusLabel(o.status)}
                  </span>
                  <bdi className="recent-total">{money(o.totalFen)}</bdi>
                </summary>
                <OrderCard order={o} {...cardProps} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
