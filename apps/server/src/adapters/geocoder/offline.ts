import { haversineMeters, type LngLat } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import {
  EMPTY_NAME,
  type GeocodedPlace,
  type Geocoder,
  type GeoName,
  geoName,
  readsChinese,
  SEARCH_LIMIT,
  withCityFallback,
} from './geocoder'
import { DISTRICTS, PROVINCES, SHANGHAI_PLACES } from './offline-data'

interface Province {
  zh: string
  en: string
}
interface City {
  zh: string
  en: string
  province: Province
  point: LngLat
  radiusMeters: number
}
interface District {
  zh: string
  en: string
  city: City
  anchors: LngLat[]
}
interface Place {
  zh: string
  en: string
  district: District
  point: LngLat
}

/** A place names the point when it is this close; "near" it (附近) up to NEAR_PLACE_METERS. */
const AT_PLACE_METERS = 300
const NEAR_PLACE_METERS = 1000
/** The nearest district anchor counts up to this far (suburban districts are 20-40 km wide). */
const DISTRICT_METERS = 30_000

function point(lng: string | undefined, lat: string | undefined): LngLat {
  const p = { lng: Number(lng), lat: Number(lat) }
  if (!Number.isFinite(p.lng) || !Number.isFinite(p.lat)) throw new Error(`bad point ${lng},${lat}`)
  return p
}

/** Parsed once: the dataset's compact strings into linked records. */
function buildGazetteer() {
  const provinces: Province[] = []
  const cities: City[] = []
  for (const data of PROVINCES) {
    const province = { zh: data.zh, en: data.en }
    provinces.push(province)
    for (const entry of data.cities.split(';')) {
      const [zh, en, lng, lat] = entry.split(',')
      if (!zh || !en) throw new Error(`bad city entry ${entry}`)
      cities.push({ zh, en, province, point: point(lng, lat), radiusMeters: data.radiusKm * 1000 })
    }
  }
  const cityByZh = new Map(cities.map((c) => [c.zh, c]))
  const districts: District[] = DISTRICTS.split(';').map((entry) => {
    const [zh, en, cityZh, anchors] = entry.split(',')
    const city = cityByZh.get(cityZh ?? '')
    if (!zh || !en || !city || !anchors) throw new Error(`bad district entry ${entry}`)
    return {
      zh,
      en,
      city,
      anchors: anchors.split('|').map((a) => point(...(a.split(' ') as [string, string]))),
    }
  })
  const shanghai = districts.filter((d) => d.city.zh === '上海市')
  const places: Place[] = SHANGHAI_PLACES.split(';').map((entry) => {
    const [zh, en, districtZh, lng, lat] = entry.split(',')
    const district = shanghai.find((d) => d.zh === districtZh)
    if (!zh || !en || !district) throw new Error(`bad place entry ${entry}`)
    return { zh, en, district, point: point(lng, lat) }
  })
  return { provinces, cities, districts, places }
}

type Gazetteer = ReturnType<typeof buildGazetteer>
let gazetteer: Gazetteer | null = null
export function offlineGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer()
  return gazetteer
}

/** Lower case, no spaces, apostrophes or hyphens: "Xi'an" = "xian", "Jing An" = "jingan". */
function normalizeName(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\s'’\-.·()（）]/g, '')
}

/** Chinese administrative suffixes, so "上海" finds 上海市 and "浦东" finds 浦东新区. */
const ZH_SUFFIX = /(特别行政区|自治州|自治区|自治县|新区|地区|林区|市|省|区|县|盟|州)$/

/** Each record's names as search compares them, normalized once (the records live for the process). */
const searchNames = new WeakMap<{ zh: string; en: string }, string[]>()
function namesOf(item: { zh: string; en: string }): string[] {
  let names = searchNames.get(item)
  if (!names) {
    names = [normalizeName(item.zh), normalizeName(item.zh.replace(ZH_SUFFIX, '')), normalizeName(item.en)]
    searchNames.set(item, names)
  }
  return names
}

/** How well a normalized keyword names the item: 0 exact, 1 prefix, 2 substring, null not at all. */
function nameMatches(k: string, item: { zh: string; en: string }): number | null {
  if (!k) return null
  const names = namesOf(item)
  if (names.includes(k)) return 0
  if (names.some((n) => n.startsWith(k))) return 1
  if (names.some((n) => n.includes(k))) return 2
  return null
}

/** The city a name means, in any language ("Shanghai", "上海", "上海市", "shang hai"); exact matches only. */
export function findCity(name: string): City | undefined {
  const { cities } = offlineGazetteer()
  const k = normalizeName(name)
  return cities.find((c) => nameMatches(k, c) === 0)
}

/**
 * A Chinese name from a provider (which answers in Chinese): as it is for readers of Chinese, else
 * the dataset's English where it knows the place.
 */
export function providerName(zh: string, locale: Locale): GeoName {
  return { zh, local: readsChinese(locale) ? zh : englishOf(zh) || zh }
}

/** English name of a Chinese province, city or district known to the dataset ('' when unknown). */
export function englishOf(zh: string): string {
  if (!zh) return ''
  const g = offlineGazetteer()
  const bare = zh.replace(ZH_SUFFIX, '')
  const same = (x: { zh: string }) => x.zh === zh || x.zh.replace(ZH_SUFFIX, '') === bare
  return (g.provinces.find(same) ?? g.cities.find(same) ?? g.districts.find(same))?.en ?? ''
}

function nearest<T>(items: T[], at: LngLat, pointsOf: (t: T) => LngLat[]) {
  let best: { item: T; meters: number } | null = null
  for (const item of items) {
    for (const p of pointsOf(item)) {
      // Cheap reject before the trigonometry: a degree of latitude is ~111 km.
      if (best && Math.abs(p.lat - at.lat) * 111_000 > best.meters) continue
      const meters = haversineMeters(at, p)
      if (!best || meters < best.meters) best = { item, meters }
    }
  }
  return best
}

function cityPlace(city: City, locale: Locale): Omit<GeocodedPlace, 'name' | 'point' | 'district'> {
  return {
    province: geoName(city.province.zh, city.province.en, locale),
    city: geoName(city.zh, city.en, locale),
  }
}

/**
 * The offline geocoder: reverse = the nearest known place, district and city centre within their
 * radii; search = name match in Chinese or English. Fast (a linear scan of ~500 points) and
 * needs no network, so it is the default and what the tests use.
 */
export function createOfflineGeocoder(): Geocoder {
  function resolve(at: LngLat, locale: Locale): GeocodedPlace | null {
    const g = offlineGazetteer()
    const place = nearest(g.places, at, (p) => [p.point])
    const nearPlace = place && place.meters <= NEAR_PLACE_METERS ? place : null
    const district = nearest(g.districts, at, (d) => d.anchors)
    const city = nearest(g.cities, at, (c) => [c.point])
    let inDistrict: District | null = nearPlace?.item.district ?? null
    if (!inDistrict && district && district.meters <= DISTRICT_METERS) {
      // A district anchor only wins over a nearer city centre of another city.
      const otherCityCloser = city && city.item !== district.item.city && city.meters < district.meters
      if (!otherCityCloser) inDistrict = district.item
    }
    const inCity = inDistrict?.city ?? (city && city.meters <= city.item.radiusMeters ? city.item : null)
    if (!inCity) return null
    const name = nearPlace
      ? {
          zh: nearPlace.meters <= AT_PLACE_METERS ? nearPlace.item.zh : `${nearPlace.item.zh}附近`,
          local: geoName(nearPlace.item.zh, nearPlace.item.en, locale).local,
        }
      : inDistrict
        ? geoName(inDistrict.zh, inDistrict.en, locale)
        : geoName(inCity.zh, inCity.en, locale)
    return withCityFallback({
      ...cityPlace(inCity, locale),
      district: inDistrict ? geoName(inDistrict.zh, inDistrict.en, locale) : EMPTY_NAME,
      name,
      point: { lng: at.lng, lat: at.lat },
    })
  }

  return {
    kind: 'offline',
    async reverse(at, locale) {
      return resolve(at, locale)
    },
    async search(keywords, cityName, locale) {
      const g = offlineGazetteer()
      const within = cityName ? findCity(cityName) : undefined
      const k = normalizeName(keywords)
      const scored: { score: number; place: GeocodedPlace }[] = []
      const consider = (score: number | null, place: () => GeocodedPlace) => {
        if (score !== null) scored.push({ score, place: place() })
      }
      for (const p of g.places) {
        if (within && p.district.city !== within) continue
        consider(nameMatches(k, p), () => ({
          ...cityPlace(p.district.city, locale),
          district: geoName(p.district.zh, p.district.en, locale),
          name: geoName(p.zh, p.en, locale),
          point: { ...p.point },
        }))
      }
      for (const d of g.districts) {
        if (within && d.city !== within) continue
        const [anchor] = d.anchors
        if (!anchor) continue
        consider(nameMatches(k, d), () => ({
          ...cityPlace(d.city, locale),
          district: geoName(d.zh, d.en, locale),
          name: geoName(d.zh, d.en, locale),
          point: { ...anchor },
        }))
      }
      for (const c of g.cities) {
        if (within && c !== within) continue
        // Kind breaks ties: a place, then a district, then a city of the same match quality.
        const score = nameMatches(k, c)
        consider(score === null ? null : score + 0.2, () => ({
          ...cityPlace(c, locale),
          district: EMPTY_NAME,
          name: geoName(c.zh, c.en, locale),
          point: { ...c.point },
        }))
      }
      return scored
        .sort((a, b) => a.score - b.score)
        .slice(0, SEARCH_LIMIT)
        .map((s) => s.place)
    },
  }
}
