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
import { SHANGHAI_ROADS, TRANSPORT_HUBS } from './offline-roads'

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
  /** pinyin where people type it ("Jing'an Si"), else '' */
  pinyin: string
  district: District
  point: LngLat
}
/** A road of the demo city: house number 1 at `from`, `lastNo` at `to` (issue 15). */
interface Road {
  zh: string
  en: string
  pinyin: string
  district: District
  from: LngLat
  to: LngLat
  lastNo: number
}
/** An airport or main railway station of one of China's 50 largest cities (issue 15). */
interface Hub {
  zh: string
  en: string
  pinyin: string
  city: City
  /** the Shanghai district it lies in, when the dataset knows it */
  district: District | null
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
    return { zh, en, pinyin: PLACE_PINYIN[zh] ?? '', district, point: point(lng, lat) }
  })
  const roads: Road[] = SHANGHAI_ROADS.split(';').map((entry) => {
    const [zh, en, pinyin, districtZh, from, to, lastNo] = entry.split(',')
    const district = shanghai.find((d) => d.zh === districtZh)
    if (!zh || !en || !pinyin || !district || !from || !to) throw new Error(`bad road entry ${entry}`)
    const at = (text: string) => point(...(text.split(' ') as [string, string]))
    return { zh, en, pinyin, district, from: at(from), to: at(to), lastNo: Number(lastNo) }
  })
  const hubs: Hub[] = TRANSPORT_HUBS.split(';').map((entry) => {
    const [zh, en, cityZh, lng, lat] = entry.split(',')
    const city = cityByZh.get(cityZh ?? '')
    if (!zh || !en || !city) throw new Error(`bad hub entry ${entry}`)
    const at = point(lng, lat)
    const district = city.zh === '上海市' ? (nearest(shanghai, at, (d) => d.anchors)?.item ?? null) : null
    return { zh, en, pinyin: '', city, district, point: at }
  })
  return { provinces, cities, districts, places, roads, hubs }
}

type Gazetteer = ReturnType<typeof buildGazetteer>
let gazetteer: Gazetteer | null = null
export function offlineGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer()
  return gazetteer
}

/**
 * Lower case, no spaces or punctuation of any kind (apostrophes, hyphens, quotes, commas, full-width
 * forms): "Xi'an" = "xian", "Jing An" = "jingan", "Jing’an Temple" = "jingantemple".
 */
function normalizeName(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\p{Z}\s]/gu, '')
}

/** Pinyin of the places people type that way (issue 15). */
const PLACE_PINYIN: Record<string, string> = {
  人民广场: 'Renmin Guangchang',
  外滩: 'Waitan',
  豫园: 'Yuyuan',
  静安寺: "Jing'an Si",
  徐家汇: 'Xujiahui',
  陆家嘴: 'Lujiazui',
  新天地: 'Xintiandi',
  上海火车站: 'Shanghai Huochezhan',
  上海南站: 'Shanghai Nanzhan',
  虹桥机场: 'Hongqiao Jichang',
  虹桥火车站: 'Hongqiao Huochezhan',
  浦东国际机场: 'Pudong Guoji Jichang',
  东方明珠: 'Dongfang Mingzhu',
  上海博物馆: 'Shanghai Bowuguan',
  中山公园: 'Zhongshan Gongyuan',
  世纪公园: 'Shiji Gongyuan',
  五角场: 'Wujiaochang',
}

/** Words that mean the same in a road or place name: West = Xi = W, Road = Lu = Rd, ... */
const SAME_WORD: Record<string, string> = {
  west: 'w',
  w: 'w',
  xi: 'w',
  east: 'e',
  e: 'e',
  dong: 'e',
  north: 'n',
  n: 'n',
  bei: 'n',
  south: 's',
  s: 's',
  nan: 's',
  middle: 'm',
  mid: 'm',
  central: 'm',
  zhong: 'm',
  road: 'rd',
  rd: 'rd',
  lu: 'rd',
  street: 'st',
  st: 'st',
  jie: 'st',
  avenue: 'ave',
  ave: 'ave',
  dadao: 'ave',
  international: 'intl',
  intl: 'intl',
  guoji: 'intl',
  airport: 'airport',
  jichang: 'airport',
  station: 'station',
  zhan: 'station',
  railway: '',
  train: '',
  the: '',
  of: '',
  no: '',
  hao: '',
}
/** Joined pinyin as people type it: "xilu" = "xi lu", "zhonglu" = "zhong lu". */
const JOINED = /^(xi|dong|bei|nan|zhong)(lu|jie)$/

/** A name or query as its words ("1686" and other numbers left out), each in its canonical form. */
function wordsOf(s: string): string[] {
  const words: string[] = []
  for (const raw of s
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)) {
    if (!raw || /^\d+$/.test(raw)) continue
    const joined = JOINED.exec(raw)
    for (const w of joined ? [joined[1] ?? '', joined[2] ?? ''] : [raw]) {
      const same = SAME_WORD[w]
      if (same !== '') words.push(same ?? w)
    }
  }
  return words
}

/** The house number in a typed street ("1686 Nanjing West Road", "南京西路1686号"), not a road's "No. 1". */
export function houseNumberOf(s: string): number | null {
  const text = s.normalize('NFKC')
  for (const m of text.matchAll(/\d+/g)) {
    const after = text.slice((m.index ?? 0) + m[0].length)
    // "Shimen No. 1 Road": a number right before the road word is part of the road's name.
    if (/^\s*(road|rd|lu|street|st)\b/i.test(after)) continue
    const n = Number(m[0])
    if (n > 0 && n < 100_000) return n
  }
  return null
}

/** A Chinese road name without its direction before 路/街/大道: 南京西路 -> 南京路 (so 南京路 finds both). */
function looseZh(s: string): string {
  return s.replace(/[东西南北中]+(?=路|街|大道)/g, '')
}

const HAN = /\p{Script=Han}/u

/** Chinese administrative suffixes, so "上海" finds 上海市 and "浦东" finds 浦东新区. */
const ZH_SUFFIX = /(特别行政区|自治州|自治区|自治县|新区|地区|林区|市|省|区|县|盟|州)$/

type Named = { zh: string; en: string; pinyin?: string }

/** Each record's names as search compares them, normalized once (the records live for the process). */
const searchNames = new WeakMap<Named, { compact: string[]; words: string[][] }>()
function namesOf(item: Named) {
  let names = searchNames.get(item)
  if (!names) {
    const spellings = [item.en, item.pinyin ?? ''].filter(Boolean)
    names = {
      compact: [
        normalizeName(item.zh),
        normalizeName(item.zh.replace(ZH_SUFFIX, '')),
        ...spellings.map(normalizeName),
      ],
      words: spellings.map(wordsOf),
    }
    searchNames.set(item, names)
  }
  return names
}

/** A query as search compares it, prepared once per search. */
interface Query {
  compact: string
  words: string[]
  zh: string
}
function queryOf(keywords: string): Query {
  const withoutNumber = keywords.replace(/\d+\s*(号|號|弄)?/g, ' ')
  return {
    compact: normalizeName(keywords),
    words: wordsOf(withoutNumber),
    zh: HAN.test(keywords) ? normalizeName(withoutNumber) : '',
  }
}

/**
 * How well a query names the item: 0 exact, 1 prefix or every typed word in the name ("Pudong
 * Airport", "Nanjing Road"), 2 substring, null not at all.
 */
function nameMatches(q: Query | string, item: Named): number | null {
  const query = typeof q === 'string' ? queryOf(q) : q
  const k = query.compact
  if (!k) return null
  const names = namesOf(item)
  if (names.compact.includes(k)) return 0
  if (query.zh) {
    const zh = normalizeName(item.zh)
    if (zh === query.zh) return 0
    if (zh.startsWith(query.zh) || looseZh(zh) === looseZh(query.zh)) return 1
    if (query.zh.length >= 2 && (zh.includes(query.zh) || query.zh.endsWith(zh))) return 2
  }
  if (query.words.length > 0) {
    let best: number | null = null
    for (const words of names.words) {
      const exactly = query.words.every((w) => words.includes(w))
      if (exactly && query.words.length === words.length) return 0
      const all =
        exactly || query.words.every((w) => words.some((n) => n === w || (w.length >= 3 && n.startsWith(w))))
      if (all) best = 1
    }
    if (best !== null) return best
  }
  if (names.compact.some((n) => n.startsWith(k))) return 1
  if (names.compact.some((n) => n.includes(k))) return 2
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
 * The road (or else the place) a typed street names, matched word for word ("Nanjing West Road",
 * "nanjing xilu", "W Nanjing Rd"): the courier line's street in Chinese (issue 15).
 */
export function roadOrPlaceNamed(text: string): { kind: 'road' | 'place'; zh: string } | null {
  const g = offlineGazetteer()
  const q = queryOf(text)
  const road = g.roads.find((r) => nameMatches(q, r) === 0)
  if (road) return { kind: 'road', zh: road.zh }
  const place = g.places.find((p) => nameMatches(q, p) === 0)
  return place ? { kind: 'place', zh: place.zh } : null
}

/** A road as a search answer: with a house number, that number's point along it ("南京西路1686号"). */
function roadPlace(r: Road, houseNo: number | null, locale: Locale): GeocodedPlace {
  const at = houseNo === null ? 0.5 : Math.min(1, Math.max(0, (houseNo - 1) / Math.max(1, r.lastNo - 1)))
  const point = {
    lng: r.from.lng + (r.to.lng - r.from.lng) * at,
    lat: r.from.lat + (r.to.lat - r.from.lat) * at,
  }
  const zh = houseNo === null ? r.zh : `${r.zh}${houseNo}号`
  const en = houseNo === null ? r.en : `${houseNo} ${r.en}`
  return {
    ...cityPlace(r.district.city, locale),
    district: geoName(r.district.zh, r.district.en, locale),
    name: geoName(zh, en, locale),
    lineZh: `${r.district.city.province.zh === r.district.city.zh ? '' : r.district.city.province.zh}${r.district.city.zh}${r.district.zh}${zh}`,
    point,
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
    async search(keywords, cityName, locale, near) {
      const g = offlineGazetteer()
      const within = cityName ? findCity(cityName) : undefined
      const q = queryOf(keywords)
      const houseNo = houseNumberOf(keywords)
      const found: { score: number; city: City; place: GeocodedPlace }[] = []
      const consider = (score: number | null, city: City, place: () => GeocodedPlace) => {
        if (score !== null) found.push({ score, city, place: place() })
      }
      // Kind breaks ties: a place, a road, a hub, then a district, then a city of the same quality.
      for (const p of g.places) {
        consider(nameMatches(q, p), p.district.city, () => ({
          ...cityPlace(p.district.city, locale),
          district: geoName(p.district.zh, p.district.en, locale),
          name: geoName(p.zh, p.en, locale),
          point: { ...p.point },
        }))
      }
      for (const r of g.roads) {
        const score = nameMatches(q, r)
        // With a house number typed, the numbered road is the answer before any place of that name.
        const bonus = houseNo === null ? 0.05 : -0.5
        consider(score === null ? null : score + bonus, r.district.city, () => roadPlace(r, houseNo, locale))
      }
      for (const h of g.hubs) {
        const score = nameMatches(q, h)
        consider(score === null ? null : score + 0.1, h.city, () => ({
          ...cityPlace(h.city, locale),
          district: h.district ? geoName(h.district.zh, h.district.en, locale) : EMPTY_NAME,
          name: geoName(h.zh, h.en, locale),
          point: { ...h.point },
        }))
      }
      for (const d of g.districts) {
        const [anchor] = d.anchors
        if (!anchor) continue
        const score = nameMatches(q, d)
        consider(score === null ? null : score + 0.15, d.city, () => ({
          ...cityPlace(d.city, locale),
          district: geoName(d.zh, d.en, locale),
          name: geoName(d.zh, d.en, locale),
          point: { ...anchor },
        }))
      }
      for (const c of g.cities) {
        const score = nameMatches(q, c)
        consider(score === null ? null : score + 0.2, c, () => ({
          ...cityPlace(c, locale),
          district: EMPTY_NAME,
          name: geoName(c.zh, c.en, locale),
          point: { ...c.point },
        }))
      }
      // The city narrows the answer when anything there matches; else the rest of China answers
      // (a visitor whose location says Beijing still finds Jing'an Temple).
      const inCity = within ? found.filter((f) => f.city === within) : found
      const pool = inCity.length > 0 ? inCity : found
      const distance = (f: (typeof pool)[number]) => (near ? haversineMeters(near, f.place.point) : 0)
      // One answer per Chinese name (南京西路 is a place and a road): the better match.
      const seen = new Set<string>()
      return pool
        .map((f) => ({ ...f, meters: distance(f) }))
        .sort((a, b) => Math.floor(a.score) - Math.floor(b.score) || a.meters - b.meters || a.score - b.score)
        .filter((f) => {
          if (seen.has(f.place.name.zh)) return false
          seen.add(f.place.name.zh)
          return true
        })
        .slice(0, SEARCH_LIMIT)
        .map((f) => f.place)
    },
  }
}
