import type { Clock } from '../../../platform/clock'
import type { PaymentProvider } from '../gateway'
import { type AlipayLog, type AlipaySettings, createAlipayClient } from './alipay-client'
import { verifyAlipayNotification, verifyReturnParams } from './alipay-notification'
import { queryRefund, refundTrade } from './alipay-refund'
import { closeTrade, createWapPayment, queryTrade } from './alipay-trade'

export type AlipayGateway = PaymentProvider & {
  /**
   * The signed parameters Alipay appends to the return URL. Only says which payment the browser
   * came back for: the payment is confirmed by querying the trade, never by this redirect.
   */
  verifyReturnParams(query: Record<string, string>): { paymentId: string } | null
}

/**
 * Alipay wap pay (alipay.trade.wap.pay, classic gateway, RSA2). The trade is created on Alipay's
 * side only when the payer's browser opens the signed redirect URL; everything after that goes
 * through signed server-to-server calls (query, close, refund) and signed notifications.
 */
export function createAlipayGateway(deps: {
  config: AlipaySettings
  clock: Clock
  log?: AlipayLog
}): AlipayGateway {
  const client = createAlipayClient(deps)
  return {
    name: 'alipay',
    createPayment: async (request) => createWapPayment(client, request),
    query: (paymentId) => queryTrade(client, paymentId),
    close: (paymentId) => closeTrade(client, paymentId),
    refund: (request) => refundTrade(client, request),
    queryRefund: (request) => queryRefund(client, request),
    verifyNotification: async (_headers, rawBody) => verifyAlipayNotification(client, rawBody),
    // Alipay retries until it reads exactly "success".
    answer: (ok) => ({ status: 200, contentType: 'text/plain', body: ok ? 'success' : 'fail' }),
    verifyReturnParams: (query) => verifyReturnParams(client, query),
  }
}
