import { type RefundRequest, type RefundResult, toMerchantRef } from '../gateway'
import type { WechatAnswer } from './wechat-api-client'
import { isNotFound, truncateUtf8, unexpected, type WechatContext } from './wechat-context'
import { REFUND_STATUS } from './wechat-states'

function refundResult(answer: WechatAnswer): RefundResult {
  const status = REFUND_STATUS[String(answer.data.status)] ?? 'pending'
  return {
    status,
    providerRefundNo: typeof answer.data.refund_id === 'string' ? answer.data.refund_id : null,
    error: status === 'failed' ? `refund ${String(answer.data.status)}` : null,
  }
}

export async function refundTrade(context: WechatContext, request: RefundRequest): Promise<RefundResult> {
  const answer = await context.api.request('POST', '/v3/refund/domestic/refunds', {
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
  throw unexpected(context, answer)
}

export async function queryRefund(
  context: WechatContext,
  request: Pick<RefundRequest, 'refundId'>,
): Promise<RefundResult> {
  const path = `/v3/refund/domestic/refunds/${encodeURIComponent(toMerchantRef(request.refundId))}`
  const answer = await context.api.request('GET', path)
  if (answer.status === 404 && isNotFound(answer)) {
    return { status: 'unknown', providerRefundNo: null, error: null }
  }
  if (answer.status !== 200) throw unexpected(context, answer)
  return refundResult(answer)
}
