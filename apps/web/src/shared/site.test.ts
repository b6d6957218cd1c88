import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultSite, getSite, resetSiteForTests, SITE_KEY, setSite, siteChosen } from './site'

beforeEach(() => {
  localStorage.clear()
  resetSiteForTests()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('default site (product rules 11)', () => {
  it('is the China site inside WeChat, whatever the language or time zone', () => {
    expect(
      defaultSite({
        userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.47',
        timeZone: 'Europe/London',
        languages: ['en-GB'],
      }),
    ).toBe('cn')
  })

  it('is the China site with a mainland time zone, even in English', () => {
    expect(defaultSite({ timeZone: 'Asia/Shanghai', languages: ['en-US'] })).toBe('cn')
    expect(defaultSite({ timeZone: 'Asia/Urumqi', languages: ['ru'] })).toBe('cn')
  })

  it('is the China site when Simplified Chinese is a preferred language', () => {
    expect(defaultSite({ timeZone: 'America/New_York', languages: [null, 'zh-CN', 'en'] })).toBe('cn')
    expect(defaultSite({ timeZone: 'Europe/Paris', languages: ['zh-Hans'] })).toBe('cn')
  })

  it('is the global site elsewhere (Hong Kong and Taipei time, Traditional Chinese included)', () => {
    expect(defaultSite({ timeZone: 'Europe/Berlin', languages: ['de-DE', 'en'] })).toBe('global')
    expect(defaultSite({ timeZone: 'Asia/Hong_Kong', languages: ['zh-HK'] })).toBe('global')
    expect(defaultSite({ timeZone: 'Asia/Taipei', languages: ['zh-TW'] })).toBe('global')
    expect(defaultSite({})).toBe('global')
  })
})

describe('site switch', () => {
  it('uses the device default until the member chooses, then remembers the choice on the device', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Europe/Berlin',
    } as Intl.ResolvedDateTimeFormatOptions)
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE'], language: 'de-DE', userAgent: 'Chrome' })
    expect(getSite()).toBe('global')
    expect(siteChosen()).toBe(false)

    setSite('cn')
    expect(getSite()).toBe('cn')
    expect(localStorage.getItem(SITE_KEY)).toBe('cn')
    expect(siteChosen()).toBe(true)

    // a new visit reads the stored choice, not the device's default
    resetSiteForTests()
    expect(getSite()).toBe('cn')
  })

  it('ignores a stored value that is not a site', () => {
    localStorage.setItem(SITE_KEY, 'mars')
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Asia/Shanghai',
    } as Intl.ResolvedDateTimeFormatOptions)
    expect(getSite()).toBe('cn')
    expect(siteChosen()).toBe(false)
  })
})
