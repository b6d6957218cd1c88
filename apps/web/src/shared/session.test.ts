import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ann as member } from '../testing/member'
import { initI18n } from './i18n'
import {
  getSession,
  readAuthorizationCookie,
  requireLogin,
  resetSessionForTests,
  signOut,
  startSession,
} from './session'
import { getToken, TOKEN_KEY } from './token'
import { hideModal, isModalOpen } from './ui/modal'

type Handler = (path: string, init: RequestInit) => unknown
function server(handler: Handler) {
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace('/siam-server/rest/', '')
    const body = handler(path, init)
    return new Response(JSON.stringify(body), { status: 200 })
  })
  vi.stubGlobal('fetch', fn)
  return fn
}
const ok = (data: unknown) => ({ success: true, code: 200, message: '', data })

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = 'Authorization=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
}

beforeAll(async () => {
  await initI18n('en')
})
beforeEach(() => {
  localStorage.clear()
  clearCookie()
  resetSessionForTests()
})
afterEach(() => {
  vi.unstubAllGlobals()
  hideModal()
})

describe('startSession (spec 4)', () => {
  it('a stored valid token is checked with the token header, then the member is fetched', async () => {
    localStorage.setItem(TOKEN_KEY, 'good')
    const fetchMock = server((path) => (path === 'member/checkLoginToken' ? ok(true) : ok(member)))
    await startSession()
    expect(getSession().status).toBe('in')
    expect(getSession().member?.email).toBe('ann@example.com')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/siam-server/rest/member/checkLoginToken')
    expect((init.headers as Record<string, string>).Authorization).toBe('good')
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/siam-server/rest/member/getLoginMemberInfo')
  })

  it('the member is asked for while the token is still being checked (one round trip, issue 16)', async () => {
    localStorage.setItem(TOKEN_KEY, 'good')
    let answerCheck: (r: Response) => void = () => {}
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        asked.push(url)
        if (url.endsWith('member/checkLoginToken'))
          return new Promise<Response>((resolve) => {
            answerCheck = resolve
          })
        return new Response(JSON.stringify(ok(member)), { status: 200 })
      }),
    )
    const started = startSession()
    await vi.waitFor(() => expect(asked).toContain('/siam-server/rest/member/getLoginMemberInfo'))
    expect(getSession().status).toBe('checking')
    answerCheck(new Response(JSON.stringify(ok(true)), { status: 200 }))
    await started
    expect(getSession()).toMatchObject({ status: 'in', member: { email: 'ann@example.com' } })
  })

  it("a refused token's member answer is not kept", async () => {
    localStorage.setItem(TOKEN_KEY, 'stale')
    server((path) => (path === 'member/checkLoginToken' ? ok(false) : ok(member)))
    await startSession()
    expect(getSession()).toEqual({ status: 'out', member: null })
    expect(getToken()).toBeNull()
  })

  it('a stored invalid token (data false) is deleted and the visitor is logged out', async () => {
    localStorage.setItem(TOKEN_KEY, 'stale')
    server(() => ok(false))
    await startSession()
    expect(getSession().status).toBe('out')
    expect(getToken()).toBeNull()
  })

  it('a failed check deletes the token too', async () => {
    localStorage.setItem(TOKEN_KEY, 'x')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    await startSession()
    expect(getSession().status).toBe('out')
    expect(getToken()).toBeNull()
  })

  it('without a stored token, the Authorization cookie is stored as the token and checked', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up
    document.cookie = 'Authorization=cookie-token; path=/'
    const fetchMock = server((path) => (path === 'member/checkLoginToken' ? ok(true) : ok(member)))
    await startSession()
    expect(getToken()).toBe('cookie-token')
    expect(getSession().status).toBe('in')
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect((init.headers as Record<string, string>).Authorization).toBe('cookie-token')
  })

  it('no token and no cookie: logged out without calling the server', async () => {
    const fetchMock = server(() => ok(true))
    await startSession()
    expect(getSession().status).toBe('out')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('an invalid cookie token is deleted again', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up
    document.cookie = 'Authorization=bad; path=/'
    server(() => ok(false))
    await startSession()
    expect(getToken()).toBeNull()
    expect(getSession().status).toBe('out')
  })
})

describe('session helpers', () => {
  it('reads the Authorization cookie among others', () => {
    expect(readAuthorizationCookie('a=1; Authorization=abc%20d; b=2')).toBe('abc d')
    expect(readAuthorizationCookie('a=1; XAuthorization=no')).toBeNull()
    expect(readAuthorizationCookie('')).toBeNull()
  })

  it('requireLogin is false and opens the login modal when logged out', async () => {
    server(() => ok(true))
    await startSession()
    expect(requireLogin()).toBe(false)
    expect(isModalOpen()).toBe(true)
  })

  it('requireLogin is true when logged in', async () => {
    localStorage.setItem(TOKEN_KEY, 'good')
    server((path) => (path === 'member/checkLoginToken' ? ok(true) : ok(member)))
    await startSession()
    expect(requireLogin()).toBe(true)
    expect(isModalOpen()).toBe(false)
  })

  it('signOut calls member/logout and clears the token', async () => {
    localStorage.setItem(TOKEN_KEY, 'good')
    const fetchMock = server((path) =>
      path === 'member/checkLoginToken' ? ok(true) : path === 'member/logout' ? ok(true) : ok(member),
    )
    await startSession()
    await signOut()
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/siam-server/rest/member/logout')
    expect(getToken()).toBeNull()
    expect(getSession().status).toBe('out')
  })
})
