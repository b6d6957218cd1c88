import type { LngLat } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import {
  type GeocodedPlace,
  type Geocoder,
  getJson,
  providerUrl,
  readsChinese,
  SEARCH_LIMIT,
  str,
  unavailable,
  withCityFallback,
} from './geocoder'
import { findCity, providerName } from './offline'

export interface NominatimOptions {
  /** e.g. https://nominatim.openstreetmap.org, or a self-hosted instance */
  apiBase: string
  /** Nominatim's usage policy: an identifying User-Agent. */
  userAgent: string
  email?: string
  timeoutMs: number
}

/** OSM name tags per reader language, most specific first. */
const NAME_TAGS: Record<Locale, string[]> = {
  en: ['name:en'],
  'zh-Hans': ['name:zh-Hans', 'name:zh'],
  'zh-Hant': ['name:zh-Hant', 'name:zh'],
  ja: ['name:ja'],
  ko: ['name:ko'],
  ru: ['name:ru'],
  ur: ['name:ur'],
  ar: ['name:ar'],
  fr: ['name:fr'],
  de: ['name:de'],
  es: ['name:es'],
}

type Json = Record<string, unknown>

/**
 * Nominatim (global site): /reverse and /search, format=jsonv2, WGS-84. Chinese is asked first
 * (Accept-Language zh-CN) so the courier line is Chinese; `namedetails` brings the place's name in
 * the reader's language. "Nothing here" is HTTP 200 with {"error": "Unable to geocode"}.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const headers = {
    'User-Agent': options.userAgent,
    'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.5',
    Accept: 'application/json',
  }

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = providerUrl(options.apiBase, path, {
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      namedetails: '1',
      ...(options.email ? { email: options.email } : {}),
    })
    return getJson(url, { headers, timeoutMs: options.timeoutMs })
  }

  function toPlace(item: Json, locale: Locale): GeocodedPlace | null {
    const point: LngLat = { lng: Number(item.lon), lat: Number(item.lat) }
    if (!Number.isFinite(point.lng) || !Number.isFinite(point.lat)) return null
    const address = (item.address ?? {}) as Json
    const names = (item.namedetails ?? {}) as Json
    const province = str(address.state) || str(address.province) || str(address.region)
    const city = str(address.city) || str(address.municipality) || str(address.town) || str(address.county)
    const district =
      str(address.city_district) || str(address.district) || str(address.suburb) || str(address.borough)
    const road = `${str(address.road)}${str(address.house_number)}`
    const nameZh = str(names['name:zh']) || str(item.name) || road || district || city || province
    const local =
      NAME_TAGS[locale].map((tag) => str(names[tag])).find(Boolean) ||
      str(names['name:en']) ||
      (readsChinese(locale) ? nameZh : str(item.name) || nameZh)
    if (!province && !city && !nameZh) return null
    return withCityFallback({
      province: providerName(province, locale),
      city: providerName(city, locale),
      district: providerName(district, locale),
      name: { zh: nameZh, local },
      point,
    })
  }

  return {
    kind: 'nominatim',
    async reverse(at, locale) {
      const body = (await call('/reverse', { lat: String(at.lat), lon: String(at.lng), zoom: '18' })) as Json
      if (!body || typeof body !== 'object' || Array.isArray(body))
        throw unavailable(new Error('not an object'))
      if (body.error !== undefined) return null
      return toPlace(body, locale)
    },
    async search(keywords, cityName, locale) {
      // Free-form query with the city appended: Nominatim reads "人民广场, 上海市" as place, city.
      const city = cityName ? (findCity(cityName)?.zh ?? cityName) : ''
      const body = await call('/search', {
        q: city ? `${keywords}, ${city}` : keywords,
        limit: String(SEARCH_LIMIT),
      })
      if (!Array.isArray(body)) {
        if (body && typeof body === 'object' && (body as Json).error !== undefined) return []
        throw unavailable(new Error('search answer is not a list'))
      }
      return body
        .map((item) => toPlace(item as Json, locale))
        .filter((p): p is GeocodedPlace => p !== null)
        .slice(0, SEARCH_LIMIT)
    },
  }
}
