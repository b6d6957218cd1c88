/**
 * The request rules of spec 7 and 8, shared by every app. POST <base><path>, JSON body = input + lang;
 * headers mlang, Content-Type and Authorization (when a token is stored); 60 s timeout.
 * success -> data. success false: code 2 rejects silently; 401 forgets the token and offers login;
 * anything else shows the error (server message, or the catalogue message for the status) and rejects with
 * an ApiError. `{ silent: true }` leaves showing the error to the caller.
 * What is app-specific (how errors show, the login prompt, the token store, the language) comes in as options.
 */
import type { Descriptor, DescriptorInput, DescriptorOutput } from '@siam/contracts/descriptor'
import { ApiError, NETWORK_ERROR_CODE, SILENT_CODE, TIMEOUT_ERROR_CODE, UNAUTHORIZED_CODE } from './apiError'
import { asEnvelope, type EnvelopeLike, envelopeError, statusMessage, type Translate } from './envelope'

export const API_BASE = '/siam-server/rest/'
export const REQUEST_TIMEOUT_MS = 60_000

export interface TokenStore {
  get(): string | null
  clear(): void
}

export interface ClientOptions {
  /** The language sent as `lang` in the body and as the `mlang` header. */
  lang(): string
  token: TokenStore
  /** Catalogue lookup for 'common:<key>' messages (timeout, network error, HTTP statuses). */
  translate: Translate
  showError(message: string): void
  /** Called on 401 after the token is forgotten (not for silent calls). */
  promptLogin(message: string): void
  base?: string
}

export interface CallOptions {
  silent?: boolean
  timeoutMs?: number
}

export type Call = <D extends Descriptor>(
  descriptor: D,
  input: DescriptorInput<D>,
  options?: CallOptions,
) => Promise<DescriptorOutput<D>>

interface Exchange {
  response: Response
  body: EnvelopeLike | null
}

export function createApiClient(client: ClientOptions): { call: Call } {
  const base = client.base ?? API_BASE

  function report(error: ApiError, options: CallOptions): ApiError {
    if (error.code === SILENT_CODE) return error
    if (error.code === UNAUTHORIZED_CODE) {
      client.token.clear()
      if (!options.silent) client.promptLogin(error.message)
      return error
    }
    if (!options.silent) client.showError(error.message)
    return error
  }

  async function exchange(path: string, input: unknown, options: CallOptions): Promise<Exchange> {
    const lang = client.lang()
    const headers: Record<string, string> = { 'Content-Type': 'application/json', mlang: lang }
    const token = client.token.get()
    if (token) headers.Authorization = token

    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS)
    try {
      const response = await fetch(base + path, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...(typeof input === 'object' ? input : {}), lang }),
        signal: controller.signal,
      })
      try {
        return { response, body: asEnvelope(await response.json()) }
      } catch {
        if (timedOut) throw new Error('timeout')
        return { response, body: null }
      }
    } catch {
      if (timedOut)
        throw report(new ApiError(TIMEOUT_ERROR_CODE, client.translate('common:timeout')), options)
      throw report(new ApiError(NETWORK_ERROR_CODE, client.translate('common:network_error')), options)
    } finally {
      clearTimeout(timer)
    }
  }

  async function call<D extends Descriptor>(
    descriptor: D,
    input: DescriptorInput<D>,
    options: CallOptions = {},
  ): Promise<DescriptorOutput<D>> {
    const { response, body } = await exchange(descriptor.path, input, options)
    if (body && typeof body.success === 'boolean') {
      // The server validated `data` against the contract's output before sending it.
      if (body.success) return body.data as DescriptorOutput<D>
      throw report(envelopeError(body, response, client.translate), options)
    }
    // No envelope (a proxy error page, an empty body): only the HTTP status tells what happened.
    const code = response.ok ? 500 : response.status
    throw report(new ApiError(code, statusMessage(code, client.translate)), options)
  }

  return { call }
}
