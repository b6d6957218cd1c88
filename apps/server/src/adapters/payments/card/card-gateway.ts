import type { Clock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import {
  type CreatePaymentRequest,
  header,
  type PaymentAction,
  type PaymentProvider,
  type ProviderTrade,
  type RefundResult,
  toMerchantRef,
} from '../gateway'
import { createSessionLocator, type LookupSessionId } from './session-locator'
import { type AdapterLog, createStripeHttp, describeStripeError } from './stripe-http'
import {
  isCheckoutSession,
  isEvent,
  isList,
  isRefund,
  metadataValue,
  paymentIntentId,
  type StripeCheckoutSession,
  type StripeRefund,
} from './stripe-objects'
import { verifyStripeSignature } from './stripe-signature'
import { notificationFromEvent, refundStatus } from './webhook-events'

export interface StripeCardConfig {
  /** STRIPE_API_BASE: https://api.stripe.com, or the fake's URL in tests. */
  apiBase: string
  /** STRIPE_SECRET_KEY (sk_live_… / sk_test_… or a restricted rk_ key with Checkout + Refunds write). */
  secretKey: string
  /** STRIPE_WEBHOOK_SECRET: the whsec_… signing secret of our webhook endpoint. */
  webhookSecret: string
  /** Per request; providerFetch's 10 s by default. */
  timeoutMs?: number
  /** How many pages of 100 recent sessions to scan when no stored id finds a payment's session. */
  scanPages?: number
}

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

const providerError = (): never => {
  throw new AppError('PROVIDER_ERROR')
}

function tradeOf(session: StripeCheckoutSession): ProviderTrade {
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

function refundResultOf(refund: StripeRefund): RefundResult {
  const status = refundStatus(refund)
  return {
    status,
    providerRefundNo: refund.id,
    error: status === 'failed' ? `${refund.status}: ${refund.failure_reason ?? 'refund failed'}` : null,
  }
}

/**
 * The card gateway: Stripe Checkout (decision 0008). The payer enters the card on Stripe's hosted
 * page (3-D Secure included), so card data never touches us. Payments are found again by our
 * payment id through the session's client_reference_id; webhooks are verified with the endpoint's
 * signing secret.
 */
export function createStripeCardGateway(deps: {
  config: StripeCardConfig
  clock: Clock
  log?: AdapterLog
  /** The session (or PaymentIntent) id our side stored for a payment; see session-locator.ts. */
  lookupSessionId?: LookupSessionId
}): PaymentProvider {
  const { config, clock, log } = deps
  const http = createStripeHttp({
    apiBase: config.apiBase,
    secretKey: config.secretKey,
    timeoutMs: config.timeoutMs,
    log,
  })
  const sessions = createSessionLocator({
    http,
    lookupSessionId: deps.lookupSessionId,
    scanPages: config.scanPages ?? 5,
  })

  function actionFor(session: StripeCheckoutSession, returnUrl: string): PaymentAction {
    // A session that is no longer open has no page; our return page shows the payment as it is.
    return { type: 'redirect', url: session.status === 'open' && session.url ? session.url : returnUrl }
  }

  function checkoutParams(request: CreatePaymentRequest) {
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
      expires_at: sessionExpiresAt(request.expiresAt, clock.now()),
      locale: 'auto',
    }
  }

  async function paymentIntentOf(paymentId: string): Promise<string | null> {
    const session = await sessions.locate(paymentId)
    return session ? paymentIntentId(session) : null
  }

  return {
    name: 'card',

    async createPayment(request) {
      const answer = await http.post(
        '/v1/checkout/sessions',
        checkoutParams(request),
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
    },

    async query(paymentId) {
      const session = await sessions.locate(paymentId)
      return session ? tradeOf(session) : null
    },

    async close(paymentId) {
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
    },

    async refund(request) {
      const paymentIntent = await paymentIntentOf(request.paymentId)
      if (!paymentIntent) {
        return {
          status: 'failed',
          providerRefundNo: null,
          error: 'resource_missing: no card payment to refund',
        }
      }
      const answer = await http.post(
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
    },

    async queryRefund({ paymentId, refundId }) {
      const unknown: RefundResult = { status: 'unknown', providerRefundNo: null, error: null }
      const paymentIntent = await paymentIntentOf(paymentId)
      if (!paymentIntent) return unknown
      const answer = await http.get('/v1/refunds', { payment_intent: paymentIntent, limit: 100 })
      if (!answer.ok) return answer.error.code === 'resource_missing' ? unknown : providerError()
      if (!isList(answer.value)) return providerError()
      const ref = toMerchantRef(refundId)
      const refund = answer.value.data.find(
        (item) => isRefund(item) && metadataValue(item.metadata, 'refund_id') === ref,
      )
      return refund && isRefund(refund) ? refundResultOf(refund) : unknown
    },

    async verifyNotification(headers, rawBody) {
      const signed = verifyStripeSignature({
        header: header(headers, 'stripe-signature'),
        payload: rawBody,
        secret: config.webhookSecret,
        nowSeconds: Math.floor(clock.now().getTime() / 1000),
      })
      if (!signed) throw new AppError('SIGNATURE_INVALID')
      let event: unknown
      try {
        event = JSON.parse(rawBody)
      } catch {
        throw new AppError('SIGNATURE_INVALID')
      }
      if (!isEvent(event)) throw new AppError('SIGNATURE_INVALID')
      return notificationFromEvent(event)
    },

    answer(ok) {
      return ok
        ? { status: 200, contentType: 'application/json', body: JSON.stringify({ received: true }) }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ received: false }) }
    },
  }
}
