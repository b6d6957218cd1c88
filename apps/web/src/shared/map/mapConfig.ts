/**
 * Which map tiles a site uses, and how points move between the tiles' coordinate system and ours
 * (product rules 10, 11). No Leaflet here: pages and tests use this without loading the map.
 *
 * - China site: AMap (Gaode) raster tiles, drawn in GCJ-02, reachable in mainland China without a VPN.
 *   Markers are converted WGS-84 -> GCJ-02 to sit on the right street; a picked point comes back in GCJ-02.
 * - Global site: OpenStreetMap tiles, drawn in WGS-84; points go on the map as they are.
 *
 * The tile addresses are build-time configuration (Vite env, see docs/architecture.md "Maps and sites"):
 * VITE_MAP_CN_TILE_URL, VITE_MAP_CN_SUBDOMAINS, VITE_MAP_CN_ATTRIBUTION and the same with GLOBAL.
 * `{lang}` in a URL becomes the tile language (AMap: zh_cn or en).
 */
import { gcj02ToWgs84, type LngLat, wgs84ToGcj02 } from '@siam/domain'
import { type BuildEnv, config } from '../../config'
import type { Site } from '../site'

export type CoordSystem = 'wgs84' | 'gcj02'

export interface TileSource {
  site: Site
  /** Leaflet URL template with {s}, {x}, {y}, {z}; {lang} already filled in. */
  url: string
  subdomains: string
  attribution: string
  /** The system the tiles are drawn in: markers must be given in it. */
  coordSystem: CoordSystem
  maxZoom: number
}

export const DEFAULT_TILES = {
  cn: {
    url: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang={lang}&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    subdomains: '1234',
    attribution: '© AMap 高德地图',
    coordSystem: 'gcj02',
    maxZoom: 18,
  },
  global: {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    subdomains: '',
    attribution: '© OpenStreetMap contributors',
    coordSystem: 'wgs84',
    maxZoom: 19,
  },
} as const

const str = (v: string | boolean | undefined): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined

/** The tile source of a site in the app's language (`env` defaults to the build's configuration). */
export function tileSource(site: Site, lang: string, env: BuildEnv = config.mapEnv): TileSource {
  const prefix = site === 'cn' ? 'VITE_MAP_CN' : 'VITE_MAP_GLOBAL'
  const base = DEFAULT_TILES[site]
  const tileLang = lang.startsWith('zh') ? 'zh_cn' : 'en'
  const url = (str(env[`${prefix}_TILE_URL`]) ?? base.url).replaceAll('{lang}', tileLang)
  return {
    site,
    url,
    subdomains: str(env[`${prefix}_SUBDOMAINS`]) ?? base.subdomains,
    attribution: str(env[`${prefix}_ATTRIBUTION`]) ?? base.attribution,
    coordSystem: base.coordSystem,
    maxZoom: base.maxZoom,
  }
}

/** Every host a tile URL template can reach ({s} expanded over the subdomains). */
export function tileHosts(source: Pick<TileSource, 'url' | 'subdomains'>): string[] {
  const subs = source.url.includes('{s}') ? [...(source.subdomains || 'abc')] : ['']
  return [...new Set(subs.map((s) => new URL(source.url.replace('{s}', s)).hostname))]
}

/** Where a WGS-84 point is drawn on these tiles. */
export function toTiles(wgs84: LngLat, system: CoordSystem): LngLat {
  return system === 'gcj02' ? wgs84ToGcj02(wgs84) : { lng: wgs84.lng, lat: wgs84.lat }
}

/** A point picked on the map: as the tiles give it (with their system) and in both systems. */
export interface PickedPoint {
  lng: number
  lat: number
  coordSystem: CoordSystem
  wgs84: LngLat
  gcj02: LngLat
}

export function fromTiles(point: LngLat, system: CoordSystem): PickedPoint {
  const p = { lng: point.lng, lat: point.lat }
  return system === 'gcj02'
    ? { ...p, coordSystem: 'gcj02', gcj02: p, wgs84: gcj02ToWgs84(p) }
    : { ...p, coordSystem: 'wgs84', wgs84: p, gcj02: wgs84ToGcj02(p) }
}
