/**
 * The Leaflet map (lazy chunk; only MapView imports it). Tiles per site (mapConfig), markers converted
 * to the tiles' system, no marker images (CSS pins), no requests beyond the tiles.
 *
 * Picker mode: a pin stays in the middle while the member drags the map; whenever the map stops, the
 * centre is reported as a PickedPoint (in the tiles' system and both others).
 */
import type { LngLat } from '@siam/domain'
import { Attribution } from 'leaflet/src/control/Control.Attribution.js'
import { Zoom } from 'leaflet/src/control/Control.Zoom.js'
import { DivIcon } from 'leaflet/src/layer/marker/DivIcon.js'
import { Marker } from 'leaflet/src/layer/marker/Marker.js'
import { TileLayer } from 'leaflet/src/layer/tile/TileLayer.js'
import { Map as LMap } from 'leaflet/src/map/Map.js'
import 'leaflet/src/map/handler/Map.Drag.js'
import 'leaflet/src/map/handler/Map.TouchZoom.js'
import 'leaflet/src/map/handler/Map.DoubleClickZoom.js'
import 'leaflet/src/map/handler/Map.ScrollWheelZoom.js'
import 'leaflet/src/map/handler/Map.Keyboard.js'
import 'leaflet/src/map/handler/Map.TapHold.js'
import 'leaflet/dist/leaflet.css'
import './map.css'
import { useEffect, useRef } from 'react'
import { fromTiles, type PickedPoint, type TileSource, toTiles } from './mapConfig'

interface MapMarker {
  id: string
  /** WGS-84 */
  point: LngLat
  label: string
  kind?: 'shop' | 'address' | 'me'
}

export interface LeafletMapProps {
  source: TileSource
  /** WGS-84 */
  center: LngLat
  zoom?: number
  markers?: MapMarker[]
  picker?: boolean
  onCenter?: (p: PickedPoint) => void
  onTileError?: () => void
  /** What the map shows, for screen readers. */
  label: string
  zoomInLabel: string
  zoomOutLabel: string
}

/** Centres closer than this (degrees, ~1 m) count as the same: no feedback loop with onCenter. */
const SAME = 1e-5

/** A CSS pin (no marker images to fetch); the marker names it through `title`. */
function pinIcon(kind: MapMarker['kind']): DivIcon {
  return new DivIcon({
    className: `map-pin map-pin-${kind ?? 'address'}`,
    html: '<span class="map-pin-head"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 34],
  })
}

export default function LeafletMap({
  source,
  center,
  zoom = 16,
  markers = [],
  picker = false,
  onCenter,
  onTileError,
  label,
  zoomInLabel,
  zoomOutLabel,
}: LeafletMapProps) {
  const el = useRef<HTMLDivElement>(null)
  const mapRef = useRef<LMap | null>(null)
  const onCenterRef = useRef(onCenter)
  const onTileErrorRef = useRef(onTileError)
  onCenterRef.current = onCenter
  onTileErrorRef.current = onTileError

  // One map per source (the site decides the tiles and their system): created once, removed on unmount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view follows `center`/`zoom` in the effect below
  useEffect(() => {
    if (!el.current) return
    const start = toTiles(center, source.coordSystem)
    const map = new LMap(el.current, {
      zoomControl: false,
      attributionControl: false,
      center: [start.lat, start.lng],
      zoom,
      maxZoom: source.maxZoom,
    })
    new Zoom({ position: 'topright', zoomInTitle: zoomInLabel, zoomOutTitle: zoomOutLabel }).addTo(map)
    new Attribution({ prefix: 'Leaflet' }).addTo(map)
    new TileLayer(source.url, {
      subdomains: source.subdomains || 'abc',
      maxZoom: source.maxZoom,
      attribution: source.attribution,
    })
      .on('tileerror', () => onTileErrorRef.current?.())
      .addTo(map)
    map.on('moveend', () => {
      const c = map.getCenter()
      onCenterRef.current?.(fromTiles({ lng: c.lng, lat: c.lat }, source.coordSystem))
    })
    mapRef.current = map
    // The first view fired its moveend before anyone listened: report where the map starts.
    onCenterRef.current?.(fromTiles(start, source.coordSystem))
    return () => {
      map.remove()
      mapRef.current = null
    }
  }, [source.url, source.subdomains, source.coordSystem, source.maxZoom, source.attribution])

  // A new centre from outside (a search result, "my location"): move there unless already there.
  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    const target = toTiles(center, source.coordSystem)
    const now = map.getCenter()
    if (Math.abs(now.lat - target.lat) < SAME && Math.abs(now.lng - target.lng) < SAME) return
    map.setView([target.lat, target.lng], map.getZoom(), { animate: false })
  }, [center, source.coordSystem])

  // Markers, converted into the tiles' system.
  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    const layers = markers.map((m) => {
      const p = toTiles(m.point, source.coordSystem)
      return new Marker([p.lat, p.lng], {
        icon: pinIcon(m.kind),
        title: m.label,
        alt: m.label,
        keyboard: false,
        interactive: false,
      }).addTo(map)
    })
    return () => {
      for (const l of layers) l.remove()
    }
  }, [markers, source.coordSystem])

  return (
    <div className={picker ? 'map-frame map-picker' : 'map-frame'}>
      <div ref={el} className="map-canvas" role="application" aria-label={label} />
      {picker && (
        <span className="map-center-pin" aria-hidden="true">
          <span className="map-pin-head" />
        </span>
      )}
    </div>
  )
}
