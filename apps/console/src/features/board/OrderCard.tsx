/**
 * One order on the board: number, kind and status, when it was placed and how long it has waited, the
 * shop (when several show), the lines, the remark and facts, the actions, and the details folded away.
 */
import type { BoardOrder } from '@siam/contracts'
import { OrderStatus } from '@siam/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { clock, minutesSince } from '../../shared/format'
import { OrderLine, useStatusLabel } from '../../shared/ui/orderParts'
import { KitchenTicketButton } from './KitchenTicket'
import { OrderActions } from './OrderActions'
import { OrderDetails } from './OrderDetails'
import { OrderFacts } from './OrderFacts'

export interface OrderCardProps {
  order: BoardOrder
  /** platform staff, or staff of several shops looking at all of them */
  showShop: boolean
  /** client time for "waiting n min" */
  now: number
  onUpdated: (order: BoardOrder) => void
  /** an action answered 409: someone acted first; the board reloads */
  onConflict: () => void
}

const IN_PROGRESS: number[] = [
  OrderStatus.READY_FOR_PICKUP,
  OrderStatus.TO_BE_DELIVERED,
  OrderStatus.DELIVERING,
]

export function kindKey(order: Pick<BoardOrder, 'kind' | 'diningOption'>): string {
  if (order.kind === 'delivery') return 'console:kind_delivery'
  return order.diningOption === 'take_away' ? 'console:kind_take_away' : 'console:kind_dine_in'
}

export function OrderCard({ order, showShop, now, onUpdated, onConflict }: OrderCardProps) {
  const { t, i18n } = useTranslation()
  const statusLabel = useStatusLabel()
  const locale = i18n.language || 'en'
  const isNew = order.status === OrderStatus.PENDING
  const headingId = useId()

  return (
    <article className={`order-card${isNew ? ' order-card-new' : ''}`} aria-labelledby={headingId}>
      <header className="order-head">
        <h3 id={headingId} className="order-no">
          <bdi>#{order.orderNo}</bdi>
        </h3>
        <span className={`badge badge-${order.kind}`}>{t(kindKey(order))}</span>
        <span className={`badge badge-status badge-status-${order.status}`}>{statusLabel(order.status)}</span>
      </header>

      <OrderMeta order={order} now={now} locale={locale} />
      {showShop && <OrderShop order={order} />}

      <ul className="order-lines" aria-label={t('console:items')}>
        {order.lines.map((line) => (
          <OrderLine
            key={line.id}
            quantity={line.quantity}
            nameZh={line.nameZh}
            name={line.name}
            optionNames={line.optionNames}
            amountFen={line.unitPriceFen * line.quantity}
          />
        ))}
      </ul>

      {order.remark && (
        <p className="order-remark">
          <strong>{t('console:remark')}: </strong>
          <bdi dir="auto">{order.remark}</bdi>
        </p>
      )}

      <OrderFacts order={order} />
      <KitchenTicketButton order={order} />
      <OrderActions order={order} onUpdated={onUpdated} onConflict={onConflict} />

      <details className="order-details">
        <summary>{t('console:details')}</summary>
        <OrderDetails order={order} locale={locale} />
      </details>
    </article>
  )
}

/** When the order was placed, how long a new one has waited, and when one under way is due. */
function OrderMeta({ order, now, locale }: { order: BoardOrder; now: number; locale: string }) {
  const { t } = useTranslation()
  const waited = minutesSince(order.paidAt ?? order.createdAt, now)
  return (
    <p className="order-meta">
      <time dateTime={order.createdAt}>
        {t('console:placed_at', { time: clock(order.createdAt, locale) })}
      </time>
      {order.status === OrderStatus.PENDING && (
        <strong className="waiting"> · {t('console:waiting_minutes', { n: waited })}</strong>
      )}
      {order.etaAt && IN_PROGRESS.includes(order.status) && (
        <span> · {t('console:eta', { time: clock(order.etaAt, locale) })}</span>
      )}
    </p>
  )
}

/** The shop's Chinese name, and its own name when that differs. */
function OrderShop({ order }: { order: BoardOrder }) {
  return (
    <p className="order-shop">
      <span lang="zh-Hans" className="zh">
        {order.shopNameZh}
      </span>
      {order.shopName && order.shopName !== order.shopNameZh && (
        <>
          {' '}
          <bdi className="muted" dir="auto">
            {order.shopName}
          </bdi>
        </>
      )}
    </p>
  )
}
