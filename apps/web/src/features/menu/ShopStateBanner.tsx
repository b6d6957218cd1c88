/** "Resting" (closed) or "closing soon" banner of a shop (spec 4: closed state and the 30-minute flag). */
import type { ShopDetail } from '@siam/contracts'
import { useTranslation } from 'react-i18next'
import { formatTime } from '../../shared/format'
import { IconClock } from '../../shared/ui/icons'
import { isShopClosed } from './CartBar'
import './menu.css'

export function ShopStateBanner({
  shop,
}: {
  shop: Pick<ShopDetail, 'open' | 'operating' | 'closingSoon' | 'closesAt' | 'nextOpenAt'>
}) {
  const { t } = useTranslation('shop')
  if (isShopClosed(shop)) {
    return (
      <p className="shop-banner shop-banner-closed" role="status">
        <IconClock size={18} />
        <span>
          {shop.operating && shop.nextOpenAt
            ? t('shop:resting_until', { time: formatTime(shop.nextOpenAt) })
            : t('shop:resting_banner')}
        </span>
      </p>
    )
  }
  if (shop.closingSoon) {
    return (
      <p className="shop-banner shop-banner-warning" role="status">
        <IconClock size={18} />
        <span>
          {shop.closesAt
            ? t('shop:closing_soon_at', { time: formatTime(shop.closesAt) })
            : t('shop:closing_soon')}
        </span>
      </p>
    )
  }
  return null
}
