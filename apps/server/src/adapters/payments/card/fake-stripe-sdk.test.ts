import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripe, startFakeStripe } from './fake-stripe-server'
import { decodeStripeForm, encodeStripeForm } from './stripe-form'
import { STRIPE_API_VERSION } from './stripe-objects'

/**
 * The official SDK pointed at the fake: if stripe-node's own requests get Stripe-correct answers
 * (and its typed errors come out right), the fake speaks Stripe's protocol and not merely ours.
 */
let fake: FakeStripe
let stripe: Stripe
const secretKey = 'sk_test_sdk_crosscheck_key'
const now = new Date('2026-11-21T04:00:00Z')
const nowS = now.getTime() / 1000

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey, webhookSecret: 'whsec_sdk', now: () => now })
  const { port } = new URL(fake.url)
  stripe = new Stripe(secretKey, {
    host: '127.0.0.1',
    port: Number(port),
    protocol: 'http',
    maxNetworkRetries: 0,
  })
})
afterAll(async () => fake?.close())

const sessionParams = (amount = 6_600): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  client_reference_id: 'ref123',
  line_items: [
    { price_data: { currency: 'cny', unit_amount: amount, product_data: { name: 'Pad thai' } }, quantity: 2 },
  ],
  success_url: 'https://siam.example/done',
  expires_at: nowS + 3600,
})

describe('fake Stripe answers the official SDK', () => {
  it('checkout.sessions.create / retrieve (expanded) / list / expire', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams())
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 13_200,
      currency: 'cny',
      status: 'open',
    })
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`)
    expect(fake.requests().at(-1)?.stripeVersion).toBe(STRIPE_API_VERSION)

    fake.pay(session.id)
    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(paid.status).toBe('complete')
    expect(paid.payment_status).toBe('paid')
    const intent = paid.payment_intent as Stripe.PaymentIntent
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount_received: 13_200 })

    const listed = await stripe.checkout.sessions.list({ payment_intent: intent.id })
    expect(listed.data.map((s) => s.id)).toEqual([session.id])

    const other = await stripe.checkout.sessions.create(sessionParams())
    expect((await stripe.checkout.sessions.expire(other.id)).status).toBe('expired')
    await expect(stripe.checkout.sessions.expire(other.id)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    )
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    })
  })

  it('refunds.create / list with Stripe’s refusal codes', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams(1_000))
    fake.pay(session.id)
    const intentId = fake.session(session.id)?.payment_intent ?? ''
    const refund = await stripe.refunds.create({
      payment_intent: intentId,
      amount: 500,
      metadata: { refund_id: 'r1' },
    })
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 500,
      status: 'succeeded',
      metadata: { refund_id: 'r1' },
    })
    await expect(stripe.refunds.create({ payment_intent: intentId, amount: 1_501 })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
    })
    const rest = await stripe.refunds.create({ payment_intent: intentId })
    expect(rest.amount).toBe(1_500)
    await expect(stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    })
    const listed = await stripe.refunds.list({ payment_intent: intentId, limit: 100 })
    expect(listed.data.map((r) => r.id)).toEqual([rest.id, refund.id])
  })

  it('honours idempotency keys: replay on same parameters, idempotency_error on different ones', async () => {
    const first = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'sdk-key-1' })
    const again = await stripe.checkout.sessions.create(sessionParams(), { idempotencyKey: 'sdk-key-1' })
    expect(again.id).toBe(first.id)
    await expect(
      stripe.checkout.sessions.create(sessionParams(7_000), { idempotencyKey: 'sdk-key-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
  })

  it('refuses a wrong key, unknown parameters, and injected rate limits and outages with Stripe’s errors', async () => {
    const { port } = new URL(fake.url)
    const stranger = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: Number(port), protocol: 'http' })
    await expect(stranger.checkout.sessions.list()).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    )
    await expect(
      stripe.checkout.sessions.list({ client_reference_id: 'ref123' } as Stripe.Checkout.SessionListParams),
    ).rejects.toMatchObject({ code: 'parameter_unknown', param: 'client_reference_id' })
    await expect(
      stripe.checkout.sessions.create({ ...sessionParams(), expires_at: nowS + 600 }),
    ).rejects.toMatchObject({ param: 'expires_at' })
    fake.failNext('/v1/refunds', 429)
    await expect(stripe.refunds.list()).rejects.toBeInstanceOf(Stripe.errors.StripeRateLimitError)
    fake.failNext('/v1/refunds', 500)
    await expect(stripe.refunds.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError)
  })
})

describe('stripe form encoding', () => {
  it('decodes what we encode, bracket notation and arrays included', () => {
    const params = {
      mode: 'payment',
      line_items: [
        { price_data: { currency: 'cny', unit_amount: 5, product_data: { name: '泰式 & =' } }, quantity: 1 },
      ],
      expand: ['payment_intent', 'line_items'],
      skipped: undefined,
    }
    const encoded = encodeStripeForm(params)
    expect(encoded).toContain('line_items%5B0%5D%5Bprice_data%5D%5Bcurrency%5D=cny')
    expect(decodeStripeForm(encoded)).toEqual({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'cny', unit_amount: '5', product_data: { name: '泰式 & =' } },
          quantity: '1',
        },
      ],
      expand: ['payment_intent', 'line_items'],
    })
    expect(decodeStripeForm('expand[]=a&expand[]=b&metadata[k]=v')).toEqual({
      expand: ['a', 'b'],
      metadata: { k: 'v' },
    })
  })
})
