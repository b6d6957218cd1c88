/** The facts list of an order card: contact phone, delivery address and helper, courier, cancel reason, total. */
import type { BoardOrder } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { money } from '../../shared/format'

type Address = NonNullable<BoardOrder['address']>

function addressLine(a: Address): string {
  return [a.city, a.street, a.door].filter(Boolean).join(' ')
}

/** The Chinese address can be the typed one when no translation exists: show it once. */
function sameText(a: string | null, b: string): boolean {
  return a !== null && a.replace(/\s+/g, '') === b.replace(/\s+/g, '')
}

export function OrderFacts({ order }: { order: BoardOrder }) {
  const { t } = useTranslation()
  return (
    <dl className="order-facts">
      {order.contactPhone && (
        <>
          <dt>{t('console:contact_phone')}</dt>
          <dd>
            <a href={`tel:${order.contactPhone}`} dir="ltr">
              {order.contactPhone}
            </a>
          </dd>
        </>
      )}
      {order.kind === 'delivery' && <DeliveryFacts order={order} />}
      {order.courierName && (
        <>
          <dt>{t('console:courier')}</dt>
          <dd>
            <bdi dir="auto">{order.courierName}</bdi>{' '}
            {order.courierPhone && (
              <a href={`tel:${order.courierPhone}`} dir="ltr">
                {order.courierPhone}
              </a>
            )}
          </dd>
        </>
      )}
      {order.cancelReason && (
        <>
          <dt>{t('console:cancel_reason')}</dt>
          <dd dir="auto">{order.cancelReason}</dd>
        </>
      )}
      <dt>{t('console:total')}</dt>
      <dd className="order-total">
        <bdi>{money(order.totalFen)}</bdi>
        {order.refundedFen > 0 && (
          <span className="muted">
            {' '}
            · {t('console:refunded_amount', { amount: money(order.refundedFen) })}
          </span>
        )}
      </dd>
    </dl>
  )
}

/** Where a delivery goes (the Chinese address the courier reads, the typed one, the contact) and who brings it. */
function DeliveryFacts({ order }: { order: BoardOrder }) {
  const { t } = useTranslation()
  return (
    <>
      <dt>{t('console:address')}</dt>
      <dd className="order-address">
        {order.addressZh && (
          <span lang="zh-Hans" className="zh address-zh">
            {order.addressZh}
          </span>
        )}
        {order.address && (
          <DeliveryAddress
            address={order.address}
            addressZh={order.addressZh}
            contactPhone={order.contactPhone}
          />
        )}
      </dd>
      <dt>{t('console:delivery_helper')}</dt>
      <dd className={`helper helper-${order.deliveryHelper}`}>
        {t(order.deliveryHelper === 'platform' ? 'console:helper_platform' : 'console:helper_self')}
      </dd>
    </>
  )
}

function DeliveryAddress({
  address,
  addressZh,
  contactPhone,
}: {
  address: Address
  addressZh: string | null
  contactPhone: string
}) {
  const line = addressLine(address)
  return (
    <>
      {!sameText(addressZh, line) && (
        <span className={addressZh ? 'address-original muted' : 'address-original'} dir="auto">
          {line}
        </span>
      )}
      <span className="address-contact" dir="auto">
        {address.contactName}
        {address.phone && address.phone !== contactPhone && (
          <>
            {' '}
            <a href={`tel:${address.phone}`} dir="ltr">
              {address.phone}
            </a>
          </>
        )}
      </span>
    </>
  )
}
