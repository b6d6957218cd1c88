import type { LngLat } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { AppError } from '../../platform/errors'
import { providerFetch } from '../payments/provider-http'

/** A name in Chinese (for couriers and Chinese readers) and in the reader's language where known. */
export interface GeoName {
  zh: string
  local: string
}

/** What every adapter answers, whatever its provider speaks. */
export interface GeocodedPlace {
  province: GeoName
  /** Never empty when the province is known: falls back to the province (municipalities). */
  city: GeoName
  district: GeoName
  /** The point itself: a place, building or street, else the district or city. */
  name: GeoName
  /** The provider's own full Chinese line when it has one (AMap's formatted_address). */
  lineZh?: string
  /** WGS-84. */
  point: LngLat
}

/**
 * The geocoding port (decision 0011). Points in and out are WGS-84; an adapter whose provider
 * speaks GCJ-02 converts at its edge. `reverse` answers null when nothing is known at the point;
 * a provider that fails (network, quota, bad key) throws AppError('GEOCODER_UNAVAILABLE').
 */
export interface Geocoder {
  readonly kind: 'offline' | 'amap' | 'nominatim'
  reverse(point: LngLat, locale: Locale): Promise<GeocodedPlace | null>
  /**
   * Best first, at most `SEARCH_LIMIT`. `city` is a city name in any language, narrowing the search;
   * `near` (WGS-84) puts the nearest of equally good matches first where the provider can.
   */
  search(keywords: string, city: string | undefined, locale: Locale, near?: LngLat): Promise<GeocodedPlace[]>
}

export const SEARCH_LIMIT = 20

/** Readers of Chinese characters get the Chinese name; everybody else the English/pinyin one. */
export function readsChinese(locale: Locale): boolean {
  return locale === 'zh-Hans' || locale === 'zh-Hant' || locale === 'ja'
}

export function geoName(zh: string, en: string, locale: Locale): GeoName {
  return { zh, local: readsChinese(locale) ? zh || en : en || zh }
}

export const EMPTY_NAME: GeoName = Object.freeze({ zh: '', local: '' })

/** The product's rule: a missing city is the province (spec 7: "falling back to the province"). */
export function withCityFallback(place: GeocodedPlace): GeocodedPlace {
  if (place.city.zh || place.city.local) return place
  return { ...place, city: place.province }
}

/**
 * The Chinese line a courier reads: the provider's own line, else province, city, district and
 * name joined without repeats (上海市 is both province and city) and without parts already
 * contained in the line (人民广场附近 after 人民广场).
 */
export function chineseLine(place: GeocodedPlace): string {
  if (place.lineZh) return place.lineZh
  let line = ''
  for (const part of [place.province.zh, place.city.zh, place.district.zh, place.name.zh]) {
    if (part && !line.includes(part)) line += part
  }
  return line
}

export function unavailable(cause?: unknown): AppError {
  const error = new AppError('GEOCODER_UNAVAILABLE')
  if (cause !== undefined) error.cause = cause
  return error
}

/** A provider's endpoint: its base (a trailing slash or not), a path and the query. */
export function providerUrl(apiBase: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}${path}`)
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
  return url
}

/**
 * One GET to a provider (the payment adapters' providerFetch: same timeout and network handling):
 * a network failure, timeout or non-2xx status means "unavailable".
 */
export async function getJson(
  url: URL,
  init: { headers?: Record<string, string>; timeoutMs: number },
): Promise<unknown> {
  let response: Awaited<ReturnType<typeof providerFetch>>
  try {
    response = await providerFetch(
      url.toString(),
      { method: 'GET', ...(init.headers ? { headers: init.headers } : {}) },
      init.timeoutMs,
    )
  } catch (error) {
    // providerFetch wraps the network error as PROVIDER_ERROR; the geocoder's own key carries it.
    throw unavailable(error instanceof AppError ? error.cause : error)
  }
  if (response.status < 200 || response.status > 299)
    throw unavailable(new Error(`HTTP ${response.status}: ${response.body.slice(0, 200)}`))
  try {
    return JSON.parse(response.body) as unknown
  } catch (error) {
    throw unavailable(error)
  }
}

/** Providers answer empty fields as [] or {} (AMap) or leave them out: only a string is a value. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}
