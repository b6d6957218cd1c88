import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../../platform/errors'
import { providerFetch } from '../provider-http'
import { encodeStripeForm, type FormParams } from './stripe-form'
import { STRIPE_API_VERSION, type StripeApiError } from './stripe-objects'

type StripeAnswer = { ok: true; value: unknown } | { ok: false; status: number; error: StripeApiError }

export interface StripeHttp {
  get(path: string, params?: FormParams): Promise<StripeAnswer>
  post(path: string, params: FormParams, idempotencyKey: string): Promise<StripeAnswer>
}

export type AdapterLog = Pick<FastifyBaseLogger, 'warn'>

/**
 * Stripe's REST transport: bearer secret key, form-encoded bodies, a pinned API version and an
 * Idempotency-Key on every POST (Stripe replays the first answer for 24 h, so a retry after a
 * crash never creates a second session or refund).
 *
 * Answers come back in two kinds. "Ask again later" ones throw PROVIDER_ERROR: network failures,
 * 5xx, 429 rate limits, 409 idempotency conflicts (the same key still in flight), 401/403 (our key
 * is wrong — an operator problem, not the payment's) and anything that is not Stripe's JSON.
 * The other 4xx answers (400 invalid_request_error, 402 card_error, 404 resource_missing) are
 * Stripe's verdict on this request and are returned for the caller to interpret.
 */
export function createStripeHttp(settings: {
  apiBase: string
  secretKey: string
  timeoutMs?: number
  log?: AdapterLog
}): StripeHttp {
  const base = settings.apiBase.replace(/\/+$/, '')
  const headers = {
    authorization: `Bearer ${settings.secretKey}`,
    'stripe-version': STRIPE_API_VERSION,
    accept: 'application/json',
  }

  async function exchange(
    method: 'GET' | 'POST',
    path: string,
    init: { query?: string; body?: string; key?: string },
  ) {
    const url = `${base}${path}${init.query ? `?${init.query}` : ''}`
    const response = await providerFetch(
      url,
      {
        method,
        headers: {
          ...headers,
          ...(init.body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(init.key ? { 'idempotency-key': init.key } : {}),
        },
        body: init.body,
      },
      settings.timeoutMs,
    )
    return interpret(method, path, response)
  }

  function interpret(
    method: string,
    path: string,
    response: { status: number; headers: Headers; body: string },
  ): StripeAnswer {
    let json: unknown
    try {
      json = JSON.parse(response.body)
    } catch {
      json = undefined
    }
    const error = (json as { error?: StripeApiError } | undefined)?.error
    const retryable =
      response.status >= 500 ||
      response.status === 429 ||
      response.status === 409 ||
      response.status === 401 ||
      response.status === 403 ||
      response.headers.get('stripe-should-retry') === 'true'
    if (response.status >= 200 && response.status < 300 && json !== undefined && !error) {
      return { ok: true, value: json }
    }
    if (!retryable && response.status >= 400 && response.status < 500 && typeof error?.type === 'string') {
      return { ok: false, status: response.status, error }
    }
    settings.log?.warn(
      {
        provider: 'card',
        method,
        path,
        status: response.status,
        error: error ?? response.body.slice(0, 200),
      },
      'stripe request not answered usefully',
    )
    throw new AppError('PROVIDER_ERROR')
  }

  return {
    get: (path, params) => exchange('GET', path, { query: params ? encodeStripeForm(params) : undefined }),
    post: (path, params, key) => exchange('POST', path, { body: encodeStripeForm(params), key }),
  }
}

/** `code: message` as stored on a failed refund. */
export function describeStripeError(error: StripeApiError): string {
  return `${error.code ?? error.type}: ${error.message ?? 'no message'}`
}
