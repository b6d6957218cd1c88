/**
 * A delivery order's courier parts: the courier card once dispatched, and while the order runs either the
 * Chinese note the member shows a courier they found themselves or the notice that the platform helps.
 */

import type { OrderDetail } from '@siam/contracts'
import { OrderStatus } from '@siam/domain'
import { useTranslation } from 'react-i18next'
import { isFinalStatus } from './orderStatus'

export function DeliveryHelp({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('order')
  if (o.kind !== 'delivery') return null
  const dispatched =
    o.status === OrderStatus.DELIVERING ||
    o.status === OrderStatus.DELIVERED ||
    o.status === OrderStatus.COMPLETED
  const running = !isFinalStatus(o.status)
  return (
    <>
      {dispatched && (o.courierName || o.courierPhone) && <CourierCard order={o} />}
      {o.deliveryHelper === 'self' && running && <CourierHint order={o} />}
      {o.deliveryHelper === 'platform' && running && (
        <p className="o-notice o-notice-info">{t('order:platform_helps')}</p>
      )}
    </>
  )
}

function CourierCard({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('order')
  return (
    <section className="section o-courier-card" aria-label={t('order:courier')}>
      <div>
        <p className="courier-title">{t('order:courier')}</p>
        <p className="courier-name">{o.courierName ?? '—'}</p>
        {o.courierPhone && (
          <p className="field-hint">
            <bdi>{o.courierPhone}</bdi>
          </p>
        )}
      </div>
      {o.courierPhone && (
        <a
          className="btn btn-primary btn-small"
          href={`tel:${o.courierPhone}`}
          aria-label={t('order:call_courier', { phone: o.courierPhone })}
        >
          {t('order:call')}
        </a>
      )}
    </section>
  )
}

/** Shown to a courier who reads only Chinese: deliver to this address, with the order number's tail. */
function CourierHint({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('order')
  return (
    <section className="section courier-hint" aria-label={t('order:show_courier_title')}>
      <h3 className="section-title">{t('order:show_courier_title')}</h3>
      <p className="courier-hint-zh" lang="zh-Hans">
        您好！我不会说中文。请把外卖送到下面的地址，谢谢！订单号 {o.orderNo.slice(-6)}
      </p>
      {o.address && (
        <p className="courier-hint-zh" lang="zh-Hans">
          {o.address.courierLine || `${o.address.city}${o.address.street}${o.address.door}`}
        </p>
      )}
      <p className="field-hint">{t('order:show_courier_hint')}</p>
    </section>
  )
}
