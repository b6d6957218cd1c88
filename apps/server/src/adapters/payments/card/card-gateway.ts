import type { Clock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import { header, type PaymentProvider, type VerifiedNotification } from '../gateway'
import type { CardContext } from './card-context'
import { queryCardRefund, refundCardPayment } from './card-refunds'
import { createCheckoutSession, expireCheckoutSession, tradeOf } from './checkout-session'
import { createSessionLocator, type LookupSessionId } from './session-locator'
import { type AdapterLog, createStripeHttp } from './stripe-http'
import { isEvent } from './stripe-objects'
import { verifyStripeSignature } from './stripe-signature'
import { notificationFromEvent } from './webhook-events'

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
  const context: CardContext = { http, sessions, clock, log }

  return {
    name: 'card',
    createPayment: (request) => createCheckoutSession(context, request),
    async query(paymentId) {
      const session = await sessions.locate(paymentId)
      return session ? tradeOf(session) : null
    },
    close: (paymentId) => expireCheckoutSession(context, paymentId),
    refund: (request) => refundCardPayment(context, request),
    queryRefund: (request) => queryCardRefund(context, request),
    verifyNotification: async (headers, rawBody) =>
      verifyCardWebhook(headers, rawBody, config.webhookSecret, clock),
    answer(ok) {
      return ok
        ? { status: 200, contentType: 'application/json', body: JSON.stringify({ received: true }) }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ received: false }) }
    },
  }
}

function verifyCardWebhook(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  secret: string,
  clock: Clock,
): VerifiedNotification {
  const signed = verifyStripeSignature({
    header: header(headers, 'stripe-signature'),
    payload: rawBody,
    secret,
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
}
