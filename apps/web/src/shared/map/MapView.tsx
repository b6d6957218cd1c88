/**
 * The map as screens use it: picks the tiles of the current site and language, and loads Leaflet (its
 * own chunk, with its CSS) only when a map is on screen. Switching the site rebuilds the map with the
 * other tiles and coordinate system.
 */
import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '../i18n'
import { useSite } from '../site'
import type { LeafletMapProps } from './LeafletMap'
import { type PickedPoint, tileSource } from './mapConfig'

const LeafletMap = lazy(() => import('./LeafletMap'))

export type { PickedPoint }

/** LeafletMap's props but the tiles and the zoom buttons' labels, which the view fills in. */
export type MapViewProps = Omit<LeafletMapProps, 'source' | 'zoomInLabel' | 'zoomOutLabel'>

export function MapView(props: MapViewProps) {
  const { t } = useTranslation('address')
  const site = useSite()
  const { lang } = useLang()
  const source = useMemo(() => tileSource(site, lang), [site, lang])
  return (
    <Suspense
      fallback={
        <div className={props.picker ? 'map-frame map-picker map-loading' : 'map-frame map-loading'}>
          {t('map_loading')}
        </div>
      }
    >
      <LeafletMap
        key={`${site}|${source.url}`}
        source={source}
        zoomInLabel={t('zoom_in')}
        zoomOutLabel={t('zoom_out')}
        {...props}
      />
    </Suspense>
  )
}
