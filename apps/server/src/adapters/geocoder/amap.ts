import { gcj02ToWgs84, type LngLat, wgs84ToGcj02 } from '@siam/domain'
import {
  type GeocodedPlace,
  type Geocoder,
  getJson,
  providerUrl,
  SEARCH_LIMIT,
  str,
  unavailable,
  withCityFallback,
} from './geocoder'
import { findCity, providerName } from './offline'

export interface AmapOptions {
  /** e.g. https://restapi.amap.com */
  apiBase: string
  key: string
  timeoutMs: number
}

const six = (n: number) => n.toFixed(6)

function parseLocation(text: string): LngLat | null {
  const [lng, lat] = text.split(',').map(Number)
  return Number.isFinite(lng) && Number.isFinite(lat) ? { lng: lng as number, lat: lat as number } : null
}

/**
 * AMap web service (China site): /v3/geocode/regeo and /v3/place/text. AMap speaks GCJ-02: our
 * WGS-84 point is converted before asking, its answers converted back. Errors come as HTTP 200
 * with status "0" and an info code (e.g. INVALID_USER_KEY, DAILY_QUERY_OVER_LIMIT). Names come
 * in Chinese only: other readers get the offline dataset's English where it knows the name.
 */
export function createAmapGeocoder(options: AmapOptions): Geocoder {
  async function call(path: string, params: Record<string, string>) {
    const url = providerUrl(options.apiBase, path, { ...params, key: options.key, output: 'JSON' })
    const body = (await getJson(url, { timeoutMs: options.timeoutMs })) as Record<string, unknown> | null
    if (!body || typeof body !== 'object' || body.status !== '1') {
      throw unavailable(new Error(`AMap ${path}: ${str(body?.info)} (${str(body?.infocode)})`))
    }
    return body
  }

  return {
    kind: 'amap',
    async reverse(at, locale) {
      const gcj = wgs84ToGcj02(at)
      const body = await call('/v3/geocode/regeo', {
        location: `${six(gcj.lng)},${six(gcj.lat)}`,
        extensions: 'base',
        radius: '1000',
      })
      const regeo = body.regeocode as Record<string, unknown> | undefined
      const component = (regeo?.addressComponent ?? {}) as Record<string, unknown>
      const province = str(component.province)
      // Points at sea or abroad come back with every field empty.
      if (!province) return null
      const building = str((component.building as Record<string, unknown> | undefined)?.name)
      const neighborhood = str((component.neighborhood as Record<string, unknown> | undefined)?.name)
      const streetNumber = (component.streetNumber ?? {}) as Record<string, unknown>
      const street = `${str(streetNumber.street)}${str(streetNumber.number)}`
      const district = str(component.district)
      const nameZh = building || neighborhood || street || str(component.township) || district || province
      return withCityFallback({
        province: providerName(province, locale),
        city: providerName(str(component.city), locale),
        district: providerName(district, locale),
        name: providerName(nameZh, locale),
        lineZh: str(regeo?.formatted_address) || undefined,
        point: { lng: at.lng, lat: at.lat },
      })
    },
    async search(keywords, cityName, locale) {
      // AMap wants a Chinese city name (or code): translate "Shanghai" through the dataset.
      const city = cityName ? (findCity(cityName)?.zh ?? cityName) : ''
      const body = await call('/v3/place/text', {
        keywords,
        ...(city ? { city, citylimit: 'true' } : {}),
        offset: String(SEARCH_LIMIT),
        page: '1',
        extensions: 'base',
      })
      const pois = Array.isArray(body.pois) ? (body.pois as Record<string, unknown>[]) : []
      const places: GeocodedPlace[] = []
      for (const poi of pois) {
        const gcj = parseLocation(str(poi.location))
        if (!gcj) continue
        const province = str(poi.pname)
        const cityZh = str(poi.cityname)
        const district = str(poi.adname)
        const name = str(poi.name)
        const address = str(poi.address)
        places.push(
          withCityFallback({
            province: providerName(province, locale),
            city: providerName(cityZh, locale),
            district: providerName(district, locale),
            name: { zh: name, local: name },
            lineZh: `${province}${cityZh === province ? '' : cityZh}${district}${address}${name}`,
            point: gcj02ToWgs84(gcj),
          }),
        )
      }
      return places.slice(0, SEARCH_LIMIT)
    },
  }
}
