import { useTranslation } from 'react-i18next'
import { money } from '../../shared/format'
import { OrderLine, Timeline, useStatusLabel } from '../../shared/ui/orderParts'
import type { RefundDetail } from './refundQueries'

/** The whole order the request belongs to: every line with what went back already, and its history. */
export function RefundOrderSummary({ order, locale }: { order: RefundDetail['order']; locale: string }) {
  const { t } = useTranslation()
  const statusLabel = useStatusLabel()
  return (
    <div className="details-body">
      <ul className="order-lines" aria-label={t('console:items')}>
        {order.lines.map((line) => (
          // the order at a glance: the Chinese name only, and what of the line went back already
          <OrderLine
            key={line.id}
            quantity={line.quantity}
            nameZh={line.nameZh || line.name}
            amountFen={line.unitPriceFen * line.quantity}
          >
            {line.refundedQuantity > 0 && (
              <span className="line-options">
                {t('console:refund_line_refunded', { n: line.refundedQuantity })}
              </span>
            )}
          </OrderLine>
        ))}
      </ul>
      <p className="muted">
        {t('console:total')}: <bdi>{money(order.totalFen)}</bdi> · {t('console:paid')}:{' '}
        <bdi>{money(order.paidFen)}</bdi>
      </p>
      <h4>{t('console:timeline')}</h4>
      <Timeline entries={order.history} statusLabel={statusLabel} locale={locale} />
    </div>
  )
}
