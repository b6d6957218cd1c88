import { type RefundRequest, type RefundResult, toMerchantRef } from '../gateway'
import { type CardContext, providerError } from './card-context'
import { describeStripeError } from './stripe-http'
import { isList, isRefund, metadataValue, paymentIntentId, type StripeRefund } from './stripe-objects'
import { refundStatus } from './webhook-events'

function refundResultOf(refund: StripeRefund): RefundResult {
  const status = refundStatus(refund)
  return {
    status,
    providerRefundNo: refund.id,
    error: status === 'failed' ? `${refund.status}: ${refund.failure_reason ?? 'refund failed'}` : null,
  }
}

async function paymentIntentOf({ sessions }: CardContext, paymentId: string): Promise<string | null> {
  const session = await sessions.locate(paymentId)
  return session ? paymentIntentId(session) : null
}

export async function refundCardPayment(context: CardContext, request: RefundRequest): Promise<RefundResult> {
  const paymentIntent = await paymentIntentOf(context, request.paymentId)
  if (!paymentIntent) {
    return { status: 'failed', providerRefundNo: null, error: 'resource_missing: no card payment to refund' }
  }
  const answer = await context.http.post(
    '/v1/refunds',
    {
      payment_intent: paymentIntent,
      amount: request.amountFen,
      reason: 'requested_by_customer',
      metadata: {
        refund_id: toMerchantRef(request.refundId),
        payment_id: toMerchantRef(request.paymentId),
      },
    },
    `refund-${request.refundId}`,
  )
  if (!answer.ok)
    return { status: 'failed', providerRefundNo: null, error: describeStripeError(answer.error) }
  return isRefund(answer.value) ? refundResultOf(answer.value) : providerError()
}

/** Stripe has no refund lookup by our reference: the payment's refunds are listed and matched on metadata. */
export async function queryCardRefund(
  context: CardContext,
  { paymentId, refundId }: Pick<RefundRequest, 'paymentId' | 'refundId'>,
): Promise<RefundResult> {
  const unknown: RefundResult = { status: 'unknown', providerRefundNo: null, error: null }
  const paymentIntent = await paymentIntentOf(context, paymentId)
  if (!paymentIntent) return unknown
  const answer = await context.http.get('/v1/refunds', { payment_intent: paymentIntent, limit: 100 })
  if (!answer.ok) return answer.error.code === 'resource_missing' ? unknown : providerError()
  if (!isList(answer.value)) return providerError()
  const ref = toMerchantRef(refundId)
  const refund = answer.value.data.find(
    (item) => isRefund(item) && metadataValue(item.metadata, 'refund_id') === ref,
  )
  return refund && isRefund(refund) ? refundResultOf(refund) : unknown
}
