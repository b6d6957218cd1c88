import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import {
  fromMerchantRef,
  type PaymentProvider,
  type ProviderStatus,
  type ProviderTrade,
  type RefundResult,
  toMerchantRef,
  type VerifiedNotification,
} from '../gateway'
import { providerFetch } from '../provider-http'
import { fenToYuan, yuanToFen } from './amount'
import { formatShanghaiTime } from './shanghai-time'
import {
  loadPrivateKey,
  loadPublicKey,
  signedResponseText,
  signRequest,
  verifyNotify,
  verifyRsa2,
} from './signature'

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

export type AlipayGateway = PaymentProvider & {
  /**
   * The signed parameters Alipay appends to the return URL. Only says which payment the browser
   * came back for: the payment is confirmed by querying the trade, never by this redirect.
   */
  verifyReturnParams(query: Record<string, string>): { paymentId: string } | null
}

/** Alipay trade statuses (alipay.trade.query and notifications). */
const TRADE_STATUS: Record<string, ProviderStatus> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'succeeded',
  TRADE_FINISHED: 'succeeded',
  TRADE_CLOSED: 'closed',
}

type Answer = Record<string, unknown> & { code: string; sub_code?: string; sub_msg?: string }

/** Codes in a business answer (40004) that Alipay asks to retry with the same parameters. */
const RETRY_LATER = new Set(['ACQ.SYSTEM_ERROR', 'aop.ACQ.SYSTEM_ERROR'])

function text(answer: Answer, key: string): string | undefined {
  const value = answer[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

function providerError(cause?: unknown): AppError {
  const error = new AppError('PROVIDER_ERROR')
  if (cause !== undefined) error.cause = cause
  return error
}

/** Alipay's subject may not contain / = & (the gateway refuses them) and is at most 256 chars. */
function subjectFrom(description: string): string {
  return description.replace(/[/=&]/g, ' ').trim().slice(0, 256) || 'order'
}

/**
 * Alipay wap pay (alipay.trade.wap.pay, classic gateway, RSA2). The trade is created on Alipay's
 * side only when the payer's browser opens the signed redirect URL; everything after that goes
 * through signed server-to-server calls (query, close, refund) and signed notifications.
 */
export function createAlipayGateway(deps: {
  config: AlipaySettings
  clock: Clock
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>
}): AlipayGateway {
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

  const encode = (params: Record<string, string>) =>
    Object.entries(params)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&')

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
    let envelope: Record<string, unknown>
    try {
      envelope = JSON.parse(response.body)
    } catch (error) {
      throw providerError(error)
    }
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

  function toTrade(answer: Answer, outTradeNo: string): ProviderTrade {
    const status = TRADE_STATUS[text(answer, 'trade_status') ?? '']
    const amountFen = yuanToFen(text(answer, 'total_amount') ?? '')
    if (!status || amountFen === null || text(answer, 'out_trade_no') !== outTradeNo) {
      log?.warn({ outTradeNo, answer }, 'alipay trade answer not understood')
      throw providerError()
    }
    return {
      // A trade closed after payment was fully refunded (send_pay_date is its payment time): the
      // payment itself went through, the refunds are tracked on their own.
      status: status === 'closed' && text(answer, 'send_pay_date') ? 'succeeded' : status,
      providerTradeNo: text(answer, 'trade_no') ?? null,
      amountFen,
    }
  }

  const refundFailure = (answer: Answer): RefundResult => ({
    status: 'failed',
    providerRefundNo: null,
    error: `${answer.sub_code ?? answer.code}: ${answer.sub_msg ?? ''}`,
  })

  const gateway: AlipayGateway = {
    name: 'alipay',

    async createPayment(request) {
      const params = signedParams(
        'alipay.trade.wap.pay',
        {
          out_trade_no: toMerchantRef(request.paymentId),
          total_amount: fenToYuan(request.amountFen),
          subject: subjectFrom(request.description),
          product_code: 'QUICK_WAP_WAY',
          time_expire: formatShanghaiTime(request.expiresAt),
          quit_url: request.returnUrl,
        },
        { return_url: request.returnUrl, notify_url: request.notifyUrl },
      )
      // Nothing to call: the payer's browser carries the signed request to Alipay.
      return { providerTradeNo: null, action: { type: 'redirect', url: withQuery(encode(params)) } }
    },

    async query(paymentId) {
      const outTradeNo = toMerchantRef(paymentId)
      const answer = await call('alipay.trade.query', { out_trade_no: outTradeNo })
      if (answer.code === '10000') return toTrade(answer, outTradeNo)
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return null
      log?.warn({ paymentId, subCode: answer.sub_code, subMsg: answer.sub_msg }, 'alipay query refused')
      throw providerError()
    },

    async close(paymentId) {
      const answer = await call('alipay.trade.close', { out_trade_no: toMerchantRef(paymentId) })
      if (answer.code !== '10000') {
        if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return null
        // The trade is no longer waiting (paid meanwhile, or already closed): say how it is.
        if (answer.sub_code !== 'ACQ.TRADE_STATUS_ERROR') {
          log?.warn({ paymentId, subCode: answer.sub_code, subMsg: answer.sub_msg }, 'alipay close refused')
          throw providerError()
        }
      }
      return gateway.query(paymentId)
    },

    async refund(request) {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: toMerchantRef(request.paymentId),
        refund_amount: fenToYuan(request.amountFen),
        out_request_no: toMerchantRef(request.refundId),
        refund_reason: request.reason.slice(0, 256),
      })
      if (answer.code !== '10000') return refundFailure(answer)
      if (text(answer, 'fund_change') === 'Y')
        return { status: 'succeeded', providerRefundNo: null, error: null }
      // "N": no money moved by this call, typically a repeat of a refund already made. Alipay's
      // documented way to know is the refund query.
      const confirmed = await gateway.queryRefund(request)
      return confirmed.status === 'unknown' ? { ...confirmed, status: 'pending' } : confirmed
    },

    async queryRefund({ paymentId, refundId }) {
      const answer = await call('alipay.trade.fastpay.refund.query', {
        out_trade_no: toMerchantRef(paymentId),
        out_request_no: toMerchantRef(refundId),
      })
      if (answer.code !== '10000') {
        if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST')
          return { status: 'unknown', providerRefundNo: null, error: null }
        log?.warn({ paymentId, refundId, subCode: answer.sub_code }, 'alipay refund query refused')
        throw providerError()
      }
      const refundStatus = text(answer, 'refund_status')
      // No refund fields at all: Alipay never received (or refused) this refund request.
      if (!refundStatus && !text(answer, 'refund_amount'))
        return { status: 'unknown', providerRefundNo: null, error: null }
      if (refundStatus === 'REFUND_SUCCESS')
        return { status: 'succeeded', providerRefundNo: null, error: null }
      return { status: 'pending', providerRefundNo: null, error: null }
    },

    async verifyNotification(_headers, rawBody): Promise<VerifiedNotification> {
      const params = parseForm(rawBody)
      if (!params || !verifyNotify(params, alipayPublicKey) || params.app_id !== config.appId) {
        throw new AppError('SIGNATURE_INVALID')
      }
      const eventId = params.notify_id
      if (!eventId) throw new AppError('SIGNATURE_INVALID')
      // Refunds are settled by the refund call's own answer and the refund query.
      if (params.out_biz_no && params.refund_fee) return { kind: 'ignored', eventId }
      const status = TRADE_STATUS[params.trade_status ?? '']
      const amountFen = yuanToFen(params.total_amount ?? '')
      if (!status || amountFen === null || !params.out_trade_no || !params.trade_no) {
        throw new AppError('SIGNATURE_INVALID')
      }
      return {
        kind: 'payment',
        eventId,
        paymentId: fromMerchantRef(params.out_trade_no),
        status,
        amountFen,
        providerTradeNo: params.trade_no,
      }
    },

    answer(ok) {
      // Alipay retries until it reads exactly "success".
      return { status: 200, contentType: 'text/plain', body: ok ? 'success' : 'fail' }
    },

    verifyReturnParams(query) {
      if (!verifyNotify(query, alipayPublicKey) || query.app_id !== config.appId || !query.out_trade_no)
        return null
      return { paymentId: fromMerchantRef(query.out_trade_no) }
    },
  }
  return gateway
}

/** A form body as one value per key; a repeated key makes the notification ambiguous (null). */
function parseForm(body: string): Record<string, string> | null {
  const params: Record<string, string> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    if (key in params) return null
    params[key] = value
  }
  return params
}
