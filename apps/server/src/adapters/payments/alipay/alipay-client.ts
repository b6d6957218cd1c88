import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import { providerFetch } from '../provider-http'
import { formatShanghaiTime } from './shanghai-time'
import { loadPrivateKey, loadPublicKey, signedResponseText, signRequest, verifyRsa2 } from './signature'

export interface AlipaySettings {
  /** The classic open-platform gateway (ALIPAY_GATEWAY), e.g. https://openapi.alipay.com/gateway.do */
  gateway: string
  appId: string
  /** Our application private key (RSA2), PEM or Alipay's bare base64. */
  privateKeyPem: string
  /** Alipay's public key that verifies its answers, notifications and return parameters. */
  alipayPublicKeyPem: string
  timeoutMs?: number
}

export type AlipayLog = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>

/** One verified answer of an Alipay API call (its `*_response` object). */
export type Answer = Record<string, unknown> & { code: string; sub_code?: string; sub_msg?: string }

/** Codes in a business answer (40004) that Alipay asks to retry with the same parameters. */
const RETRY_LATER = new Set(['ACQ.SYSTEM_ERROR', 'aop.ACQ.SYSTEM_ERROR'])

/** A non-empty string field of an answer. */
export function text(answer: Answer, key: string): string | undefined {
  const value = answer[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

export function providerError(cause?: unknown): AppError {
  const error = new AppError('PROVIDER_ERROR')
  if (cause !== undefined) error.cause = cause
  return error
}

const encode = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')

/** The signed requests and verified answers of Alipay's classic gateway (RSA2). */
export function createAlipayClient(deps: { config: AlipaySettings; clock: Clock; log?: AlipayLog }) {
  const { config, clock, log } = deps
  const privateKey = loadPrivateKey(config.privateKeyPem)
  const alipayPublicKey = loadPublicKey(config.alipayPublicKeyPem)

  function signedParams(method: string, biz: Record<string, string>, urls: Record<string, string> = {}) {
    return signRequest(
      {
        app_id: config.appId,
        method,
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: formatShanghaiTime(clock.now()),
        version: '1.0',
        ...urls,
        biz_content: JSON.stringify(biz),
      },
      privateKey,
    )
  }

  const withQuery = (query: string) => `${config.gateway}${config.gateway.includes('?') ? '&' : '?'}${query}`

  /**
   * One signed call. Success (10000) and business refusals (40004) come back verified; anything
   * else (service unavailable 20000, invalid arguments, unsigned or tampered answers) throws
   * PROVIDER_ERROR so the caller asks again later.
   */
  async function call(method: string, biz: Record<string, string>): Promise<Answer> {
    const response = await providerFetch(
      withQuery('charset=utf-8'),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: encode(signedParams(method, biz)),
      },
      config.timeoutMs,
    )
    if (response.status !== 200) {
      log?.warn({ method, status: response.status }, 'alipay answered an HTTP error')
      throw providerError()
    }
    const responseKey = `${method.replaceAll('.', '_')}_response`
    const envelope = parseEnvelope(response.body)
    const unverified = envelope[responseKey] as Answer | undefined
    if (!unverified || typeof unverified.code !== 'string') {
      log?.warn({ method, body: response.body.slice(0, 500) }, 'alipay answered without a response object')
      throw providerError()
    }
    if (unverified.code !== '10000' && unverified.code !== '40004') {
      log?.warn(
        { method, code: unverified.code, subCode: unverified.sub_code, subMsg: unverified.sub_msg },
        'alipay refused the call',
      )
      throw providerError()
    }
    // We act on success and business answers, so they must be Alipay's own words.
    const signed = signedResponseText(response.body, responseKey)
    const signature = typeof envelope.sign === 'string' ? envelope.sign : ''
    if (!signed || !verifyRsa2(signed, signature, alipayPublicKey)) {
      log?.warn({ method }, 'alipay answer signature invalid')
      throw providerError()
    }
    const answer = JSON.parse(signed) as Answer
    if (answer.code !== '10000' && RETRY_LATER.has(answer.sub_code ?? '')) throw providerError()
    return answer
  }

  /** The URL that carries a signed request in the browser (wap pay), with no call from us. */
  function redirectUrl(method: string, biz: Record<string, string>, urls: Record<string, string>): string {
    return withQuery(encode(signedParams(method, biz, urls)))
  }

  return { call, redirectUrl, appId: config.appId, alipayPublicKey, log }
}

export type AlipayClient = ReturnType<typeof createAlipayClient>

function parseEnvelope(body: string): Record<string, unknown> {
  try {
    return JSON.parse(body)
  } catch (error) {
    throw providerError(error)
  }
}
