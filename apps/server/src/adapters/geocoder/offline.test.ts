import { haversineMeters, outOfChina } from '@siam/domain'
import { describe, expect, it } from 'vitest'
import { chineseLine } from './geocoder'
import { createOfflineGeocoder, englishOf, findCity, offlineGazetteer } from './offline'

const geocoder = createOfflineGeocoder()

describe('offline dataset', () => {
  const g = offlineGazetteer()

  it('covers every prefecture-level division, each with both names and a point in China', () => {
    expect(g.cities.length).toBeGreaterThanOrEqual(330)
    expect(g.provinces).toHaveLength(34)
    for (const c of g.cities) {
      expect(c.zh, c.en).toMatch(/\p{Script=Han}/u)
      expect(c.en, c.zh).toMatch(/^[A-Za-z][A-Za-z' ()]+$/)
      expect(outOfChina(c.point), c.zh).toBe(false)
    }
    // Chinese names are unique; English ones too (homonyms carry their province: "Taizhou (Zhejiang)").
    expect(new Set(g.cities.map((c) => c.zh)).size).toBe(g.cities.length)
    expect(new Set(g.cities.map((c) => c.en)).size).toBe(g.cities.length)
  })

  it('has the 16 districts of the demo city and places inside them', () => {
    const shanghai = g.districts.filter((d) => d.city.zh === '上海市')
    expect(shanghai).toHaveLength(16)
    expect(g.places.length).toBeGreaterThanOrEqual(40)
    for (const p of g.places) {
      // Every place is within 25 km of one of its district's anchors: catches swapped lng/lat.
      const nearest = Math.min(...p.district.anchors.map((a) => haversineMeters(a, p.point)))
      expect(nearest, p.zh).toBeLessThan(25_000)
    }
  })

  it('places well-known cities where they are', () => {
    // Independent reference points (WGS-84 city centres); the dataset is good to a few km.
    const reference: [string, number, number][] = [
      ['北京市', 116.4074, 39.9042],
      ['广州市', 113.2644, 23.1291],
      ['成都市', 104.0665, 30.5723],
      ['乌鲁木齐市', 87.6168, 43.8256],
      ['拉萨市', 91.1409, 29.6456],
      ['哈尔滨市', 126.535, 45.8038],
    ]
    for (const [zh, lng, lat] of reference) {
      const city = g.cities.find((c) => c.zh === zh)
      expect(city, zh).toBeDefined()
      expect(haversineMeters(city?.point ?? { lng: 0, lat: 0 }, { lng, lat }), zh).toBeLessThan(5000)
    }
  })
})

describe('offline reverse geocoding', () => {
  it("names People's Square in Chinese for the courier and in the reader's language", async () => {
    const en = await geocoder.reverse({ lng: 121.4737, lat: 31.2304 }, 'en')
    expect(en).toMatchObject({
      province: { zh: '上海市', local: 'Shanghai' },
      city: { zh: '上海市', local: 'Shanghai' },
      district: { zh: '黄浦区', local: 'Huangpu' },
      name: { zh: '人民广场', local: "People's Square" },
    })
    expect(chineseLine(en as never)).toBe('上海市黄浦区人民广场')
    const zh = await geocoder.reverse({ lng: 121.4737, lat: 31.2304 }, 'zh-Hans')
    expect(zh?.name.local).toBe('人民广场')
  })

  it('says "near" a place up to 1 km, and falls back to the district beyond', async () => {
    // 600 m north of People's Square, between places: nearest is still a named place within 1 km.
    const near = await geocoder.reverse({ lng: 121.4737, lat: 31.2358 }, 'en')
    expect(near?.name.zh).toMatch(/附近$/)
    // Pudong's north (the test suite's "far" address): no place within 1 km, the district names it.
    const far = await geocoder.reverse({ lng: 121.65, lat: 31.35 }, 'en')
    expect(far).toMatchObject({ district: { zh: '浦东新区' }, name: { zh: '浦东新区', local: 'Pudong' } })
  })

  it('keeps a point across the border in its own city (Kunshan is Suzhou, not Shanghai)', async () => {
    const kunshan = await geocoder.reverse({ lng: 120.98, lat: 31.38 }, 'en')
    expect(kunshan).toMatchObject({ city: { zh: '苏州市' }, province: { zh: '江苏省' } })
  })

  it('names a city and its province elsewhere in China', async () => {
    const canton = await geocoder.reverse({ lng: 113.3245, lat: 23.1064 }, 'fr')
    expect(canton).toMatchObject({
      province: { zh: '广东省', local: 'Guangdong' },
      city: { zh: '广州市', local: 'Guangzhou' },
      district: { zh: '', local: '' },
      name: { zh: '广州市', local: 'Guangzhou' },
    })
  })

  it('knows nothing at sea or abroad', async () => {
    expect(await geocoder.reverse({ lng: 125.5, lat: 27.5 }, 'en')).toBeNull()
    expect(await geocoder.reverse({ lng: 2.2945, lat: 48.8584 }, 'en')).toBeNull()
    expect(await geocoder.reverse({ lng: 0, lat: 0 }, 'en')).toBeNull()
  })
})

describe('offline search', () => {
  const names = (places: { name: { zh: string } }[]) => places.map((p) => p.name.zh)

  it('matches names in Chinese, English and pinyin, best match first', async () => {
    expect(names(await geocoder.search('人民广场', undefined, 'en'))[0]).toBe('人民广场')
    expect(names(await geocoder.search("people's square", undefined, 'en'))[0]).toBe('人民广场')
    expect(names(await geocoder.search('Shanghai', undefined, 'en'))[0]).toBe('上海市')
    expect(names(await geocoder.search('上海', undefined, 'en'))[0]).toBe('上海市')
    expect(names(await geocoder.search('xian', undefined, 'en'))).toContain('西安市')
    expect(names(await geocoder.search('jing an', undefined, 'en'))[0]).toBe('静安区')
    expect(await geocoder.search('zzzz-nowhere', undefined, 'en')).toEqual([])
  })

  it('narrows to a city given in any language', async () => {
    const all = names(await geocoder.search('南京', undefined, 'en'))
    expect(all).toEqual(expect.arrayContaining(['南京东路', '南京西路', '南京市']))
    const inShanghai = names(await geocoder.search('南京', 'Shanghai', 'en'))
    expect(inShanghai).toEqual(expect.arrayContaining(['南京东路', '南京西路']))
    expect(inShanghai).not.toContain('南京市')
    expect(names(await geocoder.search('南京', '上海市', 'en'))).toEqual(inShanghai)
  })

  it('answers at most 20 places, each with its region', async () => {
    const many = await geocoder.search('a', undefined, 'en')
    expect(many).toHaveLength(20)
    const [bund] = await geocoder.search('The Bund', undefined, 'de')
    expect(bund).toMatchObject({
      province: { zh: '上海市' },
      city: { zh: '上海市', local: 'Shanghai' },
      district: { zh: '黄浦区' },
      name: { zh: '外滩', local: 'The Bund' },
    })
  })
})

describe('names across languages', () => {
  it('finds cities by any spelling and translates Chinese region names', () => {
    expect(findCity('shanghai')?.zh).toBe('上海市')
    expect(findCity("Xi'an")?.zh).toBe('西安市')
    expect(findCity('广州')?.zh).toBe('广州市')
    expect(findCity('Atlantis')).toBeUndefined()
    expect(englishOf('广东省')).toBe('Guangdong')
    expect(englishOf('上海')).toBe('Shanghai')
    expect(englishOf('浦东新区')).toBe('Pudong')
    expect(englishOf('不存在')).toBe('')
  })
})

describe('address search as visitors type (issue 15)', () => {
  const first = async (q: string, city?: string, near?: { lng: number; lat: number }) =>
    (await geocoder.search(q, city, 'en', near))[0]?.name

  it('ignores punctuation and case', async () => {
    for (const q of [
      "Jing'an Temple",
      'Jing’an Temple',
      'jing an temple',
      'JING-AN TEMPLE',
      'jing an si',
      'jingansi',
    ])
      expect((await first(q, 'Shanghai'))?.zh, q).toBe('静安寺')
  })

  it('finds roads in English, pinyin and Chinese, with or without the direction', async () => {
    expect((await first('Changping Road', 'Shanghai'))?.zh).toBe('昌平路')
    expect((await first('changping lu', 'Shanghai'))?.zh).toBe('昌平路')
    for (const q of ['Nanjing Road', '南京路', 'nanjing lu']) {
      const all = (await geocoder.search(q, 'Shanghai', 'en')).map((p) => p.name.zh)
      expect(all, q).toEqual(expect.arrayContaining(['南京东路', '南京西路']))
    }
    expect((await first('Huaihai Road', 'Shanghai'))?.zh).toMatch(/^淮海.路$/)
    expect((await first('West Nanjing Rd', 'Shanghai'))?.zh).toBe('南京西路')
  })

  it('places a house number along its road, and names it both ways', async () => {
    for (const q of [
      'Nanjing West Road 1686',
      '1686 Nanjing West Road',
      '南京西路1686号',
      'nanjing xilu 1686',
    ]) {
      const [hit] = await geocoder.search(q, 'Shanghai', 'en')
      expect(hit?.name, q).toEqual({ zh: '南京西路1686号', local: '1686 Nanjing West Road' })
      expect(hit?.district.zh).toBe('静安区')
      expect(chineseLine(hit as never)).toBe('上海市静安区南京西路1686号')
    }
    const [low] = await geocoder.search('Nanjing West Road 1', 'Shanghai', 'en')
    const [high] = await geocoder.search('Nanjing West Road 1686', 'Shanghai', 'en')
    expect(haversineMeters(low?.point as never, high?.point as never)).toBeGreaterThan(2000)
  })

  it('finds the airports and main stations of the largest cities', async () => {
    expect((await first('Pudong Airport', 'Shanghai'))?.zh).toMatch(/浦东国际机场$/)
    expect((await first('Beijing Capital Airport'))?.zh).toBe('北京首都国际机场')
    expect((await first('Daxing Airport'))?.zh).toBe('北京大兴国际机场')
    expect((await first('Guangzhou South Railway Station'))?.zh).toBe('广州南站')
    expect((await first('广州南站'))?.zh).toBe('广州南站')
    expect((await first('Hongqiao Railway Station', 'Shanghai'))?.zh).toMatch(/虹桥(火车)?站$/)
    const hubs = offlineGazetteer().hubs
    const citiesWithAirport = new Set(hubs.filter((h) => h.zh.endsWith('机场')).map((h) => h.city.zh))
    expect(citiesWithAirport.size).toBeGreaterThanOrEqual(40)
    expect(new Set(hubs.map((h) => h.city.zh)).size).toBeGreaterThanOrEqual(50)
    for (const h of hubs) {
      // Within 80 km of its city's centre: catches swapped lng/lat and wrong cities.
      expect(haversineMeters(h.point, h.city.point), h.zh).toBeLessThan(80_000)
    }
  })

  it('covers every street of the demo addresses and keeps each road in its district', () => {
    const roads = offlineGazetteer().roads
    expect(roads.length).toBeGreaterThanOrEqual(60)
    for (const r of roads) {
      const nearest = Math.min(...r.district.anchors.map((a) => haversineMeters(a, r.from)))
      expect(nearest, r.zh).toBeLessThan(25_000)
    }
    for (const zh of [
      '南京东路',
      '南京西路',
      '云南南路',
      '黄河路',
      '福州路',
      '西藏中路',
      '淮海中路',
      '吴江路',
      '进贤路',
      '马当路',
      '永康路',
      '衡山路',
      '武康路',
      '愚园路',
      '昌平路',
      '江宁路',
      '北京西路',
      '方浜中路',
      '南昌路',
      '陕西北路',
      '延安东路',
      '复兴中路',
      '龙腾大道',
      '汶水路',
      '四川中路',
    ])
      expect(
        roads.some((r) => r.zh === zh),
        zh,
      ).toBe(true)
  })

  it('puts the nearest of equally good matches first', async () => {
    const nearBeijingSouth = { lng: 116.38, lat: 39.86 }
    const nearGuangzhouSouth = { lng: 113.27, lat: 22.99 }
    expect((await first('South Railway Station', undefined, nearBeijingSouth))?.zh).toBe('北京南站')
    expect((await first('South Railway Station', undefined, nearGuangzhouSouth))?.zh).toBe('广州南站')
  })

  it("still finds a Shanghai place when the visitor's city is another one", async () => {
    expect((await first("Jing'an Temple", 'Beijing'))?.zh).toBe('静安寺')
  })
})
