import { randomBytes } from 'node:crypto'
import { formatYuan } from '@siam/domain'
import type { DecodedForm, DecodedValue } from './stripe-form'
import type { StripeApiError } from './stripe-objects'

/**
 * The account behind the fake Stripe: Checkout Sessions, PaymentIntents and Refunds with Stripe's
 * rules (what may be created, expired, refunded; which events each change emits). No HTTP here:
 * fake-stripe-server.ts puts the REST protocol, idempotency, faults and webhooks around it.
 */

type Json = Record<string, unknown>
type Metadata = Record<string, string>

export class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeApiError,
  ) {
    super(error.message)
  }
}

const invalid = (message: string, extra: Partial<StripeApiError> = {}) =>
  new StripeRequestError(400, { type: 'invalid_request_error', message, ...extra })
const missing = (kind: string, id: string, param?: string) =>
  new StripeRequestError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  })

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
export function stripeId(prefix: string, length = 24): string {
  return `${prefix}${[...randomBytes(length)].map((byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`
}

const yuan = (fen: number) => `¥${formatYuan(fen)}`

function rejectUnknown(params: DecodedForm, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) {
      throw invalid(`Received unknown parameter: ${prefix}${key}`, {
        code: 'parameter_unknown',
        param: prefix + key,
      })
    }
  }
}

function text(value: DecodedValue | undefined, param: string, required = false): string | undefined {
  if (value === undefined || value === '') {
    if (required) throw invalid(`Missing required param: ${param}.`, { code: 'parameter_missing', param })
    return undefined
  }
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, { param })
  return value
}

function integer(value: DecodedValue | undefined, param: string, required = false): number | undefined {
  const raw = text(value, param, required)
  if (raw === undefined) return undefined
  if (!/^-?\d{1,15}$/.test(raw)) {
    throw invalid(`Invalid integer: ${raw}`, { code: 'parameter_invalid_integer', param })
  }
  return Number(raw)
}

function object(value: DecodedValue | undefined, param: string): DecodedForm | undefined {
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`Invalid object: ${param}`, { param })
  return value
}

function metadata(value: DecodedValue | undefined, param: string): Metadata {
  const raw = object(value, param) ?? {}
  const result: Metadata = {}
  for (const [key, item] of Object.entries(raw)) {
    if (typeof item !== 'string') throw invalid(`Invalid metadata value: ${param}[${key}]`, { param })
    if (key.length > 40 || item.length > 500) throw invalid(`Metadata too long: ${param}[${key}]`, { param })
    result[key] = item
  }
  return result
}

function expansions(params: DecodedForm): string[] {
  const raw = params.expand
  if (raw === undefined) return []
  const list = Array.isArray(raw) ? raw : [raw]
  return list.map((item) => {
    if (typeof item !== 'string') throw invalid('Invalid array: expand', { param: 'expand' })
    return item
  })
}

interface Page {
  limit: number
  startingAfter?: string
}

function page(params: DecodedForm): Page {
  const limit = integer(params.limit, 'limit') ?? 10
  if (limit < 1 || limit > 100) throw invalid('Invalid limit: must be between 1 and 100', { param: 'limit' })
  return { limit, startingAfter: text(params.starting_after, 'starting_after') }
}

/** Stripe lists newest first; `starting_after` continues after the given object. */
function listOf<T extends { id: string }>(
  items: T[],
  { limit, startingAfter }: Page,
  url: string,
  kind: string,
) {
  const newestFirst = [...items].reverse()
  let start = 0
  if (startingAfter) {
    const at = newestFirst.findIndex((item) => item.id === startingAfter)
    if (at < 0) throw missing(kind, startingAfter, 'starting_after')
    start = at + 1
  }
  const data = newestFirst.slice(start, start + limit)
  return { object: 'list', data, has_more: start + limit < newestFirst.length, url }
}

export interface FakeSession extends Json {
  id: string
  object: 'checkout.session'
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Metadata
  payment_intent: string | null
  payment_status: 'paid' | 'unpaid'
  status: 'open' | 'complete' | 'expired'
  expires_at: number
  success_url: string
  cancel_url: string | null
  url: string | null
}

export interface FakePaymentIntent extends Json {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: 'requires_payment_method' | 'succeeded' | 'canceled'
  metadata: Metadata
  latest_charge: string | null
  last_payment_error: Json | null
}

export interface FakeRefund extends Json {
  id: string
  object: 'refund'
  amount: number
  currency: string
  charge: string
  payment_intent: string
  status: 'pending' | 'succeeded' | 'failed' | 'canceled'
  failure_reason: string | null
  metadata: Metadata
  reason: string | null
}

export type Emit = (type: string, object: Json) => void

export function createFakeStripeBooks(deps: {
  now: () => Date
  pageUrl: (sessionId: string) => string
  refundStatus: () => 'succeeded' | 'pending'
  emit: Emit
}) {
  const sessions: FakeSession[] = []
  const paymentIntents = new Map<string, FakePaymentIntent>()
  const piMetadata = new Map<string, Metadata>()
  const refunds: FakeRefund[] = []
  const nowSeconds = () => Math.floor(deps.now().getTime() / 1000)
  const copy = <T>(value: T): T => structuredClone(value)

  function sessionById(id: string, param?: string): FakeSession {
    const session = sessions.find((item) => item.id === id)
    if (!session) throw missing('checkout.session', id, param)
    return session
  }

  function withExpansions(session: FakeSession, expand: string[]): Json {
    const result: Json = copy(session)
    for (const path of expand) {
      if (path !== 'payment_intent') throw invalid(`This property cannot be expanded (${path}).`)
      if (session.payment_intent) result.payment_intent = copy(paymentIntents.get(session.payment_intent))
    }
    return result
  }

  /** Stripe expires open sessions on its own once expires_at has passed. */
  function sweep(): void {
    const now = nowSeconds()
    for (const session of sessions)
      if (session.status === 'open' && session.expires_at <= now) expire(session.id)
  }

  function createSession(params: DecodedForm): FakeSession {
    rejectUnknown(params, [
      'mode',
      'line_items',
      'success_url',
      'cancel_url',
      'client_reference_id',
      'metadata',
      'payment_intent_data',
      'payment_method_types',
      'expires_at',
      'locale',
      'customer_email',
      'expand',
      'ui_mode',
    ])
    const mode = text(params.mode, 'mode', true)
    if (mode !== 'payment')
      throw invalid(`This fake only supports mode=payment, not ${mode}.`, { param: 'mode' })
    const successUrl = text(params.success_url, 'success_url', true) ?? ''
    const cancelUrl = text(params.cancel_url, 'cancel_url')
    for (const [param, url] of [
      ['success_url', successUrl],
      ['cancel_url', cancelUrl],
    ] as const) {
      if (url !== undefined && !/^https?:\/\/\S+$/.test(url))
        throw invalid('Not a valid URL', { code: 'url_invalid', param })
    }
    const items = params.line_items
    if (!Array.isArray(items) || items.length === 0) {
      throw invalid('Missing required param: line_items.', { code: 'parameter_missing', param: 'line_items' })
    }
    let amountTotal = 0
    let currency: string | undefined
    items.forEach((item, index) => {
      const at = `line_items[${index}]`
      const line = object(item, at) ?? {}
      rejectUnknown(line, ['price_data', 'quantity'], `${at}[`)
      const priceData = object(line.price_data, `${at}[price_data]`)
      if (!priceData)
        throw invalid(`Missing required param: ${at}[price_data].`, { code: 'parameter_missing' })
      rejectUnknown(priceData, ['currency', 'unit_amount', 'product_data'], `${at}[price_data][`)
      const lineCurrency = text(priceData.currency, `${at}[price_data][currency]`, true)?.toLowerCase()
      if (!/^[a-z]{3}$/.test(lineCurrency ?? '')) throw invalid(`Invalid currency: ${lineCurrency}`)
      if (currency && currency !== lineCurrency) throw invalid('All line items must use the same currency.')
      currency = lineCurrency
      const unitAmount = integer(priceData.unit_amount, `${at}[price_data][unit_amount]`, true) ?? 0
      if (unitAmount < 0)
        throw invalid('This value must be greater than or equal to 0.', {
          param: `${at}[price_data][unit_amount]`,
        })
      const product = object(priceData.product_data, `${at}[price_data][product_data]`)
      text(product?.name, `${at}[price_data][product_data][name]`, true)
      const quantity = integer(line.quantity, `${at}[quantity]`, true) ?? 0
      if (quantity < 1)
        throw invalid('This value must be greater than or equal to 1.', { param: `${at}[quantity]` })
      amountTotal += unitAmount * quantity
    })
    if (amountTotal < 1)
      throw invalid('The Checkout Session total must be greater than 0.', { code: 'amount_too_small' })
    if (amountTotal > 99_999_999) {
      throw invalid(`Amount must be no more than ${yuan(99_999_999)}`, { code: 'amount_too_large' })
    }
    const created = nowSeconds()
    const expiresAt = integer(params.expires_at, 'expires_at') ?? created + 86_400
    if (expiresAt < created + 1800) {
      throw invalid(
        'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
        {
          param: 'expires_at',
        },
      )
    }
    if (expiresAt > created + 86_400) {
      throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', {
        param: 'expires_at',
      })
    }
    const clientReferenceId = text(params.client_reference_id, 'client_reference_id') ?? null
    if (clientReferenceId && clientReferenceId.length > 200) throw invalid('client_reference_id is too long')
    const intentData = object(params.payment_intent_data, 'payment_intent_data') ?? {}
    rejectUnknown(intentData, ['metadata', 'description'], 'payment_intent_data[')
    const id = stripeId('cs_test_', 58)
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amountTotal,
      amount_total: amountTotal,
      cancel_url: cancelUrl ?? null,
      client_reference_id: clientReferenceId,
      created,
      currency: currency ?? 'usd',
      customer: null,
      customer_email: text(params.customer_email, 'customer_email') ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: text(params.locale, 'locale') ?? null,
      metadata: metadata(params.metadata, 'metadata'),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      ui_mode: 'hosted',
      url: deps.pageUrl(id),
    }
    sessions.push(session)
    piMetadata.set(id, metadata(intentData.metadata, 'payment_intent_data[metadata]'))
    return session
  }

  /** Checkout creates the PaymentIntent at the first payment attempt (API 2022-08-01 and later). */
  function intentFor(session: FakeSession): FakePaymentIntent {
    const existing = session.payment_intent ? paymentIntents.get(session.payment_intent) : undefined
    if (existing) return existing
    const intent: FakePaymentIntent = {
      id: stripeId('pi_'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      created: nowSeconds(),
      livemode: false,
      status: 'requires_payment_method',
      metadata: piMetadata.get(session.id) ?? {},
      latest_charge: null,
      last_payment_error: null,
      payment_method_types: ['card'],
    }
    paymentIntents.set(intent.id, intent)
    session.payment_intent = intent.id
    return intent
  }

  function openSession(id: string): FakeSession {
    sweep()
    const session = sessionById(id)
    if (session.status !== 'open') throw new Error(`checkout session ${id} is ${session.status}, not open`)
    return session
  }

  /** The payer completes the hosted page with a card that goes through (3-D Secure passed). */
  function pay(id: string): FakeSession {
    const session = openSession(id)
    const intent = intentFor(session)
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: stripeId('ch_'),
      last_payment_error: null,
    })
    Object.assign(session, { status: 'complete', payment_status: 'paid', url: null })
    deps.emit('checkout.session.completed', copy(session))
    return copy(session)
  }

  /** A declined card: the session stays open so the payer can try another card. */
  function decline(id: string, declineCode = 'generic_decline'): FakeSession {
    const session = openSession(id)
    const intent = intentFor(session)
    intent.last_payment_error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message: 'Your card was declined.',
    }
    deps.emit('payment_intent.payment_failed', copy(intent))
    return copy(session)
  }

  function expire(id: string): FakeSession {
    const session = sessionById(id)
    if (session.status !== 'open') {
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      )
    }
    Object.assign(session, { status: 'expired', url: null })
    const intent = session.payment_intent ? paymentIntents.get(session.payment_intent) : undefined
    if (intent && intent.status !== 'succeeded') intent.status = 'canceled'
    deps.emit('checkout.session.expired', copy(session))
    return copy(session)
  }

  function listSessions(params: DecodedForm) {
    rejectUnknown(params, [
      'limit',
      'starting_after',
      'ending_before',
      'payment_intent',
      'status',
      'expand',
      'created',
    ])
    const expand = expansions(params)
    const paymentIntent = text(params.payment_intent, 'payment_intent')
    const status = text(params.status, 'status')
    const matching = sessions.filter(
      (session) =>
        (!paymentIntent || session.payment_intent === paymentIntent) &&
        (!status || session.status === status),
    )
    const list = listOf(matching, page(params), '/v1/checkout/sessions', 'checkout.session')
    const nested = expand.map((path) => {
      if (!path.startsWith('data.')) throw invalid(`This property cannot be expanded (${path}).`)
      return path.slice('data.'.length)
    })
    return { ...list, data: list.data.map((session) => withExpansions(session, nested)) }
  }

  function retrieveSession(id: string, params: DecodedForm) {
    rejectUnknown(params, ['expand'])
    return withExpansions(sessionById(id), expansions(params))
  }

  function expireSession(id: string, params: DecodedForm) {
    rejectUnknown(params, ['expand'])
    return expire(id)
  }

  function retrievePaymentIntent(id: string) {
    const intent = paymentIntents.get(id)
    if (!intent) throw missing('payment_intent', id)
    return copy(intent)
  }

  function refundedSoFar(intentId: string): number {
    return refunds
      .filter(
        (refund) =>
          refund.payment_intent === intentId &&
          (refund.status === 'pending' || refund.status === 'succeeded'),
      )
      .reduce((sum, refund) => sum + refund.amount, 0)
  }

  function createRefund(params: DecodedForm): FakeRefund {
    rejectUnknown(params, [
      'payment_intent',
      'charge',
      'amount',
      'metadata',
      'reason',
      'expand',
      'instructions_email',
    ])
    const intentId = text(params.payment_intent, 'payment_intent')
    const chargeId = text(params.charge, 'charge')
    if (!intentId && !chargeId) {
      throw invalid('Must provide either `charge` or `payment_intent`.', { code: 'parameter_missing' })
    }
    const intent = intentId
      ? paymentIntents.get(intentId)
      : [...paymentIntents.values()].find((item) => item.latest_charge === chargeId)
    if (!intent)
      throw missing(
        intentId ? 'payment_intent' : 'charge',
        intentId ?? chargeId ?? '',
        intentId ? 'payment_intent' : 'charge',
      )
    if (intent.status !== 'succeeded' || !intent.latest_charge) {
      throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
      })
    }
    const reason = text(params.reason, 'reason') ?? null
    if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw invalid(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, {
        param: 'reason',
      })
    }
    const remaining = intent.amount_received - refundedSoFar(intent.id)
    if (remaining <= 0) {
      throw invalid(`Charge ${intent.latest_charge} has already been refunded.`, {
        code: 'charge_already_refunded',
      })
    }
    const amount = integer(params.amount, 'amount') ?? remaining
    if (amount < 1)
      throw invalid('Refund amount must be positive.', { code: 'amount_too_small', param: 'amount' })
    if (amount > remaining) {
      throw invalid(
        `Refund amount (${yuan(amount)}) is greater than unrefunded amount on charge (${yuan(remaining)})`,
        { code: 'amount_too_large', param: 'amount' },
      )
    }
    const refund: FakeRefund = {
      id: stripeId('re_'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: intent.latest_charge,
      created: nowSeconds(),
      currency: intent.currency,
      failure_reason: null,
      metadata: metadata(params.metadata, 'metadata'),
      payment_intent: intent.id,
      reason,
      status: deps.refundStatus(),
    }
    refunds.push(refund)
    deps.emit('refund.created', copy(refund))
    return copy(refund)
  }

  /** A pending refund reaches its outcome (the card network answers days later in reality). */
  function settleRefund(id: string, outcome: 'succeeded' | 'failed'): FakeRefund {
    const refund = refunds.find((item) => item.id === id)
    if (!refund) throw missing('refund', id)
    if (refund.status !== 'pending') throw new Error(`refund ${id} is ${refund.status}, not pending`)
    refund.status = outcome
    if (outcome === 'failed') refund.failure_reason = 'expired_or_canceled_card'
    deps.emit('refund.updated', copy(refund))
    if (outcome === 'failed') deps.emit('refund.failed', copy(refund))
    return copy(refund)
  }

  function listRefunds(params: DecodedForm) {
    rejectUnknown(params, [
      'payment_intent',
      'charge',
      'limit',
      'starting_after',
      'ending_before',
      'created',
      'expand',
    ])
    const intentId = text(params.payment_intent, 'payment_intent')
    if (intentId && !paymentIntents.has(intentId)) throw missing('payment_intent', intentId, 'payment_intent')
    const chargeId = text(params.charge, 'charge')
    const matching = refunds.filter(
      (refund) =>
        (!intentId || refund.payment_intent === intentId) && (!chargeId || refund.charge === chargeId),
    )
    return copy(listOf(matching, page(params), '/v1/refunds', 'refund'))
  }

  function retrieveRefund(id: string) {
    const refund = refunds.find((item) => item.id === id)
    if (!refund) throw missing('refund', id)
    return copy(refund)
  }

  return {
    sweep,
    createSession,
    retrieveSession,
    listSessions,
    expireSession,
    retrievePaymentIntent,
    createRefund,
    listRefunds,
    retrieveRefund,
    pay,
    decline,
    expire,
    settleRefund,
    /** Live records (read-only by convention) for inspection. */
    sessions: () => sessions.map(copy),
    session: (id: string) => {
      const found = sessions.find((item) => item.id === id)
      return found ? copy(found) : undefined
    },
    paymentIntent: (id: string) => {
      const found = paymentIntents.get(id)
      return found ? copy(found) : undefined
    },
    refunds: () => refunds.map(copy),
  }
}
