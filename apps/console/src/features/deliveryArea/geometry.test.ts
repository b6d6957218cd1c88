import {
  closeRing,
  EARTH_RADIUS_METERS,
  gcj02ToWgs84,
  haversineMeters,
  type PolygonProblem,
  type RingPosition,
  SHANGHAI_PEOPLES_SQUARE,
  wgs84ToGcj02,
} from '@siam/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n, initI18n } from '../../shared/i18n'
import {
  circleAreaKm2,
  draftProblem,
  PROBLEM_KEY,
  polygonInput,
  radiusInput,
  ringAreaKm2,
  viewBounds,
} from './geometry'
import { consoleTileSource, DEFAULT_TILES, fromTiles, ringFromTiles, ringToTiles, toTiles } from './tiles'

const DEG = Math.PI / 180

/** The point `meters` away from `from` towards `bearing` degrees, on the server's sphere. */
function destination(from: { lng: number; lat: number }, meters: number, bearing: number): RingPosition {
  const d = meters / EARTH_RADIUS_METERS
  const lat1 = from.lat * DEG
  const lng1 = from.lng * DEG
  const b = bearing * DEG
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b))
  const lng2 =
    lng1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2))
  return [lng2 / DEG, lat2 / DEG]
}

/** A regular n-gon of the given circumradius around `center`. */
function regular(center: { lng: number; lat: number }, radius: number, n: number): RingPosition[] {
  return Array.from({ length: n }, (_, i) => destination(center, radius, (360 * i) / n))
}

const center = SHANGHAI_PEOPLES_SQUARE

beforeAll(async () => {
  await initI18n('en')
})
const at = (p: RingPosition) => ({ lng: p[0], lat: p[1] })

describe('tiles (VITE_CONSOLE_TILE_*)', () => {
  it('default: AMap tiles from webrd01-04.is.autonavi.com, Chinese labels, drawn in GCJ-02', () => {
    const source = consoleTileSource('en', {})
    expect(source.url).toBe(
      'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    )
    expect([...source.subdomains].map((s) => new URL(source.url.replace('{s}', s)).hostname)).toEqual([
      'webrd01.is.autonavi.com',
      'webrd02.is.autonavi.com',
      'webrd03.is.autonavi.com',
      'webrd04.is.autonavi.com',
    ])
    expect(source.coordSystem).toBe('gcj02')
    expect(source.attribution).toBe(DEFAULT_TILES.attribution)
  })

  it('the build may point elsewhere and say which system those tiles are drawn in', () => {
    const osm = consoleTileSource('fr', {
      VITE_CONSOLE_TILE_URL: ' https://tiles.example.com/{z}/{x}/{y}.png?l={lang} ',
      VITE_CONSOLE_TILE_COORDS: 'wgs84',
      VITE_CONSOLE_TILE_SUBDOMAINS: '',
      VITE_CONSOLE_TILE_ATTRIBUTION: '© Example',
    })
    expect(osm).toMatchObject({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png?l=en',
      coordSystem: 'wgs84',
      subdomains: DEFAULT_TILES.subdomains,
      attribution: '© Example',
    })
    expect(
      consoleTileSource('zh-Hant', { VITE_CONSOLE_TILE_URL: 'https://t.example/{lang}/{z}/{x}/{y}' }).url,
    ).toBe('https://t.example/zh_cn/{z}/{x}/{y}')
    // an unknown system is not guessed at: the default (GCJ-02, the AMap tiles) stays
    expect(consoleTileSource('en', { VITE_CONSOLE_TILE_COORDS: 'bd09' }).coordSystem).toBe('gcj02')
    expect(consoleTileSource('en', { VITE_CONSOLE_TILE_COORDS: 'gcj02' }).coordSystem).toBe('gcj02')
  })
})

describe('coordinates between the stored WGS-84 and the tiles', () => {
  it('GCJ-02 tiles: a Shanghai point moves by the 300-700 m offset and comes back to within a millimetre', () => {
    for (const p of [center, { lng: 116.397, lat: 39.909 }, { lng: 113.264, lat: 23.129 }]) {
      const onTiles = toTiles(p, 'gcj02')
      expect(onTiles).toEqual(wgs84ToGcj02(p))
      const shift = haversineMeters(p, onTiles)
      expect(shift).toBeGreaterThan(100)
      expect(shift).toBeLessThan(1000)
      expect(haversineMeters(fromTiles(onTiles, 'gcj02'), p)).toBeLessThan(0.001)
      expect(fromTiles(onTiles, 'gcj02')).toEqual(gcj02ToWgs84(onTiles))
    }
  })

  it('WGS-84 tiles, and any point outside China, are drawn where they are', () => {
    expect(toTiles(center, 'wgs84')).toEqual(center)
    expect(fromTiles(center, 'wgs84')).toEqual(center)
    const berlin = { lng: 13.405, lat: 52.52 }
    expect(toTiles(berlin, 'gcj02')).toEqual(berlin)
  })

  it('a ring goes onto the tiles and back point by point', () => {
    const ring = closeRing(regular(center, 2000, 7))
    const drawn = ringToTiles(ring, 'gcj02')
    expect(drawn).toHaveLength(ring.length)
    expect(drawn[0]).not.toEqual(ring[0])
    const back = ringFromTiles(drawn, 'gcj02')
    back.forEach((p, i) => {
      expect(haversineMeters(at(p), at(ring[i] as RingPosition))).toBeLessThan(0.001)
    })
    expect(ringToTiles(ring, 'wgs84')).toEqual(ring)
  })
})

describe('area', () => {
  it('a 2 km square is 4 km², open or closed, either way round', () => {
    const west = destination(center, 1000, 270)
    const east = destination(center, 1000, 90)
    const south = destination(center, 1000, 180)[1]
    const north = destination(center, 1000, 0)[1]
    const square: RingPosition[] = [
      [west[0], south],
      [east[0], south],
      [east[0], north],
      [west[0], north],
    ]
    // the sides really are about 2 km (the test's own geometry, measured independently)
    expect(haversineMeters(at(square[0] as RingPosition), at(square[1] as RingPosition))).toBeCloseTo(
      2000,
      -1,
    )
    expect(haversineMeters(at(square[1] as RingPosition), at(square[2] as RingPosition))).toBeCloseTo(
      2000,
      -1,
    )
    const a = ringAreaKm2(square)
    expect(Math.abs(a - 4) / 4).toBeLessThan(0.005)
    expect(ringAreaKm2(closeRing(square))).toBeCloseTo(a, 12)
    expect(ringAreaKm2([...square].reverse())).toBeCloseTo(a, 12)
  })

  it('a 64-gon of radius 3 km is about the circle of the radius (π·9 km², less the corners cut off)', () => {
    const n = 64
    const polygon = ringAreaKm2(regular(center, 3000, n))
    // a regular n-gon covers n/(2π)·sin(2π/n) of its circumcircle
    const expected = circleAreaKm2(3000) * (n / (2 * Math.PI)) * Math.sin((2 * Math.PI) / n)
    expect(Math.abs(polygon - expected) / expected).toBeLessThan(0.002)
    expect(circleAreaKm2(3000)).toBeCloseTo(Math.PI * 9, 10)
  })

  it('fewer than 3 distinct points have no area', () => {
    expect(ringAreaKm2([])).toBe(0)
    expect(
      ringAreaKm2([
        [121.4, 31.2],
        [121.5, 31.2],
        [121.4, 31.2],
      ]),
    ).toBe(0)
  })
})

describe('checks before sending (the server’s rules)', () => {
  const triangle = regular(center, 1500, 3)

  it('a triangle passes in both systems; fewer than 3 points, more than 200 and bad positions do not', () => {
    expect(draftProblem(triangle, 'wgs84')).toBeNull()
    expect(draftProblem(ringToTiles(triangle, 'gcj02'), 'gcj02')).toBeNull()
    expect(draftProblem(triangle.slice(0, 2), 'gcj02')).toBe('too_few_vertices')
    expect(draftProblem([], 'gcj02')).toBe('too_few_vertices')
    // a double click is one point: a "triangle" with a repeated point is two points
    expect(draftProblem([triangle[0], triangle[0], triangle[1]] as RingPosition[], 'wgs84')).toBe(
      'too_few_vertices',
    )
    expect(draftProblem(regular(center, 3000, 200), 'gcj02')).toBeNull()
    expect(draftProblem(regular(center, 3000, 201), 'gcj02')).toBe('too_many_vertices')
    expect(draftProblem([[200, 31], ...triangle.slice(1)], 'wgs84')).toBe('invalid_position')
  })

  it('an outline that crosses itself (a bow tie) or doubles back is refused', () => {
    const bowTie: RingPosition[] = [
      [121.46, 31.22],
      [121.48, 31.24],
      [121.48, 31.22],
      [121.46, 31.24],
    ]
    expect(draftProblem(bowTie, 'gcj02')).toBe('self_intersecting')
    const spike: RingPosition[] = [
      [121.46, 31.22],
      [121.48, 31.22],
      [121.47, 31.22],
    ]
    expect(draftProblem(spike, 'gcj02')).not.toBeNull()
  })

  it('every problem has a console message', () => {
    const problems: PolygonProblem[] = [
      'invalid_position',
      'too_few_vertices',
      'too_many_vertices',
      'self_intersecting',
      'no_area',
    ]
    expect(Object.keys(PROBLEM_KEY).sort()).toEqual([...problems].sort())
    for (const p of problems) expect(i18n.exists(PROBLEM_KEY[p]), PROBLEM_KEY[p]).toBe(true)
  })
})

describe('what is sent', () => {
  it('a drawn ring goes closed, without repeats, in the system it was drawn in', () => {
    const drawn = ringToTiles(regular(center, 1500, 4), 'gcj02')
    const withRepeat = [drawn[0], ...drawn] as RingPosition[]
    const input = polygonInput('shop-1', withRepeat, 'gcj02')
    expect(input.shopId).toBe('shop-1')
    expect(input.coordSystem).toBe('gcj02')
    expect(input.polygon).toEqual([...drawn, drawn[0]])
    expect(polygonInput('shop-1', closeRing(drawn), 'wgs84').polygon).toEqual([...drawn, drawn[0]])
  })

  it('"use radius instead" sends no polygon', () => {
    expect(radiusInput('shop-1')).toEqual({ shopId: 'shop-1', polygon: null })
  })
})

describe('the first view', () => {
  it('holds the radius circle and every point of the outline', () => {
    const box = viewBounds(center, 3000, [])
    expect(haversineMeters(center, { lng: center.lng, lat: box.north })).toBeCloseTo(3000, 0)
    expect(haversineMeters(center, { lng: box.east, lat: center.lat })).toBeCloseTo(3000, -1)
    const far = destination(center, 9000, 45)
    const wider = viewBounds(center, 3000, [far])
    expect(wider.north).toBe(far[1])
    expect(wider.east).toBe(far[0])
    expect(wider.south).toBe(box.south)
    expect(wider.west).toBe(box.west)
  })
})
