import { AppError } from '../../../platform/errors'
import { fromMerchantRef, type ProviderStatus, type VerifiedNotification } from '../gateway'
import {
  isCheckoutSession,
  isRefund,
  metadataValue,
  paymentIntentId,
  type StripeEvent,
  type StripeRefund,
} from './stripe-objects'

/** Checkout events about the session we created per payment, and what each means for it. */
const SESSION_EVENTS: Record<string, ((paymentStatus: string) => ProviderStatus) | undefined> = {
  // Cards are paid by the time the session completes; 'unpaid' only occurs for delayed methods.
  'checkout.session.completed': (paymentStatus) => (paymentStatus === 'paid' ? 'succeeded' : 'pending'),
  'checkout.session.async_payment_succeeded': () => 'succeeded',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'closed',
}

const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated'])

export function refundStatus(refund: StripeRefund): 'succeeded' | 'pending' | 'failed' {
  if (refund.status === 'succeeded') return 'succeeded'
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed'
  return 'pending'
}

const malformed = (): never => {
  throw new AppError('SIGNATURE_INVALID')
}

/**
 * What a verified Stripe event means for us. Events about sessions or refunds we did not create
 * (no payment id in them: payment links, dashboard refunds) are acknowledged and ignored; an event
 * of a type we act on but with a shape we cannot read is refused like a bad signature.
 */
export function notificationFromEvent(event: StripeEvent): VerifiedNotification {
  const object = event.data.object
  const sessionStatus = SESSION_EVENTS[event.type]
  if (sessionStatus) {
    if (!isCheckoutSession(object) || object.amount_total === null) return malformed()
    const ref = object.client_reference_id ?? metadataValue(object.metadata, 'payment_id')
    if (!ref) return { kind: 'ignored', eventId: event.id }
    if (object.currency !== 'cny') return malformed()
    return {
      kind: 'payment',
      eventId: event.id,
      paymentId: fromMerchantRef(ref),
      status: sessionStatus(object.payment_status),
      amountFen: object.amount_total,
      providerTradeNo: paymentIntentId(object) ?? object.id,
    }
  }
  if (REFUND_EVENTS.has(event.type)) {
    if (!isRefund(object)) return malformed()
    const refundRef = metadataValue(object.metadata, 'refund_id')
    const paymentRef = metadataValue(object.metadata, 'payment_id')
    if (!refundRef || !paymentRef) return { kind: 'ignored', eventId: event.id }
    return {
      kind: 'refund',
      eventId: event.id,
      paymentId: fromMerchantRef(paymentRef),
      refundId: fromMerchantRef(refundRef),
      status: refundStatus(object),
      amountFen: object.amount,
      providerRefundNo: object.id,
    }
  }
  return { kind: 'ignored', eventId: event.id }
}
