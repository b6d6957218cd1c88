import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toMerchantRef } from '../gateway'
import { type CardKit, startCardKit, startWebhookReceiver } from './card-test-kit'
import { computeStripeSignature, stripeSignatureHeader } from './stripe-signature'

let kit: CardKit
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
const sdk = new Stripe('sk_test_x')

beforeAll(async () => {
  kit = await startCardKit()
  receiver = await startWebhookReceiver(kit.gateway())
  kit.fake.setWebhookUrl(receiver.url)
})
afterAll(async () => {
  await kit?.fake.close()
  await receiver?.close()
})

const signatureInvalid = expect.objectContaining({ key: 'SIGNATURE_INVALID' })
const nowS = () => Math.floor(kit.clock.now().getTime() / 1000)

/** A Stripe-shaped event body, as the fake would send it. */
function eventBody(type: string, object: Record<string, unknown>, id = 'evt_1TestEventId') {
  return JSON.stringify(
    {
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: 1_795_000_000,
      data: { object },
      livemode: false,
      type,
    },
    null,
    2,
  )
}

const paidSession = {
  id: 'cs_test_a1',
  object: 'checkout.session',
  amount_total: 8_800,
  currency: 'cny',
  client_reference_id: '0b9a3f2e1c4d4e5f8a7b6c5d4e3f2a1b',
  metadata: { payment_id: '0b9a3f2e1c4d4e5f8a7b6c5d4e3f2a1b' },
  payment_intent: 'pi_3TestIntent',
  payment_status: 'paid',
  status: 'complete',
  expires_at: 1_795_000_000,
  url: null,
}

async function verify(body: string, signature: string | string[]) {
  return kit
    .gateway()
    .verifyNotification({ 'stripe-signature': signature, 'content-type': 'application/json' }, body)
}

/** The last notification our endpoint verified for events of `type`. */
const receivedFor = (type: string) => receiver.received.filter((r) => JSON.parse(r.body).type === type).at(-1)

describe('card webhooks delivered by the fake', () => {
  it('a paid session arrives as a succeeded payment with the PaymentIntent as trade number', async () => {
    const request = kit.paymentRequest({ amountFen: 4_321 })
    await kit.gateway().createPayment(request)
    const session = kit.fake.sessionByReference(toMerchantRef(request.paymentId))
    kit.fake.pay(session?.id ?? '')
    await kit.fake.webhooksIdle()
    const got = receivedFor('checkout.session.completed')
    expect(got?.result).toEqual({
      kind: 'payment',
      eventId: expect.stringMatching(/^evt_/),
      paymentId: request.paymentId,
      status: 'succeeded',
      amountFen: 4_321,
      providerTradeNo: kit.fake.session(session?.id ?? '')?.payment_intent,
    })
    expect(got?.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it('an expired session arrives as closed; a declined card is acknowledged and ignored', async () => {
    const request = kit.paymentRequest()
    await kit.gateway().createPayment(request)
    const session = kit.fake.sessionByReference(toMerchantRef(request.paymentId))
    kit.fake.decline(session?.id ?? '')
    kit.fake.expire(session?.id ?? '')
    await kit.fake.webhooksIdle()
    expect(receivedFor('payment_intent.payment_failed')?.result).toEqual({
      kind: 'ignored',
      eventId: expect.stringMatching(/^evt_/),
    })
    expect(receivedFor('checkout.session.expired')?.result).toMatchObject({
      kind: 'payment',
      paymentId: request.paymentId,
      status: 'closed',
    })
  })

  it('refund events carry our refund and payment ids, pending then failed', async () => {
    const gateway = kit.gateway()
    const request = kit.paymentRequest({ amountFen: 5_000 })
    await gateway.createPayment(request)
    kit.fake.pay(kit.fake.sessionByReference(toMerchantRef(request.paymentId))?.id ?? '')
    kit.fake.setRefundStatus('pending')
    const refundId = randomUUID()
    const refund = await gateway.refund({
      paymentId: request.paymentId,
      refundId,
      amountFen: 1_200,
      paymentAmountFen: 5_000,
      reason: 'x',
      notifyUrl: receiver.url,
    })
    kit.fake.setRefundStatus('succeeded')
    kit.fake.settleRefund(refund.providerRefundNo ?? '', 'failed')
    await kit.fake.webhooksIdle()
    const expected = {
      kind: 'refund',
      paymentId: request.paymentId,
      refundId,
      amountFen: 1_200,
      providerRefundNo: refund.providerRefundNo,
    }
    expect(receivedFor('refund.created')?.result).toMatchObject({ ...expected, status: 'pending' })
    expect(receivedFor('refund.updated')?.result).toMatchObject({ ...expected, status: 'failed' })
    expect(receivedFor('refund.failed')?.result).toMatchObject({ ...expected, status: 'failed' })
  })

  it('replays carry the same event id every time', async () => {
    const { event, delivered } = await kit.fake.sendEvent('checkout.session.completed', paidSession, {
      replays: 2,
    })
    expect(delivered).toEqual([true, true, true])
    const got = receiver.received.filter((r) => JSON.parse(r.body).id === event.id)
    expect(got.map((r) => r.result?.eventId)).toEqual([event.id, event.id, event.id])
  })

  it('retries a delivery until our endpoint answers 2xx', async () => {
    const flaky = await startWebhookReceiver(kit.gateway(), { failFirst: 2 })
    kit.fake.setWebhookUrl(flaky.url)
    try {
      const { event, delivered } = await kit.fake.sendEvent('checkout.session.completed', paidSession)
      expect(delivered).toEqual([true])
      const attempts = kit.fake.deliveries().filter((d) => d.eventId === event.id)
      expect(attempts.map((d) => [d.attempt, d.status])).toEqual([
        [1, 400],
        [2, 400],
        [3, 200],
      ])
      expect(flaky.received.every((r) => r.result?.kind === 'payment')).toBe(true)
    } finally {
      kit.fake.setWebhookUrl(receiver.url)
      await flaky.close()
    }
  })
})

describe('card webhooks: verification', () => {
  const body = eventBody('checkout.session.completed', paidSession)
  const sign = (payload = body, at = nowS(), secret = kit.webhookSecret) =>
    stripeSignatureHeader(secret, at, payload)

  it('accepts a correctly signed event and reads it', async () => {
    expect(await verify(body, sign())).toEqual({
      kind: 'payment',
      eventId: 'evt_1TestEventId',
      paymentId: '0b9a3f2e-1c4d-4e5f-8a7b-6c5d4e3f2a1b',
      status: 'succeeded',
      amountFen: 8_800,
      providerTradeNo: 'pi_3TestIntent',
    })
  })

  it('refuses a tampered body, a wrong secret, and a header for another body', async () => {
    await expect(verify(body.replace('8800', '1'), sign())).rejects.toEqual(signatureInvalid)
    await expect(verify(body, sign(body, nowS(), 'whsec_someone_else'))).rejects.toEqual(signatureInvalid)
    await expect(verify(body, sign(`${body} `))).rejects.toEqual(signatureInvalid)
  })

  it('refuses a timestamp more than 300 s away, accepts one just inside', async () => {
    await expect(verify(body, sign(body, nowS() - 301))).rejects.toEqual(signatureInvalid)
    await expect(verify(body, sign(body, nowS() + 301))).rejects.toEqual(signatureInvalid)
    await expect(verify(body, sign(body, nowS() - 299))).resolves.toMatchObject({ kind: 'payment' })
    // A delivery signed now and checked after the clock moved on is stale too.
    const header = sign()
    kit.clock.advance(301_000)
    try {
      await expect(verify(body, header)).rejects.toEqual(signatureInvalid)
    } finally {
      kit.clock.advance(-301_000)
    }
  })

  it('accepts when one of several v1 signatures matches (secret roll), refuses when none does', async () => {
    const t = nowS()
    const good = computeStripeSignature(kit.webhookSecret, t, body)
    const other = computeStripeSignature('whsec_old', t, body)
    await expect(verify(body, `t=${t},v1=${other},v1=${good},v0=${other}`)).resolves.toMatchObject({
      kind: 'payment',
    })
    await expect(verify(body, `t=${t},v1=${other},v0=${good}`)).rejects.toEqual(signatureInvalid)
  })

  it.each([
    ['empty', ''],
    ['garbage', 'not a signature'],
    ['no timestamp', `v1=${'a'.repeat(64)}`],
    ['no v1', `t=1795000000`],
    ['non-numeric timestamp', `t=abc,v1=${'a'.repeat(64)}`],
    ['short signature', 't=1795000000,v1=abcd'],
    ['two timestamps', `t=1,t=1795000000,v1=${'a'.repeat(64)}`],
  ])('refuses a malformed header: %s', async (_name, header) => {
    await expect(verify(body, header)).rejects.toEqual(signatureInvalid)
  })

  it('refuses a signed body that is not a Stripe event, or a session event it cannot read', async () => {
    await expect(verify('not json', sign('not json'))).rejects.toEqual(signatureInvalid)
    const notEvent = JSON.stringify({ id: 'x', object: 'charge' })
    await expect(verify(notEvent, sign(notEvent))).rejects.toEqual(signatureInvalid)
    const noAmount = eventBody('checkout.session.completed', { ...paidSession, amount_total: 'lots' })
    await expect(verify(noAmount, sign(noAmount))).rejects.toEqual(signatureInvalid)
    const usd = eventBody('checkout.session.completed', { ...paidSession, currency: 'usd' })
    await expect(verify(usd, sign(usd))).rejects.toEqual(signatureInvalid)
  })

  it('acknowledges events it has no use for, and sessions or refunds that are not ours', async () => {
    for (const other of [
      eventBody('customer.created', { id: 'cus_1', object: 'customer' }),
      eventBody('checkout.session.completed', { ...paidSession, client_reference_id: null, metadata: {} }),
      eventBody('refund.updated', {
        id: 're_1',
        object: 'refund',
        amount: 100,
        status: 'succeeded',
        currency: 'cny',
        payment_intent: 'pi_1',
        metadata: {},
      }),
    ]) {
      await expect(verify(other, sign(other))).resolves.toEqual({
        kind: 'ignored',
        eventId: 'evt_1TestEventId',
      })
    }
  })

  it('takes the header in whatever shape the HTTP layer gives it', async () => {
    await expect(verify(body, [sign()])).resolves.toMatchObject({ kind: 'payment' })
  })

  it('answers Stripe with 200 received, or 400', () => {
    const gateway = kit.gateway()
    expect(gateway.answer(true)).toEqual({
      status: 200,
      contentType: 'application/json',
      body: '{"received":true}',
    })
    expect(gateway.answer(false).status).toBe(400)
  })
})

describe('card webhooks: cross-checked with the official stripe SDK', () => {
  it('our adapter accepts a header made by stripe.webhooks.generateTestHeaderString', async () => {
    const body = eventBody('checkout.session.completed', paidSession)
    const header = sdk.webhooks.generateTestHeaderString({
      payload: body,
      secret: kit.webhookSecret,
      timestamp: nowS(),
    })
    await expect(verify(body, header)).resolves.toMatchObject({ kind: 'payment', amountFen: 8_800 })
    const wrong = sdk.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_x',
      timestamp: nowS(),
    })
    await expect(verify(body, wrong)).rejects.toEqual(signatureInvalid)
  })

  it('stripe.webhooks.constructEvent accepts what the fake delivered, and what we sign', async () => {
    const request = kit.paymentRequest()
    await kit.gateway().createPayment(request)
    const session = kit.fake.sessionByReference(toMerchantRef(request.paymentId))
    kit.fake.pay(session?.id ?? '')
    await kit.fake.webhooksIdle()
    const delivered = receiver.received.find((r) => r.body.includes(session?.id ?? '-'))
    const header = String(delivered?.headers['stripe-signature'])
    const receivedAt = kit.clock.now().getTime()
    const event = sdk.webhooks.constructEvent(
      delivered?.body ?? '',
      header,
      kit.webhookSecret,
      300,
      undefined,
      receivedAt,
    )
    expect(event.type).toBe('checkout.session.completed')
    expect((event.data.object as { id: string }).id).toBe(session?.id)
    expect(() =>
      sdk.webhooks.constructEvent(
        `${delivered?.body} `,
        header,
        kit.webhookSecret,
        300,
        undefined,
        receivedAt,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError)

    const ours = eventBody('refund.updated', { id: 're_1', object: 'refund' })
    const ourHeader = stripeSignatureHeader(kit.webhookSecret, nowS(), ours)
    expect(
      sdk.webhooks.constructEvent(ours, ourHeader, kit.webhookSecret, 300, undefined, receivedAt).id,
    ).toBe('evt_1TestEventId')
  })
})
