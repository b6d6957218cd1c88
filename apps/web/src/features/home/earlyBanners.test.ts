import { afterEach, describe, expect, it } from 'vitest'
import { takeEarlyBanners } from './earlyBanners'

const banner = { id: 'b1', image: 'demo/b1.webp', title: 'Order in your language', link: null }
const early = (lang: string, envelope: unknown) => {
  window.__siamBanners = { lang, answer: Promise.resolve(envelope as { success?: unknown; data?: unknown }) }
}

describe('takeEarlyBanners', () => {
  afterEach(() => {
    window.__siamBanners = undefined
  })

  it('gives the banners index.html asked for, once', async () => {
    early('en', { success: true, data: [banner] })
    expect(await takeEarlyBanners('en')).toEqual([banner])
    expect(await takeEarlyBanners('en')).toBeNull()
  })

  it('asks again when the language changed before the app started', async () => {
    early('ja', { success: true, data: [banner] })
    expect(await takeEarlyBanners('en')).toBeNull()
    expect(window.__siamBanners).toBeUndefined()
  })

  it('asks again when the early call failed or answered something else', async () => {
    early('en', null)
    expect(await takeEarlyBanners('en')).toBeNull()
    early('en', { success: false, data: null, message: 'busy' })
    expect(await takeEarlyBanners('en')).toBeNull()
    early('en', { success: true, data: { not: 'a list' } })
    expect(await takeEarlyBanners('en')).toBeNull()
  })

  it('is null when nothing was asked early (another screen was opened first)', async () => {
    expect(await takeEarlyBanners('en')).toBeNull()
  })
})
