import { haversineMeters, type LngLat } from '@siam/domain'
import { startFakeHttp } from './fake-http'

/**
 * A local stand-in for the AMap web service (restapi.amap.com) as far as the geocoder uses it:
 * GET /v3/geocode/regeo and GET /v3/place/text, GCJ-02 coordinates, answers shaped as AMap's
 * (strings everywhere, empty fields as [], errors as HTTP 200 with status "0" and an info code).
 */

/** Known POIs, GCJ-02 (as AMap stores them). */
export const FAKE_AMAP_POIS = [
  {
    id: 'B00155L3B6',
    name: '人民广场',
    address: '人民大道',
    location: { lng: 121.475164, lat: 31.228816 },
    pname: '上海市',
    cityname: '上海市',
    adname: '黄浦区',
    township: '南京东路街道',
    street: '人民大道',
    number: '200号',
  },
  {
    id: 'B0FFFAB6J2',
    name: '东方明珠广播电视塔',
    address: '世纪大道1号',
    location: { lng: 121.499718, lat: 31.239703 },
    pname: '上海市',
    cityname: '上海市',
    adname: '浦东新区',
    township: '陆家嘴街道',
    street: '世纪大道',
    number: '1号',
  },
  {
    id: 'B000A83M61',
    name: '广州塔',
    address: '阅江西路222号',
    location: { lng: 113.324553, lat: 23.106414 },
    pname: '广东省',
    cityname: '广州市',
    adname: '海珠区',
    township: '赤岗街道',
    street: '阅江西路',
    number: '222号',
  },
]

const AMAP_INVALID_KEY = { status: '0', info: 'INVALID_USER_KEY', infocode: '10001' }

/** AMap's success envelope around an answer's own fields. */
const ok = (fields: Record<string, unknown>) => ({
  json: { status: '1', info: 'OK', infocode: '10000', ...fields },
})

function parse(location: string | null): LngLat | null {
  const [lng, lat] = (location ?? '').split(',').map(Number)
  return Number.isFinite(lng) && Number.isFinite(lat) ? { lng: lng as number, lat: lat as number } : null
}

export async function startFakeAmap(options: { key: string }) {
  return startFakeHttp((path, query) => {
    if (query.get('key') !== options.key) return { json: AMAP_INVALID_KEY }
    if (path === '/v3/geocode/regeo') {
      const at = parse(query.get('location'))
      if (!at) return { json: { status: '0', info: 'INVALID_PARAMS', infocode: '20000' } }
      const poi = FAKE_AMAP_POIS.find((p) => haversineMeters(p.location, at) <= 2000)
      if (!poi) {
        // AMap's answer for the open sea: success, every component empty.
        return ok({
          regeocode: {
            formatted_address: [],
            addressComponent: {
              country: [],
              province: [],
              city: [],
              citycode: [],
              district: [],
              adcode: [],
              township: [],
              towncode: [],
              neighborhood: { name: [], type: [] },
              building: { name: [], type: [] },
              streetNumber: { street: [], number: [], location: [], direction: [], distance: [] },
              businessAreas: [],
            },
          },
        })
      }
      const municipality = poi.pname === poi.cityname
      return ok({
        regeocode: {
          formatted_address: `${poi.pname}${municipality ? '' : poi.cityname}${poi.adname}${poi.township}${poi.name}`,
          addressComponent: {
            country: '中国',
            province: poi.pname,
            // AMap leaves city empty for the municipalities.
            city: municipality ? [] : poi.cityname,
            district: poi.adname,
            township: poi.township,
            neighborhood: { name: [], type: [] },
            building: { name: poi.name, type: '风景名胜' },
            streetNumber: { street: poi.street, number: poi.number, direction: '东', distance: '12.3' },
          },
        },
      })
    }
    if (path === '/v3/place/text') {
      const keywords = query.get('keywords') ?? ''
      const city = query.get('city')
      const limited = query.get('citylimit') === 'true'
      const pois = FAKE_AMAP_POIS.filter(
        (p) => p.name.includes(keywords) && (!limited || !city || p.cityname.startsWith(city)),
      )
      return ok({
        count: String(pois.length),
        pois: pois.map((p) => ({
          id: p.id,
          name: p.name,
          type: '风景名胜',
          address: p.address,
          location: `${p.location.lng},${p.location.lat}`,
          pname: p.pname,
          cityname: p.cityname,
          adname: p.adname,
        })),
      })
    }
    return { status: 404, json: { status: '0', info: 'UNKNOWN_PATH' } }
  })
}
export type FakeAmap = Awaited<ReturnType<typeof startFakeAmap>>
