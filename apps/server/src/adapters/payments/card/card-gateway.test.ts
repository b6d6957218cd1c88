import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../../platform/errors'
import { toMerchantRef } from '../gateway'
import { type CardKit, deadPort, startCardKit } from './card-test-kit'
import { sessionExpiresAt } from './checkout-session'
import { STRIPE_API_VERSION } from './stripe-objects'

let kit: CardKit

beforeAll(async () => {
  kit = await startCardKit()
})
afterAll(async () => kit?.fake.close())

const providerError = expect.objectContaining({ key: 'PROVIDER_ERROR' })

/** A created session and its payment id, on a fresh gateway. */
async function createdPayment(overrides: Parameters<CardKit['paymentRequest']>[0] = {}) {
  const gateway = kit.gateway()
  const request = kit.paymentRequest(overrides)
  const created = await gateway.createPayment(request)
  const session = kit.fake.sessionByReference(toMerchantRef(request.paymentId))
  if (!session) throw new Error('no session at the fake')
  return { gateway, request, created, session }
}

describe('card gateway: sessionExpiresAt', () => {
  const now = new Date('2026-11-21T04:00:00Z')
  const nowS = now.getTime() / 1000

  it('lifts a short deadline to Stripe’s 30-minute minimum plus margin, on a 5-minute step', () => {
    const expiresAt = sessionExpiresAt(new Date(now.getTime() + 10 * 60_000), now)
    expect(expiresAt - nowS).toBeGreaterThanOrEqual(31 * 60)
    expect(expiresAt - nowS).toBeLessThanOrEqual(36 * 60)
    expect(expiresAt % 300).toBe(0)
    // Retried a minute later, still the same value (so Stripe's idempotency replays the session).
    expect(sessionExpiresAt(new Date(now.getTime() + 10 * 60_000), new Date(now.getTime() + 60_000))).toBe(
      expiresAt,
    )
  })

  it('keeps a deadline Stripe allows, and caps one beyond 24 hours', () => {
    const twoHours = new Date(now.getTime() + 2 * 3600_000)
    expect(sessionExpiresAt(twoHours, now)).toBe(twoHours.getTime() / 1000)
    expect(sessionExpiresAt(new Date(now.getTime() + 48 * 3600_000), now)).toBeLessThan(nowS + 24 * 3600)
  })
})

describe('card gateway: createPayment', () => {
  it('creates a CNY Checkout Session for the exact amount and redirects to its hosted page', async () => {
    const { request, created, session } = await createdPayment()
    expect(created.action).toEqual({ type: 'redirect', url: `${kit.fake.url}/pay/${session.id}` })
    expect(created.providerTradeNo).toBe(session.id)
    expect(session.id).toMatch(/^cs_test_/)
    expect(session).toMatchObject({
      amount_total: 12_345,
      currency: 'cny',
      mode: 'payment',
      status: 'open',
      client_reference_id: toMerchantRef(request.paymentId),
      metadata: { payment_id: toMerchantRef(request.paymentId), order_no: request.orderNo },
      success_url: request.returnUrl,
      cancel_url: request.returnUrl,
      locale: 'auto',
      payment_method_types: ['card'],
    })
    const nowS = kit.clock.now().getTime() / 1000
    expect(session.expires_at - nowS).toBeGreaterThanOrEqual(30 * 60)

    const call = kit.fake
      .requests()
      .findLast((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')
    expect(call?.idempotencyKey).toBe(`pay-${request.paymentId}`)
    expect(call?.stripeVersion).toBe(STRIPE_API_VERSION)
    expect(call?.params.line_items).toEqual([
      {
        price_data: { currency: 'cny', unit_amount: '12345', product_data: { name: request.description } },
        quantity: '1',
      },
    ])

    const page = await fetch(created.action.type === 'redirect' ? created.action.url : '')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('¥123.45')
  })

  it('keeps the payment’s own deadline when it is further away than 30 minutes', async () => {
    const deadline = new Date(kit.clock.now().getTime() + 3 * 3600_000)
    const { session } = await createdPayment({ expiresAt: deadline })
    expect(session.expires_at).toBe(deadline.getTime() / 1000)
  })

  it('hands out the same session when the same payment is created again (idempotency key)', async () => {
    const { gateway, request, created } = await createdPayment()
    const again = await gateway.createPayment(request)
    expect(again).toEqual(created)
    const sessions = kit.fake
      .sessions()
      .filter((s) => s.client_reference_id === toMerchantRef(request.paymentId))
    expect(sessions).toHaveLength(1)
    expect(kit.fake.requests().at(-1)?.replayed).toBe(true)
  })

  it('recovers the session after a crash in flight (answer lost), without creating a second', async () => {
    const gateway = kit.gateway({ timeoutMs: 300 })
    const request = kit.paymentRequest()
    kit.fake.holdNext('create')
    await expect(gateway.createPayment(request)).rejects.toEqual(providerError)
    const retried = await kit.gateway().createPayment(request)
    const sessions = kit.fake
      .sessions()
      .filter((s) => s.client_reference_id === toMerchantRef(request.paymentId))
    expect(sessions).toHaveLength(1)
    expect(retried.providerTradeNo).toBe(sessions[0]?.id)
  })

  it('finds the first session when a retry comes after the expiry window moved (idempotency_error)', async () => {
    const { request, created } = await createdPayment()
    kit.clock.advance(7 * 60_000)
    try {
      // A new process: no memory of the session, no stored id; the scan finds it.
      const retried = await kit.gateway().createPayment(request)
      expect(
        kit.fake.requests().some((r) => r.idempotencyKey === `pay-${request.paymentId}` && r.status === 400),
      ).toBe(true)
      expect(retried).toEqual(created)
      expect(
        kit.fake.sessions().filter((s) => s.client_reference_id === toMerchantRef(request.paymentId)),
      ).toHaveLength(1)
    } finally {
      kit.clock.advance(-7 * 60_000)
    }
  })

  it('throws PROVIDER_ERROR when Stripe refuses the session, fails, or rejects our key', async () => {
    const gateway = kit.gateway()
    const zero = kit.paymentRequest({ amountFen: 0 })
    await expect(gateway.createPayment(zero)).rejects.toEqual(providerError)
    expect(kit.fake.sessionByReference(toMerchantRef(zero.paymentId))).toBeUndefined()

    kit.fake.failNext('/v1/checkout/sessions', 500, { method: 'POST' })
    await expect(gateway.createPayment(kit.paymentRequest())).rejects.toEqual(providerError)

    const wrongKey = kit.gateway({ secretKey: 'sk_test_not_ours' })
    await expect(wrongKey.createPayment(kit.paymentRequest())).rejects.toEqual(providerError)
    expect(kit.fake.requests().at(-1)?.status).toBe(401)
  })

  it('throws PROVIDER_ERROR when Stripe cannot be reached', async () => {
    const gateway = kit.gateway({ apiBase: await deadPort() })
    await expect(gateway.createPayment(kit.paymentRequest())).rejects.toBeInstanceOf(AppError)
    await expect(gateway.query(randomUUID())).rejects.toEqual(providerError)
    await expect(
      gateway.refund({
        paymentId: randomUUID(),
        refundId: randomUUID(),
        amountFen: 1,
        paymentAmountFen: 1,
        reason: 'x',
        notifyUrl: 'https://siam.example/n',
      }),
    ).rejects.toEqual(providerError)
  })
})

describe('card gateway: query', () => {
  it('answers null for a payment Stripe never saw', async () => {
    expect(await kit.gateway({ scanPages: 2 }).query(randomUUID())).toBeNull()
  })

  it('follows the session: open -> declined attempt (still pending) -> paid', async () => {
    const { gateway, request, session } = await createdPayment()
    expect(await gateway.query(request.paymentId)).toEqual({
      status: 'pending',
      providerTradeNo: session.id,
      amountFen: 12_345,
    })
    kit.fake.decline(session.id)
    const declined = await gateway.query(request.paymentId)
    const intentId = kit.fake.session(session.id)?.payment_intent
    expect(intentId).toMatch(/^pi_/)
    expect(declined).toEqual({ status: 'pending', providerTradeNo: intentId, amountFen: 12_345 })
    kit.fake.pay(session.id)
    expect(await gateway.query(request.paymentId)).toEqual({
      status: 'succeeded',
      providerTradeNo: intentId,
      amountFen: 12_345,
    })
  })

  it('sees a payment made on the hosted page (browser form) or through the fake’s HTTP controls', async () => {
    const { gateway, request, created } = await createdPayment()
    const pageUrl = created.action.type === 'redirect' ? created.action.url : ''
    const declined = await fetch(`${pageUrl}/decline`, { method: 'POST', redirect: 'manual' })
    expect(declined.status).toBe(303)
    expect(
      await fetch(new URL(declined.headers.get('location') ?? '', pageUrl)).then((r) => r.text()),
    ).toContain('Your card was declined.')
    const paid = await fetch(`${pageUrl}/pay`, { method: 'POST', body: 'card=4242', redirect: 'manual' })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(request.returnUrl)
    expect(await gateway.query(request.paymentId)).toMatchObject({ status: 'succeeded', amountFen: 12_345 })

    const other = await createdPayment()
    const control = await fetch(`${kit.fake.url}/__fake/sessions/${other.session.id}/pay`, { method: 'POST' })
    expect(await control.json()).toMatchObject({ status: 'complete', payment_status: 'paid' })
    expect(await other.gateway.query(other.request.paymentId)).toMatchObject({ status: 'succeeded' })
    const again = await fetch(`${kit.fake.url}/__fake/sessions/${other.session.id}/pay`, { method: 'POST' })
    expect(again.status).toBe(409)
  })

  it('reports a session Stripe expired on its own as closed', async () => {
    const { gateway, request } = await createdPayment()
    kit.clock.advance(40 * 60_000)
    try {
      expect(await gateway.query(request.paymentId)).toMatchObject({ status: 'closed' })
    } finally {
      kit.clock.advance(-40 * 60_000)
    }
  })

  it('after a restart finds the session from the stored session id, or the stored PaymentIntent id', async () => {
    const { request, session } = await createdPayment()
    kit.fake.pay(session.id)
    const intentId = kit.fake.session(session.id)?.payment_intent ?? ''

    const before = kit.fake.requests().length
    const bySession = kit.gateway({ scanPages: 0 }, async (id) =>
      id === request.paymentId ? session.id : null,
    )
    expect(await bySession.query(request.paymentId)).toMatchObject({
      status: 'succeeded',
      providerTradeNo: intentId,
    })
    expect(
      kit.fake
        .requests()
        .slice(before)
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([`GET /v1/checkout/sessions/${session.id}`])

    const byIntent = kit.gateway({ scanPages: 0 }, async () => intentId)
    expect(await byIntent.query(request.paymentId)).toMatchObject({ status: 'succeeded', amountFen: 12_345 })
    expect(kit.fake.requests().at(-1)?.params).toMatchObject({ payment_intent: intentId })

    // A stored id that belongs to another payment is not believed.
    const other = await createdPayment()
    const misled = kit.gateway({ scanPages: 0 }, async () => other.session.id)
    expect(await misled.query(request.paymentId)).toBeNull()
  })

  it('scans recent sessions page by page when nothing was stored', async () => {
    const { request, session } = await createdPayment()
    const gateway = kit.gateway()
    for (let i = 0; i < 101; i++) await gateway.createPayment(kit.paymentRequest())
    const fresh = kit.gateway({ scanPages: 3 })
    expect(await fresh.query(request.paymentId)).toMatchObject({
      status: 'pending',
      providerTradeNo: session.id,
    })
    const pages = kit.fake.requests().filter((r) => r.method === 'GET' && r.path === '/v1/checkout/sessions')
    expect(pages.at(-1)?.params.starting_after).toBeDefined()
    // One page is not enough to reach it.
    expect(await kit.gateway({ scanPages: 1 }).query(request.paymentId)).toBeNull()
  })

  it('throws PROVIDER_ERROR on a 5xx or a 429', async () => {
    const { gateway, request, session } = await createdPayment()
    kit.fake.failNext(`/v1/checkout/sessions/${session.id}`, 500)
    await expect(gateway.query(request.paymentId)).rejects.toEqual(providerError)
    kit.fake.failNext(`/v1/checkout/sessions/${session.id}`, 429)
    await expect(gateway.query(request.paymentId)).rejects.toEqual(providerError)
    expect(await gateway.query(request.paymentId)).toMatchObject({ status: 'pending' })
  })
})

describe('card gateway: close', () => {
  it('expires an open session at Stripe and answers closed', async () => {
    const { gateway, request, session } = await createdPayment()
    expect(await gateway.close(request.paymentId)).toEqual({
      status: 'closed',
      providerTradeNo: session.id,
      amountFen: 12_345,
    })
    expect(kit.fake.session(session.id)?.status).toBe('expired')
    const expire = kit.fake.requests().find((r) => r.path === `/v1/checkout/sessions/${session.id}/expire`)
    expect(expire?.idempotencyKey).toBe(`expire-${request.paymentId}`)
    await expect(fetch(`${kit.fake.url}/pay/${session.id}`).then((r) => r.text())).resolves.toContain(
      'no longer active',
    )
  })

  it('answers succeeded for a session paid before the close, and leaves it paid', async () => {
    const { gateway, request, session } = await createdPayment()
    kit.fake.pay(session.id)
    expect(await gateway.close(request.paymentId)).toMatchObject({ status: 'succeeded' })
    expect(kit.fake.session(session.id)?.status).toBe('complete')
  })

  it('answers succeeded when the payment lands between our look and our expire', async () => {
    const { gateway, request, session } = await createdPayment()
    kit.fake.beforeNext(`/v1/checkout/sessions/${session.id}/expire`, () => kit.fake.pay(session.id))
    expect(await gateway.close(request.paymentId)).toMatchObject({
      status: 'succeeded',
      providerTradeNo: kit.fake.session(session.id)?.payment_intent,
    })
    const expire = kit.fake
      .requests()
      .findLast((r) => r.path === `/v1/checkout/sessions/${session.id}/expire`)
    expect(expire?.status).toBe(400)
  })

  it('answers null for an unknown payment and PROVIDER_ERROR when the expire fails', async () => {
    expect(await kit.gateway({ scanPages: 1 }).close(randomUUID())).toBeNull()
    const { gateway, request, session } = await createdPayment()
    kit.fake.failNext(`/v1/checkout/sessions/${session.id}/expire`, 503)
    await expect(gateway.close(request.paymentId)).rejects.toEqual(providerError)
    expect(kit.fake.session(session.id)?.status).toBe('open')
  })
})

describe('card gateway: refund and queryRefund', () => {
  async function paidPayment(amountFen = 10_000) {
    const made = await createdPayment({ amountFen })
    kit.fake.pay(made.session.id)
    const intentId = kit.fake.session(made.session.id)?.payment_intent ?? ''
    const refundRequest = (amount: number, refundId = randomUUID()) => ({
      paymentId: made.request.paymentId,
      refundId,
      amountFen: amount,
      paymentAmountFen: amountFen,
      reason: 'Shop cancelled the order',
      notifyUrl: 'https://siam.example/siam-server/rest/notify/card',
    })
    return { ...made, intentId, refundRequest }
  }

  it('refunds in full, tagged with our ids, under an idempotency key', async () => {
    const { gateway, intentId, refundRequest, request } = await paidPayment()
    const wanted = refundRequest(10_000)
    const result = await gateway.refund(wanted)
    expect(result).toMatchObject({ status: 'succeeded', error: null })
    expect(result.providerRefundNo).toMatch(/^re_/)
    const refund = kit.fake.refunds().find((r) => r.id === result.providerRefundNo)
    expect(refund).toMatchObject({
      amount: 10_000,
      payment_intent: intentId,
      reason: 'requested_by_customer',
      metadata: { refund_id: toMerchantRef(wanted.refundId), payment_id: toMerchantRef(request.paymentId) },
    })
    expect(kit.fake.requests().findLast((r) => r.path === '/v1/refunds')?.idempotencyKey).toBe(
      `refund-${wanted.refundId}`,
    )
    expect(await gateway.queryRefund({ paymentId: request.paymentId, refundId: wanted.refundId })).toEqual(
      result,
    )
  })

  it('refunds in parts and reports an over-refund and a second full refund as failed answers', async () => {
    const { gateway, refundRequest } = await paidPayment()
    expect(await gateway.refund(refundRequest(3_000))).toMatchObject({ status: 'succeeded' })
    expect(await gateway.refund(refundRequest(2_000))).toMatchObject({ status: 'succeeded' })
    const tooMuch = await gateway.refund(refundRequest(5_001))
    expect(tooMuch).toEqual({
      status: 'failed',
      providerRefundNo: null,
      error: expect.stringMatching(/^amount_too_large: Refund amount \(¥50\.01\) is greater than .*¥50\.00/),
    })
    expect(await gateway.refund(refundRequest(5_000))).toMatchObject({ status: 'succeeded' })
    expect(await gateway.refund(refundRequest(1))).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^charge_already_refunded: /),
    })
  })

  it('does not refund twice when the same refund is retried', async () => {
    const { gateway, refundRequest, intentId } = await paidPayment()
    const wanted = refundRequest(4_000)
    const first = await gateway.refund(wanted)
    const second = await kit.gateway().refund(wanted)
    expect(second).toEqual(first)
    expect(kit.fake.refunds().filter((r) => r.payment_intent === intentId)).toHaveLength(1)
  })

  it('after a crash in flight the refund is found by queryRefund and a retry lands on it', async () => {
    const { refundRequest, intentId, request } = await paidPayment()
    const wanted = refundRequest(2_500)
    kit.fake.holdNext('refund')
    await expect(kit.gateway({ timeoutMs: 300 }).refund(wanted)).rejects.toEqual(providerError)
    const found = await kit.gateway().queryRefund({ paymentId: request.paymentId, refundId: wanted.refundId })
    expect(found).toMatchObject({ status: 'succeeded', providerRefundNo: expect.stringMatching(/^re_/) })
    expect(await kit.gateway().refund(wanted)).toEqual(found)
    expect(kit.fake.refunds().filter((r) => r.payment_intent === intentId)).toHaveLength(1)
  })

  it('throws PROVIDER_ERROR on 500 and 429, and nothing is refunded', async () => {
    const { gateway, refundRequest, intentId } = await paidPayment()
    kit.fake.failNext('/v1/refunds', 500, { method: 'POST' })
    await expect(gateway.refund(refundRequest(100))).rejects.toEqual(providerError)
    kit.fake.failNext('/v1/refunds', 429, { method: 'POST' })
    await expect(gateway.refund(refundRequest(100))).rejects.toEqual(providerError)
    expect(kit.fake.refunds().filter((r) => r.payment_intent === intentId)).toHaveLength(0)
  })

  it('fails a refund of a payment that was never paid', async () => {
    const { gateway, request, session } = await createdPayment()
    const refund = {
      paymentId: request.paymentId,
      refundId: randomUUID(),
      amountFen: 100,
      paymentAmountFen: 12_345,
      reason: 'x',
      notifyUrl: 'https://siam.example/n',
    }
    expect(await gateway.refund(refund)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^resource_missing/),
    })
    kit.fake.decline(session.id)
    expect(await gateway.refund(refund)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^charge_not_refundable: /),
    })
  })

  it('follows an asynchronous refund from pending to succeeded or failed', async () => {
    const { gateway, refundRequest, request } = await paidPayment()
    kit.fake.setRefundStatus('pending')
    try {
      const one = refundRequest(1_000)
      const two = refundRequest(1_000)
      const first = await gateway.refund(one)
      await gateway.refund(two)
      expect(first).toMatchObject({ status: 'pending', error: null })
      kit.fake.settleRefund(first.providerRefundNo ?? '', 'succeeded')
      const second = await gateway.queryRefund({ paymentId: request.paymentId, refundId: two.refundId })
      kit.fake.settleRefund(second.providerRefundNo ?? '', 'failed')
      expect(
        await gateway.queryRefund({ paymentId: request.paymentId, refundId: one.refundId }),
      ).toMatchObject({
        status: 'succeeded',
      })
      expect(
        await gateway.queryRefund({ paymentId: request.paymentId, refundId: two.refundId }),
      ).toMatchObject({
        status: 'failed',
        error: 'failed: expired_or_canceled_card',
      })
    } finally {
      kit.fake.setRefundStatus('succeeded')
    }
  })

  it('answers unknown for a refund Stripe never received', async () => {
    const { gateway, request } = await paidPayment()
    expect(await gateway.queryRefund({ paymentId: request.paymentId, refundId: randomUUID() })).toEqual({
      status: 'unknown',
      providerRefundNo: null,
      error: null,
    })
    expect(
      await kit.gateway({ scanPages: 1 }).queryRefund({ paymentId: randomUUID(), refundId: randomUUID() }),
    ).toEqual({ status: 'unknown', providerRefundNo: null, error: null })
  })
})
