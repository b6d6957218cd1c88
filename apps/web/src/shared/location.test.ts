import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FALLBACK_POSITION,
  getLocation,
  LOCATION_KEY,
  LOCATION_TIMEOUT_MS,
  locate,
  resetLocationForTests,
} from './location'

type Success = (p: { coords: { longitude: number; latitude: number } }) => void
type Failure = (e: { message: string }) => void

function stubGeolocation(impl: (ok: Success, fail: Failure, opts: PositionOptions) => void) {
  const getCurrentPosition = vi.fn(impl)
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } })
  return getCurrentPosition
}

beforeEach(() => {
  sessionStorage.clear()
  resetLocationForTests()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('location store (spec 3, 4)', () => {
  it('asks the browser with high accuracy and a 10 s timeout, then keeps the success', async () => {
    const geo = stubGeolocation((ok) => ok({ coords: { longitude: 121.5, latitude: 31.25 } }))
    await expect(locate()).resolves.toBe('121.5,31.25')
    expect(geo.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS })
    expect(LOCATION_TIMEOUT_MS).toBe(10_000)
    expect(getLocation()).toMatchObject({ status: 'success', position: '121.5,31.25' })
    // a success is returned again without a new lookup
    await expect(locate()).resolves.toBe('121.5,31.25')
    expect(geo).toHaveBeenCalledTimes(1)
    // and is kept in sessionStorage
    expect(JSON.parse(sessionStorage.getItem(LOCATION_KEY) ?? '{}')).toMatchObject({
      position: '121.5,31.25',
    })
  })

  it('falls back to People’s Square in Shanghai on refusal, with status error', async () => {
    stubGeolocation((_ok, fail) => fail({ message: 'denied' }))
    await expect(locate()).resolves.toBe(FALLBACK_POSITION)
    expect(FALLBACK_POSITION).toBe('121.4737,31.2304')
    expect(getLocation()).toMatchObject({ status: 'error', city: 'shanghai' })
  })

  it('shares one lookup between callers while loading, and looks again when forced', async () => {
    let answer: Success = () => {}
    const geo = stubGeolocation((ok) => {
      answer = ok
    })
    const a = locate()
    const b = locate()
    expect(getLocation().status).toBe('loading')
    answer({ coords: { longitude: 1, latitude: 2 } })
    await expect(Promise.all([a, b])).resolves.toEqual(['1,2', '1,2'])
    expect(geo).toHaveBeenCalledTimes(1)
    const c = locate(true)
    answer({ coords: { longitude: 3, latitude: 4 } })
    await expect(c).resolves.toBe('3,4')
    expect(geo).toHaveBeenCalledTimes(2)
  })
})
