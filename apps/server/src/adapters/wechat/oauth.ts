import type { Config } from '../../config'
import { AppError } from '../../platform/errors'
import { providerFetch } from '../payments/provider-http'

/**
 * WeChat web authorization for official-account pages
 * (https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_webpage_authorization.html):
 * the browser goes to open.weixin.qq.com's authorize page (snsapi_base: silent, openid only;
 * snsapi_userinfo: the member agrees, nickname and avatar too) and comes back with a code, which the
 * server exchanges once for the openid at /sns/oauth2/access_token, then /sns/userinfo.
 */
type OauthScope = 'snsapi_base' | 'snsapi_userinfo'

interface WechatIdentity {
  openId: string
  nickname: string | null
  headImg: string | null
  sex: 'male' | 'female' | 'secret'
}

export interface WechatOauth {
  /** True for the local fake: production must never run with it (the start check reads this). */
  readonly isOffline: boolean
  readonly appId: string
  authorizeUrl(input: { redirectUri: string; scope: OauthScope; state: string }): string
  /** The code's identity; a bad, expired or already used code is WECHAT_CODE_INVALID. */
  exchange(code: string): Promise<WechatIdentity>
}

/** One GET of the WeChat API answering JSON (errors as HTTP 200 with errcode). */
export type OauthTransport = (path: string, query: Record<string, string>) => Promise<Record<string, unknown>>

/** Code refused by WeChat: invalid (40029), used (40163), expired (42003). */
const CODE_REFUSED = new Set([40029, 40163, 42003])

const sexOf = (value: unknown): WechatIdentity['sex'] =>
  value === 1 ? 'male' : value === 2 ? 'female' : 'secret'

export function createWechatOauth(deps: {
  appId: string
  appSecret: string
  authorizeBase: string
  transport: OauthTransport
  isOffline: boolean
}): WechatOauth {
  const { appId, appSecret, transport } = deps
  return {
    isOffline: deps.isOffline,
    appId,
    authorizeUrl({ redirectUri, scope, state }) {
      const query = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state,
      })
      return `${deps.authorizeBase}?${query.toString()}#wechat_redirect`
    },
    async exchange(code) {
      const token = await transport('/sns/oauth2/access_token', {
        appid: appId,
        secret: appSecret,
        code,
        grant_type: 'authorization_code',
      })
      if (typeof token.errcode === 'number' && token.errcode !== 0) {
        if (CODE_REFUSED.has(token.errcode)) throw new AppError('WECHAT_CODE_INVALID')
        throw new AppError('PROVIDER_ERROR')
      }
      const openId = token.openid
      const accessToken = token.access_token
      if (typeof openId !== 'string' || !openId || typeof accessToken !== 'string')
        throw new AppError('PROVIDER_ERROR')
      const scopes = String(token.scope ?? '').split(',')
      if (!scopes.includes('snsapi_userinfo')) return { openId, nickname: null, headImg: null, sex: 'secret' }
      const info = await transport('/sns/userinfo', {
        access_token: accessToken,
        openid: openId,
        lang: 'zh_CN',
      })
      if (typeof info.errcode === 'number' && info.errcode !== 0) throw new AppError('PROVIDER_ERROR')
      return {
        openId,
        nickname: typeof info.nickname === 'string' ? info.nickname : null,
        headImg: typeof info.headimgurl === 'string' && info.headimgurl ? info.headimgurl : null,
        sex: sexOf(info.sex),
      }
    },
  }
}

/** The real API over HTTPS (WECHAT_MP_API_BASE). */
export function httpTransport(apiBase: string, timeoutMs?: number): OauthTransport {
  const base = apiBase.replace(/\/+$/, '')
  return async (path, query) => {
    const answer = await providerFetch(
      `${base}${path}?${new URLSearchParams(query).toString()}`,
      { method: 'GET', headers: { Accept: 'application/json' } },
      timeoutMs,
    )
    try {
      const data = JSON.parse(answer.body) as unknown
      if (answer.status === 200 && data && typeof data === 'object') return data as Record<string, unknown>
    } catch {
      // fall through
    }
    throw new AppError('PROVIDER_ERROR')
  }
}

/** The sandbox official account the offline default signs as (JS-SDK config and OAuth). */
export const SANDBOX_WECHAT_APP_ID = 'wxsandbox0000000000'
export const SANDBOX_WECHAT_APP_SECRET = 'sandbox-secret'

/** Whether the server would use a local WeChat fake (OAuth or JS-SDK): for the production start check. */
export function wechatIsOffline(
  config: Pick<Config, 'WECHAT_OAUTH' | 'WECHAT_APP_ID' | 'WECHAT_APP_SECRET'>,
) {
  return config.WECHAT_OAUTH !== 'wechat' || !config.WECHAT_APP_ID || !config.WECHAT_APP_SECRET
}
