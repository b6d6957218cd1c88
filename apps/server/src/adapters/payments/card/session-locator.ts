import { AppError } from '../../../platform/errors'
import { toMerchantRef } from '../gateway'
import type { StripeHttp } from './stripe-http'
import { isCheckoutSession, isList, type StripeCheckoutSession } from './stripe-objects'

/** Whatever our side remembers of the provider's id for a payment: a session id or, later, a PaymentIntent id. */
export type LookupSessionId = (paymentId: string) => Promise<string | null>

const REMEMBERED_MAX = 2000
const PAGE_SIZE = 100

/**
 * Finds the Checkout Session of one of our payments. Stripe cannot search sessions by
 * client_reference_id or metadata, so the session id has to come from us: first the ids this
 * process saw at creation, then `lookupSessionId` (the payments table's provider_trade_no, which
 * holds the session id after create and the PaymentIntent id once a query saw one; sessions can be
 * listed by PaymentIntent). When neither knows — a crash between Stripe's answer and our commit —
 * the most recent sessions are scanned for our client_reference_id.
 */
export function createSessionLocator(deps: {
  http: StripeHttp
  lookupSessionId?: LookupSessionId
  scanPages: number
}) {
  const remembered = new Map<string, string>()

  function remember(paymentId: string, sessionId: string): void {
    remembered.delete(paymentId)
    remembered.set(paymentId, sessionId)
    if (remembered.size > REMEMBERED_MAX) {
      const oldest = remembered.keys().next().value
      if (oldest !== undefined) remembered.delete(oldest)
    }
  }

  function asSession(value: unknown): StripeCheckoutSession {
    if (!isCheckoutSession(value)) throw new AppError('PROVIDER_ERROR')
    return value
  }

  function asSessionList(value: unknown): { sessions: StripeCheckoutSession[]; hasMore: boolean } {
    if (!isList(value)) throw new AppError('PROVIDER_ERROR')
    return { sessions: value.data.map(asSession), hasMore: value.has_more === true }
  }

  async function retrieve(sessionId: string): Promise<StripeCheckoutSession | null> {
    const answer = await deps.http.get(`/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, {
      expand: ['payment_intent'],
    })
    if (answer.ok) return asSession(answer.value)
    if (answer.status === 404) return null
    throw new AppError('PROVIDER_ERROR')
  }

  async function byPaymentIntent(paymentIntentId: string): Promise<StripeCheckoutSession | null> {
    const answer = await deps.http.get('/v1/checkout/sessions', {
      payment_intent: paymentIntentId,
      limit: 1,
      expand: ['data.payment_intent'],
    })
    if (!answer.ok) throw new AppError('PROVIDER_ERROR')
    return asSessionList(answer.value).sessions[0] ?? null
  }

  /** Newest first; a completed session wins over others carrying the same reference. */
  async function scan(ref: string): Promise<StripeCheckoutSession | null> {
    let startingAfter: string | undefined
    let found: StripeCheckoutSession | null = null
    for (let page = 0; page < deps.scanPages; page++) {
      const answer = await deps.http.get('/v1/checkout/sessions', {
        limit: PAGE_SIZE,
        starting_after: startingAfter,
        expand: ['data.payment_intent'],
      })
      if (!answer.ok) throw new AppError('PROVIDER_ERROR')
      const { sessions, hasMore } = asSessionList(answer.value)
      for (const session of sessions) {
        if (session.client_reference_id !== ref) continue
        if (session.status === 'complete') return session
        found ??= session
      }
      const last = sessions.at(-1)
      if (!hasMore || !last) break
      startingAfter = last.id
    }
    return found
  }

  async function byKnownId(knownId: string): Promise<StripeCheckoutSession | null> {
    if (knownId.startsWith('cs_')) return retrieve(knownId)
    if (knownId.startsWith('pi_')) return byPaymentIntent(knownId)
    return null
  }

  async function locate(paymentId: string): Promise<StripeCheckoutSession | null> {
    const ref = toMerchantRef(paymentId)
    const knownId = remembered.get(paymentId) ?? (await deps.lookupSessionId?.(paymentId)) ?? null
    const known = knownId ? await byKnownId(knownId) : null
    // A stored id that points at someone else's session is not trusted; the scan decides.
    const session = known?.client_reference_id === ref ? known : await scan(ref)
    if (session) remember(paymentId, session.id)
    return session
  }

  return { locate, retrieve, remember }
}

export type SessionLocator = ReturnType<typeof createSessionLocator>
