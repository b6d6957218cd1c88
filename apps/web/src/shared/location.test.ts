import { formatPosition, gcj02ToWgs84, wgs84ToGcj02 } from '@siam/domain'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('./api', async (importOriginal) => (await import('../testing/apiMock')).mockCall(importOriginal))
const wechat = vi.hoisted(() => ({ wechatLocation: vi.fn() }))
vi.mock('./wechatSdk', async (importOriginal) => {
  const real = await importOriginal<typeof import('./wechatSdk')>()
  return { ...real, wechatLocation: wechat.wechatLocation }
})

import { apiMock, type PathCall } from '../testing/apiMock'
import {
  FALLBACK_POSITION,
  getLocation,
  LOCATION_KEY,
  LOCATION_TIMEOUT_MS,
  LocationError,
  locate,
  requestCity,
  requestLocation,
  resetLocationForTests,
  SHANGHAI_CITY,
  setManualPosition,
} from './location'
import { WeChatSdkError } from './wechatSdk'

type Success = (p: { coords: { longitude: number; latitude: number } }) => void
type Failure = (e: { code: number; message: string }) => void

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MicroMessenger/8.0.47 NetType/WIFI'

function stubGeolocation(
  impl: (ok: Success, fail: Failure, opts: PositionOptions) => void,
  userAgent?: string,
) {
  const getCurrentPosition = vi.fn(impl)
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: userAgent ?? 'Mozilla/5.0 Chrome/130',
    geolocation: { getCurrentPosition },
  })
  return getCurrentPosition
}

const stored = () => JSON.parse(sessionStorage.getItem(LOCATION_KEY) ?? '{}') as Record<string, unknown>

beforeEach(() => {
  sessionStorage.clear()
  resetLocationForTests()
  apiMock.mockReset()
  wechat.wechatLocation.mockReset()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('location store: position (spec 3, 4)', () => {
  it('starts idle, goes loading, then success; asks the browser with high accuracy and a 10 s timeout', async () => {
    let answer: Success = () => {}
    const geo = stubGeolocation((ok) => {
      answer = ok
    })
    expect(getLocation().locationStatus).toBe('idle')
    const p = requestLocation()
    expect(getLocation().locationStatus).toBe('loading')
    expect(stored().locationStatus).toBe('loading')
    answer({ coords: { longitude: 121.5, latitude: 31.25 } })
    await expect(p).resolves.toBe('121.5,31.25')
    expect(geo.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS })
    expect(LOCATION_TIMEOUT_MS).toBe(10_000)
    expect(getLocation()).toMatchObject({
      locationStatus: 'success',
      locationPosition: '121.5,31.25',
      source: 'device',
      error: null,
    })
  })

  it('returns a held success without a new lookup, and keeps it in sessionStorage across a reload', async () => {
    const geo = stubGeolocation((ok) => ok({ coords: { longitude: 121.5, latitude: 31.25 } }))
    await requestLocation()
    await expect(requestLocation()).resolves.toBe('121.5,31.25')
    await expect(locate()).resolves.toBe('121.5,31.25')
    expect(geo).toHaveBeenCalledTimes(1)
    expect(stored()).toMatchObject({ locationPosition: '121.5,31.25', locationStatus: 'success' })

    // a "reload": the module state is gone, sessionStorage still has the success
    resetLocationForTests()
    vi.resetModules()
    const again = await import('./location')
    expect(again.getLocation()).toMatchObject({ locationPosition: '121.5,31.25', locationStatus: 'success' })
    await expect(again.requestLocation()).resolves.toBe('121.5,31.25')
    expect(geo).toHaveBeenCalledTimes(1)
  })

  it('a lookup cut short by a reload starts over as idle', async () => {
    sessionStorage.setItem(
      LOCATION_KEY,
      JSON.stringify({ locationPosition: '', locationStatus: 'loading', cityStatus: 'loading' }),
    )
    vi.resetModules()
    const again = await import('./location')
    expect(again.getLocation()).toMatchObject({ locationStatus: 'idle', cityStatus: 'idle' })
  })

  it('shares one lookup between callers while loading, and looks again when forced', async () => {
    let answer: Success = () => {}
    const geo = stubGeolocation((ok) => {
      answer = ok
    })
    const a = requestLocation()
    const b = locate()
    answer({ coords: { longitude: 1, latitude: 2 } })
    await expect(Promise.all([a, b])).resolves.toEqual(['1,2', '1,2'])
    expect(geo).toHaveBeenCalledTimes(1)
    const c = requestLocation(true)
    answer({ coords: { longitude: 3, latitude: 4 } })
    await expect(c).resolves.toBe('3,4')
    expect(geo).toHaveBeenCalledTimes(2)
  })

  it('on refusal: status error, the attempt rejects with the reason, the fallback point is held', async () => {
    stubGeolocation((_ok, fail) => fail({ code: 1, message: 'User denied Geolocation' }))
    const error = await requestLocation().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(LocationError)
    expect((error as LocationError).failure).toEqual({
      key: 'location_failed',
      infoKey: 'reason_denied',
      info: 'User denied Geolocation',
    })
    expect(getLocation()).toMatchObject({
      locationStatus: 'error',
      locationPosition: FALLBACK_POSITION,
      city: SHANGHAI_CITY,
      source: 'fallback',
    })
    expect(FALLBACK_POSITION).toBe('121.4737,31.2304')
    // the forgiving form answers the fallback; an error is not a held success, so it asks again
    await expect(locate()).resolves.toBe(FALLBACK_POSITION)
  })

  it('gives up after 10 s when the browser never answers (an ignored permission prompt)', async () => {
    vi.useFakeTimers()
    stubGeolocation(() => {})
    const p = requestLocation().catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(LOCATION_TIMEOUT_MS - 1)
    expect(getLocation().locationStatus).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    const error = (await p) as LocationError
    expect(error.failure).toEqual({ key: 'location_failed', infoKey: 'reason_timeout' })
    expect(getLocation().locationStatus).toBe('error')
  })

  it('outside WeChat: the browser position (WGS-84) is held as is, with its GCJ-02 twin for Chinese maps', async () => {
    stubGeolocation((ok) => ok({ coords: { longitude: 121.4737, latitude: 31.2304 } }))
    await requestLocation()
    const s = getLocation()
    expect(s.locationPosition).toBe('121.4737,31.2304')
    expect(s.locationPositionGcj02).toBe(formatPosition(wgs84ToGcj02({ lng: 121.4737, lat: 31.2304 })))
    expect(s.locationPositionGcj02).not.toBe(s.locationPosition)
    expect(wechat.wechatLocation).not.toHaveBeenCalled()
  })

  it('inside WeChat: the JS-SDK position (GCJ-02) is used, never the browser’s, and held in WGS-84', async () => {
    const geo = stubGeolocation(() => {}, WECHAT_UA)
    const gcj = { lng: 121.478, lat: 31.2284 }
    wechat.wechatLocation.mockResolvedValue(gcj)
    await requestLocation()
    expect(geo).not.toHaveBeenCalled()
    const s = getLocation()
    expect(s.source).toBe('wechat')
    expect(s.locationPositionGcj02).toBe('121.478,31.2284')
    expect(s.locationPosition).toBe(formatPosition(gcj02ToWgs84(gcj)))
  })

  it('inside WeChat: the SDK’s failures keep their messages (spec 8)', async () => {
    stubGeolocation(() => {}, WECHAT_UA)
    wechat.wechatLocation.mockRejectedValueOnce(
      new WeChatSdkError('wechat_location_failed', 'getLocation:fail auth deny'),
    )
    const first = (await requestLocation().catch((e: unknown) => e)) as LocationError
    expect(first.failure).toEqual({ key: 'wechat_location_failed', info: 'getLocation:fail auth deny' })
    expect(getLocation().locationStatus).toBe('error')

    wechat.wechatLocation.mockRejectedValueOnce(new WeChatSdkError('sdk_config_failed', 'invalid signature'))
    const second = (await requestLocation().catch((e: unknown) => e)) as LocationError
    expect(second.failure).toEqual({ key: 'sdk_config_failed', info: 'invalid signature' })
  })
})

describe('location store: city (spec 3, 4)', () => {
  it('looks the city up once for the held position, idle -> loading -> success', async () => {
    stubGeolocation((ok) => ok({ coords: { longitude: 116.397, latitude: 39.909 } }))
    await requestLocation()
    let answer: (v: unknown) => void = () => {}
    apiMock.mockImplementation((() => new Promise((r) => (answer = r))) as unknown as PathCall)
    expect(getLocation().cityStatus).toBe('idle')
    const p = requestCity()
    expect(getLocation().cityStatus).toBe('loading')
    await vi.waitFor(() => expect(apiMock).toHaveBeenCalled())
    expect(apiMock).toHaveBeenCalledWith(
      'geo/regeo',
      { lng: 116.397, lat: 39.909, coordSystem: 'wgs84' },
      { silent: true },
    )
    answer({ city: 'Beijing', province: 'Beijing' })
    await expect(p).resolves.toBe('Beijing')
    expect(getLocation()).toMatchObject({ city: 'Beijing', cityStatus: 'success' })
    await expect(requestCity()).resolves.toBe('Beijing')
    expect(apiMock).toHaveBeenCalledTimes(1)
    expect(stored()).toMatchObject({ city: 'Beijing', cityStatus: 'success' })
  })

  it('falls back to the province when the geocoder has no city', async () => {
    stubGeolocation((ok) => ok({ coords: { longitude: 91.1, latitude: 29.65 } }))
    apiMock.mockResolvedValue({ city: '', province: 'Tibet' } as never)
    await expect(requestCity()).resolves.toBe('Tibet')
  })

  it('a failed reverse geocoding is an error with the server’s words, and rejects', async () => {
    stubGeolocation((ok) => ok({ coords: { longitude: 121.5, latitude: 31.25 } }))
    apiMock.mockRejectedValue(new Error('The map service does not answer'))
    const error = (await requestCity().catch((e: unknown) => e)) as LocationError
    expect(error.failure).toEqual({ key: 'regeo_failed', info: 'The map service does not answer' })
    expect(getLocation().cityStatus).toBe('error')
    // the position itself stays a success
    expect(getLocation().locationStatus).toBe('success')
  })

  it('knows Shanghai for the fallback without asking the geocoder', async () => {
    stubGeolocation((_ok, fail) => fail({ code: 2, message: '' }))
    await expect(requestCity()).resolves.toBe(SHANGHAI_CITY)
    expect(apiMock).not.toHaveBeenCalled()
  })

  it('a chosen point replaces the position (GCJ-02 from a Chinese map converted) and its city', () => {
    setManualPosition({ lng: 121.478, lat: 31.2284 }, 'Shanghai', 'gcj02')
    expect(getLocation()).toMatchObject({
      locationStatus: 'success',
      locationPositionGcj02: '121.478,31.2284',
      locationPosition: formatPosition(gcj02ToWgs84({ lng: 121.478, lat: 31.2284 })),
      city: 'Shanghai',
      cityStatus: 'success',
      source: 'manual',
    })
  })
})
