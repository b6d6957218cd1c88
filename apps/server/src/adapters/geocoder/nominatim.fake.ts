import { haversineMeters } from '@siam/domain'
import { startFakeHttp } from './fake-http'

/**
 * A local stand-in for a Nominatim server (/reverse and /search, format=jsonv2, WGS-84): refuses
 * requests without a User-Agent (HTTP 403, as the public instance does), answers "nothing here"
 * as HTTP 200 {"error": "Unable to geocode"}, and names places in Chinese when asked (Accept-Language).
 */
export const FAKE_OSM_PLACES = [
  {
    place_id: 1001,
    lat: '31.2304',
    lon: '121.4737',
    category: 'place',
    type: 'square',
    name: { zh: '人民广场', en: "People's Square", fr: 'Place du Peuple' },
    address: {
      road: { zh: '人民大道', en: 'Renmin Avenue' },
      suburb: { zh: '南京东路街道', en: 'Nanjing East Road Subdistrict' },
      city_district: { zh: '黄浦区', en: 'Huangpu District' },
      city: { zh: '上海市', en: 'Shanghai' },
      state: { zh: '上海市', en: 'Shanghai' },
      country: { zh: '中国', en: 'China' },
    },
  },
  {
    place_id: 1002,
    lat: '48.8584',
    lon: '2.2945',
    category: 'tourism',
    type: 'attraction',
    name: { zh: '埃菲尔铁塔', en: 'Eiffel Tower', fr: 'Tour Eiffel' },
    address: {
      road: { zh: '', en: 'Avenue Gustave Eiffel' },
      city_district: { zh: '', en: '7th Arrondissement' },
      city: { zh: '巴黎', en: 'Paris' },
      state: { zh: '法兰西岛大区', en: 'Ile-de-France' },
      country: { zh: '法国', en: 'France' },
    },
  },
]

type Lang = 'zh' | 'en'

function render(place: (typeof FAKE_OSM_PLACES)[number], lang: Lang) {
  const address: Record<string, string> = {}
  for (const [k, v] of Object.entries(place.address)) address[k] = v[lang] || v.en
  address.country_code = place.address.country.en === 'China' ? 'cn' : 'fr'
  const namedetails: Record<string, string> = { name: place.name.zh }
  for (const [k, v] of Object.entries(place.name)) namedetails[`name:${k}`] = v
  if (place.address.country.en !== 'China') namedetails.name = place.name.fr
  const name = lang === 'zh' ? place.name.zh : namedetails.name
  return {
    place_id: place.place_id,
    lat: place.lat,
    lon: place.lon,
    category: place.category,
    type: place.type,
    name,
    display_name: [name, ...Object.values(address)].join(', '),
    address,
    namedetails,
  }
}

export async function startFakeNominatim() {
  return startFakeHttp((path, query, request) => {
    if (!request.headers['user-agent']) return { status: 403, json: { error: 'Access blocked' } }
    if (query.get('format') !== 'jsonv2') return { status: 400, json: { error: 'format must be jsonv2' } }
    const lang: Lang = String(request.headers['accept-language'] ?? '').startsWith('zh') ? 'zh' : 'en'
    if (path === '/reverse') {
      const at = { lng: Number(query.get('lon')), lat: Number(query.get('lat')) }
      if (!Number.isFinite(at.lng) || !Number.isFinite(at.lat))
        return { status: 400, json: { error: { code: 400, message: 'Parameter lat/lon missing' } } }
      const place = FAKE_OSM_PLACES.find((p) => haversineMeters({ lng: +p.lon, lat: +p.lat }, at) <= 2000)
      return { json: place ? render(place, lang) : { error: 'Unable to geocode' } }
    }
    if (path === '/search') {
      const q = (query.get('q') ?? '').toLowerCase()
      const first = q.split(',')[0]?.trim() ?? ''
      const hits = FAKE_OSM_PLACES.filter((p) =>
        Object.values(p.name).some((n) => n.toLowerCase().includes(first) && first !== ''),
      )
      return { json: hits.slice(0, Number(query.get('limit') ?? 10)).map((p) => render(p, lang)) }
    }
    return { status: 404, json: { error: 'unknown path' } }
  })
}
export type FakeNominatim = Awaited<ReturnType<typeof startFakeNominatim>>
