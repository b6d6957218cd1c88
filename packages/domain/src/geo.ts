/**
 * Coordinates. Stored and measured as WGS-84; Chinese map tiles and geocoders
 * use GCJ-02, so the app converts at the edges (product rules 10).
 */
export interface LngLat {
  lng: number
  lat: number
}

/** Reference point for tests and the default map centre (WGS-84). */
export const SHANGHAI_PEOPLES_SQUARE: LngLat = Object.freeze({ lng: 121.4737, lat: 31.2304 })

const DECIMAL = String.raw`-?\d+(?:\.\d+)?`
const POSITION_PATTERN = new RegExp(String.raw`^\s*(${DECIMAL})\s*,\s*(${DECIMAL})\s*$`)

export function isValidLngLat(p: LngLat): boolean {
  return Number.isFinite(p.lng) && Number.isFinite(p.lat) && Math.abs(p.lng) <= 180 && Math.abs(p.lat) <= 90
}

/** Parses the location store's 'lng,lat' string; anything unusable is null, never a throw. */
export function parsePosition(s: string): LngLat | null {
  const match = POSITION_PATTERN.exec(s)
  if (match === null) return null
  const p = { lng: Number(match[1]), lat: Number(match[2]) }
  return isValidLngLat(p) ? p : null
}

/** Six decimals is about 0.1 m, finer than any phone fix; trailing zeros are dropped. */
export function formatPosition(p: LngLat): string {
  if (!isValidLngLat(p)) throw new RangeError(`not a valid position: ${String(p.lng)},${String(p.lat)}`)
  // Number(...) drops trailing zeros and turns -0 into "0".
  const fmt = (x: number) => String(Number(x.toFixed(6)) + 0)
  return `${fmt(p.lng)},${fmt(p.lat)}`
}

/** Mean earth radius; the haversine error (< 0.5 %) is far below what fees need. */
export const EARTH_RADIUS_METERS = 6371000

const rad = (deg: number) => (deg * Math.PI) / 180

export function haversineMeters(a: LngLat, b: LngLat): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  // min() guards against h creeping past 1 by rounding for antipodal points.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(Math.min(1, h)))
}

/**
 * The rough rectangle used by every public GCJ-02 implementation; matching it
 * keeps our coordinates identical to what Chinese map SDKs produce.
 */
export function outOfChina(p: LngLat): boolean {
  return p.lng < 72.004 || p.lng > 137.8347 || p.lat < 0.8293 || p.lat > 55.8271
}

// Krasovsky 1940 ellipsoid, as in the published GCJ-02 algorithm (its eccentricity
// squared, 0.00669342162296594323, written as the double it rounds to).
const KRASOVSKY_A = 6378245.0
const KRASOVSKY_EE = 0.006693421622965943

function transformLat(x: number, y: number): number {
  let ret = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  ret += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0
  ret += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0
  return ret
}

function transformLng(x: number, y: number): number {
  let ret = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  ret += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  ret += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0
  ret += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0
  return ret
}

function gcjOffset(p: LngLat): LngLat {
  const radLat = rad(p.lat)
  const sinLat = Math.sin(radLat)
  const magic = 1 - KRASOVSKY_EE * sinLat * sinLat
  const sqrtMagic = Math.sqrt(magic)
  const dLat =
    (transformLat(p.lng - 105.0, p.lat - 35.0) * 180.0) /
    (((KRASOVSKY_A * (1 - KRASOVSKY_EE)) / (magic * sqrtMagic)) * Math.PI)
  const dLng =
    (transformLng(p.lng - 105.0, p.lat - 35.0) * 180.0) /
    ((KRASOVSKY_A / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { lng: dLng, lat: dLat }
}

export function wgs84ToGcj02(p: LngLat): LngLat {
  if (outOfChina(p)) return { lng: p.lng, lat: p.lat }
  const d = gcjOffset(p)
  return { lng: p.lng + d.lng, lat: p.lat + d.lat }
}

/**
 * GCJ-02 has no closed-form inverse. The offset changes slowly, so fixed-point
 * iteration converges to well under a millimetre in a few steps.
 */
export function gcj02ToWgs84(p: LngLat): LngLat {
  if (outOfChina(p)) return { lng: p.lng, lat: p.lat }
  let w: LngLat = { lng: p.lng, lat: p.lat }
  for (let i = 0; i < 30; i++) {
    const g = wgs84ToGcj02(w)
    const dLng = g.lng - p.lng
    const dLat = g.lat - p.lat
    w = { lng: w.lng - dLng, lat: w.lat - dLat }
    if (Math.abs(dLng) < 1e-10 && Math.abs(dLat) < 1e-10) break
  }
  return w
}

/** Which datum a point is in: GPS / browser / OpenStreetMap (wgs84) or Chinese maps (gcj02). */
export type CoordSystem = 'wgs84' | 'gcj02'

/** The point in WGS-84, whatever system it came in (the server measures in WGS-84). */
export function toWgs84(p: LngLat, system: CoordSystem): LngLat {
  return system === 'gcj02' ? gcj02ToWgs84(p) : { lng: p.lng, lat: p.lat }
}

/** The point in GCJ-02, for Chinese map tiles and geocoders. */
export function toGcj02(p: LngLat, system: CoordSystem): LngLat {
  return system === 'wgs84' ? wgs84ToGcj02(p) : { lng: p.lng, lat: p.lat }
}

/** Both systems at once, as the API answers every point (decision 0011). */
export function bothSystems(p: LngLat, system: CoordSystem): { wgs84: LngLat; gcj02: LngLat } {
  return { wgs84: toWgs84(p, system), gcj02: toGcj02(p, system) }
}

/**
 * Distance between two points given in any systems: both are brought to WGS-84 first, because a
 * GCJ-02 point measured against a WGS-84 one is off by the 300-700 m offset.
 */
export function distanceBetween(a: LngLat, aSystem: CoordSystem, b: LngLat, bSystem: CoordSystem): number {
  return haversineMeters(toWgs84(a, aSystem), toWgs84(b, bSystem))
}

export * from './geoPolygon'

/**
 * A distance for people, in their language: '850 m', '32.8 km' (Intl's unit names: '32.8公里',
 * '32,8 km', '32.8 كم'); one decimal from 1 km on, whole metres below; Latin digits everywhere, as
 * the app writes prices.
 */
export function formatDistance(meters: number | null | undefined, locale: string): string {
  if (meters === null || meters === undefined || !Number.isFinite(meters)) return ''
  const km = meters >= 1000
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    unitDisplay: 'short',
    maximumFractionDigits: km ? 1 : 0,
    numberingSystem: 'latn',
  }).format(km ? meters / 1000 : Math.max(0, Math.round(meters)))
}
