/** The shop, the lines with their Chinese names, and the amounts of an order. */

import type { OrderDetail } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { imageUrl } from '../../shared/image'
import { AmountRow, OrderLineItem } from '../../shared/ui/orderParts'
import { ZhName } from '../../shared/ui/ZhName'

export function OrderItems({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('order')
  return (
    <section className="section" aria-label={t('order:items')}>
      <Link to={paths.shopDetail(o.shopId)} className="detail-shop">
        {imageUrl(o.shopImage) && (
          <img src={imageUrl(o.shopImage) ?? ''} alt="" width={32} height={32} loading="lazy" />
        )}
        <span>
          {o.shopName}
          <ZhName name={o.shopName} nameZh={o.shopNameZh} />
        </span>
      </Link>
      <ul className="order-lines">
        {o.lines.map((l) => (
          <OrderLineItem
            key={l.id}
            image={l.image}
            name={l.name}
            nameZh={l.nameZh}
            optionNames={l.optionNames}
            quantity={l.quantity}
            fen={l.unitPriceFen * l.quantity}
          />
        ))}
      </ul>
      <OrderAmounts order={o} />
    </section>
  )
}

function OrderAmounts({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('order')
  return (
    <dl className="amounts">
      <AmountRow label={t('order:goods_total')} fen={o.goodsFen} />
      <AmountRow label={t('order:packing_fee')} fen={o.packingFen} />
      {o.kind === 'delivery' && <AmountRow label={t('order:delivery_fee')} fen={o.deliveryFeeFen} />}
      {o.fullReductionFen > 0 && (
        <AmountRow label={t('order:full_reduction')} fen={o.fullReductionFen} minus />
      )}
      {o.couponFen > 0 && <AmountRow label={t('order:coupon')} fen={o.couponFen} minus />}
      {o.balanceUsedFen > 0 && <AmountRow label={t('order:balance_used')} fen={o.balanceUsedFen} />}
      <AmountRow
        label={o.paidAt ? t('order:paid_amount') : t('order:total')}
        fen={o.paidAt ? o.paidFen : o.totalFen}
        total
      />
      {o.refundedFen > 0 && <AmountRow label={t('order:refunded')} fen={o.refundedFen} />}
    </dl>
  )
}
