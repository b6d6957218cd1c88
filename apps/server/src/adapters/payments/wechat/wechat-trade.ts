import { AppError } from '../../../platform/errors'
import { type CreatePaymentRequest, type PaymentAction, type ProviderTrade, toMerchantRef } from '../gateway'
import type { WechatAnswer } from './wechat-api-client'
import { isNotFound, tradePath, truncateUtf8, unexpected, type WechatContext } from './wechat-context'
import { newNonce, paySignMessage, signMessage, toBeijingTime, unixSeconds } from './wechat-crypto'
import { TRADE_STATE } from './wechat-states'

/** WeChat Pay limits `description` to 127 bytes of UTF-8. */
const DESCRIPTION_MAX_BYTES = 127

export async function createJsapiPayment(
  context: WechatContext,
  request: CreatePaymentRequest,
): Promise<{ providerTradeNo: null; action: PaymentAction }> {
  const { api, config } = context
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
  if (answer.code === 'ORDERPAID' || answer.code === 'ORDER_CLOSED') throw new AppError('ORDER_NOT_PAYABLE')
  const prepayId = answer.data.prepay_id
  if (answer.status !== 200 || typeof prepayId !== 'string' || prepayId === '')
    throw unexpected(context, answer)
  // WeChat Pay names the trade (transaction_id) only once it is paid.
  return { providerTradeNo: null, action: { type: 'jsapi', params: jsapiParams(context, prepayId) } }
}

/** The JSAPI call's parameters, signed with the merchant key (WeChat checks them against prepay_id). */
function jsapiParams({ config, keys, clock }: WechatContext, prepayId: string): Record<string, string> {
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

export async function queryTrade(context: WechatContext, paymentId: string): Promise<ProviderTrade | null> {
  const answer = await context.api.request(
    'GET',
    `${tradePath(paymentId)}?mchid=${encodeURIComponent(context.config.mchId)}`,
  )
  if (answer.status === 404 && isNotFound(answer)) return null
  if (answer.status !== 200) throw unexpected(context, answer)
  return toTrade(answer, toMerchantRef(paymentId))
}

export async function closeTrade(context: WechatContext, paymentId: string): Promise<ProviderTrade | null> {
  const answer = await context.api.request('POST', `${tradePath(paymentId)}/close`, {
    mchid: context.config.mchId,
  })
  if (answer.status === 404 && isNotFound(answer)) return null
  // ORDERPAID: the payer was quicker; the caller learns it from the trade as it is now.
  const settled = answer.status === 204 || answer.status === 200
  if (!settled && answer.code !== 'ORDERPAID' && answer.code !== 'ORDER_CLOSED')
    throw unexpected(context, answer)
  return queryTrade(context, paymentId)
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
