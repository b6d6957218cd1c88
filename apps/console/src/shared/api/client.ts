import type { Envelope } from '@siam/contracts'
import { currentLocale, i18n } from '../i18n'

/** Every call is POST /siam-server/rest/<path> (architecture 3, "API shape"). */
export const API_BASE = '/siam-server/rest/'
export const TOKEN_STORAGE_KEY = 'siam.console.token'

/** A failed call: `message` is the server's text, already in the request's language. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** the envelope's code (HTTP-like: 400, 401, 409 ...), or 0 when the server was not reached */
    readonly code: number,
    readonly errorKey?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** Someone else moved the order first (or it is no longer in the state this screen showed). */
  get isConflict(): boolean {
    return this.code === 409
  }

  /** Code 2: "nothing to show, stay silent" (architecture 3). */
  get isSilent(): boolean {
    return this.code === 2
  }
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY)
  } catch {
    return null
  }
}

export function setToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(TOKEN_STORAGE_KEY)
    else localStorage.setItem(TOKEN_STORAGE_KEY, token)
  } catch {
    // storage refused: the session lasts for this page only
  }
}

type Listener = () => void
const unauthorizedListeners = new Set<Listener>()

/** Called when any call answers 401: the token is dropped and the console goes back to the login page. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener)
  return () => {
    unauthorizedListeners.delete(listener)
  }
}

export interface RequestOptions {
  signal?: AbortSignal
  /** the login call itself answers 401 for a wrong password: show the message, do not "log out" */
  ignoreUnauthorized?: boolean
}

function fallbackMessage(code: number): string {
  const key = code === 0 ? 'console:network_error' : 'console:http_error'
  return i18n.t(key, { status: code })
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).success === 'boolean'
}

/**
 * Sends `body` (plus `lang`) with the `mlang` and `Authorization` headers, unwraps the envelope and
 * returns `data`; anything else becomes an ApiError carrying the server's translated message.
 */
export async function request<T>(path: string, body: object = {}, options: RequestOptions = {}): Promise<T> {
  const lang = currentLocale()
  const headers: Record<string, string> = { 'Content-Type': 'application/json', mlang: lang }
  const token = getToken()
  if (token) headers.Authorization = token

  let response: Response
  try {
    response = await fetch(API_BASE + path, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, lang }),
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(fallbackMessage(0), 0, 'NETWORK')
  }

  let payload: unknown = null
  try {
    payload = await response.json()
  } catch {
    payload = null
  }

  if (isEnvelope(payload) && payload.success && response.ok) {
    return payload.data as T
  }

  const code = isEnvelope(payload) && payload.code ? payload.code : response.ok ? 500 : response.status
  if ((code === 401 || response.status === 401) && !options.ignoreUnauthorized) {
    setToken(null)
    for (const listener of [...unauthorizedListeners]) listener()
  }
  if (isEnvelope(payload)) {
    throw new ApiError(payload.message || fallbackMessage(code), code, payload.errorKey, payload.fieldErrors)
  }
  throw new ApiError(fallbackMessage(code), code)
}
