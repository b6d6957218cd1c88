/**
 * The console map's tiles and how points move between them and the stored WGS-84 (decision 0011).
 * No Leaflet here: the page and the tests use this without loading the map.
 *
 * Merchants work in mainland China, so the default is AMap raster tiles, drawn in GCJ-02: a stored
 * WGS-84 ring is shifted into GCJ-02 to sit on the right streets, and a ring drawn on the tiles is in
 * GCJ-02 (the server is told so with `coordSystem`). Build-time configuration (src/config.ts) may
 * point the console elsewhere.
 */
import { type CoordSystem, type LngLat, type RingPosition, toWgs84, wgs84ToGcj02 } from '@siam/domain'
import { type ConfigEnv, tileSettings } from '../../config'

export interface TileSource {
  /** Leaflet URL template with {s}, {x}, {y}, {z}; {lang} already filled in. */
  url: string
  subdomains: string
  attribution: string
  /** The system the tiles are drawn in: everything put on the map must be in it. */
  coordSystem: CoordSystem
  maxZoom: number
}

export const DEFAULT_TILES = {
  // Chinese street names whatever the console's language: shop and customer addresses are Chinese.
  url: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
  subdomains: '1234',
  attribution: '© AMap 高德地图',
  coordSystem: 'gcj02',
  maxZoom: 18,
} as const satisfies Omit<TileSource, 'url'> & { url: string }

/**
 * The console's tiles; `{lang}` in a configured template becomes zh_cn for Chinese readers, else en.
 * `env` stands in for the build's configuration (tests).
 */
export function consoleTileSource(lang: string, env?: ConfigEnv): TileSource {
  const tileLang = lang.startsWith('zh') ? 'zh_cn' : 'en'
  const configured = tileSettings(env)
  const coords = configured.coords
  return {
    url: (configured.url ?? DEFAULT_TILES.url).replaceAll('{lang}', tileLang),
    subdomains: configured.subdomains ?? DEFAULT_TILES.subdomains,
    attribution: configured.attribution ?? DEFAULT_TILES.attribution,
    coordSystem: coords === 'wgs84' || coords === 'gcj02' ? coords : DEFAULT_TILES.coordSystem,
    maxZoom: DEFAULT_TILES.maxZoom,
  }
}

/** Where a WGS-84 point is drawn on tiles in `system`. */
export function toTiles(wgs84: LngLat, system: CoordSystem): LngLat {
  return system === 'gcj02' ? wgs84ToGcj02(wgs84) : { lng: wgs84.lng, lat: wgs84.lat }
}

/** A point of the tiles back in WGS-84: the domain's `toWgs84`. */
export const fromTiles: (point: LngLat, system: CoordSystem) => LngLat = toWgs84

/** A stored [lng, lat] WGS-84 ring as drawn on the tiles. */
export function ringToTiles(ring: readonly RingPosition[], system: CoordSystem): [number, number][] {
  return ring.map((p) => {
    const t = toTiles({ lng: p[0], lat: p[1] }, system)
    return [t.lng, t.lat]
  })
}

/** A ring drawn on the tiles, in WGS-84 (for the area and the check the server makes after converting). */
export function ringFromTiles(ring: readonly RingPosition[], system: CoordSystem): [number, number][] {
  return ring.map((p) => {
    const w = fromTiles({ lng: p[0], lat: p[1] }, system)
    return [w.lng, w.lat]
  })
}
