/** The folded part of an order card: every amount, the customer, and the status history. */
import type { BoardOrder } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { AmountRow, Timeline, useStatusLabel } from '../../shared/ui/orderParts'

export function OrderDetails({ order, locale }: { order: BoardOrder; locale: string }) {
  const { t } = useTranslation()
  const statusLabel = useStatusLabel()
  const discounts = order.couponFen + order.fullReductionFen
  return (
    <div className="details-body">
      <table className="amounts">
        <caption className="visually-hidden">{t('console:amounts')}</caption>
        <tbody>
          <AmountRow label={t('console:goods')} fen={order.goodsFen} />
          {order.packingFen > 0 && <AmountRow label={t('console:packing')} fen={order.packingFen} />}
          {order.kind === 'delivery' && (
            <AmountRow label={t('console:delivery_fee')} fen={order.deliveryFeeFen} />
          )}
          {discounts > 0 && <AmountRow label={t('console:discounts')} fen={-discounts} />}
          <AmountRow label={t('console:total')} fen={order.totalFen} strong />
          {order.balanceUsedFen > 0 && (
            <AmountRow label={t('console:balance_used')} fen={order.balanceUsedFen} />
          )}
          {order.paidFen > 0 && <AmountRow label={t('console:paid')} fen={order.paidFen} />}
          {order.refundedFen > 0 && <AmountRow label={t('console:refunded')} fen={order.refundedFen} />}
        </tbody>
      </table>
      {order.memberEmail && (
        <p className="muted">
          {t('console:customer')}: <bdi>{order.memberEmail}</bdi>
        </p>
      )}
      <h4>{t('console:timeline')}</h4>
      <Timeline entries={order.history} statusLabel={statusLabel} locale={locale} />
    </div>
  )
}
