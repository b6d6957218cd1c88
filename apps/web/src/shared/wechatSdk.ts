/**
 * The WeChat JS-SDK, only inside WeChat's browser (spec 7): the script from res.wx.qq.com (reachable
 * in mainland China), configured with the signature from `GET /siam-server/rest/system/wxJsSdkConfig
 * ?url=` (the page address without the hash, URL-encoded) for getLocation, scanQRCode and chooseWXPay.
 * Loaded once, on first use, as its own chunk: browsers outside WeChat never fetch it.
 */
import { config } from '../config'
import { isWeChat } from './environment'

export const WECHAT_SDK_URL: string = config.wechatSdkUrl
const WECHAT_JS_API_LIST = ['getLocation', 'scanQRCode', 'chooseWXPay'] as const

interface WxResult {
  errMsg?: string
}
interface WxLocation extends WxResult {
  latitude: number
  longitude: number
  accuracy?: number
}
/** The part of the SDK's `wx` object the app uses. */
export interface Wx {
  config(options: {
    debug: boolean
    appId: string
    timestamp: number
    nonceStr: string
    signature: string
    jsApiList: string[]
  }): void
  ready(callback: () => void): void
  error(callback: (res: WxResult) => void): void
  getLocation(options: {
    type: 'wgs84' | 'gcj02'
    success(res: WxLocation): void
    fail?(res: WxResult): void
    cancel?(res: WxResult): void
  }): void
}

/** Why the SDK could not be used; `key` names the message in the `address` catalogue (spec 8). */
export class WeChatSdkError extends Error {
  constructor(
    readonly key: 'sdk_load_failed' | 'sdk_config_failed' | 'wechat_location_failed',
    readonly info: string,
  ) {
    super(`${key}: ${info}`)
    this.name = 'WeChatSdkError'
  }
}

const wxGlobal = () => (globalThis as { wx?: Wx }).wx

function loadScript(url: string): Promise<Wx> {
  const present = wxGlobal()
  if (present) return Promise.resolve(present)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onload = () => {
      const wx = wxGlobal()
      if (wx) resolve(wx)
      else reject(new WeChatSdkError('sdk_load_failed', url))
    }
    script.onerror = () => reject(new WeChatSdkError('sdk_load_failed', url))
    document.head.appendChild(script)
  })
}

interface SignedConfig {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

/** The page's address as WeChat signs it: everything before the hash. */
export function signedPageUrl(href: string = globalThis.location?.href ?? ''): string {
  return href.split('#')[0] ?? ''
}

interface ConfigAnswer {
  success?: boolean
  message?: string
  data?: Partial<SignedConfig>
}

async function fetchConfig(): Promise<SignedConfig> {
  const url = `/siam-server/rest/system/wxJsSdkConfig?url=${encodeURIComponent(signedPageUrl())}`
  let body: ConfigAnswer | null = null
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } })
    body = (await response.json()) as ConfigAnswer | null
  } catch (error) {
    throw new WeChatSdkError('sdk_config_failed', error instanceof Error ? error.message : String(error))
  }
  const d = body?.data
  if (!body?.success || !d?.appId || !d.signature || !d.nonceStr || d.timestamp === undefined) {
    throw new WeChatSdkError('sdk_config_failed', body?.message ?? '')
  }
  return { appId: d.appId, timestamp: Number(d.timestamp), nonceStr: d.nonceStr, signature: d.signature }
}

let ready: Promise<Wx> | null = null

/** The configured SDK (loads and configures it once; a failure lets the next call try again). */
export function loadWeChatSdk(): Promise<Wx> {
  if (!isWeChat()) return Promise.reject(new WeChatSdkError('sdk_load_failed', 'not inside WeChat'))
  if (ready) return ready
  ready = (async () => {
    const [wx, config] = await Promise.all([loadScript(WECHAT_SDK_URL), fetchConfig()])
    await new Promise<void>((resolve, reject) => {
      wx.ready(resolve)
      wx.error((res) => reject(new WeChatSdkError('sdk_config_failed', res.errMsg ?? '')))
      wx.config({ debug: false, ...config, jsApiList: [...WECHAT_JS_API_LIST] })
    })
    return wx
  })()
  ready.catch(() => {
    ready = null
  })
  return ready
}

/** WeChat's own position, in GCJ-02 (what Chinese maps use). */
export async function wechatLocation(): Promise<{ lng: number; lat: number }> {
  const wx = await loadWeChatSdk()
  return new Promise((resolve, reject) => {
    wx.getLocation({
      type: 'gcj02',
      success: (res) => resolve({ lng: Number(res.longitude), lat: Number(res.latitude) }),
      fail: (res) => reject(new WeChatSdkError('wechat_location_failed', res.errMsg ?? '')),
      cancel: (res) => reject(new WeChatSdkError('wechat_location_failed', res.errMsg ?? 'cancel')),
    })
  })
}

/** For tests. */
export function resetWeChatSdkForTests(): void {
  ready = null
}
