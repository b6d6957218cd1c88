/**
 * The shop on the map (info tab; lazy, so the map and its catalogue load only here). The pin is
 * converted to the site's tiles (GCJ-02 on the China site's AMap tiles, as is on OpenStreetMap).
 */
import type { ShopDetail } from '@siam/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { MapView } from '../../shared/map/MapView'

export default function ShopLocationMap({ shop }: { shop: ShopDetail }) {
  const { t } = useTranslation('address')
  const point = useMemo(() => ({ lng: shop.lng, lat: shop.lat }), [shop.lng, shop.lat])
  const markers = useMemo(
    () => [{ id: shop.id, point, label: shop.name, kind: 'shop' as const }],
    [shop, point],
  )
  return (
    <section className="shop-map" aria-label={t('shop_map')}>
      <MapView center={point} zoom={16} markers={markers} label={t('shop_map_label', { name: shop.name })} />
    </section>
  )
}
