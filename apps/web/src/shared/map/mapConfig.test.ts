import { haversineMeters, SHANGHAI_PEOPLES_SQUARE, wgs84ToGcj02 } from '@siam/domain'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TILES, fromTiles, tileHosts, tileSource, toTiles } from './mapConfig'

/** Hosts mainland China blocks or throttles: none may be reached from the China site. */
const BLOCKED_IN_CHINA = /(^|\.)(google\.com|googleapis\.com|gstatic\.com|openstreetmap\.org|mapbox\.com)$/

describe('map tiles per site (product rules 10, 11)', () => {
  it('China site: AMap tiles in GCJ-02 from webrd01-04.is.autonavi.com, nothing blocked in China', () => {
    const source = tileSource('cn', 'en', {})
    expect(source.coordSystem).toBe('gcj02')
    expect(source.url).toContain('lang=en')
    expect(tileHosts(source)).toEqual([
      'webrd01.is.autonavi.com',
      'webrd02.is.autonavi.com',
      'webrd03.is.autonavi.com',
      'webrd04.is.autonavi.com',
    ])
    for (const host of tileHosts(source)) expect(host).not.toMatch(BLOCKED_IN_CHINA)
    // Chinese labels for Chinese readers
    expect(tileSource('cn', 'zh-Hans', {}).url).toContain('lang=zh_cn')
  })

  it('global site: OpenStreetMap tiles in WGS-84', () => {
    const source = tileSource('global', 'fr', {})
    expect(source.coordSystem).toBe('wgs84')
    expect(tileHosts(source)).toEqual(['tile.openstreetmap.org'])
    expect(source.attribution).toContain('OpenStreetMap')
  })

  it('tile addresses are configuration (build-time env), per site', () => {
    const env = {
      VITE_MAP_CN_TILE_URL: 'https://tiles.example.cn/{z}/{x}/{y}.png?l={lang}',
      VITE_MAP_CN_SUBDOMAINS: '',
      VITE_MAP_GLOBAL_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      VITE_MAP_GLOBAL_SUBDOMAINS: 'ab',
      VITE_MAP_GLOBAL_ATTRIBUTION: '© Example',
    }
    const cn = tileSource('cn', 'zh-Hans', env)
    expect(cn.url).toBe('https://tiles.example.cn/{z}/{x}/{y}.png?l=zh_cn')
    expect(cn.subdomains).toBe(DEFAULT_TILES.cn.subdomains) // empty = the default
    expect(cn.coordSystem).toBe('gcj02')
    const global = tileSource('global', 'en', env)
    expect(tileHosts(global)).toEqual(['a.tiles.example.com', 'b.tiles.example.com'])
    expect(global.attribution).toBe('© Example')
  })
})

describe('markers follow the tiles’ coordinate system', () => {
  const square = SHANGHAI_PEOPLES_SQUARE

  it('China site: a WGS-84 point is drawn at its GCJ-02 place (hundreds of metres off otherwise)', () => {
    const drawn = toTiles(square, 'gcj02')
    expect(drawn).toEqual(wgs84ToGcj02(square))
    const offset = haversineMeters(square, drawn)
    expect(offset).toBeGreaterThan(300)
    expect(offset).toBeLessThan(700)
  })

  it('global site: the point is drawn as it is', () => {
    expect(toTiles(square, 'wgs84')).toEqual(square)
  })

  it('a picked point comes back with its system and in both systems', () => {
    const onAmap = wgs84ToGcj02(square)
    const picked = fromTiles(onAmap, 'gcj02')
    expect(picked).toMatchObject({ lng: onAmap.lng, lat: onAmap.lat, coordSystem: 'gcj02', gcj02: onAmap })
    expect(haversineMeters(picked.wgs84, square)).toBeLessThan(0.01)

    const onOsm = fromTiles(square, 'wgs84')
    expect(onOsm).toMatchObject({ coordSystem: 'wgs84', wgs84: square, gcj02: onAmap })
  })
})
