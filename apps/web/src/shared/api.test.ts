import { memberApi, orderApi, shopApi } from '@siam/contracts/descriptors'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, call, NETWORK_ERROR_CODE, TIMEOUT_ERROR_CODE } from './api'
import { initI18n, setLang } from './i18n'
import { getToken, setToken, TOKEN_KEY } from './token'
import { hideModal, isModalOpen } from './ui/modal'
import { toast } from './ui/toast'

function respond(body: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  )
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  localStorage.clear()
  toast.hide()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  hideModal()
})

describe('api()', () => {
  it('resolves the data of a successful envelope', async () => {
    vi.stubGlobal(
      'fetch',
      respond({ success: true, code: 200, message: '', data: { records: [], total: 0 } }),
    )
    await expect(call(shopApi.list, { pageNo: 1, pageSize: 10 })).resolves.toEqual({ records: [], total: 0 })
    expect(toast.current()).toBeNull()
  })

  it('posts to /siam-server/rest/<path> with lang in the body and mlang, JSON and Authorization headers', async () => {
    const fetchMock = respond({ success: true, code: 200, message: '', data: true })
    vi.stubGlobal('fetch', fetchMock)
    await setLang('fr')
    setToken('tok-123')
    await call(memberApi.checkLoginToken, {})
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/siam-server/rest/member/checkLoginToken')
    expect(init.method).toBe('POST')
    const headers = init.headers as Record<string, string>
    expect(headers.mlang).toBe('fr')
    expect(headers['Content-Type']).toBe('application/json')
    expect(headers.Authorization).toBe('tok-123')
    expect(JSON.parse(String(init.body))).toEqual({ lang: 'fr' })
    await setLang('en')
  })

  it('sends no Authorization header without a token, and keeps the input fields', async () => {
    const fetchMock = respond({ success: true, code: 200, message: '', data: { resendAfterSeconds: 60 } })
    vi.stubGlobal('fetch', fetchMock)
    await call(memberApi.sendEmailCode, { email: 'a@b.co', type: 'login' })
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined()
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co', type: 'login', lang: 'en' })
  })

  it('rejects code 2 silently: no toast', async () => {
    vi.stubGlobal('fetch', respond({ success: false, code: 2, message: 'quiet', data: null }))
    const error = await call(shopApi.list, { pageNo: 1 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe(2)
    expect(toast.current()).toBeNull()
  })

  it('shows the server message in an error toast and rejects with code, errorKey and fieldErrors', async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        {
          success: false,
          code: 409,
          message: 'shop is resting, cannot order now',
          data: null,
          errorKey: 'SHOP_RESTING',
          fieldErrors: { x: 'y' },
        },
        409,
      ),
    )
    const error = (await call(shopApi.detail, { id: '1' }).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe(409)
    expect(error.errorKey).toBe('SHOP_RESTING')
    expect(error.fieldErrors).toEqual({ x: 'y' })
    expect(error.message).toBe('shop is resting, cannot order now')
    expect(toast.current()).toMatchObject({ kind: 'error', message: 'shop is resting, cannot order now' })
  })

  it('uses the spec 8 catalogue message for the HTTP status when there is no message', async () => {
    vi.stubGlobal('fetch', respond({ success: false, code: 404, message: '', data: null }, 404))
    const error = (await call(shopApi.detail, { id: '1' }).catch((e: unknown) => e)) as ApiError
    expect(error.message).toBe('Error code (404): the interface does not exist or is no longer available.')
    expect(toast.current()?.message).toBe(error.message)
  })

  it('reads the HTTP status when the body is not an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    )
    const error = (await call(shopApi.detail, { id: '1' }).catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe(502)
    expect(error.message).toBe('The server is busy, try again later!')
  })

  it('stays quiet with { silent: true } but still rejects', async () => {
    vi.stubGlobal('fetch', respond({ success: false, code: 400, message: 'bad', data: null }, 400))
    await expect(
      call(memberApi.login, { email: 'a@b.co', password: 'x' }, { silent: true }),
    ).rejects.toMatchObject({ code: 400 })
    expect(toast.current()).toBeNull()
  })

  it('deletes the token on 401 and offers login', async () => {
    localStorage.setItem(TOKEN_KEY, 'old')
    vi.stubGlobal('fetch', respond({ success: false, code: 401, message: '', data: null }, 401))
    const error = (await call(orderApi.list, { pageNo: 1 }).catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe(401)
    expect(error.message).toBe('User expired or not logged in, please log in before use!')
    expect(getToken()).toBeNull()
    expect(isModalOpen()).toBe(true)
  })

  it('reports a network failure as code 101 "Network error, please retry"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const error = (await call(shopApi.list, { pageNo: 1 }).catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe(NETWORK_ERROR_CODE)
    expect(error.message).toBe('Network error, please retry')
    expect(toast.current()?.message).toBe('Network error, please retry')
  })

  it('times out after timeoutMs (default 60 s) with errCode 5', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
          }),
      ),
    )
    const pending = call(shopApi.list, { pageNo: 1 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(toast.current()).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    const error = (await pending) as ApiError
    expect(error.code).toBe(TIMEOUT_ERROR_CODE)
    expect(error.message).toBe('The connection timed out, click the screen to try again.')
  })
})
