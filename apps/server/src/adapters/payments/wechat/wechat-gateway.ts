import type { Clock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import {
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderTrade,
  type RefundResult,
  toMerchantRef,
} from '../gateway'
import {
  createWechatApiClient,
  loadWechatKeys,
  type WechatAnswer,
  type WechatLog,
  type WechatPaySettings,
} from './wechat-api-client'
import { newNonce, paySignMessage, signMessage, toBeijingTime, unixSeconds } from './wechat-crypto'
import { openNotification } from './wechat-notification'
import { REFUND_STATUS, TRADE_STATE } from './wechat-states'

export type { WechatPaySettings } from './wechat-api-client'

/** WeChat Pay limits `description` to 127 bytes of UTF-8. */
const DESCRIPTION_MAX_BYTES = 127

/**
 * WeChat Pay API v3, JSAPI payments (inside the WeChat browser, payer identified by the openid of
 * our official account). https://pay.weixin.qq.com/doc/v3/merchant/4012791897
 *
 * Our payment id travels as out_trade_no (toMerchantRef) and our refund id as out_refund_no, so a
 * retry after a crash lands on the same trade or refund at WeChat Pay.
 */
export function createWechatPayGateway(deps: {
  config: WechatPaySettings
  clock: Clock
  log?: WechatLog
}): PaymentProvider {
  const { config, clock, log } = deps
  const keys = loadWechatKeys(config)
  const api = createWechatApiClient({ settings: config, keys, clock, log })

  const tradePath = (paymentId: string) =>
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(toMerchantRef(paymentId))}`

  async function query(paymentId: string): Promise<ProviderTrade | null> {
    const answer = await api.request(
      'GET',
      `${tradePath(paymentId)}?mchid=${encodeURIComponent(config.mchId)}`,
    )
    if (answer.status === 404 && isNotFound(answer)) return null
    if (answer.status !== 200) throw unexpected(answer)
    return toTrade(answer, toMerchantRef(paymentId))
  }

  /** The JSAPI call's parameters, signed with the merchant key (WeChat checks them against prepay_id). */
  function jsapiParams(prepayId: string): Record<string, string> {
    const timeStamp = unixSeconds(clock.now())
    const nonceStr = newNonce()
    const pkg = `prepay_id=${prepayId}`
    const paySign = signMessage(keys.merchantKey, paySignMessage(config.appId, timeStamp, nonceStr, pkg))
    return {
      appId: config.appId,
      timeStamp,
      // wx.chooseWXPay (JS-SDK) spells it in lower case; WeixinJSBridge's getBrandWCPayRequest does not.
      timestamp: timeStamp,
      nonceStr,
      package: pkg,
      signType: 'RSA',
      paySign,
    }
  }

  function refundResult(answer: WechatAnswer): RefundResult {
    const status = REFUND_STATUS[String(answer.data.status)] ?? 'pending'
    return {
      status,
      providerRefundNo: typeof answer.data.refund_id === 'string' ? answer.data.refund_id : null,
      error: status === 'failed' ? `refund ${String(answer.data.status)}` : null,
    }
  }

  return {
    name: 'wechat',

    async createPayment(request: CreatePaymentRequest) {
      // No openid: the payer is not inside WeChat (or not known to our official account).
      if (request.payType !== 'wechat' || !request.payerOpenId) throw new AppError('PAY_METHOD_UNAVAILABLE')
      const answer = await api.request('POST', '/v3/pay/transactions/jsapi', {
        appid: config.appId,
        mchid: config.mchId,
        description: truncateUtf8(request.description || request.orderNo, DESCRIPTION_MAX_BYTES),
        out_trade_no: toMerchantRef(request.paymentId),
        time_expire: toBeijingTime(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
        payer: { openid: request.payerOpenId },
        ...(request.clientIp ? { scene_info: { payer_client_ip: request.clientIp } } : {}),
      })
      // A trade that is already paid or closed at WeChat Pay cannot be paid again.
      if (answer.code === 'ORDERPAID' || answer.code === 'ORDER_CLOSED')
        throw new AppError('ORDER_NOT_PAYABLE')
      const prepayId = answer.data.prepay_id
      if (answer.status !== 200 || typeof prepayId !== 'string' || prepayId === '') throw unexpected(answer)
      // WeChat Pay names the trade (transaction_id) only once it is paid.
      return { providerTradeNo: null, action: { type: 'jsapi', params: jsapiParams(prepayId) } }
    },

    query,

    async close(paymentId) {
      const answer = await api.request('POST', `${tradePath(paymentId)}/close`, { mchid: config.mchId })
      if (answer.status === 404 && isNotFound(answer)) return null
      // ORDERPAID: the payer was quicker; the caller learns it from the trade as it is now.
      const settled = answer.status === 204 || answer.status === 200
      if (!settled && answer.code !== 'ORDERPAID' && answer.code !== 'ORDER_CLOSED') throw unexpected(answer)
      return query(paymentId)
    },

    async refund(request) {
      const answer = await api.request('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: toMerchantRef(request.paymentId),
        out_refund_no: toMerchantRef(request.refundId),
        reason: truncateUtf8(request.reason, 80),
        notify_url: request.notifyUrl,
        amount: { refund: request.amountFen, total: request.paymentAmountFen, currency: 'CNY' },
      })
      if (answer.status === 200) return refundResult(answer)
      // SIGN_ERROR is our configuration, not a refusal of this refund: ask again once it is fixed.
      if (answer.status >= 400 && answer.code && answer.code !== 'SIGN_ERROR') {
        return { status: 'failed', providerRefundNo: null, error: `${answer.code}: ${answer.message ?? ''}` }
      }
      throw unexpected(answer)
    },

    async queryRefund(request) {
      const path = `/v3/refund/domestic/refunds/${encodeURIComponent(toMerchantRef(request.refundId))}`
      const answer = await api.request('GET', path)
      if (answer.status === 404 && isNotFound(answer)) {
        return { status: 'unknown', providerRefundNo: null, error: null }
      }
      if (answer.status !== 200) throw unexpected(answer)
      return refundResult(answer)
    },

    async verifyNotification(headers, rawBody) {
      return openNotification(headers, rawBody, {
        appId: config.appId,
        mchId: config.mchId,
        apiV3Key: config.apiV3Key,
        platformKey: keys.platformKey,
        platformPublicKeyId: config.platformPublicKeyId,
        now: clock.now(),
      })
    },

    answer(ok) {
      // Acknowledged: 200/204 without body. Otherwise a 4xx/5xx with {code, message}, then WeChat retries.
      if (ok) return { status: 204, contentType: 'application/json', body: '' }
      return {
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'FAIL', message: 'failed' }),
      }
    },
  }

  function unexpected(answer: WechatAnswer): AppError {
    log?.warn(
      { status: answer.status, code: answer.code, message: answer.message },
      'unexpected WeChat Pay answer',
    )
    return new AppError('PROVIDER_ERROR')
  }
}

/** A 404 that is WeChat Pay's "no such trade/refund", not a misrouted request. */
function isNotFound(answer: WechatAnswer): boolean {
  return answer.code === 'ORDER_NOT_EXIST' || answer.code === 'RESOURCE_NOT_EXISTS'
}

function toTrade(answer: WechatAnswer, expectedRef: string): ProviderTrade {
  const { data } = answer
  const amount = data.amount as { total?: unknown } | undefined
  const total = amount?.total
  if (data.out_trade_no !== expectedRef || typeof total !== 'number' || !Number.isSafeInteger(total)) {
    throw new AppError('PROVIDER_ERROR')
  }
  return {
    // An unknown state is treated as not final: the reconciliation job asks again.
    status: TRADE_STATE[String(data.trade_state)] ?? 'pending',
    providerTradeNo:
      typeof data.transaction_id === 'string' && data.transaction_id ? data.transaction_id : null,
    amountFen: total,
  }
}

function truncateUtf8(value: string, maxBytes: number): string {
  let result = ''
  let bytes = 0
  for (const character of value) {
    const size = Buffer.byteLength(character, 'utf8')
    if (bytes + size > maxBytes) break
    result += character
    bytes += size
  }
  return result
}
