import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './apiError'
import { type ClientOptions, createApiClient } from './createClient'
import { callKey } from './queryKeys'

const echo = { path: 'test/echo', audience: 'public' } as const

function setup(token: string | null = 'tok') {
  let stored = token
  const shown: string[] = []
  const prompted: string[] = []
  const options: ClientOptions = {
    lang: () => 'fr',
    token: { get: () => stored, clear: () => (stored = null) },
    translate: (key) => `t(${key})`,
    showError: (message) => shown.push(message),
    promptLogin: (message) => prompted.push(message),
  }
  return { ...createApiClient(options), shown, prompted, token: () => stored }
}

function respond(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

describe('createApiClient', () => {
  it('posts input + lang with the app language, the token and JSON headers, and resolves data', async () => {
    const fetchMock = respond({ success: true, code: 200, message: '', data: { ok: 1 } })
    const client = setup()
    await expect(client.call(echo, { a: 1 })).resolves.toEqual({ ok: 1 })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/siam-server/rest/test/echo')
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', mlang: 'fr', Authorization: 'tok' })
    expect(JSON.parse(String(init.body))).toEqual({ a: 1, lang: 'fr' })
  })

  it('shows the error through the app, unless silent; code 2 is never shown', async () => {
    respond({ success: false, code: 409, message: 'busy', data: null, errorKey: 'BUSY' }, 409)
    const client = setup()
    await expect(client.call(echo, {})).rejects.toMatchObject({ code: 409, errorKey: 'BUSY' })
    await expect(client.call(echo, {}, { silent: true })).rejects.toBeInstanceOf(ApiError)
    respond({ success: false, code: 2, message: 'quiet', data: null })
    await expect(client.call(echo, {})).rejects.toMatchObject({ code: 2 })
    expect(client.shown).toEqual(['busy'])
  })

  it('on 401 forgets the token and prompts login with the catalogue message', async () => {
    respond({ success: false, code: 401, message: '', data: null }, 401)
    const client = setup()
    await expect(client.call(echo, {})).rejects.toMatchObject({ code: 401 })
    expect(client.token()).toBeNull()
    expect(client.prompted).toEqual(['t(common:http_401)'])
    expect(client.shown).toEqual([])
  })

  it('keys a call by its path first', () => {
    expect(callKey(echo, 'x', 2)).toEqual(['test/echo', 'x', 2])
  })
})
