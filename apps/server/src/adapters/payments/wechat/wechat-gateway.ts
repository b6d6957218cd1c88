import type { Clock } from '../../../platform/clock'
import type { PaymentProvider } from '../gateway'
import {
  createWechatApiClient,
  loadWechatKeys,
  type WechatLog,
  type WechatPaySettings,
} from './wechat-api-client'
import type { WechatContext } from './wechat-context'
import { openNotification } from './wechat-notification'
import { queryRefund, refundTrade } from './wechat-refund'
import { closeTrade, createJsapiPayment, queryTrade } from './wechat-trade'

export type { WechatPaySettings } from './wechat-api-client'

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
  const context: WechatContext = { config, keys, api, clock, log }

  return {
    name: 'wechat',
    createPayment: (request) => createJsapiPayment(context, request),
    query: (paymentId) => queryTrade(context, paymentId),
    close: (paymentId) => closeTrade(context, paymentId),
    refund: (request) => refundTrade(context, request),
    queryRefund: (request) => queryRefund(context, request),
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
}
