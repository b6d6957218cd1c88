/** What a refund request asks for: the amounts and where they go, the lines, the member's reason and photos. */

import type { RefundRequestView } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../shared/format'
import { imageUrl } from '../../shared/image'
import { reasonLabel } from '../../shared/orders/refundParts'
import { AmountRow, OrderLineItem } from '../../shared/ui/orderParts'

export function RefundDetails({ refund: r }: { refund: RefundRequestView }) {
  const { t } = useTranslation(['aftersale'])
  const reason = r.reasonText ?? (r.reason !== null ? reasonLabel(t, r.reason) : null)
  return (
    <>
      <dl className="amounts">
        <AmountRow label={t('aftersale:refund_amount')} fen={r.amountFen} total />
        {r.deliveryFeeFen > 0 && (
          <AmountRow label={t('aftersale:amount_delivery_fee')} fen={r.deliveryFeeFen} />
        )}
        {r.toBalanceFen > 0 && <AmountRow label={t('aftersale:amount_to_balance')} fen={r.toBalanceFen} />}
        {r.toBalanceFen > 0 && r.amountFen > r.toBalanceFen && (
          <AmountRow label={t('aftersale:amount_to_original')} fen={r.amountFen - r.toBalanceFen} />
        )}
      </dl>

      <ul className="order-lines">
        {r.lines.map((l) => (
          <OrderLineItem
            key={l.orderItemId}
            image={l.image}
            name={l.name}
            nameZh={l.nameZh}
            optionNames={l.optionNames}
            quantity={l.quantity}
            fen={l.amountFen}
          />
        ))}
      </ul>

      <dl className="info-list">
        {reason && (
          <div className="info-row">
            <dt>{t('aftersale:reason')}</dt>
            <dd>{reason}</dd>
          </div>
        )}
        {r.description && (
          <div className="info-row">
            <dt>{t('aftersale:your_description')}</dt>
            <dd>
              <bdi dir="auto">{r.description}</bdi>
            </dd>
          </div>
        )}
        <div className="info-row">
          <dt>{t('aftersale:requested_at')}</dt>
          <dd>
            <bdi>{formatDateTime(r.createdAt)}</bdi>
          </dd>
        </div>
      </dl>

      {r.images.length > 0 && (
        <ul className="refund-photos" aria-label={t('aftersale:photos')}>
          {r.images.map((src, i) => (
            <li key={src}>
              <a href={imageUrl(src) ?? '#'} target="_blank" rel="noreferrer">
                <img
                  src={imageUrl(src) ?? ''}
                  alt={t('aftersale:photo_alt', { n: i + 1 })}
                  width={72}
                  height={72}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
