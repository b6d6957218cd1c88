/**
 * The request helper (spec 7 and 8). POST /siam-server/rest/<path>, JSON body = input + lang;
 * headers mlang, Content-Type and Authorization (when a token is stored); 60 s timeout.
 * success -> data. success false: code 2 rejects silently; 401 deletes the token and offers login;
 * anything else shows the error toast (server message, or the catalogue message for the status)
 * and rejects with an ApiError. `{ silent: true }` leaves showing the error to the caller.
 */
import { HTTP_STATUS_MESSAGE_KEYS } from '@siam/contracts/errors'
import type { CallPath, In, Out } from './calls'
import { getLang, t } from './i18n'
import { promptLogin } from './loginPrompt'
import { clearToken, getToken } from './token'
import { toast } from './ui/toast'

export const API_BASE = '/siam-server/rest/'
export const REQUEST_TIMEOUT_MS = 60_000
/** Spec 8: network failure uses status 101; a timeout is errCode 5. */
export const NETWORK_ERROR_CODE = 101
export const TIMEOUT_ERROR_CODE = 5
/** Reserved: nothing to show, stay silent. */
export const SILENT_CODE = 2

export class ApiError extends Error {
  code: number
  errorKey?: string
  fieldErrors?: Record<string, string>

  constructor(code: number, message: string, errorKey?: string, fieldErrors?: Record<string, string>) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    if (errorKey !== undefined) this.errorKey = errorKey
    if (fieldErrors !== undefined) this.fieldErrors = fieldErrors
  }
}

export interface ApiOptions {
  silent?: boolean
  timeoutMs?: number
}

interface EnvelopeLike {
  success?: unknown
  code?: unknown
  message?: unknown
  data?: unknown
  errorKey?: unknown
  fieldErrors?: unknown
}

/** The spec 8 catalogue message for an HTTP status (anything unknown reads "Internal server error!"). */
export function statusMessage(code: number | undefined): string {
  const key = (code !== undefined && HTTP_STATUS_MESSAGE_KEYS[code]) || 'http_500'
  return t(`common:${key}`)
}

function report(error: ApiError, opts: ApiOptions): ApiError {
  if (error.code === SILENT_CODE) return error
  if (error.code === 401) {
    clearToken()
    if (!opts.silent) promptLogin(error.message)
    return error
  }
  if (!opts.silent) toast.error(error.message)
  return error
}

export async function api<P extends CallPath>(path: P, input: In<P>, opts: ApiOptions = {}): Promise<Out<P>> {
  const lang = getLang()
  const headers: Record<string, string> = { 'Content-Type': 'application/json', mlang: lang }
  const token = getToken()
  if (token) headers.Authorization = token

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS)

  let response: Response
  let body: EnvelopeLike | null = null
  try {
    response = await fetch(API_BASE + path, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...((input as object | undefined) ?? {}), lang }),
      signal: controller.signal,
    })
    try {
      const parsed: unknown = await response.json()
      body = parsed !== null && typeof parsed === 'object' ? (parsed as EnvelopeLike) : null
    } catch {
      if (timedOut) throw new Error('timeout')
      body = null
    }
  } catch {
    clearTimeout(timer)
    if (timedOut) throw report(new ApiError(TIMEOUT_ERROR_CODE, t('common:timeout')), opts)
    throw report(new ApiError(NETWORK_ERROR_CODE, t('common:network_error')), opts)
  }
  clearTimeout(timer)

  if (body && typeof body.success === 'boolean') {
    if (body.success) return body.data as Out<P>
    const code = typeof body.code === 'number' ? body.code : response.ok ? undefined : response.status
    const message =
      typeof body.message === 'string' && body.message !== '' ? body.message : statusMessage(code)
    const error = new ApiError(
      code ?? 500,
      message,
      typeof body.errorKey === 'string' ? body.errorKey : undefined,
      body.fieldErrors && typeof body.fieldErrors === 'object'
        ? (body.fieldErrors as Record<string, string>)
        : undefined,
    )
    throw report(error, opts)
  }
  // No envelope (a proxy error page, an empty body): only the HTTP status tells what happened.
  const code = response.ok ? 500 : response.status
  throw report(new ApiError(code, statusMessage(code)), opts)
}
