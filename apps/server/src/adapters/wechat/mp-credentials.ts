import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { providerFetch } from '../payments/provider-http'
import type { TokenStore } from './token-store'

/** The official account's credentials (WECHAT_MP_API_BASE, WECHAT_APP_ID, WECHAT_APP_SECRET). */
export interface MpSettings {
  /** https://api.weixin.qq.com, or the fake's URL in tests. */
  apiBase: string
  appId: string
  appSecret: string
  timeoutMs?: number
}

export interface MpLog {
  warn(details: object, message: string): void
}

/** Refresh this long before WeChat's expires_in runs out, so no caller gets a token about to die. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000
/** The access_token was refused: invalid / not the latest (40001), invalid (40014), expired (42001). */
const TOKEN_REJECTED = new Set([40001, 40014, 42001])

class TokenRejected extends Error {}

/** The store keys of one official account's access_token and jsapi_ticket. */
export function mpStoreKeys(appId: string) {
  return { accessToken: `wechat-mp:${appId}:access_token`, jsapiTicket: `wechat-mp:${appId}:jsapi_ticket` }
}

interface Fresh {
  value: string
  expiresInSeconds: number
}

/**
 * access_token and jsapi_ticket of the official account, cached in `store` and refreshed
 * REFRESH_MARGIN_MS before they expire. Concurrent callers in this process share one refresh.
 *
 * The token comes from the stable_token endpoint (https://developers.weixin.qq.com/doc/offiaccount/
 * Basic_Information/getStableAccessToken.html): unlike /cgi-bin/token, asking for it again while it is
 * valid answers the same token, so several server processes refreshing at once do not invalidate
 * each other's tokens.
 */
export function createMpCredentials(deps: {
  settings: MpSettings
  clock: Clock
  store: TokenStore
  log?: MpLog
}) {
  const { settings, clock, store, log } = deps
  const base = settings.apiBase.replace(/\/+$/, '')
  const { accessToken: tokenKey, jsapiTicket: ticketKey } = mpStoreKeys(settings.appId)
  const inFlight = new Map<string, Promise<string>>()

  /** One lookup-or-refresh per key at a time; later callers wait for the same promise. */
  function shared(key: string, work: () => Promise<string>): Promise<string> {
    const running = inFlight.get(key)
    if (running) return running
    const started = work().finally(() => inFlight.delete(key))
    inFlight.set(key, started)
    return started
  }

  function cached(key: string, fetchFresh: () => Promise<Fresh>): Promise<string> {
    return shared(key, async () => {
      const entry = await store.get(key)
      if (entry && entry.expiresAt.getTime() - REFRESH_MARGIN_MS > clock.now().getTime()) return entry.value
      const fresh = await fetchFresh()
      await store.set(key, fresh.value, new Date(clock.now().getTime() + fresh.expiresInSeconds * 1000))
      return fresh.value
    })
  }

  /** A WeChat MP API answer: errors come as HTTP 200 with a non-zero errcode. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    what: string,
    body?: object,
  ): Promise<Record<string, unknown>> {
    const answer = await providerFetch(
      base + path,
      {
        method,
        headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      },
      settings.timeoutMs,
    )
    let data: Record<string, unknown> | null = null
    try {
      data = JSON.parse(answer.body) as Record<string, unknown>
    } catch {
      data = null
    }
    if (answer.status !== 200 || !data || typeof data !== 'object') {
      log?.warn({ what, status: answer.status }, 'WeChat MP API unavailable')
      throw new AppError('PROVIDER_ERROR')
    }
    const errcode = typeof data.errcode === 'number' ? data.errcode : 0
    if (errcode !== 0) {
      if (TOKEN_REJECTED.has(errcode)) throw new TokenRejected(`${errcode} ${String(data.errmsg)}`)
      log?.warn({ what, errcode, errmsg: data.errmsg }, 'WeChat MP API refused')
      throw new AppError('PROVIDER_ERROR')
    }
    return data
  }

  function fresh(data: Record<string, unknown>, field: string, what: string): Fresh {
    const value = data[field]
    const expiresIn = data.expires_in
    if (typeof value !== 'string' || !value || typeof expiresIn !== 'number' || expiresIn <= 0) {
      log?.warn({ what }, 'WeChat MP API answer malformed')
      throw new AppError('PROVIDER_ERROR')
    }
    return { value, expiresInSeconds: expiresIn }
  }

  async function fetchToken(): Promise<Fresh> {
    const data = await call('POST', '/cgi-bin/stable_token', 'stable_token', {
      grant_type: 'client_credential',
      appid: settings.appId,
      secret: settings.appSecret,
      force_refresh: false,
    }).catch(asProviderError)
    return fresh(data, 'access_token', 'stable_token')
  }

  async function fetchTicket(accessToken: string): Promise<Fresh> {
    const query = `access_token=${encodeURIComponent(accessToken)}&type=jsapi`
    const data = await call('GET', `/cgi-bin/ticket/getticket?${query}`, 'getticket')
    return fresh(data, 'ticket', 'getticket')
  }

  const accessToken = () => cached(tokenKey, fetchToken)

  /** Forgets a token WeChat refused, unless another process has already replaced it. */
  async function dropToken(rejected: string) {
    const entry = await store.get(tokenKey)
    if (entry?.value === rejected) await store.set(tokenKey, entry.value, new Date(0))
  }

  function jsapiTicket(): Promise<string> {
    return cached(ticketKey, async () => {
      const token = await accessToken()
      try {
        return await fetchTicket(token)
      } catch (error) {
        if (!(error instanceof TokenRejected)) throw error
        // Our cached token is no longer WeChat's (fetched anew elsewhere, or revoked): once more.
        log?.warn({ reason: error.message }, 'WeChat MP access_token rejected; fetching a new one')
        await dropToken(token)
        return fetchTicket(await accessToken()).catch(asProviderError)
      }
    })
  }

  return { accessToken, jsapiTicket }
}

function asProviderError(error: unknown): never {
  if (error instanceof TokenRejected) throw new AppError('PROVIDER_ERROR')
  throw error
}
