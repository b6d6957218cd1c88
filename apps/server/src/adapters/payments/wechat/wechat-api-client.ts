import type { KeyObject } from 'node:crypto'
import type { Clock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import { providerFetch } from '../provider-http'
import {
  answerMessage,
  buildAuthorization,
  isFresh,
  newNonce,
  privateKey,
  publicKey,
  unixSeconds,
  verifyMessage,
} from './wechat-crypto'

/** Everything the WeChat Pay adapter needs to know, PEM texts already loaded. */
export interface WechatPaySettings {
  /** https://api.mch.weixin.qq.com (WECHAT_API_BASE), or the fake provider's URL in tests. */
  apiBase: string
  /** The official account's appid the payer's openid belongs to. */
  appId: string
  mchId: string
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  mchSerialNo: string
  mchPrivateKeyPem: string
  /** 32-byte APIv3 key: decrypts notification resources. */
  apiV3Key: string
  /** The WeChat Pay public key (public-key mode) that signs answers and notifications, and its id. */
  platformPublicKeyPem: string
  platformPublicKeyId: string
  /** Per-request timeout; 10 s by default. */
  timeoutMs?: number
}

export interface WechatLog {
  warn(details: object, message: string): void
}

/** A verified answer: `code`/`message` are WeChat Pay's error fields on 4xx answers. */
export interface WechatAnswer {
  status: number
  data: Record<string, unknown>
  code: string | null
  message: string | null
}

/** The parts of the settings as parsed keys, so a bad PEM fails at startup and not on first use. */
export interface WechatKeys {
  merchantKey: KeyObject
  platformKey: KeyObject
}

export function loadWechatKeys(settings: WechatPaySettings): WechatKeys {
  return {
    merchantKey: privateKey(settings.mchPrivateKeyPem),
    platformKey: publicKey(settings.platformPublicKeyPem),
  }
}

/** True when headers carry a valid WeChat Pay signature of `body` by the configured public key. */
export function verifyWechatSignature(
  read: (name: string) => string,
  body: string,
  expected: { platformKey: KeyObject; platformPublicKeyId: string; now: Date },
): boolean {
  const timestamp = read('wechatpay-timestamp')
  const nonce = read('wechatpay-nonce')
  const signature = read('wechatpay-signature')
  const serial = read('wechatpay-serial')
  if (serial !== expected.platformPublicKeyId) return false
  if (!nonce || !isFresh(timestamp, expected.now)) return false
  return verifyMessage(expected.platformKey, answerMessage(timestamp, nonce, body), signature)
}

function providerError(log: WechatLog | undefined, details: object, message: string): AppError {
  log?.warn(details, message)
  return new AppError('PROVIDER_ERROR')
}

/**
 * Signed requests to WeChat Pay and verified answers. Throws PROVIDER_ERROR when the provider cannot
 * be reached, answers 5xx or 429 (ask again later), or answers something we cannot verify.
 *
 * Success answers must always carry a valid signature. Error answers are verified when signed; the
 * official SDKs (wechatpay-java, -go) do not require a signature on 4xx answers, so an unsigned 4xx is
 * taken for its code rather than turning every business refusal into an endless retry.
 */
export function createWechatApiClient(deps: {
  settings: WechatPaySettings
  keys: WechatKeys
  clock: Clock
  log?: WechatLog
}) {
  const { settings, keys, clock, log } = deps
  const base = settings.apiBase.replace(/\/+$/, '')

  async function request(
    method: 'GET' | 'POST',
    path: string,
    payload?: Record<string, unknown>,
  ): Promise<WechatAnswer> {
    const url = new URL(base + path)
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const authorization = buildAuthorization({
      mchId: settings.mchId,
      serialNo: settings.mchSerialNo,
      privateKey: keys.merchantKey,
      method,
      pathWithQuery: url.pathname + url.search,
      body,
      timestamp: unixSeconds(clock.now()),
      nonce: newNonce(),
    })
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: authorization,
      'User-Agent': 'siam-server (wechatpay-apiv3)',
      // Names the public key we verify with, so WeChat Pay signs its answer with the matching key.
      'Wechatpay-Serial': settings.platformPublicKeyId,
    }
    if (method === 'POST') headers['Content-Type'] = 'application/json'

    const answer = await providerFetch(
      url.toString(),
      { method, headers, ...(method === 'POST' ? { body } : {}) },
      settings.timeoutMs,
    )
    const requestId = answer.headers.get('request-id')
    if (answer.status >= 500 || answer.status === 429) {
      throw providerError(
        log,
        { path, status: answer.status, requestId, body: answer.body },
        'WeChat Pay unavailable',
      )
    }
    const signed = answer.headers.has('wechatpay-signature')
    if (answer.status < 300 || signed) {
      const verified = verifyWechatSignature((name) => answer.headers.get(name) ?? '', answer.body, {
        platformKey: keys.platformKey,
        platformPublicKeyId: settings.platformPublicKeyId,
        now: clock.now(),
      })
      if (!verified)
        throw providerError(log, { path, status: answer.status, requestId }, 'WeChat Pay answer not verified')
    }
    let data: Record<string, unknown> = {}
    if (answer.body.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(answer.body)
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
          data = parsed as Record<string, unknown>
        else throw new Error('not an object')
      } catch {
        throw providerError(log, { path, status: answer.status, requestId }, 'WeChat Pay answer is not JSON')
      }
    }
    const code = typeof data.code === 'string' ? data.code : null
    const message = typeof data.message === 'string' ? data.message : null
    return { status: answer.status, data, code, message }
  }

  return { request }
}

export type WechatApiClient = ReturnType<typeof createWechatApiClient>
