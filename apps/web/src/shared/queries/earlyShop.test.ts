import { afterEach, describe, expect, it } from 'vitest'
import { takeEarlyShop } from './earlyShop'

const shop = { id: 's1', name: 'Golden Crisp', image: 'demo/s1.webp' }
const early = (id: string, lang: string, envelope: unknown) => {
  window.__siamShop = { id, lang, answer: Promise.resolve(envelope as { success?: unknown; data?: unknown }) }
}

describe('takeEarlyShop', () => {
  afterEach(() => {
    window.__siamShop = undefined
  })

  it('gives the shop index.html asked for, once', async () => {
    early('s1', 'en', { success: true, data: shop })
    expect(await takeEarlyShop('s1', 'en')).toEqual(shop)
    expect(await takeEarlyShop('s1', 'en')).toBeNull()
  })

  it('asks again for another shop or another language', async () => {
    early('s1', 'en', { success: true, data: shop })
    expect(await takeEarlyShop('s2', 'en')).toBeNull()
    expect(window.__siamShop).toBeUndefined()
    early('s1', 'ja', { success: true, data: shop })
    expect(await takeEarlyShop('s1', 'en')).toBeNull()
  })

  it('asks again when the early call failed or answered something else', async () => {
    early('s1', 'en', null)
    expect(await takeEarlyShop('s1', 'en')).toBeNull()
    early('s1', 'en', { success: false, data: null, message: 'busy' })
    expect(await takeEarlyShop('s1', 'en')).toBeNull()
    early('s1', 'en', { success: true, data: { ...shop, id: 's9' } })
    expect(await takeEarlyShop('s1', 'en')).toBeNull()
  })

  it('is null when nothing was asked early (another screen was opened first)', async () => {
    expect(await takeEarlyShop('s1', 'en')).toBeNull()
  })
})
