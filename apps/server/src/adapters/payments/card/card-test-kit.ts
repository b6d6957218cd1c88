import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ManualClock } from '../../../platform/clock'
import type { CreatePaymentRequest, PaymentProvider, VerifiedNotification } from '../gateway'
import { createStripeCardGateway, type StripeCardConfig } from './card-gateway'
import { type FakeStripeOptions, startFakeStripe } from './fake-stripe-server'
import type { LookupSessionId } from './session-locator'

/** Shared set-up for the card adapter's tests: a clock, a fake Stripe on it, and gateways onto the fake. */
export async function startCardKit(options: Partial<FakeStripeOptions> = {}) {
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'))
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const fake = await startFakeStripe({
    secretKey,
    webhookSecret,
    now: () => clock.now(),
    webhookRetryDelaysMs: [20, 20, 20],
    ...options,
  })
  const config: StripeCardConfig = { apiBase: fake.url, secretKey, webhookSecret, timeoutMs: 1500 }
  const gateway = (
    overrides: Partial<StripeCardConfig> = {},
    lookupSessionId?: LookupSessionId,
  ): PaymentProvider =>
    createStripeCardGateway({ config: { ...config, ...overrides }, clock, lookupSessionId })

  const paymentRequest = (overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
    paymentId: randomUUID(),
    orderNo: 'O20261121-0042',
    payType: 'card',
    amountFen: 12_345,
    description: 'Siam order O20261121-0042',
    returnUrl: 'https://siam.example/web/orders/42?from=card',
    notifyUrl: 'https://siam.example/siam-server/rest/notify/card',
    expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
    ...overrides,
  })

  return { clock, fake, secretKey, webhookSecret, config, gateway, paymentRequest }
}

export type CardKit = Awaited<ReturnType<typeof startCardKit>>

/**
 * Our webhook endpoint in miniature: raw body in, the adapter's verification, the adapter's answer
 * out. `failFirst` refuses that many deliveries (answer(false)) (to watch Stripe retry).
 */
export async function startWebhookReceiver(provider: PaymentProvider, opts: { failFirst?: number } = {}) {
  const received: {
    headers: IncomingHttpHeaders
    body: string
    result: VerifiedNotification | null
    error: string | null
  }[] = []
  let failuresLeft = opts.failFirst ?? 0
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const entry = {
        headers: req.headers,
        body,
        result: null as VerifiedNotification | null,
        error: null as string | null,
      }
      received.push(entry)
      try {
        entry.result = await provider.verifyNotification(req.headers, body)
      } catch (error) {
        entry.error = error instanceof Error ? error.message : String(error)
      }
      const ok = entry.result !== null && failuresLeft-- <= 0
      const answer = provider.answer(ok)
      res.writeHead(answer.status, { 'content-type': answer.contentType }).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siam-server/rest/notify/card`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A localhost port nobody listens on (for "provider unreachable"). */
export async function deadPort(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
