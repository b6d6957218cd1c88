import {
  type CreatePaymentRequest,
  type PaymentAction,
  type ProviderStatus,
  type ProviderTrade,
  toMerchantRef,
} from '../gateway'
import type { AlipayClient, Answer } from './alipay-client'
import { providerError, text } from './alipay-client'
import { fenToYuan, yuanToFen } from './amount'
import { formatShanghaiTime } from './shanghai-time'

/** Alipay trade statuses (alipay.trade.query and notifications). */
export const TRADE_STATUS: Record<string, ProviderStatus> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'succeeded',
  TRADE_FINISHED: 'succeeded',
  TRADE_CLOSED: 'closed',
}

/** Alipay's subject may not contain / = & (the gateway refuses them) and is at most 256 chars. */
function subjectFrom(description: string): string {
  return description.replace(/[/=&]/g, ' ').trim().slice(0, 256) || 'order'
}

/** Nothing to call: the payer's browser carries the signed wap pay request to Alipay. */
export function createWapPayment(
  client: AlipayClient,
  request: CreatePaymentRequest,
): { providerTradeNo: null; action: PaymentAction } {
  const url = client.redirectUrl(
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
  return { providerTradeNo: null, action: { type: 'redirect', url } }
}

export async function queryTrade(client: AlipayClient, paymentId: string): Promise<ProviderTrade | null> {
  const outTradeNo = toMerchantRef(paymentId)
  const answer = await client.call('alipay.trade.query', { out_trade_no: outTradeNo })
  if (answer.code === '10000') return toTrade(client, answer, outTradeNo)
  if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return null
  client.log?.warn({ paymentId, subCode: answer.sub_code, subMsg: answer.sub_msg }, 'alipay query refused')
  throw providerError()
}

export async function closeTrade(client: AlipayClient, paymentId: string): Promise<ProviderTrade | null> {
  const answer = await client.call('alipay.trade.close', { out_trade_no: toMerchantRef(paymentId) })
  if (answer.code !== '10000') {
    if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return null
    // The trade is no longer waiting (paid meanwhile, or already closed): say how it is.
    if (answer.sub_code !== 'ACQ.TRADE_STATUS_ERROR') {
      client.log?.warn(
        { paymentId, subCode: answer.sub_code, subMsg: answer.sub_msg },
        'alipay close refused',
      )
      throw providerError()
    }
  }
  return queryTrade(client, paymentId)
}

function toTrade(client: AlipayClient, answer: Answer, outTradeNo: string): ProviderTrade {
  const status = TRADE_STATUS[text(answer, 'trade_status') ?? '']
  const amountFen = yuanToFen(text(answer, 'total_amount') ?? '')
  if (!status || amountFen === null || text(answer, 'out_trade_no') !== outTradeNo) {
    client.log?.warn({ outTradeNo, answer }, 'alipay trade answer not understood')
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
