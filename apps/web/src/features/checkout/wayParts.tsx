/** How the order reaches the member: the way switch, the link to the delivery method page, the pickup store. */
import type { ShopDetail } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { IconChevron, IconClock, IconPin } from '../../shared/ui/icons'
import { RadioButtons } from '../../shared/ui/orderParts'
import type { Dining, Way } from './orderDraft'

/** The delivery method page with what is chosen now (its path comes built). */
export function WayMore({ to, way, dining }: { to: string; way: Way; dining: Dining }) {
  const { t } = useTranslation('order')
  return (
    <Link className="way-more" to={to}>
      <span className="way-more-label">{t('order:way_choose')}</span>
      <span className="way-more-value">
        {way === 'delivery'
          ? t('order:way_delivery')
          : `${t('order:way_pickup')} · ${t(`order:dining_${dining}`)}`}
      </span>
      <IconChevron size={18} className="icon-dir" />
    </Link>
  )
}

export function WaySwitch({ shop, way, onWay }: { shop: ShopDetail; way: Way; onWay: (w: Way) => void }) {
  const { t } = useTranslation('order')
  const supported = (w: Way) => (w === 'delivery' ? shop.supportsDelivery : shop.supportsPickup)
  return (
    <RadioButtons
      label={t('order:way')}
      options={['delivery', 'pickup'] as const}
      value={way}
      onChange={onWay}
      className="way-switch"
      optionClass="way-option"
      activeClass="active"
      isDisabled={(w) => !supported(w)}
    >
      {(w) => (
        <>
          <span className="way-title">{t(`order:way_${w}`)}</span>
          <span className="way-tip">
            {supported(w) ? t(`order:way_${w}_tip`) : t('order:way_unsupported')}
          </span>
        </>
      )}
    </RadioButtons>
  )
}

export function PickupCard({
  shop,
  dining,
  onDining,
}: {
  shop: ShopDetail
  dining: Dining
  onDining: (d: Dining) => void
}) {
  const { t } = useTranslation('order')
  return (
    <section className="section pickup-card" aria-label={t('order:pickup_store')}>
      <h2 className="section-title">{t('order:pickup_store')}</h2>
      <p className="pickup-name">{shop.name}</p>
      <p className="pickup-line">
        <IconPin size={16} /> <span>{shop.address}</span>
      </p>
      {shop.addressZh && (
        <p className="pickup-line zh" lang="zh-Hans">
          {shop.addressZh}
        </p>
      )}
      <p className="pickup-line">
        <IconClock size={16} /> <bdi>{shop.hours.map((h) => `${h.open}–${h.close}`).join(', ')}</bdi>
      </p>
      <RadioButtons
        label={t('order:dining_option')}
        options={['dine_in', 'take_away'] as const}
        value={dining}
        onChange={onDining}
        className="dining-switch"
        optionClass="dining-option"
        activeClass="active"
      >
        {(d) => t(`order:dining_${d}`)}
      </RadioButtons>
    </section>
  )
}
