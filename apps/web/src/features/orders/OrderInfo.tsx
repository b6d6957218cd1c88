/** The order's facts: where it goes (or is picked up), how, contact, remark, number (with copy), times. */

import type { OrderDetail } from '@siam/contracts'
import { isInternationalPhone } from '@siam/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { copyText } from '../../shared/copyText'
import { formatDateTime } from '../../shared/format'
import { IconCopy, IconPin } from '../../shared/ui/icons'
import { toast } from '../../shared/ui/toast'
import { useCopyOnLongPress } from '../../shared/useLongPress'

export function OrderInfo({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('order')
  const isDelivery = o.kind === 'delivery'
  return (
    <section className="section">
      <dl className="info-list">
        <PlaceRow order={o} />
        <InfoRow label={t('order:way')}>
          {isDelivery
            ? t('order:way_delivery')
            : o.diningOption === 'take_away'
              ? t('order:dining_take_away')
              : t('order:dining_dine_in')}
        </InfoRow>
        <InfoRow label={t('order:contact_phone')}>
          <bdi>{o.contactPhone || '—'}</bdi>
        </InfoRow>
        {isDelivery && (
          <InfoRow label={t('order:helper_title')}>{t(`order:helper_${o.deliveryHelper}`)}</InfoRow>
        )}
        <InfoRow label={t('order:remark')}>{o.remark || t('order:no_remark')}</InfoRow>
        <InfoRow label={t('order:order_no')}>
          <OrderNumber orderNo={o.orderNo} />
        </InfoRow>
        <InfoRow label={t('order:created_at')}>
          <bdi>{formatDateTime(o.createdAt)}</bdi>
        </InfoRow>
        {o.paidAt && (
          <InfoRow label={t('order:paid_at')}>
            <bdi>{formatDateTime(o.paidAt)}</bdi>
            {o.payType && <span className="field-hint">{t(`order:pay_type_${o.payType}`)}</span>}
          </InfoRow>
        )}
      </dl>
    </section>
  )
}

/** The delivery address, or the store to pick up from. */
function PlaceRow({ order: o }: { order: OrderDetail }) {
  const { t } = useTranslation('order')
  if (o.kind === 'delivery' && o.address) {
    return <DeliveryPlace address={o.address} />
  }
  return (
    <InfoRow label={t('order:pickup_store')}>
      <span>
        <IconPin size={14} /> {o.shopAddress}
      </span>
      {o.shopPhone && (
        <a href={`tel:${o.shopPhone}`}>
          <bdi>{o.shopPhone}</bdi>
        </a>
      )}
    </InfoRow>
  )
}

/** The delivery address; a long press copies it with the courier's Chinese line (spec 9). */
function DeliveryPlace({ address: a }: { address: NonNullable<OrderDetail['address']> }) {
  const { t } = useTranslation(['order', 'help'])
  const own = `${a.city} ${a.street} ${a.door}`
  const press = useCopyOnLongPress([own, a.courierLine].filter(Boolean).join('\n'))
  return (
    <InfoRow label={t('order:delivery_address')}>
      <span className="long-press" {...press}>
        {own}
      </span>
      {a.courierLine && (
        <span className="courier-line-zh long-press" lang="zh-Hans" dir="auto" {...press}>
          {a.courierLine}
        </span>
      )}
      <span className="field-hint">
        {a.contactName} <bdi>{a.phone}</bdi>
      </span>
      {isInternationalPhone(a.phone) && (
        <span className="field-hint">{t('help:international_phone_note')}</span>
      )}
    </InfoRow>
  )
}

function OrderNumber({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('order')
  const press = useCopyOnLongPress(orderNo)
  async function copy() {
    try {
      await copyText(orderNo)
      toast.show(t('order:copied'))
    } catch {
      toast.error(t('order:copy_failed'))
    }
  }
  return (
    <span className="order-no">
      <bdi className="long-press" {...press}>
        {orderNo}
      </bdi>
      <button
        type="button"
        className="link-button order-no-copy"
        onClick={() => void copy()}
        aria-label={t('order:copy_order_no')}
        title={t('order:copy_order_no')}
      >
        <IconCopy size={18} />
      </button>
    </span>
  )
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="info-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
