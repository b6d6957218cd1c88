import { describe, expect, it } from 'vitest'
import { isKeepable, keptCall, namespaceFiles, networkFirstKept, offlineKey } from './offline'

const ORIGIN = 'https://siam.example'

/** The Cache API's part the worker uses, in memory. */
function memoryCache() {
  const entries = new Map<string, Response>()
  return {
    entries,
    keys: async () => [...entries.keys()].map((url) => ({ url })),
    delete: async (url: string) => entries.delete(url),
    put: async (url: string, response: Response) => {
      entries.set(url, response)
    },
    match: async (url: string) => entries.get(url)?.clone(),
  }
}

const post = (path: string, body: unknown) =>
  new Request(`${ORIGIN}/siam-server/rest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const envelope = (data: unknown, success = true) =>
  new Response(JSON.stringify({ success, code: success ? 200 : 500, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })
const offline = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch')
}

describe('what the service worker keeps for offline', () => {
  it('knows the kept calls and keys them by their id', () => {
    expect(keptCall(`${ORIGIN}/siam-server/rest/menu/listWithGoods`)).toBe('menu/listWithGoods')
    expect(keptCall(`${ORIGIN}/siam-server/rest/member/order/selectById`)).toBe('member/order/selectById')
    expect(keptCall(`${ORIGIN}/siam-server/rest/member/order/insert`)).toBeNull()
    expect(keptCall(`${ORIGIN}/web/index.html`)).toBeNull()
    expect(offlineKey(ORIGIN, 'menu/listWithGoods', { shopId: 's 1' })).toBe(
      `${ORIGIN}/siam-server/offline/menu/listWithGoods?id=s%201`,
    )
    expect(offlineKey(ORIGIN, 'menu/listWithGoods', { id: 's1' })).toBeNull()
    expect(isKeepable(200, { success: false })).toBe(false)
    expect(isKeepable(401, { success: true })).toBe(false)
  })

  it('answers the last menu seen when the network is gone, and only for that shop', async () => {
    const cache = memoryCache()
    const online = await networkFirstKept(post('menu/listWithGoods', { shopId: 's1' }), cache, async () =>
      envelope([{ id: 'c1', goods: [] }]),
    )
    expect((await online.json()).data).toEqual([{ id: 'c1', goods: [] }])
    const kept = await networkFirstKept(post('menu/listWithGoods', { shopId: 's1' }), cache, offline)
    expect((await kept.json()).data).toEqual([{ id: 'c1', goods: [] }])
    await expect(
      networkFirstKept(post('menu/listWithGoods', { shopId: 's2' }), cache, offline),
    ).rejects.toThrow('Failed to fetch')
  })

  it('keeps one copy per call: a newer menu replaces the one before, an error replaces nothing', async () => {
    const cache = memoryCache()
    await networkFirstKept(post('menu/listWithGoods', { shopId: 's1' }), cache, async () => envelope(['one']))
    await networkFirstKept(post('member/order/selectById', { id: 'o1' }), cache, async () =>
      envelope({ id: 'o1' }),
    )
    await networkFirstKept(post('menu/listWithGoods', { shopId: 's2' }), cache, async () => envelope(['two']))
    await networkFirstKept(post('member/order/selectById', { id: 'o2' }), cache, async () =>
      envelope(null, false),
    )
    expect([...cache.entries.keys()].sort()).toEqual([
      `${ORIGIN}/siam-server/offline/member/order/selectById?id=o1`,
      `${ORIGIN}/siam-server/offline/menu/listWithGoods?id=s2`,
    ])
    const order = await networkFirstKept(post('member/order/selectById', { id: 'o1' }), cache, offline)
    expect((await order.json()).data).toEqual({ id: 'o1' })
  })
})

describe('namespaceFiles', () => {
  it("names each namespace of a screen's catalogue file as its own file", () => {
    const url = `${ORIGIN}/web/locales/abc123/en/screens/mine.json`
    expect(namespaceFiles(url, { common: { ok: 'OK' }, mine: { title: 'Me' } })).toEqual([
      [`${ORIGIN}/web/locales/abc123/en/common.json`, '{"ok":"OK"}'],
      [`${ORIGIN}/web/locales/abc123/en/mine.json`, '{"title":"Me"}'],
    ])
  })

  it('keeps nothing for a namespace file, another address or a body that is not catalogues', () => {
    expect(namespaceFiles(`${ORIGIN}/web/locales/abc123/en/mine.json`, { title: 'Me' })).toEqual([])
    expect(namespaceFiles(`${ORIGIN}/siam-server/rest/screens/x.json`, { a: {} })).toEqual([])
    expect(namespaceFiles(`${ORIGIN}/web/locales/abc123/en/screens/mine.json`, null)).toEqual([])
    expect(
      namespaceFiles(`${ORIGIN}/web/locales/abc123/en/screens/mine.json`, { '../x': {}, mine: 'text' }),
    ).toEqual([])
  })
})
