/**
 * The China / global site switch (spec 1, product rules 11). The China site loads nothing from hosts
 * that mainland China blocks (map tiles from AMap, positions in GCJ-02); the global site uses
 * international providers (OpenStreetMap tiles in WGS-84). The same account works on both.
 *
 * The choice is stored on the device (localStorage `siam.site`). Until the member chooses, the default
 * is the site that works where the device seems to be: China inside WeChat, with a mainland time zone,
 * or when Simplified Chinese is the app's or the browser's language; global otherwise. A visitor who
 * lands in China gets the China site without a VPN (phones move to Asia/Shanghai on arrival); one
 * planning from abroad gets the global one. Either way the switch is one tap in "Mine".
 */
import { resolveLocale } from '@siam/i18n'
import { useSyncExternalStore } from 'react'

export type Site = 'cn' | 'global'
export const SITES: readonly Site[] = ['cn', 'global']
export const SITE_KEY = 'siam.site'

/** IANA names of mainland China's time zone (and its old aliases). */
const MAINLAND_TIME_ZONES = new Set([
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'PRC',
])

export interface DeviceHints {
  timeZone?: string | undefined
  /** The app's stored language first, then the browser's preferred languages. */
  languages?: readonly (string | null | undefined)[]
  userAgent?: string | undefined
}

function isSite(value: unknown): value is Site {
  return value === 'cn' || value === 'global'
}

/** The site a device gets before its owner chooses (pure, for tests). */
export function defaultSite(hints: DeviceHints): Site {
  if (/MicroMessenger/i.test(hints.userAgent ?? '')) return 'cn'
  if (hints.timeZone && MAINLAND_TIME_ZONES.has(hints.timeZone)) return 'cn'
  const zhHans = (hints.languages ?? []).some((l) => !!l && resolveLocale(l) === 'zh-Hans')
  return zhHans ? 'cn' : 'global'
}

function deviceHints(): DeviceHints {
  let timeZone: string | undefined
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    timeZone = undefined
  }
  let appLang: string | null = null
  try {
    appLang = globalThis.localStorage?.getItem('lang') ?? null
  } catch {
    appLang = null
  }
  const nav = globalThis.navigator
  return {
    timeZone,
    languages: [appLang, ...(nav?.languages ?? []), nav?.language],
    userAgent: nav?.userAgent,
  }
}

function readStored(): Site | null {
  try {
    const v = globalThis.localStorage?.getItem(SITE_KEY)
    return isSite(v) ? v : null
  } catch {
    return null
  }
}

let current: Site | null = null
const listeners = new Set<() => void>()

/** The site in use: the member's stored choice, else the device's default. */
export function getSite(): Site {
  if (current === null) current = readStored() ?? defaultSite(deviceHints())
  return current
}

/** Whether the member chose a site themselves (the default is a guess they can confirm). */
export function siteChosen(): boolean {
  return readStored() !== null
}

/** Switches the site and remembers it on the device; screens that load services follow at once. */
export function setSite(site: Site): void {
  current = site
  try {
    globalThis.localStorage?.setItem(SITE_KEY, site)
  } catch {
    // private mode: the choice lasts for this visit
  }
  for (const l of listeners) l()
}

const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function useSite(): Site {
  return useSyncExternalStore(subscribe, getSite, getSite)
}

/** For tests: forget the cached value so the next read looks at storage and the device again. */
export function resetSiteForTests(): void {
  current = null
}
