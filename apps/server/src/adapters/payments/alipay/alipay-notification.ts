import { AppError } from '../../../platform/errors'
import { fromMerchantRef, type VerifiedNotification } from '../gateway'
import type { AlipayClient } from './alipay-client'
import { TRADE_STATUS } from './alipay-trade'
import { yuanToFen } from './amount'
import { verifyNotify } from './signature'

/** A form notification, checked against Alipay's key and our app id. */
export function verifyAlipayNotification(client: AlipayClient, rawBody: string): VerifiedNotification {
  const params = parseForm(rawBody)
  if (!params || !verifyNotify(params, client.alipayPublicKey) || params.app_id !== client.appId) {
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
}

/** Which payment the browser came back for, from the signed return parameters (see AlipayGateway). */
export function verifyReturnParams(
  client: AlipayClient,
  query: Record<string, string>,
): { paymentId: string } | null {
  if (!verifyNotify(query, client.alipayPublicKey) || query.app_id !== client.appId || !query.out_trade_no)
    return null
  return { paymentId: fromMerchantRef(query.out_trade_no) }
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
