/** A shop as a list card: photo, names, rating, sales, distance, time, fee, minimum, promotions, open state. */

import type { ShopCard } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { formatDistance } from '../../shared/format'
import { imageUrl } from '../../shared/image'
import { reductionVars, yuanText } from '../../shared/money'
import { Rating } from '../../shared/ui/Rating'

export function ShopCardView({ shop, eager }: { shop: ShopCard; eager?: boolean }) {
  const { t } = useTranslation(['home', 'help'])
  const closed = !shop.open || !shop.operating
  const src = imageUrl(shop.image)
  const showZh = shop.nameZh && shop.nameZh !== shop.name
  return (
    <li className={closed ? 'shop-card shop-card-closed' : 'shop-card'}>
      <Link to={paths.shopDetail(shop.id)} className="shop-card-link">
        <div className="shop-card-photo">
          {src ? (
            <img
              src={src}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              width={88}
              height={88}
            />
          ) : (
            <span className="shop-card-photo-empty" aria-hidden="true" />
          )}
        </div>
        <div className="shop-card-body">
          <h3 className="shop-card-name">{shop.name}</h3>
          {showZh && (
            <p className="name-zh" lang="zh-Hans">
              {shop.nameZh}
            </p>
          )}
          <p className="shop-card-meta">
            <Rating rating={shop.rating} count={shop.reviewCount} className="shop-card-rating" />
            <span>{t('monthly_sales', { n: shop.monthlySales })}</span>
            {shop.distanceMeters !== null && (
              <span className="shop-card-end">
                <bdi dir="ltr">{formatDistance(shop.distanceMeters)}</bdi>
              </span>
            )}
          </p>
          <p className="shop-card-meta">
            <span>{t('minimum_order', { amount: yuanText(shop.minimumOrderFen) })}</span>
            {!shop.inRange && shop.supportsDelivery && shop.distanceMeters !== null && (
              <span className="shop-card-far">{t('help:does_not_deliver_here')}</span>
            )}
            {shop.deliveryFeeFen !== null && (
              <span>
                {shop.deliveryFeeFen === 0
                  ? t('free_delivery')
                  : t('delivery_fee', { amount: yuanText(shop.deliveryFeeFen) })}
              </span>
            )}
            {shop.deliveryMinutes !== null && (
              <span className="shop-card-end">{t('delivery_minutes', { n: shop.deliveryMinutes })}</span>
            )}
          </p>
          <div className="shop-card-pills">
            {closed ? (
              <span className="pill pill-closed">{t('shop_closed')}</span>
            ) : (
              shop.closingSoon && <span className="pill pill-warning">{t('closing_soon')}</span>
            )}
            {shop.fullReductionTiers.map((tier) => (
              <span className="pill" key={`${tier.thresholdFen}-${tier.reductionFen}`}>
                {t('home:full_reduction_short', reductionVars(tier))}
              </span>
            ))}
          </div>
        </div>
      </Link>
    </li>
  )
}
