import type { Config } from '../../config'
import { createAmapGeocoder } from './amap'
import type { GeocodedPlace, Geocoder } from './geocoder'
import { createNominatimGeocoder } from './nominatim'
import { createOfflineGeocoder } from './offline'

export type { GeocodedPlace, Geocoder } from './geocoder'
export { chineseLine } from './geocoder'
export { doorInChinese, streetInChinese } from './street-zh'

/** Remembered answers per process: repeated taps on the same map point cost one provider call. */
const CACHE_ENTRIES = 2000

/**
 * Keeps the last answers of a paid or rate-limited provider (a Map in insertion order is an LRU
 * when hits are re-inserted). Points are rounded to 5 decimals (~1 m); failures are not cached.
 */
export function cachedGeocoder(inner: Geocoder, entries = CACHE_ENTRIES): Geocoder {
  const cache = new Map<string, Promise<GeocodedPlace | null | GeocodedPlace[]>>()
  async function remember<T extends GeocodedPlace | null | GeocodedPlace[]>(
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    const hit = cache.get(key)
    if (hit) {
      cache.delete(key)
      cache.set(key, hit)
      return hit as Promise<T>
    }
    const pending = load()
    cache.set(key, pending)
    if (cache.size > entries) cache.delete(cache.keys().next().value as string)
    pending.catch(() => cache.delete(key))
    return pending
  }
  return {
    kind: inner.kind,
    reverse: (at, locale) =>
      remember(`r|${at.lng.toFixed(5)}|${at.lat.toFixed(5)}|${locale}`, () => inner.reverse(at, locale)),
    // The nearest-first order depends on where the visitor is, to about 1 km.
    search: (keywords, city, locale, near) =>
      remember(
        `s|${keywords}|${city ?? ''}|${locale}|${near ? `${near.lng.toFixed(2)},${near.lat.toFixed(2)}` : ''}`,
        () => inner.search(keywords, city, locale, near),
      ),
  }
}

/** The adapter the configuration selects (GEOCODER=offline|amap|nominatim). */
export function createGeocoder(config: Config): Geocoder {
  if (config.GEOCODER === 'amap') {
    if (!config.AMAP_KEY) throw new Error('AMAP_KEY is required when GEOCODER=amap')
    return cachedGeocoder(
      createAmapGeocoder({
        apiBase: config.AMAP_API_BASE,
        key: config.AMAP_KEY,
        timeoutMs: config.GEOCODER_TIMEOUT_MS,
      }),
    )
  }
  if (config.GEOCODER === 'nominatim') {
    return cachedGeocoder(
      createNominatimGeocoder({
        apiBase: config.NOMINATIM_API_BASE,
        userAgent: config.NOMINATIM_USER_AGENT,
        email: config.NOMINATIM_EMAIL,
        timeoutMs: config.GEOCODER_TIMEOUT_MS,
      }),
    )
  }
  return createOfflineGeocoder()
}
