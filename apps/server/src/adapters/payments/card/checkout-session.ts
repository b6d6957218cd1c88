import type { CreatePaymentRequest, PaymentAction, ProviderTrade } from '../gateway'
import { toMerchantRef } from '../gateway'
import { type CardContext, providerError } from './card-context'
import { isCheckoutSession, paymentIntentId, type StripeCheckoutSession } from './stripe-objects'

/** Stripe accepts expires_at from 30 minutes to 24 hours after the session's creation. */
const MIN_LIFETIME_S = 30 * 60
const MAX_LIFETIME_S = 24 * 60 * 60
/** Room for clock skew between us and Stripe, and for the request's own travel time. */
const SKEW_MARGIN_S = 60
/** Rounding the earliest allowed expiry keeps a retried create byte-identical for a few minutes. */
const EXPIRY_STEP_S = 5 * 60

/**
 * The session's expires_at: the payment's own deadline when Stripe allows it, otherwise Stripe's
 * earliest. Deadlines shorter than 30 minutes are enforced by us (close() at the deadline).
 */
export function sessionExpiresAt(deadline: Date, now: Date): number {
  const nowS = Math.floor(now.getTime() / 1000)
  const earliest = Math.ceil((nowS + MIN_LIFETIME_S + SKEW_MARGIN_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S
  const latest = nowS + MAX_LIFETIME_S - EXPIRY_STEP_S
  return Math.min(Math.max(Math.ceil(deadline.getTime() / 1000), earliest), latest)
}

export function tradeOf(session: StripeCheckoutSession): ProviderTrade {
  // Every session we create is in CNY; anything else cannot be compared with our amounts.
  if (session.currency !== 'cny' || session.amount_total === null) return providerError()
  const status =
    session.status === 'expired'
      ? 'closed'
      : session.status === 'complete' && session.payment_status === 'paid'
        ? 'succeeded'
        : // open (a declined card leaves it open: the payer may try another card) or complete-but-unpaid
          'pending'
  return { status, providerTradeNo: paymentIntentId(session) ?? session.id, amountFen: session.amount_total }
}

function actionFor(session: StripeCheckoutSession, returnUrl: string): PaymentAction {
  // A session that is no longer open has no page; our return page shows the payment as it is.
  return { type: 'redirect', url: session.status === 'open' && session.url ? session.url : returnUrl }
}

function checkoutParams(request: CreatePaymentRequest, now: Date) {
  const ref = toMerchantRef(request.paymentId)
  const metadata = { payment_id: ref, order_no: request.orderNo }
  return {
    mode: 'payment',
    client_reference_id: ref,
    metadata,
    // Copied onto the PaymentIntent so the charge and its refunds can be traced in the dashboard.
    payment_intent_data: { metadata },
    // Cards only: WeChat Pay and Alipay have their own direct adapters.
    payment_method_types: ['card'],
    line_items: [
      {
        // CNY's minor unit on Stripe is the fen, so amounts travel unchanged.
        price_data: {
          currency: 'cny',
          unit_amount: request.amountFen,
          product_data: { name: request.description },
        },
        quantity: 1,
      },
    ],
    success_url: request.returnUrl,
    cancel_url: request.returnUrl,
    expires_at: sessionExpiresAt(request.expiresAt, now),
    locale: 'auto',
  }
}

export async function createCheckoutSession(
  { http, sessions, clock, log }: CardContext,
  request: CreatePaymentRequest,
): Promise<{ providerTradeNo: string; action: PaymentAction }> {
  const answer = await http.post(
    '/v1/checkout/sessions',
    checkoutParams(request, clock.now()),
    `pay-${request.paymentId}`,
  )
  if (answer.ok) {
    if (!isCheckoutSession(answer.value) || !answer.value.url) return providerError()
    sessions.remember(request.paymentId, answer.value.id)
    return { providerTradeNo: answer.value.id, action: actionFor(answer.value, request.returnUrl) }
  }
  if (answer.error.type === 'idempotency_error') {
    // Same key, different parameters: a retry after the expiry window moved on. The first
    // attempt's session exists; hand that one out rather than make a second.
    const existing = await sessions.locate(request.paymentId)
    if (existing) return { providerTradeNo: existing.id, action: actionFor(existing, request.returnUrl) }
  }
  log?.warn(
    { provider: 'card', paymentId: request.paymentId, error: answer.error },
    'stripe refused the session',
  )
  return providerError()
}

/** Expires an open session; answers the trade as it is afterwards. */
export async function expireCheckoutSession(
  { http, sessions }: CardContext,
  paymentId: string,
): Promise<ProviderTrade | null> {
  const session = await sessions.locate(paymentId)
  if (!session) return null
  if (session.status !== 'open') return tradeOf(session)
  const answer = await http.post(
    `/v1/checkout/sessions/${encodeURIComponent(session.id)}/expire`,
    {},
    `expire-${paymentId}`,
  )
  if (answer.ok && isCheckoutSession(answer.value)) return tradeOf(answer.value)
  // Refused because it stopped being open meanwhile (paid, or expired): its state now is the answer.
  const now = await sessions.retrieve(session.id)
  return now ? tradeOf(now) : providerError()
}
