/**
 * The map side of the delivery-area page: Leaflet's chunk loads here (lazily, so the console's first
 * load carries none of it), the map reports clicks and drags as outline actions, and a tile failure
 * shows a notice under it.
 */
import type { DeliveryArea } from '@siam/contracts'
import type { LngLat } from '@siam/domain'
import { lazy, Suspense, useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { AreaMapLabels } from './AreaMap'
import type { Draft, DraftAction } from './draft'
import type { TileSource } from './tiles'

const AreaMap = lazy(() => import('./AreaMap'))

export function AreaMapColumn({
  source,
  area,
  shop,
  radiusDecides,
  draft,
  act,
  tileError,
  onTileError,
}: {
  source: TileSource
  area: DeliveryArea
  /** the shop, in the tiles' system */
  shop: LngLat
  radiusDecides: boolean
  draft: Draft
  act: (action: DraftAction) => void
  tileError: boolean
  onTileError: () => void
}) {
  const { t } = useTranslation()
  const onAdd = useCallback((point: readonly [number, number]) => act({ type: 'add', point }), [act])
  const onMove = useCallback(
    (index: number, point: readonly [number, number]) => act({ type: 'move', index, point }),
    [act],
  )
  const onClose = useCallback(() => act({ type: 'close' }), [act])
  const labels = useMemo<AreaMapLabels>(
    () => ({
      map: t('console:area_map_label'),
      zoomIn: t('console:area_zoom_in'),
      zoomOut: t('console:area_zoom_out'),
      shop: t('console:area_shop_marker'),
      vertex: (n) => t('console:area_point', { n }),
      closeHint: t('console:area_close_hint'),
    }),
    [t],
  )

  return (
    <div className="area-map-column">
      <Suspense fallback={<div className="area-map area-map-loading">{t('console:area_map_loading')}</div>}>
        <AreaMap
          key={`${area.shopId}|${source.url}|${source.coordSystem}`}
          source={source}
          shop={shop}
          rangeMeters={area.rangeMeters}
          radiusDecides={radiusDecides}
          points={draft.points}
          closed={draft.closed}
          onAdd={onAdd}
          onMove={onMove}
          onClose={onClose}
          onTileError={onTileError}
          labels={labels}
        />
      </Suspense>
      {tileError && <p className="notice">{t('console:area_tile_error')}</p>}
    </div>
  )
}
