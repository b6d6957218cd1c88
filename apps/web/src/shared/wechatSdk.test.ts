import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loadWeChatSdk,
  resetWeChatSdkForTests,
  signedPageUrl,
  WECHAT_SDK_URL,
  WeChatSdkError,
  wechatLocation,
} from './wechatSdk'

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.49'
const CONFIG = { appId: 'wx123', timestamp: 1700000000, nonceStr: 'abc', signature: 'f00d' }

function fakeWx(behaviour: { configError?: string; location?: 'ok' | 'fail' }) {
  let readyCb: () => void = () => {}
  let errorCb: (r: { errMsg?: string }) => void = () => {}
  const wx = {
    config: vi.fn(() => {
      queueMicrotask(() => (behaviour.configError ? errorCb({ errMsg: behaviour.configError }) : readyCb()))
    }),
    ready: vi.fn((cb: () => void) => {
      readyCb = cb
    }),
    error: vi.fn((cb: (r: { errMsg?: string }) => void) => {
      errorCb = cb
    }),
    getLocation: vi.fn(
      (o: { type: string; success: (r: unknown) => void; fail: (r: { errMsg: string }) => void }) => {
        if (behaviour.location === 'fail') o.fail({ errMsg: 'getLocation:fail auth deny' })
        else o.success({ latitude: 31.2284, longitude: 121.478, accuracy: 30 })
      },
    ),
  }
  return wx
}

function answerConfig(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body)))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

beforeEach(() => {
  resetWeChatSdkForTests()
  vi.stubGlobal('navigator', { ...navigator, userAgent: WECHAT_UA })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  delete (globalThis as { wx?: unknown }).wx
})

describe('WeChat JS-SDK (spec 7)', () => {
  it('is refused outside WeChat without fetching anything', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 Chrome/130' })
    const fetchMock = answerConfig({ success: true, data: CONFIG })
    const append = vi.spyOn(document.head, 'appendChild')
    await expect(loadWeChatSdk()).rejects.toBeInstanceOf(WeChatSdkError)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(append).not.toHaveBeenCalled()
  })

  it('loads the script from res.wx.qq.com, signs the page address without its hash, and configures getLocation', async () => {
    expect(WECHAT_SDK_URL).toBe('https://res.wx.qq.com/open/js/jweixin-1.6.0.js')
    expect(signedPageUrl('https://siam.example/web/?from=x#/pages/index/index')).toBe(
      'https://siam.example/web/?from=x',
    )
    const wx = fakeWx({})
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      const script = node as HTMLScriptElement
      expect(script.src).toBe(WECHAT_SDK_URL)
      ;(globalThis as { wx?: unknown }).wx = wx
      queueMicrotask(() => script.onload?.(new Event('load')))
      return node
    })
    const fetchMock = answerConfig({ success: true, data: CONFIG })

    await expect(wechatLocation()).resolves.toEqual({ lng: 121.478, lat: 31.2284 })
    expect(append).toHaveBeenCalledTimes(1)
    const url = String((fetchMock.mock.calls[0] as unknown[])[0])
    expect(url).toBe(
      `/siam-server/rest/system/wxJsSdkConfig?url=${encodeURIComponent(signedPageUrl(location.href))}`,
    )
    expect(wx.config).toHaveBeenCalledWith({
      debug: false,
      ...CONFIG,
      jsApiList: ['getLocation', 'scanQRCode', 'chooseWXPay'],
    })
    expect(wx.getLocation.mock.calls[0]?.[0]).toMatchObject({ type: 'gcj02' })

    // configured once: a second position asks WeChat again but loads nothing
    await wechatLocation()
    expect(append).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(wx.getLocation).toHaveBeenCalledTimes(2)
  })

  it('a script that does not load is "SDK load failed", and the next call tries again', async () => {
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onerror?.(new Event('error')))
      return node
    })
    answerConfig({ success: true, data: CONFIG })
    const error = (await loadWeChatSdk().catch((e: unknown) => e)) as WeChatSdkError
    expect(error.key).toBe('sdk_load_failed')
    await loadWeChatSdk().catch(() => {})
    expect(append).toHaveBeenCalledTimes(2)
  })

  it('a refused signature or a wx.config error is "SDK config failed" with the reason', async () => {
    ;(globalThis as { wx?: unknown }).wx = fakeWx({})
    answerConfig({ success: false, code: 503, message: 'WeChat is not configured on this server' })
    const refused = (await loadWeChatSdk().catch((e: unknown) => e)) as WeChatSdkError
    expect(refused.key).toBe('sdk_config_failed')
    expect(refused.info).toBe('WeChat is not configured on this server')

    ;(globalThis as { wx?: unknown }).wx = fakeWx({ configError: 'config:invalid signature' })
    answerConfig({ success: true, data: CONFIG })
    const invalid = (await loadWeChatSdk().catch((e: unknown) => e)) as WeChatSdkError
    expect(invalid.key).toBe('sdk_config_failed')
    expect(invalid.info).toBe('config:invalid signature')
  })

  it('a refused getLocation is "WeChat location failed" with WeChat’s errMsg', async () => {
    ;(globalThis as { wx?: unknown }).wx = fakeWx({ location: 'fail' })
    answerConfig({ success: true, data: CONFIG })
    const error = (await wechatLocation().catch((e: unknown) => e)) as WeChatSdkError
    expect(error.key).toBe('wechat_location_failed')
    expect(error.info).toBe('getLocation:fail auth deny')
  })
})
