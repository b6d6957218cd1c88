/**
 * Location store (spec 3, 4): `locationPosition` ('lng,lat'), `locationStatus`, `city`, `cityStatus`.
 * Each status goes idle -> loading -> success | error; a held success is returned without a new
 * lookup; the state is persisted in sessionStorage.
 *
 * Sources (spec 7): inside WeChat's browser the JS-SDK's getLocation in GCJ-02 (configured through
 * wxJsSdkConfig, loaded only there); elsewhere the browser's geolocation in WGS-84. Both with a 10 s
 * timeout and high accuracy. The held position is WGS-84 (what the server measures with); the GCJ-02
 * twin for Chinese map tiles is kept beside it. The city comes from the server's reverse geocoder
 * (`geo/regeo`: the city, or the province where there is none).
 *
 * Failures carry the specification's messages (spec 8: WeChat location failed, location failed,
 * reverse geocoding failed, SDK load or config failure): the status becomes error and
 * `requestLocation()` rejects. `locate()` is the forgiving form lists use: it answers the usable
 * fallback (People's Square, Shanghai) instead; the member can always pick a point on the map or search.
 */
import { geoApi } from '@siam/contracts/descriptors'
import {
  formatPosition,
  gcj02ToWgs84,
  type LngLat,
  parsePosition,
  SHANGHAI_PEOPLES_SQUARE,
  wgs84ToGcj02,
} from '@siam/domain'
import { useEffect, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { call } from './api'
import { isWeChat } from './environment'

export const LOCATION_KEY = 'siam.location'
export const LOCATION_TIMEOUT_MS = 10_000
export const FALLBACK_POSITION = formatPosition(SHANGHAI_PEOPLES_SQUARE)
/** The city marker of the fallback and the Shanghai demo point, translated when shown. */
export const SHANGHAI_CITY = 'shanghai'

type LocationStatus = 'idle' | 'loading' | 'success' | 'error'
type LocationSource = 'wechat' | 'device' | 'fallback' | 'manual'

/**
 * A failure as the `address` catalogue names it. `info` is the source's own words (WeChat's errMsg,
 * the server's message); `infoKey` a catalogue key for the browser's reasons (denied, timeout...).
 */
export interface LocationFailure {
  key: 'wechat_location_failed' | 'location_failed' | 'regeo_failed' | 'sdk_load_failed' | 'sdk_config_failed'
  info?: string
  infoKey?:
    | 'reason_denied'
    | 'reason_unavailable'
    | 'reason_timeout'
    | 'reason_unsupported'
    | 'reason_unknown'
}

export class LocationError extends Error {
  constructor(readonly failure: LocationFailure) {
    super(`${failure.key}${failure.info ? `: ${failure.info}` : ''}`)
    this.name = 'LocationError'
  }
}

export interface LocationState {
  /** WGS-84 'lng,lat' (spec 3's locationPosition); '' until known. */
  locationPosition: string
  /** The same point in GCJ-02, for Chinese map tiles. */
  locationPositionGcj02: string
  locationStatus: LocationStatus
  /** A place name, SHANGHAI_CITY for the fallback and demo point, or null while unknown. */
  city: string | null
  cityStatus: LocationStatus
  source: LocationSource | null
  /** The last failure, until the next success. */
  error: LocationFailure | null
}

const EMPTY: LocationState = {
  locationPosition: '',
  locationPositionGcj02: '',
  locationStatus: 'idle',
  city: null,
  cityStatus: 'idle',
  source: null,
  error: null,
}

const settled = (s: unknown): LocationStatus => (s === 'success' || s === 'error' ? s : 'idle') // a lookup cut short by a reload starts over

function read(): LocationState {
  try {
    const raw = globalThis.sessionStorage?.getItem(LOCATION_KEY)
    if (!raw) return EMPTY
    const p = JSON.parse(raw) as Partial<LocationState>
    if (typeof p.locationPosition !== 'string') return EMPTY
    return {
      ...EMPTY,
      ...p,
      locationStatus: settled(p.locationStatus),
      cityStatus: settled(p.cityStatus),
    }
  } catch {
    return EMPTY
  }
}

let state: LocationState = read()
const listeners = new Set<() => void>()

function update(next: Partial<LocationState>): void {
  state = { ...state, ...next }
  try {
    globalThis.sessionStorage?.setItem(LOCATION_KEY, JSON.stringify(state))
  } catch {
    // storage full or blocked: the state lives in memory
  }
  for (const l of listeners) l()
}

interface Fix {
  point: LngLat
  coordSystem: 'wgs84' | 'gcj02'
}

/** Rejects when `work` has not answered after the specification's 10 s. */
function withTimeout<T>(work: Promise<T>, failure: LocationFailure): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LocationError(failure)), LOCATION_TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

const BROWSER_REASONS: Record<number, NonNullable<LocationFailure['infoKey']>> = {
  1: 'reason_denied',
  2: 'reason_unavailable',
  3: 'reason_timeout',
}

function browserFix(): Promise<Fix> {
  const work = new Promise<Fix>((resolve, reject) => {
    const geo = globalThis.navigator?.geolocation
    if (!geo) {
      reject(new LocationError({ key: 'location_failed', infoKey: 'reason_unsupported' }))
      return
    }
    geo.getCurrentPosition(
      (p) => resolve({ point: { lng: p.coords.longitude, lat: p.coords.latitude }, coordSystem: 'wgs84' }),
      (e) =>
        reject(
          new LocationError({
            key: 'location_failed',
            infoKey: BROWSER_REASONS[e.code] ?? 'reason_unknown',
            ...(e.message ? { info: e.message } : {}),
          }),
        ),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
    )
  })
  // Some browsers never answer while their permission prompt is ignored: give up after 10 s anyway.
  return withTimeout(work, { key: 'location_failed', infoKey: 'reason_timeout' })
}

async function wechatFix(): Promise<Fix> {
  // Its own chunk: only WeChat's browser ever downloads the SDK loader.
  const sdk = await import('./wechatSdk')
  try {
    const point = await withTimeout(sdk.wechatLocation(), {
      key: 'wechat_location_failed',
      infoKey: 'reason_timeout',
    })
    return { point, coordSystem: 'gcj02' }
  } catch (error) {
    if (error instanceof sdk.WeChatSdkError) {
      throw new LocationError({ key: error.key, ...(error.info ? { info: error.info } : {}) })
    }
    throw error
  }
}

function positionsOf(fix: Fix): { locationPosition: string; locationPositionGcj02: string } {
  const wgs = fix.coordSystem === 'wgs84' ? fix.point : gcj02ToWgs84(fix.point)
  const gcj = fix.coordSystem === 'gcj02' ? fix.point : wgs84ToGcj02(fix.point)
  return { locationPosition: formatPosition(wgs), locationPositionGcj02: formatPosition(gcj) }
}

const FALLBACK_STATE = {
  ...positionsOf({ point: SHANGHAI_PEOPLES_SQUARE, coordSystem: 'wgs84' }),
  city: SHANGHAI_CITY,
  cityStatus: 'success' as const,
  source: 'fallback' as const,
}

let pending: Promise<string> | null = null

/**
 * Where the member is, as a WGS-84 'lng,lat'. `force` looks again even after a success (the
 * "relocate" tap). Rejects with a LocationError (status error; the fallback point is held meanwhile
 * so lists still have somewhere to measure from).
 */
export function requestLocation(force = false): Promise<string> {
  if (!force && state.locationStatus === 'success' && state.locationPosition) {
    return Promise.resolve(state.locationPosition)
  }
  if (pending) return pending
  update({ locationStatus: 'loading' })
  pending = (isWeChat() ? wechatFix() : browserFix())
    .then((fix) => {
      update({
        ...positionsOf(fix),
        locationStatus: 'success',
        source: isWeChat() ? 'wechat' : 'device',
        // a new point: its city is looked up again
        city: null,
        cityStatus: 'idle',
        error: null,
      })
      return state.locationPosition
    })
    .catch((error: unknown) => {
      const failure: LocationFailure =
        error instanceof LocationError ? error.failure : { key: 'location_failed', infoKey: 'reason_unknown' }
      update({ ...FALLBACK_STATE, locationStatus: 'error', error: failure })
      throw error instanceof LocationError ? error : new LocationError(failure)
    })
    .finally(() => {
      pending = null
    })
  return pending
}

/** The forgiving form for lists: never rejects, answering the fallback point after a failure. */
export function locate(force = false): Promise<string> {
  return requestLocation(force).catch(() => state.locationPosition || FALLBACK_POSITION)
}

let pendingCity: Promise<string> | null = null

/**
 * The city of the held position (reverse geocoding; the province where there is no city). A held
 * success is returned without a new lookup. Rejects with 'reverse geocoding failed' (cityStatus error).
 */
export function requestCity(force = false): Promise<string> {
  if (!force && state.cityStatus === 'success' && state.city) return Promise.resolve(state.city)
  if (pendingCity) return pendingCity
  update({ cityStatus: 'loading' })
  pendingCity = locate()
    .then(async () => {
      if (state.source === 'fallback' || state.city === SHANGHAI_CITY) {
        update({ city: SHANGHAI_CITY, cityStatus: 'success' })
        return SHANGHAI_CITY
      }
      const [lng, lat] = state.locationPosition.split(',').map(Number) as [number, number]
      try {
        const place = await call(geoApi.regeo, { lng, lat, coordSystem: 'wgs84' }, { silent: true })
        const city = place.city || place.province
        update({ city, cityStatus: 'success' })
        return city
      } catch (error) {
        const info = error instanceof Error && error.message ? error.message : undefined
        const failure: LocationFailure = {
          key: 'regeo_failed',
          ...(info ? { info } : { infoKey: 'reason_unknown' as const }),
        }
        update({ cityStatus: 'error', error: failure })
        throw new LocationError(failure)
      }
    })
    .finally(() => {
      pendingCity = null
    })
  return pendingCity
}

/**
 * Use a chosen point instead of the device's (a saved address, a search result, the map picker, or
 * the Shanghai demo point). `city` null = look it up when asked.
 */
export function setManualPosition(
  position: string | LngLat,
  city: string | null,
  coordSystem: 'wgs84' | 'gcj02' = 'wgs84',
): void {
  let point: LngLat
  if (typeof position === 'string') {
    const [lng, lat] = position.split(',').map(Number) as [number, number]
    point = { lng, lat }
  } else point = position
  update({
    ...positionsOf({ point, coordSystem }),
    locationStatus: 'success',
    city,
    cityStatus: city ? 'success' : 'idle',
    source: 'manual',
    error: null,
  })
}

export function getLocation(): Readonly<LocationState> {
  return state
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export interface LocationView {
  /** WGS-84 'lng,lat' */
  position: string
  positionGcj02: string
  status: LocationStatus
  /** Display name (the fallback translated), or null while unknown. */
  city: string | null
  cityStatus: LocationStatus
  source: LocationSource | null
  error: LocationFailure | null
  locate(force?: boolean): Promise<string>
  requestLocation(force?: boolean): Promise<string>
  requestCity(force?: boolean): Promise<string>
}

export function useLocationStore(): LocationView {
  const s = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  )
  const { t } = useTranslation('common')
  const city = s.city === SHANGHAI_CITY ? t('city_shanghai') : s.city
  return {
    position: s.locationPosition,
    positionGcj02: s.locationPositionGcj02,
    status: s.locationStatus,
    city,
    cityStatus: s.cityStatus,
    source: s.source,
    error: s.error,
    locate,
    requestLocation,
    requestCity,
  }
}

/** For tests. */
export function resetLocationForTests(): void {
  state = EMPTY
  pending = null
  pendingCity = null
}

/** The visitor's position when the store has a usable one (the server then computes distance, fee and range). */
export function usePosition(): string | undefined {
  const { position, status, locate } = useLocationStore()
  useEffect(() => {
    if (status === 'idle') void locate()
  }, [status, locate])
  return parsePosition(position) ? position : undefined
}
