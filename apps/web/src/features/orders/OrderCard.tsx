/** One order in the list: shop, status, first items, total, and the pay or refund link it needs. */

import type { OrderSummary } from '@siam/contracts'
import { OrderStatus, orderStatusKey, refundStatusKey } from '@siam/domain'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { formatDateTime } from '../../shared/format'
import { IconChevron } from '../../shared/ui/icons'
import { Price } from '../../shared/ui/Price'
import { Thumb } from '../../shared/ui/Thumb'

/** Orders in after-sale (processing, partly refunded or refused, refunded) link to their refund progress. */
const AFTER_SALE_STATUSES: number[] = [
  OrderStatus.AFTER_SALE,
  OrderStatus.AFTER_SALE_DONE,
  OrderStatus.REFUNDED,
]

export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation(['order', 'status', 'aftersale'])
  const unpaid = order.status === OrderStatus.UNPAID
  const afterSale = AFTER_SALE_STATUSES.includes(order.status)
  const kind =
    order.kind === 'delivery'
      ? t('order:way_delivery')
      : order.diningOption === 'take_away'
        ? t('order:dining_take_away')
        : t('order:dining_dine_in')
  return (
    <li className="order-card">
      <Link to={paths.orderDetail(order.id)} className="order-card-link">
        <div className="order-card-head">
          <Thumb image={order.shopImage} size={32} className="order-card-img" />
          <span className="order-card-shop">
            {order.shopName}
            <IconChevron size={14} className="icon-dir" />
          </span>
          <span className={`order-status order-status-${orderStatusKey[order.status]}`}>
            {t(`status:${orderStatusKey[order.status]}`)}
          </span>
        </div>
        <p className="order-card-items">{order.firstItemNames.join(', ')}</p>
        <div className="order-card-foot">
          <span className="order-card-meta">
            <span className="pill pill-muted">{kind}</span> <bdi>{formatDateTime(order.createdAt)}</bdi>
          </span>
          <span className="order-card-total">
            {t('order:items_count', { n: order.itemCount })} <Price fen={order.totalFen} />
          </span>
        </div>
      </Link>
      {unpaid && (
        <div className="order-card-actions">
          <Link className="btn btn-accent btn-small" to={paths.pay(order.id)}>
            {t('order:pay_now')}
          </Link>
        </div>
      )}
      {afterSale && (
        <div className="order-card-actions">
          {order.refundStatus !== null && (
            <span className="order-card-refund">
              {t(`aftersale:status_${refundStatusKey[order.refundStatus]}`)}
            </span>
          )}
          <Link className="btn btn-plain btn-small" to={paths.refundProgress(order.id)}>
            {t('aftersale:action_view_refund')}
          </Link>
        </div>
      )}
    </li>
  )
}
