/**
 * Location store (spec 3, 4): position 'lng,lat', status idle -> loading -> success | error, city.
 * Browser geolocation (10 s timeout, high accuracy); a success is returned again without a new lookup;
 * persisted in sessionStorage. On error or refusal the position falls back to Shanghai People's Square.
 */
import { formatPosition, SHANGHAI_PEOPLES_SQUARE } from '@siam/domain'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

export const LOCATION_KEY = 'siam.location'
export const LOCATION_TIMEOUT_MS = 10_000
export const FALLBACK_POSITION = formatPosition(SHANGHAI_PEOPLES_SQUARE)

export type LocationStatus = 'idle' | 'loading' | 'success' | 'error'

interface Stored {
  position: string
  status: LocationStatus
  /** 'shanghai' for the fallback or a chosen demo point; a place name when one is known; null = unknown */
  city: string | null
  /** how the position was obtained: the device, or the fallback / a manual choice */
  source: 'device' | 'fallback' | 'manual' | null
}

const EMPTY: Stored = { position: '', status: 'idle', city: null, source: null }

function read(): Stored {
  try {
    const raw = globalThis.sessionStorage?.getItem(LOCATION_KEY)
    if (!raw) return EMPTY
    const parsed = JSON.parse(raw) as Partial<Stored>
    if (typeof parsed.position !== 'string') return EMPTY
    const status = parsed.status === 'loading' ? 'idle' : (parsed.status ?? 'idle')
    return { ...EMPTY, ...parsed, status }
  } catch {
    return EMPTY
  }
}

let state: Stored = read()
const listeners = new Set<() => void>()

function update(next: Partial<Stored>): void {
  state = { ...state, ...next }
  try {
    globalThis.sessionStorage?.setItem(LOCATION_KEY, JSON.stringify(state))
  } catch {
    // storage full or blocked: the state lives in memory
  }
  for (const l of listeners) l()
}

let pending: Promise<string> | null = null

function devicePosition(): Promise<string> {
  return new Promise((resolve, reject) => {
    const geo = globalThis.navigator?.geolocation
    if (!geo) {
      reject(new Error('geolocation unavailable'))
      return
    }
    geo.getCurrentPosition(
      (p) => resolve(formatPosition({ lng: p.coords.longitude, lat: p.coords.latitude })),
      (e) => reject(new Error(e.message || 'geolocation failed')),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
    )
  })
}

/**
 * Where the visitor is. `force` looks again even after a success (the "relocate" tap).
 * Never rejects: a failure answers the fallback position with status 'error'.
 */
export function locate(force = false): Promise<string> {
  if (!force && state.status === 'success' && state.position) return Promise.resolve(state.position)
  if (pending) return pending
  update({ status: 'loading' })
  pending = devicePosition()
    .then((position) => {
      update({ position, status: 'success', city: null, source: 'device' })
      return position
    })
    .catch(() => {
      update({ position: FALLBACK_POSITION, status: 'error', city: 'shanghai', source: 'fallback' })
      return FALLBACK_POSITION
    })
    .finally(() => {
      pending = null
    })
  return pending
}

/** Use a chosen point (e.g. the Shanghai demo point) instead of the device's. */
export function setManualPosition(position: string, city: string | null): void {
  update({ position, status: 'success', city, source: 'manual' })
}

export function getLocation(): Readonly<Stored> {
  return state
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function useLocationStore(): {
  position: string
  status: LocationStatus
  city: string | null
  source: Stored['source']
  locate(force?: boolean): Promise<string>
} {
  const s = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  )
  const { t } = useTranslation('common')
  const city = s.city === 'shanghai' ? t('city_shanghai') : s.city
  return { position: s.position, status: s.status, city, source: s.source, locate }
}

/** For tests. */
export function resetLocationForTests(): void {
  state = EMPTY
  pending = null
}
