/**
 * What the address pages hand each other, kept in sessionStorage (it survives the trip to the map or
 * the search page and back, and a reload on the way): the place picked on the map or found by search,
 * the half-filled forms, and the current delivery address (spec 7: the default becomes it).
 */
import type { LngLat } from '@siam/domain'
import type { NavigateFunction } from 'react-router'
import { safeRedirect } from '../../app/paths'

type CoordSystem = 'wgs84' | 'gcj02'

/** A point with its names: from the map picker (reverse geocoded) or the search page. */
export interface PickedPlace {
  /** As the source gave it, in `coordSystem`. */
  lng: number
  lat: number
  coordSystem: CoordSystem
  wgs84: LngLat
  gcj02: LngLat
  /** The place's name in the member's language ('' when the geocoder knew none). */
  name: string
  city: string
  /** The Chinese line a courier reads ('' when unknown). */
  addressZh: string
}

const PICKED_KEY = 'siam.address.picked'
const CURRENT_KEY = 'siam.address.current'
const draftKey = (form: string) => `siam.address.draft.${form}`

function readJson<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // private mode: the hand-over lasts for this page view only
  }
}

export function putPicked(place: PickedPlace): void {
  writeJson(PICKED_KEY, place)
}

/**
 * The picked place waiting for the page that asked for it. Read in a state initialiser (no side
 * effects there: React may call it twice), then dropped with `clearPicked()` in an effect.
 */
export function peekPicked(): PickedPlace | null {
  const place = readJson<PickedPlace>(PICKED_KEY)
  return place && typeof place.lng === 'number' && typeof place.lat === 'number' ? place : null
}

export function clearPicked(): void {
  writeJson(PICKED_KEY, null)
}

export function loadDraft<T>(form: string): T | null {
  return readJson<T>(draftKey(form))
}

export function saveDraft(form: string, draft: unknown): void {
  writeJson(draftKey(form), draft)
}

export function clearDraft(form: string): void {
  writeJson(draftKey(form), null)
}

export function currentAddressId(): string | null {
  return readJson<string>(CURRENT_KEY)
}

export function setCurrentAddressId(id: string | null): void {
  writeJson(CURRENT_KEY, id)
}

/** An in-app path with query parameters set (replacing values already there). */
export function withParams(target: string, params: Record<string, string>): string {
  const [path = '', query = ''] = target.split('?')
  const search = new URLSearchParams(query)
  for (const [k, v] of Object.entries(params)) search.set(k, v)
  const s = search.toString()
  return s ? `${path}?${s}` : path
}

/** Where a page goes back to: its `redirect` (in-app only) or `fallback`. */
export function redirectOf(params: URLSearchParams, fallback: string): string {
  const r = params.get('redirect')
  return r ? safeRedirect(r) : fallback
}

/**
 * Back to the page that opened this one (the map and the search are always opened from the page that
 * wants the place): a history step when there is one, so Back does not return here; else `target`.
 */
export function goBack(navigate: NavigateFunction, target: string): void {
  const idx = (globalThis.history?.state as { idx?: number } | null)?.idx ?? 0
  if (idx > 0) navigate(-1)
  else navigate(target, { replace: true })
}
