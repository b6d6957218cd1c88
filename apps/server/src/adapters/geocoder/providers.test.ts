import { gcj02ToWgs84, haversineMeters, wgs84ToGcj02 } from '@siam/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../config'
import { expectAppError } from '../../test/assertions'
import { createAmapGeocoder } from './amap'
import { FAKE_AMAP_POIS, type FakeAmap, startFakeAmap } from './amap.fake'
import { chineseLine, type Geocoder } from './geocoder'
import { cachedGeocoder, createGeocoder } from './index'
import { createNominatimGeocoder } from './nominatim'
import { type FakeNominatim, startFakeNominatim } from './nominatim.fake'

const KEY = 'fake-amap-key-0123456789'

/** People's Square as AMap stores it (GCJ-02), and the same spot in WGS-84 for our side. */
const SQUARE_GCJ = FAKE_AMAP_POIS[0]?.location ?? { lng: 0, lat: 0 }
const SQUARE_WGS = gcj02ToWgs84(SQUARE_GCJ)

describe('AMap adapter (against a local fake)', () => {
  let fake: FakeAmap
  let amap: Geocoder
  beforeAll(async () => {
    fake = await startFakeAmap({ key: KEY })
    amap = createAmapGeocoder({ apiBase: fake.url, key: KEY, timeoutMs: 500 })
  })
  afterAll(async () => fake?.close())

  it('asks in GCJ-02 and answers the place, with the city falling back to the province', async () => {
    const place = await amap.reverse(SQUARE_WGS, 'en')
    const request = fake.requests.at(-1)
    expect(request?.path).toBe('/v3/geocode/regeo')
    expect(request?.query.get('key')).toBe(KEY)
    const gcj = wgs84ToGcj02(SQUARE_WGS)
    expect(request?.query.get('location')).toBe(`${gcj.lng.toFixed(6)},${gcj.lat.toFixed(6)}`)
    expect(place).toMatchObject({
      province: { zh: '上海市', local: 'Shanghai' },
      // AMap's city is [] for municipalities: the province stands in.
      city: { zh: '上海市', local: 'Shanghai' },
      district: { zh: '黄浦区', local: 'Huangpu' },
      name: { zh: '人民广场', local: '人民广场' },
    })
    expect(chineseLine(place as never)).toBe('上海市黄浦区南京东路街道人民广场')
    expect(place?.point).toEqual(SQUARE_WGS)
  })

  it('keeps the prefecture city where AMap gives one', async () => {
    const tower = FAKE_AMAP_POIS[2]?.location ?? { lng: 0, lat: 0 }
    const place = await amap.reverse(gcj02ToWgs84(tower), 'zh-Hans')
    expect(place).toMatchObject({
      province: { zh: '广东省', local: '广东省' },
      city: { zh: '广州市' },
      district: { zh: '海珠区' },
    })
  })

  it('answers null where AMap knows nothing (empty components)', async () => {
    expect(await amap.reverse({ lng: 125.5, lat: 27.5 }, 'en')).toBeNull()
  })

  it('searches with a Chinese city name and converts results back to WGS-84', async () => {
    const places = await amap.search('东方明珠', 'Shanghai', 'en')
    const request = fake.requests.at(-1)
    expect(request?.path).toBe('/v3/place/text')
    expect(request?.query.get('city')).toBe('上海市')
    expect(request?.query.get('citylimit')).toBe('true')
    expect(request?.query.get('keywords')).toBe('东方明珠')
    expect(places).toHaveLength(1)
    const [tower] = places
    expect(tower?.name.zh).toBe('东方明珠广播电视塔')
    const gcj = FAKE_AMAP_POIS[1]?.location ?? { lng: 0, lat: 0 }
    expect(haversineMeters(wgs84ToGcj02(tower?.point ?? { lng: 0, lat: 0 }), gcj)).toBeLessThan(0.01)
    expect(chineseLine(tower as never)).toBe('上海市浦东新区世纪大道1号东方明珠广播电视塔')
    expect(await amap.search('广州塔', '上海', 'en')).toEqual([])
    expect(await amap.search('广州塔', undefined, 'en')).toHaveLength(1)
  })

  it('turns error answers into GEOCODER_UNAVAILABLE', async () => {
    const wrongKey = createAmapGeocoder({ apiBase: fake.url, key: 'wrong', timeoutMs: 500 })
    await expectAppError(wrongKey.reverse(SQUARE_WGS, 'en'), 'GEOCODER_UNAVAILABLE')
    await expectAppError(wrongKey.search('人民广场', undefined, 'en'), 'GEOCODER_UNAVAILABLE')
    fake.fail({ httpStatus: 500 })
    await expectAppError(amap.reverse(SQUARE_WGS, 'en'), 'GEOCODER_UNAVAILABLE')
    fake.fail({ garbage: true })
    await expectAppError(amap.search('人民广场', undefined, 'en'), 'GEOCODER_UNAVAILABLE')
    fake.fail({ hang: true })
    await expectAppError(amap.reverse(SQUARE_WGS, 'en'), 'GEOCODER_UNAVAILABLE')
    const nobody = createAmapGeocoder({ apiBase: 'http://127.0.0.1:9', key: KEY, timeoutMs: 500 })
    await expectAppError(nobody.reverse(SQUARE_WGS, 'en'), 'GEOCODER_UNAVAILABLE')
    // And it works again afterwards.
    expect((await amap.reverse(SQUARE_WGS, 'en'))?.name.zh).toBe('人民广场')
  })
})

describe('Nominatim adapter (against a local fake)', () => {
  let fake: FakeNominatim
  let osm: Geocoder
  const UA = 'Siam-test/1.0 (ops@example.com)'
  beforeAll(async () => {
    fake = await startFakeNominatim()
    osm = createNominatimGeocoder({
      apiBase: fake.url,
      userAgent: UA,
      email: 'ops@example.com',
      timeoutMs: 500,
    })
  })
  afterAll(async () => fake?.close())

  it('asks jsonv2 in WGS-84 with a User-Agent and Chinese first', async () => {
    const place = await osm.reverse({ lng: 121.4737, lat: 31.2304 }, 'fr')
    const request = fake.requests.at(-1)
    expect(request?.path).toBe('/reverse')
    expect(request?.query.get('format')).toBe('jsonv2')
    expect(request?.query.get('lat')).toBe('31.2304')
    expect(request?.query.get('lon')).toBe('121.4737')
    expect(request?.query.get('email')).toBe('ops@example.com')
    expect(request?.headers['user-agent']).toBe(UA)
    expect(request?.headers['accept-language']).toMatch(/^zh/)
    expect(place).toMatchObject({
      province: { zh: '上海市', local: 'Shanghai' },
      city: { zh: '上海市', local: 'Shanghai' },
      district: { zh: '黄浦区', local: 'Huangpu' },
      name: { zh: '人民广场', local: 'Place du Peuple' },
      point: { lng: 121.4737, lat: 31.2304 },
    })
    expect(chineseLine(place as never)).toBe('上海市黄浦区人民广场')
  })

  it('uses the reader-language name tag, then English', async () => {
    expect((await osm.reverse({ lng: 121.4737, lat: 31.2304 }, 'de'))?.name.local).toBe("People's Square")
    expect((await osm.reverse({ lng: 121.4737, lat: 31.2304 }, 'zh-Hans'))?.name.local).toBe('人民广场')
  })

  it('answers null for "Unable to geocode"', async () => {
    expect(await osm.reverse({ lng: 160, lat: -40 }, 'en')).toBeNull()
  })

  it('searches with the city appended and answers places abroad too', async () => {
    const [square] = await osm.search("People's Square", 'shanghai', 'en')
    expect(fake.requests.at(-1)?.query.get('q')).toBe("People's Square, 上海市")
    expect(square?.name.zh).toBe('人民广场')
    const [eiffel] = await osm.search('Eiffel', undefined, 'fr')
    expect(eiffel).toMatchObject({
      name: { local: 'Tour Eiffel' },
      city: { zh: '巴黎' },
      point: { lng: 2.2945 },
    })
    expect(await osm.search('nothing like this', undefined, 'en')).toEqual([])
  })

  it('turns refusals and failures into GEOCODER_UNAVAILABLE', async () => {
    const anonymous = createNominatimGeocoder({ apiBase: fake.url, userAgent: '', timeoutMs: 500 })
    await expectAppError(anonymous.reverse({ lng: 121.4737, lat: 31.2304 }, 'en'), 'GEOCODER_UNAVAILABLE')
    fake.fail({ httpStatus: 429, body: 'Too Many Requests' })
    await expectAppError(osm.reverse({ lng: 121.4737, lat: 31.2304 }, 'en'), 'GEOCODER_UNAVAILABLE')
    fake.fail({ httpStatus: 503 })
    await expectAppError(osm.search('Eiffel', undefined, 'en'), 'GEOCODER_UNAVAILABLE')
    fake.fail({ garbage: true })
    await expectAppError(osm.reverse({ lng: 121.4737, lat: 31.2304 }, 'en'), 'GEOCODER_UNAVAILABLE')
    fake.fail({ hang: true })
    await expectAppError(osm.search('Eiffel', undefined, 'en'), 'GEOCODER_UNAVAILABLE')
  })
})

describe('selection and caching', () => {
  it('picks the adapter the configuration names', () => {
    expect(createGeocoder(testConfig()).kind).toBe('offline')
    expect(createGeocoder(testConfig({ GEOCODER: 'amap', AMAP_KEY: KEY })).kind).toBe('amap')
    expect(createGeocoder(testConfig({ GEOCODER: 'nominatim' })).kind).toBe('nominatim')
    expect(() => testConfig({ GEOCODER: 'amap' })).toThrow('AMAP_KEY')
    expect(() => testConfig({ GEOCODER: 'google' as never })).toThrow('GEOCODER')
  })

  it('remembers answers but not failures', async () => {
    const fake = await startFakeAmap({ key: KEY })
    try {
      const amap = cachedGeocoder(createAmapGeocoder({ apiBase: fake.url, key: KEY, timeoutMs: 500 }), 2)
      fake.fail({ httpStatus: 502 })
      await expectAppError(amap.reverse(SQUARE_WGS, 'en'), 'GEOCODER_UNAVAILABLE')
      const first = await amap.reverse(SQUARE_WGS, 'en')
      const again = await amap.reverse({ lng: SQUARE_WGS.lng + 1e-7, lat: SQUARE_WGS.lat }, 'en')
      expect(again).toEqual(first)
      expect(fake.requests).toHaveLength(2)
      // Another language is another answer; the oldest entry falls out beyond the size.
      await amap.reverse(SQUARE_WGS, 'zh-Hans')
      await amap.search('人民广场', undefined, 'en')
      await amap.reverse(SQUARE_WGS, 'en')
      expect(fake.requests).toHaveLength(5)
    } finally {
      await fake.close()
    }
  })
})
