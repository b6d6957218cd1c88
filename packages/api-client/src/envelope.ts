import { HTTP_STATUS_MESSAGE_KEYS } from '@siam/contracts/errors'
import { ApiError } from './apiError'

/** What a response body may hold: checked field by field, since a proxy may answer with anything. */
export interface EnvelopeLike {
  success?: unknown
  code?: unknown
  message?: unknown
  data?: unknown
  errorKey?: unknown
  fieldErrors?: unknown
}

export type Translate = (key: string) => string

/** The spec 8 catalogue message for an HTTP status (anything unknown reads "Internal server error!"). */
export function statusMessage(code: number | undefined, translate: Translate): string {
  const key = (code !== undefined && HTTP_STATUS_MESSAGE_KEYS[code]) || 'http_500'
  return translate(`common:${key}`)
}

export function asEnvelope(parsed: unknown): EnvelopeLike | null {
  return parsed !== null && typeof parsed === 'object' ? parsed : null
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  )
}

/** The error a `success: false` envelope stands for; without a code, the HTTP status decides. */
export function envelopeError(body: EnvelopeLike, response: Response, translate: Translate): ApiError {
  const code = typeof body.code === 'number' ? body.code : response.ok ? undefined : response.status
  const message =
    typeof body.message === 'string' && body.message !== '' ? body.message : statusMessage(code, translate)
  return new ApiError(
    code ?? 500,
    message,
    typeof body.errorKey === 'string' ? body.errorKey : undefined,
    stringRecord(body.fieldErrors),
  )
}
