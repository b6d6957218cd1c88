import { NETWORK_ERROR_CODE } from '@siam/api-client'
import { consoleApi } from '@siam/contracts/descriptors'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { envelope, jsonResponse } from '../../testing/fixtures'
import { initI18n, setLocale } from '../i18n'
import { ApiError, call, getToken, isConflict, onUnauthorized, setToken, TOKEN_STORAGE_KEY } from './client'

const fetchMock = vi.fn<typeof fetch>()

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  localStorage.clear()
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await setLocale('en')
})

function lastCall(): { url: string; init: RequestInit; body: Record<string, unknown> } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? []
  return { url: String(url), init: init ?? {}, body: JSON.parse(String(init?.body)) }
}

/** What a call rejected with; a call that resolves fails the test. */
function rejection(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('the call resolved')
    },
    (e: unknown) => e as ApiError,
  )
}

describe('call', () => {
  it('posts JSON with lang, the mlang header and the console token, and returns data', async () => {
    setToken('tok-123')
    await setLocale('fr')
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope({ records: [], total: 0 })))

    const data = await call(consoleApi.orders, { pageNo: 1 })

    expect(data).toEqual({ records: [], total: 0 })
    const { url, init, body } = lastCall()
    expect(url).toBe('/siam-server/rest/merchant/order/list')
    expect(init.method).toBe('POST')
    const headers = init.headers as Record<string, string>
    expect(headers.Authorization).toBe('tok-123')
    expect(headers.mlang).toBe('fr')
    expect(headers['Content-Type']).toBe('application/json')
    expect(body).toEqual({ pageNo: 1, lang: 'fr' })
  })

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(envelope(true)))
    await call(consoleApi.logout, {})
    expect((lastCall().init.headers as Record<string, string>).Authorization).toBeUndefined()
  })

  it('throws the server message, code and errorKey of a failed envelope', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          success: false,
          code: 409,
          message: 'Another person already accepted this order.',
          data: null,
          errorKey: 'ORDER_STATUS_CONFLICT',
        },
        409,
      ),
    )
    const error = await rejection(call(consoleApi.updateStatus, { id: 'o1', action: 'accept' }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('Another person already accepted this order.')
    expect(error.code).toBe(409)
    expect(error.errorKey).toBe('ORDER_STATUS_CONFLICT')
    expect(isConflict(error)).toBe(true)
  })

  it('treats success:false as a failure even with HTTP 200', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        success: false,
        code: 400,
        message: 'Bad phone',
        data: null,
        errorKey: 'VALIDATION_FAILED',
      }),
    )
    await expect(
      call(consoleApi.dispatch, { id: 'o1', courierName: 'Li', courierPhone: '13800138000' }),
    ).rejects.toMatchObject({
      code: 400,
      message: 'Bad phone',
    })
  })

  it('on 401 drops the token and tells the listeners (back to login)', async () => {
    setToken('expired')
    const listener = vi.fn()
    const off = onUnauthorized(listener)
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { success: false, code: 401, message: 'Please log in', data: null, errorKey: 'NOT_LOGGED_IN' },
        401,
      ),
    )
    await expect(call(consoleApi.me, {})).rejects.toMatchObject({ code: 401, message: 'Please log in' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(getToken()).toBeNull()
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    off()
  })

  it('a wrong password on login does not count as a lost session', async () => {
    setToken('still-there')
    const listener = vi.fn()
    const off = onUnauthorized(listener)
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ success: false, code: 401, message: 'Wrong e-mail or password', data: null }, 401),
    )
    await expect(call(consoleApi.login, { email: 'm@siam.demo', password: 'nope' })).rejects.toMatchObject({
      message: 'Wrong e-mail or password',
    })
    expect(listener).not.toHaveBeenCalled()
    expect(getToken()).toBe('still-there')
    off()
  })

  it('a response that is not an envelope becomes a translated HTTP error', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }))
    const error = await rejection(call(consoleApi.me, {}))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe(502)
    expect(error.message).toContain('502')
  })

  it('a network failure becomes the network error code (spec 8: 101) with the network message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const error = await rejection(call(consoleApi.me, {}))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe(NETWORK_ERROR_CODE)
    expect(error.message).toBe('Cannot reach the server. Check the connection and try again.')
  })
})
