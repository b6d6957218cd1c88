import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import {
  createFakeStripeBooks,
  type FakePaymentIntent,
  type FakeRefund,
  type FakeSession,
  StripeRequestError,
  stripeId,
} from './fake-stripe-books'
import { renderFakeCheckoutPage, renderMissingPage } from './fake-stripe-page'
import { type DecodedForm, decodeStripeForm } from './stripe-form'
import { STRIPE_API_VERSION, type StripeApiError } from './stripe-objects'
import { stripeSignatureHeader } from './stripe-signature'

/**
 * A local stand-in for api.stripe.com and checkout.stripe.com, for tests and offline demos.
 *
 * Speaks Stripe's REST protocol for the calls the card adapter (and the official SDK) make:
 * bearer/basic secret-key auth, form-encoded bracket parameters, Stripe-shaped objects and error
 * bodies, Idempotency-Key replay (24 h), unknown parameters refused. Payer actions happen on a
 * hosted page or through test controls, and every change is announced to `webhookUrl` as a
 * Stripe-signed event, retried until the endpoint answers 2xx.
 */

export interface FakeStripeOptions {
  port?: number
  secretKey: string
  webhookSecret: string
  now?: () => Date
  webhookUrl?: string
  /** Waits between delivery attempts of one event (Stripe: up to three days; tests: milliseconds). */
  webhookRetryDelaysMs?: number[]
  /** A new refund's status: cards usually refund at once; 'pending' exercises settleRefund(). */
  refundStatus?: 'succeeded' | 'pending'
}

export interface FakeStripeEvent {
  id: string
  object: 'event'
  api_version: string
  created: number
  data: { object: Record<string, unknown> }
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  type: string
}

export interface FakeStripeDelivery {
  eventId: string
  type: string
  attempt: number
  status: number | null
  error: string | null
  signature: string
}

export interface FakeStripeRequest {
  method: string
  path: string
  params: DecodedForm
  idempotencyKey: string | null
  stripeVersion: string | null
  status: number
  replayed: boolean
}

type HoldKind = 'create' | 'refund'
type Answer = { status: number; body: unknown; headers?: Record<string, string> }

const ERROR_TYPES: Record<number, Omit<StripeApiError, 'message'> & { message: string }> = {
  400: { type: 'invalid_request_error', message: 'Bad request (injected by the fake).' },
  401: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****fake' },
  402: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
  404: {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: 'No such object (injected by the fake).',
  },
  409: {
    type: 'idempotency_error',
    code: 'lock_timeout',
    message: 'This object cannot be accessed right now.',
  },
  429: {
    type: 'invalid_request_error',
    code: 'rate_limit',
    message:
      'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
  },
}
const API_ERROR = { type: 'api_error', message: 'An unknown error occurred (injected by the fake).' }

const IDEMPOTENCY_WINDOW_S = 24 * 60 * 60

/** Sorted-key JSON so two encodings of the same parameters compare equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

function presentedKey(authorization: string | undefined): string | null {
  if (!authorization) return null
  const [scheme, value = ''] = authorization.split(' ', 2)
  if (scheme?.toLowerCase() === 'bearer') return value
  if (scheme?.toLowerCase() === 'basic')
    return Buffer.from(value, 'base64').toString('utf8').replace(/:$/, '')
  return null
}

export async function startFakeStripe(options: FakeStripeOptions) {
  const now = options.now ?? (() => new Date())
  const nowSeconds = () => Math.floor(now().getTime() / 1000)
  const retryDelaysMs = options.webhookRetryDelaysMs ?? [1000, 5000, 30_000, 120_000, 600_000]
  let webhookUrl = options.webhookUrl
  let refundStatus = options.refundStatus ?? 'succeeded'
  let baseUrl = ''
  let closed = false
  let currentRequest: FakeStripeEvent['request'] = { id: null, idempotency_key: null }

  const events: FakeStripeEvent[] = []
  const deliveries: FakeStripeDelivery[] = []
  const requests: FakeStripeRequest[] = []
  const inFlight = new Set<Promise<boolean>>()
  const timers = new Set<NodeJS.Timeout>()
  const stored = new Map<string, { fingerprint: string; answer: Answer; at: number }>()
  const faults: { method?: string; path: string; status: number; error?: Partial<StripeApiError> }[] = []
  const holds = new Set<HoldKind>()
  const hooks: { method?: string; path: string; action: () => void }[] = []
  const held: { res: ServerResponse; answer: Answer }[] = []

  const books = createFakeStripeBooks({
    now,
    pageUrl: (id) => `${baseUrl}/pay/${id}`,
    refundStatus: () => refundStatus,
    emit: (type, object) => void emit(type, object),
  })

  // ---- webhooks -------------------------------------------------------------------------------

  /** Waits between retries; close() wakes every sleeper so no delivery waits forever. */
  const sleepers = new Set<() => void>()
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        timers.delete(timer)
        sleepers.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      timers.add(timer)
      sleepers.add(wake)
    })

  /** One event to the endpoint, re-signed at each attempt, until a 2xx or the retries run out. */
  async function deliverOnce(event: FakeStripeEvent): Promise<boolean> {
    const body = JSON.stringify(event, null, 2)
    for (let attempt = 1; ; attempt++) {
      const target = webhookUrl
      if (!target || closed) return false
      const signature = stripeSignatureHeader(options.webhookSecret, nowSeconds(), body)
      const record: FakeStripeDelivery = {
        eventId: event.id,
        type: event.type,
        attempt,
        status: null,
        error: null,
        signature,
      }
      deliveries.push(record)
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': signature,
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body,
          signal: AbortSignal.timeout(10_000),
        })
        await response.text()
        record.status = response.status
        if (response.ok) return true
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error)
      }
      const delay = retryDelaysMs[attempt - 1]
      if (delay === undefined || closed) return false
      await sleep(delay)
      if (closed) return false
    }
  }

  function track(delivery: Promise<boolean>): Promise<boolean> {
    inFlight.add(delivery)
    void delivery.finally(() => inFlight.delete(delivery))
    return delivery
  }

  function makeEvent(type: string, object: Record<string, unknown>, id = stripeId('evt_')): FakeStripeEvent {
    return {
      id,
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: nowSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      request: currentRequest,
      type,
    }
  }

  function emit(type: string, object: Record<string, unknown>): FakeStripeEvent {
    const event = makeEvent(type, object)
    events.push(event)
    if (webhookUrl) track(deliverOnce(event))
    return event
  }

  // ---- the REST API ---------------------------------------------------------------------------

  function errorAnswer(status: number, error: StripeApiError): Answer {
    return { status, body: { error: { ...error, request_log_url: null } } }
  }

  function route(method: string, path: string, params: DecodedForm): Answer {
    const ok = (body: unknown): Answer => ({ status: 200, body })
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path)
    if (path === '/v1/checkout/sessions') {
      if (method === 'POST') return ok(books.createSession(params))
      if (method === 'GET') return ok(books.listSessions(params))
    }
    if (sessionPath?.[1]) {
      const id = decodeURIComponent(sessionPath[1])
      if (sessionPath[2] && method === 'POST') return ok(books.expireSession(id, params))
      if (!sessionPath[2] && method === 'GET') return ok(books.retrieveSession(id, params))
    }
    if (path === '/v1/refunds') {
      if (method === 'POST') return ok(books.createRefund(params))
      if (method === 'GET') return ok(books.listRefunds(params))
    }
    const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(path)
    if (refundPath?.[1] && method === 'GET')
      return ok(books.retrieveRefund(decodeURIComponent(refundPath[1])))
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
    if (intentPath?.[1] && method === 'GET')
      return ok(books.retrievePaymentIntent(decodeURIComponent(intentPath[1])))
    return errorAnswer(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs.`,
    })
  }

  function injectedFault(method: string, path: string): Answer | null {
    const at = faults.findIndex((fault) => fault.path === path && (!fault.method || fault.method === method))
    if (at < 0) return null
    const [fault] = faults.splice(at, 1)
    if (!fault) return null
    const base = ERROR_TYPES[fault.status] ?? API_ERROR
    return errorAnswer(fault.status, { ...base, ...fault.error } as StripeApiError)
  }

  function holdKind(method: string, path: string): HoldKind | null {
    if (method !== 'POST') return null
    if (path === '/v1/checkout/sessions') return 'create'
    if (path === '/v1/refunds') return 'refund'
    return null
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET'
    const path = url.pathname
    const raw = method === 'POST' ? await readBody(req) : url.search.slice(1)
    const params = decodeStripeForm(raw)
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null
    const stripeVersion = (req.headers['stripe-version'] as string | undefined) ?? null
    const requestId = stripeId('req_', 14)
    const log: FakeStripeRequest = {
      method,
      path,
      params,
      idempotencyKey,
      stripeVersion,
      status: 0,
      replayed: false,
    }
    requests.push(log)

    const send = (answer: Answer) => {
      log.status = answer.status
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': stripeVersion ?? STRIPE_API_VERSION,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...answer.headers,
      })
      res.end(JSON.stringify(answer.body, null, 2))
    }

    const key = presentedKey(req.headers.authorization)
    if (key !== options.secretKey) {
      send(
        errorAnswer(401, {
          type: 'invalid_request_error',
          message: key
            ? `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`
            : 'You did not provide an API key. You need to provide your API key in the Authorization header.',
        }),
      )
      return
    }
    const hook = hooks.findIndex((item) => item.path === path && (!item.method || item.method === method))
    if (hook >= 0) hooks.splice(hook, 1)[0]?.action()
    const fault = injectedFault(method, path)
    if (fault) return send(fault)

    const fingerprint = canonical({ method, path, params })
    const previous = method === 'POST' && idempotencyKey ? stored.get(idempotencyKey) : undefined
    if (previous && nowSeconds() - previous.at < IDEMPOTENCY_WINDOW_S) {
      if (previous.fingerprint !== fingerprint) {
        return send(
          errorAnswer(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          }),
        )
      }
      log.replayed = true
      return send({ ...previous.answer, headers: { 'idempotent-replayed': 'true' } })
    }

    books.sweep()
    currentRequest = { id: requestId, idempotency_key: idempotencyKey }
    let answer: Answer
    try {
      answer = route(method, path, params)
    } catch (error) {
      if (!(error instanceof StripeRequestError)) throw error
      answer = errorAnswer(error.status, error.error)
    } finally {
      currentRequest = { id: null, idempotency_key: null }
    }
    // Stripe saves the outcome of any request that began executing, success or refusal alike.
    if (method === 'POST' && idempotencyKey && answer.status < 500) {
      stored.set(idempotencyKey, { fingerprint, answer, at: nowSeconds() })
    }
    const kind = holdKind(method, path)
    if (kind && holds.delete(kind)) {
      // Done on Stripe's side, but the answer is lost on the way: the client sees a crash or timeout.
      log.status = answer.status
      held.push({ res, answer })
      return
    }
    send(answer)
  }

  // ---- the hosted page and the test controls over HTTP -----------------------------------------

  async function handlePage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const match = /^\/pay\/([^/]+)(?:\/(pay|decline))?$/.exec(url.pathname)
    books.sweep()
    const session = match?.[1] ? books.session(decodeURIComponent(match[1])) : undefined
    if (!session || !match) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(renderMissingPage())
      return
    }
    if (req.method === 'POST' && match[2] && session.status === 'open') {
      await readBody(req)
      if (match[2] === 'pay') {
        books.pay(session.id)
        res.writeHead(303, { location: session.success_url }).end()
      } else {
        books.decline(session.id)
        res.writeHead(303, { location: `/pay/${session.id}?declined=1` }).end()
      }
      return
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(renderFakeCheckoutPage(session, url.searchParams.has('declined')))
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const raw = req.method === 'POST' ? await readBody(req) : ''
    const input = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>
    const reply = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    const path = url.pathname.slice('/__fake'.length)
    try {
      const sessionAction = /^\/sessions\/([^/]+)\/(pay|decline|expire)$/.exec(path)
      if (sessionAction?.[1] && sessionAction[2]) {
        const id = decodeURIComponent(sessionAction[1])
        const act = sessionAction[2]
        return reply(
          200,
          act === 'pay' ? fake.pay(id) : act === 'decline' ? fake.decline(id) : fake.expire(id),
        )
      }
      const settle = /^\/refunds\/([^/]+)\/settle$/.exec(path)
      if (settle?.[1]) {
        return reply(
          200,
          fake.settleRefund(
            decodeURIComponent(settle[1]),
            input.outcome === 'failed' ? 'failed' : 'succeeded',
          ),
        )
      }
      if (path === '/state') return reply(200, fake.state())
      if (path === '/events') {
        const sent = await fake.sendEvent(
          String(input.type),
          (input.object ?? {}) as Record<string, unknown>,
          {
            replays: Number(input.replays ?? 0),
          },
        )
        return reply(200, sent)
      }
      if (path === '/fail-next') {
        fake.failNext(String(input.path), Number(input.status), {
          method: input.method as string | undefined,
        })
        return reply(200, { ok: true })
      }
      if (path === '/hold-next') {
        fake.holdNext(input.kind === 'refund' ? 'refund' : 'create')
        return reply(200, { ok: true })
      }
      if (path === '/release-held') return reply(200, { released: fake.releaseHeld() })
      if (path === '/webhook-url') {
        fake.setWebhookUrl(typeof input.url === 'string' ? input.url : undefined)
        return reply(200, { ok: true })
      }
      return reply(404, { error: 'unknown control' })
    } catch (error) {
      return reply(409, { error: error instanceof Error ? error.message : String(error) })
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-stripe.local')
    const handler = url.pathname.startsWith('/v1/')
      ? handleApi
      : url.pathname.startsWith('/pay/')
        ? handlePage
        : url.pathname.startsWith('/__fake/')
          ? handleControl
          : null
    if (!handler) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}')
      return
    }
    handler(req, res, url).catch((error: unknown) => {
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { ...API_ERROR, message: String(error) } }))
      }
    })
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const fake = {
    url: baseUrl,

    // payer actions (each announces itself by webhook, like Stripe)
    pay: (sessionId: string): FakeSession => books.pay(sessionId),
    decline: (sessionId: string, declineCode?: string): FakeSession => books.decline(sessionId, declineCode),
    expire: (sessionId: string): FakeSession => books.expire(sessionId),
    settleRefund: (refundId: string, outcome: 'succeeded' | 'failed'): FakeRefund =>
      books.settleRefund(refundId, outcome),
    setRefundStatus(status: 'succeeded' | 'pending'): void {
      refundStatus = status
    },

    // inspection
    sessions(): FakeSession[] {
      books.sweep()
      return books.sessions()
    },
    session(id: string): FakeSession | undefined {
      books.sweep()
      return books.session(id)
    },
    sessionByReference: (clientReferenceId: string): FakeSession | undefined =>
      fake.sessions().findLast((session) => session.client_reference_id === clientReferenceId),
    paymentIntent: (id: string): FakePaymentIntent | undefined => books.paymentIntent(id),
    refunds: (): FakeRefund[] => books.refunds(),
    events: (): FakeStripeEvent[] => structuredClone(events),
    deliveries: (): FakeStripeDelivery[] => structuredClone(deliveries),
    requests: (): FakeStripeRequest[] => structuredClone(requests),
    state: () => ({
      sessions: fake.sessions(),
      refunds: books.refunds(),
      events: events.length,
      deliveries: deliveries.length,
      requests: requests.length,
    }),

    // webhooks
    setWebhookUrl(url: string | undefined): void {
      webhookUrl = url
    },
    /** Sends a (possibly hand-made) event; `replays` re-delivers the very same event id that many more times. */
    async sendEvent(
      type: string,
      object: Record<string, unknown>,
      opts: { replays?: number; id?: string } = {},
    ): Promise<{ event: FakeStripeEvent; delivered: boolean[] }> {
      const event = makeEvent(type, object, opts.id)
      events.push(event)
      const delivered: boolean[] = []
      for (let i = 0; i <= (opts.replays ?? 0); i++) delivered.push(await track(deliverOnce(event)))
      return { event, delivered }
    },
    /** Delivers an event already sent (Stripe's "resend" in the dashboard, or an at-least-once duplicate). */
    async redeliver(eventId: string): Promise<boolean> {
      const event = events.find((item) => item.id === eventId)
      if (!event) throw new Error(`no event ${eventId}`)
      return track(deliverOnce(event))
    },
    /** Resolves once every delivery started so far (with its retries) has finished. */
    async webhooksIdle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
    /** The header Stripe would put on `payload` now (for hand-built notification tests). */
    sign: (payload: string, timestampSeconds = nowSeconds()): string =>
      stripeSignatureHeader(options.webhookSecret, timestampSeconds, payload),

    // faults
    /** The next request to `path` (optionally only for `method`) fails with `status` and a Stripe error body. */
    failNext(
      path: string,
      status: number,
      opts: { method?: string; error?: Partial<StripeApiError> } = {},
    ): void {
      faults.push({ path, status, method: opts.method, error: opts.error })
    },
    /**
     * Runs `action` (e.g. a payer action) just before the next request to `path` is handled: the
     * races of real life, such as a payment landing between our query and our expire.
     */
    beforeNext(path: string, action: () => void, opts: { method?: string } = {}): void {
      hooks.push({ path, action, method: opts.method })
    },
    /** The next create (session) or refund is carried out but its answer is withheld: a crash in flight. */
    holdNext(kind: HoldKind): void {
      holds.add(kind)
    },
    /** Sends the withheld answers (to whoever is still listening); returns how many. */
    releaseHeld(): number {
      const pending = held.splice(0)
      for (const { res, answer } of pending) {
        if (!res.destroyed)
          res
            .writeHead(answer.status, { 'content-type': 'application/json' })
            .end(JSON.stringify(answer.body))
      }
      return pending.length
    },

    async close(): Promise<void> {
      closed = true
      for (const wake of [...sleepers]) wake()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      for (const { res } of held.splice(0)) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await Promise.allSettled([...inFlight])
    },
  }
  return fake
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>

// `tsx fake-stripe-server.ts` runs it on its own, for demos and cross-process tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakeStripe({
    port: Number(process.env.FAKE_STRIPE_PORT ?? 12111),
    secretKey: process.env.STRIPE_SECRET_KEY ?? 'sk_test_fake',
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_fake',
    webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
  })
  console.log(`fake stripe listening on ${fake.url}`)
}
