import { describe, expect, it } from 'vitest'
import { catalogueReader } from './catalogueReader'

const namespaceUrl = (lng: string, ns: string) => `/web/locales/v1/${lng}/${ns}.json`
const SCREEN = { lang: 'en', namespaces: ['common', 'mine'], href: '/web/locales/v1/en/screens/mine.json' }

/** A fetch answering from a table of addresses (anything else 404), recording what was asked. */
function files(table: Record<string, unknown>, status: Record<string, number> = {}) {
  const asked: string[] = []
  const fetchFile = async (url: string) => {
    asked.push(url)
    if (status[url]) return new Response('', { status: status[url] })
    return url in table ? Response.json(table[url]) : new Response('', { status: 404 })
  }
  return { asked, fetchFile }
}

describe('catalogueReader', () => {
  it("reads the first screen's namespaces from its one file, asked for once", async () => {
    const { asked, fetchFile } = files({
      [SCREEN.href]: { common: { ok: 'OK' }, mine: { title: 'Me' } },
    })
    const read = catalogueReader(fetchFile, namespaceUrl, SCREEN)
    expect(await Promise.all([read('en', 'common'), read('en', 'mine')])).toEqual([
      { ok: 'OK' },
      { title: 'Me' },
    ])
    expect(asked).toEqual([SCREEN.href])
  })

  it('reads any other namespace, or another language, from its own file', async () => {
    const { asked, fetchFile } = files({
      [SCREEN.href]: { common: { ok: 'OK' }, mine: { title: 'Me' } },
      '/web/locales/v1/en/shop.json': { cart: 'Cart' },
      '/web/locales/v1/ar/mine.json': { title: 'أنا' },
    })
    const read = catalogueReader(fetchFile, namespaceUrl, SCREEN)
    expect(await read('en', 'shop')).toEqual({ cart: 'Cart' })
    expect(await read('ar', 'mine')).toEqual({ title: 'أنا' })
    expect(asked).toEqual(['/web/locales/v1/en/shop.json', '/web/locales/v1/ar/mine.json'])
  })

  it("falls back to the namespace's own file when the screen's file fails or lacks it", async () => {
    const failing = files({ '/web/locales/v1/en/mine.json': { title: 'Me' } }, { [SCREEN.href]: 500 })
    expect(await catalogueReader(failing.fetchFile, namespaceUrl, SCREEN)('en', 'mine')).toEqual({
      title: 'Me',
    })
    expect(failing.asked).toEqual([SCREEN.href, '/web/locales/v1/en/mine.json'])

    const lacking = files({
      [SCREEN.href]: { common: { ok: 'OK' } },
      '/web/locales/v1/en/mine.json': { title: 'Me' },
    })
    expect(await catalogueReader(lacking.fetchFile, namespaceUrl, SCREEN)('en', 'mine')).toEqual({
      title: 'Me',
    })
  })

  it('takes a missing namespace file as empty and fails on any other error', async () => {
    const { fetchFile } = files({}, { '/web/locales/v1/en/shop.json': 503 })
    const read = catalogueReader(fetchFile, namespaceUrl, undefined)
    expect(await read('en', 'help')).toEqual({})
    await expect(read('en', 'shop')).rejects.toThrow('catalogue en/shop: HTTP 503')
  })
})
