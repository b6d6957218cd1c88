/**
 * The Leaflet map of the delivery-area page (a lazy chunk: only AreaMapColumn imports it, through
 * React.lazy). It draws and reports; it decides nothing: every coordinate in and out is in the tiles'
 * system (tiles.ts converts), and the outline lives in the page's reducer (draft.ts, in useAreaEditor).
 *
 * Shows the shop, its radius circle (solid when the radius decides, a faint dashed hint when a
 * polygon does), the outline (a line while open, a polygon once closed) and one draggable handle per
 * point. A click on the map adds a point; a click (or Enter) on the first handle closes the outline.
 */
import type { LngLat, RingPosition } from '@siam/domain'
import type { LatLngTuple, LeafletKeyboardEvent, LeafletMouseEvent } from 'leaflet'
import { Attribution } from 'leaflet/src/control/Control.Attribution.js'
import { Zoom } from 'leaflet/src/control/Control.Zoom.js'
import { DivIcon } from 'leaflet/src/layer/marker/DivIcon.js'
import { Marker } from 'leaflet/src/layer/marker/Marker.js'
import { TileLayer } from 'leaflet/src/layer/tile/TileLayer.js'
import { Circle, Polygon, Polyline } from 'leaflet/src/layer/vector/index.js'
import { Map as LMap } from 'leaflet/src/map/Map.js'
import 'leaflet/src/map/handler/Map.Drag.js'
import 'leaflet/src/map/handler/Map.TouchZoom.js'
import 'leaflet/src/map/handler/Map.ScrollWheelZoom.js'
import 'leaflet/src/map/handler/Map.Keyboard.js'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef } from 'react'
import { viewBounds } from './geometry'
import type { TileSource } from './tiles'

export interface AreaMapLabels {
  /** What the map shows, for screen readers. */
  map: string
  zoomIn: string
  zoomOut: string
  shop: string
  /** A handle's name: "Point 3". */
  vertex: (n: number) => string
  /** The first handle's name while a click on it closes the outline. */
  closeHint: string
}

export interface AreaMapProps {
  source: TileSource
  /** The shop, in the tiles' system. */
  shop: LngLat
  rangeMeters: number
  /** true: the radius decides; false: a polygon does and the circle is only a hint. */
  radiusDecides: boolean
  /** The outline's points, in the tiles' system. */
  points: readonly RingPosition[]
  closed: boolean
  onAdd: (point: RingPosition) => void
  onMove: (index: number, point: RingPosition) => void
  onClose: () => void
  onTileError?: () => void
  labels: AreaMapLabels
}

const BRAND = '#004ca0'
const ACCENT = '#ff6a00'

const latLng = (p: RingPosition): LatLngTuple => [p[1], p[0]]

function handleIcon(first: boolean, closable: boolean): DivIcon {
  return new DivIcon({
    className: `area-handle${first ? ' area-handle-first' : ''}${closable ? ' area-handle-closable' : ''}`,
    iconSize: [16, 16],
    iconAnchor: [8, 8],
  })
}

const shopIcon = () =>
  new DivIcon({
    className: 'area-shop-pin',
    html: '<span class="area-shop-pin-head"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 34],
  })

type LiveProps = { readonly current: AreaMapProps }

/** The map, its controls and tiles, fitted to the shop's area and its outline; clicks add points. */
function createMap(el: HTMLElement, props: AreaMapProps, live: LiveProps): LMap {
  const { source, shop, rangeMeters, points, labels } = props
  const map = new LMap(el, {
    zoomControl: false,
    attributionControl: false,
    doubleClickZoom: false, // clicks add points
    center: [shop.lat, shop.lng],
    zoom: 14,
    maxZoom: source.maxZoom,
  })
  new Zoom({ position: 'topright', zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map)
  new Attribution({ prefix: 'Leaflet' }).addTo(map)
  new TileLayer(source.url, {
    subdomains: source.subdomains || 'abc',
    maxZoom: source.maxZoom,
    attribution: source.attribution,
  })
    .on('tileerror', () => live.current.onTileError?.())
    .addTo(map)
  const b = viewBounds(shop, rangeMeters, points)
  map.fitBounds(
    [
      [b.south, b.west],
      [b.north, b.east],
    ],
    { padding: [24, 24], animate: false },
  )
  map.on('click', (e: LeafletMouseEvent) => {
    const p = e.latlng.wrap()
    live.current.onAdd([p.lng, p.lat])
  })
  return map
}

/** The radius circle, the shop, the outline and its handles on `map`; returns what removes them. */
function drawShapes(
  map: LMap,
  props: Pick<AreaMapProps, 'shop' | 'rangeMeters' | 'radiusDecides' | 'points' | 'closed' | 'labels'>,
  live: LiveProps,
): () => void {
  const { shop, rangeMeters, radiusDecides, points, closed, labels } = props
  const layers: { remove: () => unknown }[] = []
  layers.push(
    new Circle([shop.lat, shop.lng], {
      radius: rangeMeters,
      interactive: false,
      color: radiusDecides ? ACCENT : '#6b7380',
      weight: radiusDecides ? 2 : 1,
      dashArray: radiusDecides ? undefined : '6 6',
      fillOpacity: radiusDecides ? 0.12 : 0,
    }).addTo(map),
  )
  layers.push(
    new Marker([shop.lat, shop.lng], {
      icon: shopIcon(),
      title: labels.shop,
      alt: labels.shop,
      keyboard: false,
      interactive: false,
    }).addTo(map),
  )
  const vertices = points.map(latLng)
  const outline = closed
    ? new Polygon(vertices, { interactive: false, color: BRAND, weight: 3, fillOpacity: 0.15 })
    : new Polyline(vertices, { interactive: false, color: BRAND, weight: 3, dashArray: '8 6' })
  layers.push(outline.addTo(map))
  const closable = !closed && points.length >= 3
  points.forEach((p, i) => {
    layers.push(pointHandle({ point: p, index: i, closable, labels, vertices, outline, live }).addTo(map))
  })
  return () => {
    for (const layer of layers) layer.remove()
  }
}

/** The draggable handle of one point; while the outline can be closed, the first one closes it. */
function pointHandle({
  point,
  index: i,
  closable,
  labels,
  vertices,
  outline,
  live,
}: {
  point: RingPosition
  index: number
  closable: boolean
  labels: AreaMapLabels
  /** the outline's vertices, moved in place while a handle is dragged */
  vertices: LatLngTuple[]
  outline: Polygon | Polyline
  live: LiveProps
}): Marker {
  const first = i === 0
  const name = first && closable ? labels.closeHint : labels.vertex(i + 1)
  const handle = new Marker(latLng(point), {
    icon: handleIcon(first, closable),
    draggable: true,
    autoPan: true,
    title: name,
    alt: name,
  })
  // While dragging, only the drawing follows; the reducer hears the end (one undo step per drag).
  handle.on('drag', () => {
    vertices[i] = [handle.getLatLng().lat, handle.getLatLng().lng]
    outline.setLatLngs(vertices)
  })
  handle.on('dragend', () => {
    const q = handle.getLatLng().wrap()
    live.current.onMove(i, [q.lng, q.lat])
  })
  if (first && closable) {
    handle.on('click', () => live.current.onClose())
    // Leaflet gives the handle role="button" and a tab stop; Enter should press it too.
    handle.on('keydown', (e: LeafletKeyboardEvent) => {
      if (e.originalEvent.key === 'Enter') live.current.onClose()
    })
  }
  return handle
}

export default function AreaMap(props: AreaMapProps) {
  const { source, shop, rangeMeters, radiusDecides, points, closed, labels } = props
  const el = useRef<HTMLDivElement>(null)
  const mapRef = useRef<LMap | null>(null)
  // The latest callbacks and labels, read by Leaflet's handlers without rebuilding the map.
  const live = useRef(props)
  live.current = props

  // One map per tile source, fitted once to the shop's area; removed on unmount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first view only; shapes follow in the effect below
  useEffect(() => {
    if (!el.current) return
    const map = createMap(el.current, live.current, live)
    mapRef.current = map
    return () => {
      map.remove()
      mapRef.current = null
    }
  }, [source.url, source.subdomains, source.attribution, source.maxZoom, source.coordSystem])

  // The shapes, redrawn whenever the outline or the shop's area changes.
  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    return drawShapes(map, { shop, rangeMeters, radiusDecides, points, closed, labels }, live)
  }, [points, closed, shop, rangeMeters, radiusDecides, labels])

  return (
    <div className={closed ? 'area-map' : 'area-map area-map-drawing'}>
      <div ref={el} className="area-map-canvas" role="application" aria-label={labels.map} />
    </div>
  )
}
