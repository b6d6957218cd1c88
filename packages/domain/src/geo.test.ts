import { describe, expect, it } from 'vitest'
import {
  bothSystems,
  distanceBetween,
  formatDistance,
  formatPosition,
  gcj02ToWgs84,
  haversineMeters,
  isValidLngLat,
  type LngLat,
  outOfChina,
  parsePosition,
  SHANGHAI_PEOPLES_SQUARE,
  toGcj02,
  toWgs84,
  wgs84ToGcj02,
} from './geo'

describe('SHANGHAI_PEOPLES_SQUARE', () => {
  it('is the agreed WGS-84 reference point', () => {
    expect(SHANGHAI_PEOPLES_SQUARE).toEqual({ lng: 121.4737, lat: 31.2304 })
  })
})

describe('parsePosition', () => {
  it.each([
    ['121.4737,31.2304', { lng: 121.4737, lat: 31.2304 }],
    [' 121.4737 , 31.2304 ', { lng: 121.4737, lat: 31.2304 }],
    ['-74.006,40.7128', { lng: -74.006, lat: 40.7128 }],
    ['180,-90', { lng: 180, lat: -90 }],
    ['-180,90', { lng: -180, lat: 90 }],
    ['0,0', { lng: 0, lat: 0 }],
    ['121,31', { lng: 121, lat: 31 }],
  ])('%j -> %j', (text, expected) => {
    expect(parsePosition(text)).toEqual(expected)
  })

  it.each([
    '',
    'abc',
    '121.4737',
    '121.4737,',
    ',31.2304',
    '121.4737,31.2304,5',
    '121.4737;31.2304',
    '180.0001,0',
    '0,90.5',
    '-181,0',
    '1e2,3',
    '121.,31',
    'NaN,NaN',
    'Infinity,0',
    '0x10,1',
  ])('%j -> null', (text) => {
    expect(parsePosition(text)).toBeNull()
  })
})

describe('formatPosition', () => {
  it.each<[LngLat, string]>([
    [{ lng: 121.4737, lat: 31.2304 }, '121.4737,31.2304'],
    [{ lng: 121.123456789, lat: 31.987654321 }, '121.123457,31.987654'],
    [{ lng: 121.47370000001, lat: 31.2 }, '121.4737,31.2'],
    [{ lng: -74.006, lat: 40.7128 }, '-74.006,40.7128'],
    [{ lng: 1e-7, lat: -0 }, '0,0'],
    [{ lng: 0.000001, lat: 180 / 2 }, '0.000001,90'],
  ])('%j -> %s', (p, text) => {
    expect(formatPosition(p)).toBe(text)
  })

  it('round-trips through parsePosition', () => {
    const p = { lng: 113.912316, lat: 22.543847 }
    expect(parsePosition(formatPosition(p))).toEqual(p)
  })

  it.each<LngLat>([
    { lng: Number.NaN, lat: 0 },
    { lng: 0, lat: 91 },
    { lng: 200, lat: 0 },
  ])('rejects %j', (p) => {
    expect(() => formatPosition(p)).toThrow(RangeError)
    expect(isValidLngLat(p)).toBe(false)
  })
})

describe('haversineMeters', () => {
  // One degree of arc on a 6 371 000 m sphere: 6371000 * pi / 180.
  const oneDegree = 111_194.926_644_558_73

  it('is zero for the same point', () => {
    expect(haversineMeters(SHANGHAI_PEOPLES_SQUARE, SHANGHAI_PEOPLES_SQUARE)).toBe(0)
  })

  it('measures one degree along a meridian and along the equator', () => {
    expect(haversineMeters({ lng: 0, lat: 0 }, { lng: 0, lat: 1 })).toBeCloseTo(oneDegree, 6)
    expect(haversineMeters({ lng: 0, lat: 0 }, { lng: 1, lat: 0 })).toBeCloseTo(oneDegree, 6)
  })

  it('shrinks longitude degrees by cos(latitude)', () => {
    // At 60 degrees a short east-west hop is about half as long as on the equator.
    const d = haversineMeters({ lng: 10, lat: 60 }, { lng: 10.001, lat: 60 })
    expect(d).toBeCloseTo((oneDegree / 1000) * 0.5, 2)
  })

  it('handles antipodal points', () => {
    expect(haversineMeters({ lng: 0, lat: 0 }, { lng: 180, lat: 0 })).toBeCloseTo(Math.PI * 6_371_000, 3)
  })

  it('is symmetric and matches a published Shanghai-Beijing distance', () => {
    // eviltransform's test: 1 078 164 m between its Shanghai and Beijing GCJ points on a
    // 6 378 137 m sphere; scaled to our 6 371 000 m radius.
    const sh = { lng: 121.531541859215, lat: 31.17530398364597 }
    const bj = { lng: 116.38404722455657, lat: 39.91334545536069 }
    const expected = (1_078_164 * 6_371_000) / 6_378_137
    expect(Math.abs(haversineMeters(sh, bj) - expected)).toBeLessThan(1)
    expect(haversineMeters(sh, bj)).toBe(haversineMeters(bj, sh))
  })
})

describe('outOfChina', () => {
  it.each<[string, LngLat, boolean]>([
    ['Shanghai', SHANGHAI_PEOPLES_SQUARE, false],
    ['Beijing', { lng: 116.3912, lat: 39.9073 }, false],
    ['Urumqi', { lng: 87.6168, lat: 43.8256 }, false],
    ['New York', { lng: -74.006, lat: 40.7128 }, true],
    ['Paris', { lng: 2.3522, lat: 48.8566 }, true],
    ['Sydney', { lng: 151.2093, lat: -33.8688 }, true],
    ['just west of the box', { lng: 72.003, lat: 30 }, true],
    ['on the west edge', { lng: 72.004, lat: 30 }, false],
    ['just north of the box', { lng: 120, lat: 55.8272 }, true],
    // The public rectangle also covers part of South-East Asia; kept for parity with map SDKs.
    ['Singapore', { lng: 103.8198, lat: 1.3521 }, false],
  ])('%s -> %s', (_name, p, expected) => {
    expect(outOfChina(p)).toBe(expected)
  })
})

describe('WGS-84 <-> GCJ-02', () => {
  // Published eviltransform test vectors (WGS-84 -> GCJ-02).
  const vectors: [string, LngLat, LngLat][] = [
    ['Shanghai', { lng: 121.5272106, lat: 31.1774276 }, { lng: 121.531541859215, lat: 31.17530398364597 }],
    ['Shenzhen', { lng: 113.912316, lat: 22.543847 }, { lng: 113.9171764808363, lat: 22.540796131694766 }],
    ['Beijing', { lng: 116.377817, lat: 39.911954 }, { lng: 116.38404722455657, lat: 39.91334545536069 }],
  ]

  it.each(vectors)('%s: wgs84ToGcj02 matches the reference', (_name, wgs, gcj) => {
    const out = wgs84ToGcj02(wgs)
    expect(Math.abs(out.lng - gcj.lng)).toBeLessThan(1e-9)
    expect(Math.abs(out.lat - gcj.lat)).toBeLessThan(1e-9)
  })

  it.each(vectors)('%s: gcj02ToWgs84 recovers the WGS-84 point', (_name, wgs, gcj) => {
    const back = gcj02ToWgs84(gcj)
    expect(Math.abs(back.lng - wgs.lng)).toBeLessThan(1e-7)
    expect(Math.abs(back.lat - wgs.lat)).toBeLessThan(1e-7)
  })

  it("shifts People's Square by a few hundred metres, as GCJ-02 does", () => {
    const d = haversineMeters(SHANGHAI_PEOPLES_SQUARE, wgs84ToGcj02(SHANGHAI_PEOPLES_SQUARE))
    expect(d).toBeGreaterThan(300)
    expect(d).toBeLessThan(700)
  })

  it('round-trips within 1 m across China', () => {
    for (let lng = 73.5; lng <= 135; lng += 3.5) {
      for (let lat = 18; lat <= 53.5; lat += 2.5) {
        const wgs = { lng, lat }
        const back = gcj02ToWgs84(wgs84ToGcj02(wgs))
        expect(haversineMeters(wgs, back), `${lng},${lat}`).toBeLessThan(1)
      }
    }
  })

  it('is the identity outside China, in both directions', () => {
    const nyc = { lng: -74.006, lat: 40.7128 }
    expect(wgs84ToGcj02(nyc)).toEqual(nyc)
    expect(gcj02ToWgs84(nyc)).toEqual(nyc)
  })

  it('does not mutate its argument', () => {
    const p = { ...SHANGHAI_PEOPLES_SQUARE }
    wgs84ToGcj02(p)
    gcj02ToWgs84(p)
    expect(p).toEqual(SHANGHAI_PEOPLES_SQUARE)
  })
})

describe('coordinate systems at the edges (decision 0011)', () => {
  // AMap's documented default map centre, Tiananmen, in GCJ-02, and the UNESCO WGS-84 point of the
  // Beijing central axis at Tiananmen (39.907222, 116.391389): published independently, so they
  // agree only to the tens of metres, but a missed or doubled conversion is off by ~600 m.
  const TIANANMEN_GCJ = { lng: 116.397428, lat: 39.90923 }
  const TIANANMEN_WGS = { lng: 116.391389, lat: 39.907222 }

  it('places Tiananmen: GCJ-02 from AMap lands on the WGS-84 landmark', () => {
    expect(haversineMeters(toWgs84(TIANANMEN_GCJ, 'gcj02'), TIANANMEN_WGS)).toBeLessThan(150)
    expect(haversineMeters(TIANANMEN_GCJ, TIANANMEN_WGS)).toBeGreaterThan(400)
    expect(haversineMeters(toGcj02(TIANANMEN_WGS, 'wgs84'), TIANANMEN_GCJ)).toBeLessThan(150)
  })

  it("converts People's Square both ways with a round-trip error under 1 m", () => {
    const both = bothSystems(SHANGHAI_PEOPLES_SQUARE, 'wgs84')
    expect(both.wgs84).toEqual(SHANGHAI_PEOPLES_SQUARE)
    expect(both.gcj02).toEqual(wgs84ToGcj02(SHANGHAI_PEOPLES_SQUARE))
    const fromGcj = bothSystems(both.gcj02, 'gcj02')
    expect(fromGcj.gcj02).toEqual(both.gcj02)
    expect(haversineMeters(fromGcj.wgs84, SHANGHAI_PEOPLES_SQUARE)).toBeLessThan(1)
  })

  it('leaves a point in its own system untouched', () => {
    const p = { lng: 121.5, lat: 31.2 }
    expect(toWgs84(p, 'wgs84')).toEqual(p)
    expect(toGcj02(p, 'gcj02')).toEqual(p)
    expect(toWgs84(p, 'wgs84')).not.toBe(p)
  })

  it('measures the same distance whichever system each end came in', () => {
    const shop = { lng: 121.479, lat: 31.2304 }
    const home = { lng: 121.479, lat: 31.2484 }
    const truth = haversineMeters(shop, home)
    expect(truth).toBeCloseTo(2001.5, 0)
    const shopGcj = wgs84ToGcj02(shop)
    const homeGcj = wgs84ToGcj02(home)
    for (const [a, as, b, bs] of [
      [shop, 'wgs84', home, 'wgs84'],
      [shopGcj, 'gcj02', home, 'wgs84'],
      [shop, 'wgs84', homeGcj, 'gcj02'],
      [shopGcj, 'gcj02', homeGcj, 'gcj02'],
    ] as const) {
      expect(Math.abs(distanceBetween(a, as, b, bs) - truth)).toBeLessThan(0.5)
    }
    // Measuring a GCJ-02 point as if it were WGS-84 is the mistake this guards against.
    expect(Math.abs(haversineMeters(shop, homeGcj) - truth)).toBeGreaterThan(100)
  })
})

describe('formatDistance', () => {
  it('shows kilometres with one decimal and metres whole, in the language', () => {
    expect(formatDistance(32823, 'en')).toBe('32.8 km')
    expect(formatDistance(850.4, 'en')).toBe('850 m')
    expect(formatDistance(1000, 'en')).toBe('1 km')
    expect(formatDistance(32823, 'de')).toBe('32,8 km')
    expect(formatDistance(32823, 'zh-Hans')).toBe('32.8公里')
    expect(formatDistance(32823, 'ar')).toBe('32.8 كم')
    expect(formatDistance(null, 'en')).toBe('')
  })
})
