import { type RefundRequest, type RefundResult, toMerchantRef } from '../gateway'
import type { AlipayClient, Answer } from './alipay-client'
import { providerError, text } from './alipay-client'
import { fenToYuan } from './amount'

type RefundRef = Pick<RefundRequest, 'paymentId' | 'refundId'>

const refundFailure = (answer: Answer): RefundResult => ({
  status: 'failed',
  providerRefundNo: null,
  error: `${answer.sub_code ?? answer.code}: ${answer.sub_msg ?? ''}`,
})

export async function refundTrade(client: AlipayClient, request: RefundRequest): Promise<RefundResult> {
  const answer = await client.call('alipay.trade.refund', {
    out_trade_no: toMerchantRef(request.paymentId),
    refund_amount: fenToYuan(request.amountFen),
    out_request_no: toMerchantRef(request.refundId),
    refund_reason: request.reason.slice(0, 256),
  })
  if (answer.code !== '10000') return refundFailure(answer)
  if (text(answer, 'fund_change') === 'Y') return { status: 'succeeded', providerRefundNo: null, error: null }
  // "N": no money moved by this call, typically a repeat of a refund already made. Alipay's
  // documented way to know is the refund query.
  const confirmed = await queryRefund(client, request)
  return confirmed.status === 'unknown' ? { ...confirmed, status: 'pending' } : confirmed
}

export async function queryRefund(
  client: AlipayClient,
  { paymentId, refundId }: RefundRef,
): Promise<RefundResult> {
  const answer = await client.call('alipay.trade.fastpay.refund.query', {
    out_trade_no: toMerchantRef(paymentId),
    out_request_no: toMerchantRef(refundId),
  })
  if (answer.code !== '10000') {
    if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST')
      return { status: 'unknown', providerRefundNo: null, error: null }
    client.log?.warn({ paymentId, refundId, subCode: answer.sub_code }, 'alipay refund query refused')
    throw providerError()
  }
  const refundStatus = text(answer, 'refund_status')
  // No refund fields at all: Alipay never received (or refused) this refund request.
  if (!refundStatus && !text(answer, 'refund_amount'))
    return { status: 'unknown', providerRefundNo: null, error: null }
  if (refundStatus === 'REFUND_SUCCESS') return { status: 'succeeded', providerRefundNo: null, error: null }
  return { status: 'pending', providerRefundNo: null, error: null }
}
