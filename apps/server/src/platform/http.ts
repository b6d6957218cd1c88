import { type Call, type CallOutput, CONTROL_CHARACTERS, type Envelope } from '@siam/contracts'
import { formatDistance } from '@siam/domain'
import { type Locale, resolveLocale } from '@siam/i18n'
import type { Translate } from '@siam/i18n/node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { type Actor, type MemberActor, type ResolveActor, type StaffActor, tokenFrom } from './actor'
import { AppError } from './errors'
import type { RateLimiter } from './rate-limit'

export const API_PREFIX = '/siam-server/rest'

type ActorFor<C extends Call> = C['audience'] extends 'member'
  ? MemberActor
  : C['audience'] extends 'console' | 'merchant' | 'admin'
    ? StaffActor
    : Actor | null

export interface CallContext<C extends Call> {
  input: z.output<C['input']>
  actor: ActorFor<C>
  locale: Locale
  request: FastifyRequest
}

export interface HttpDeps {
  resolveActor: ResolveActor
  translate: Translate
  /** Checks the response against the contract (on outside production, to catch drift in tests). */
  checkOutput: boolean
  /** Called before auth calls; throws RATE_LIMITED when the caller is over the limit. */
  rateLimit?: RateLimiter
}

/** The request's language: the body's `lang`, else the `mlang` header, else English. */
function localeOf(request: FastifyRequest): Locale {
  const body = request.body as { lang?: unknown } | undefined
  const fromBody = body && typeof body === 'object' && typeof body.lang === 'string' ? body.lang : undefined
  const header = request.headers.mlang
  return resolveLocale(fromBody ?? (Array.isArray(header) ? header[0] : header))
}

export function envelope<T>(data: T): Envelope<T> {
  return { success: true, code: 200, message: '', data }
}

/** Answers handed out unchanged to many requests, with their envelope's bytes once written. */
const sharedAnswers = new WeakMap<object, Buffer | null>()

/**
 * Marks an answer that a cache hands to many requests and nobody changes afterwards (a cached
 * shop/list page): its envelope is serialised on the first send and the same bytes are sent after
 * that, instead of JSON.stringify per request (issue 17). It lives as long as the answer does.
 * Bytes, not text: Node sends a text body joined to the headers, and the joined copy of a kept
 * answer's text (two bytes a character with Chinese names) was made again on each send and, kept
 * alongside, promoted to V8's old generation (decision 0062).
 */
export function sharedAnswer<T extends object>(data: T): T {
  if (!sharedAnswers.has(data)) sharedAnswers.set(data, null)
  return data
}

/** The answer's envelope as UTF-8 bytes. */
function envelopeBytes(data: unknown): Buffer {
  return Buffer.from(JSON.stringify(envelope(data)))
}

/** The envelope as UTF-8 bytes: written once for a shared answer, else undefined (the reply serialises). */
function sharedEnvelopeBytes(data: unknown): Buffer | undefined {
  if (typeof data !== 'object' || data === null || !sharedAnswers.has(data)) return undefined
  let bytes = sharedAnswers.get(data)
  if (bytes == null) {
    bytes = envelopeBytes(data)
    sharedAnswers.set(data, bytes)
  }
  return bytes
}

/**
 * An answer the database wrote as JSON text (decision 0064): sent inside the envelope as it is,
 * neither parsed into objects here nor serialised again. `T` is the answer it stands for; where
 * answers are checked against their contract (development, tests) it is parsed and checked as any.
 */
export class JsonText<T> {
  declare readonly answer?: T
  constructor(readonly text: string) {}
}

/** The envelope's text before its `data`: a JSON answer's text follows it, then `}`. */
const ENVELOPE_BEFORE_DATA = JSON.stringify(envelope(0)).slice(0, -2)

/**
 * Binds a contract to a handler: POST under /siam-server/rest/<path>, input validated by the
 * contract, actor resolved by audience, answer wrapped in the envelope. Nothing else lives in routes.
 */
export function bindCall<C extends Call>(
  app: FastifyInstance,
  deps: HttpDeps,
  call: C,
  handler: (ctx: CallContext<C>) => Promise<CallOutput<C> | JsonText<CallOutput<C>>>,
  options: { rateLimited?: boolean } = {},
): void {
  app.post(`${API_PREFIX}/${call.path}`, async (request, reply) => {
    const locale = localeOf(request)
    if (options.rateLimited && deps.rateLimit) await deps.rateLimit(`${call.path}:${request.ip}`)
    const actor = await actorFor(call, deps, request)
    const raw: unknown = request.body ?? {}
    // The body is a JSON object or nothing: a string (text/plain), number or array is not an input.
    if (typeof raw !== 'object' || Array.isArray(raw)) throw new AppError('BAD_REQUEST')
    const { lang: _lang, ...body } = raw as Record<string, unknown>
    // reportInput: an issue carries the value it refused, which tells a missing field (required:
    // whatever the rule, an enum's too) from one given wrong (invalid); zod leaves it out otherwise
    const parsed = call.input.safeParse(body, { reportInput: true })
    if (!parsed.success) throw validationError(parsed.error)
    const answer = await handler({
      input: parsed.data as z.output<C['input']>,
      actor: actor as ActorFor<C>,
      locale,
      request,
    })
    const text = answer instanceof JsonText ? answer.text : undefined
    // a JSON text is parsed only to be checked: in production it is sent as written
    if (deps.checkOutput) checkOutput(call, text === undefined ? answer : JSON.parse(text), request)
    if (text !== undefined) return sendJson(reply, Buffer.from(`${ENVELOPE_BEFORE_DATA}${text}}`))
    return sendJson(reply, sharedEnvelopeBytes(answer) ?? envelopeBytes(answer))
  })
}

/** An answer that breaks its contract is logged and answered INTERNAL (drift caught in tests). */
function checkOutput(call: Call, data: unknown, request: FastifyRequest): void {
  const checked = call.output.safeParse(data)
  if (checked.success) return
  request.log.error(
    { path: call.path, issues: checked.error.issues.slice(0, 5) },
    'response breaks its contract',
  )
  throw new AppError('INTERNAL')
}

/**
 * An envelope written as JSON, sent as its UTF-8 bytes. Bytes, not text: the compression and the
 * content length each measured a text's UTF-8 length and the compression then encoded it, two
 * passes over an answer that Chinese names make a two-byte string (decision 0071).
 */
function sendJson(reply: FastifyReply, body: Buffer) {
  return reply.type('application/json; charset=utf-8').send(body)
}

async function actorFor(call: Call, deps: HttpDeps, request: FastifyRequest): Promise<Actor | null> {
  const token = tokenFrom(request.headers.authorization)
  const actor = token ? await deps.resolveActor(token) : null
  if (call.audience === 'public') return actor
  if (!actor) throw new AppError('NOT_LOGGED_IN')
  if (call.audience === 'member' && actor.type !== 'member') throw new AppError('FORBIDDEN')
  if (call.audience !== 'member' && actor.type !== 'staff') throw new AppError('FORBIDDEN')
  if (call.audience === 'admin' && actor.type === 'staff' && actor.role !== 'platform')
    throw new AppError('FORBIDDEN')
  return actor
}

function validationError(error: z.ZodError): AppError {
  const fieldErrors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_'
    fieldErrors[field] ??=
      issue.message === CONTROL_CHARACTERS
        ? CONTROL_CHARACTERS
        : issue.input === undefined || issue.input === null
          ? 'required'
          : 'invalid'
  }
  return new AppError('VALIDATION_FAILED', { fields: Object.keys(fieldErrors).join(', ') }, fieldErrors)
}

/** Every failure leaves as the envelope, with the message in the request's language. */
export function installErrorHandling(app: FastifyInstance, translate: Translate): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const locale = localeOf(request)
    const appError = toAppError(error)
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ errorKey: appError.key }, 'request refused')
    sendError(reply, translate, locale, appError)
  })
  app.setNotFoundHandler((request, reply) => {
    sendError(reply, translate, localeOf(request), new AppError('ROUTE_NOT_FOUND'))
  })
}

function toAppError(error: Error & { statusCode?: number; code?: string }): AppError {
  if (error instanceof AppError) return error
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new AppError('BAD_REQUEST')
  }
  if (error.statusCode === 429) return new AppError('RATE_LIMITED')
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return new AppError('BAD_REQUEST')
  return new AppError('INTERNAL')
}

/**
 * Params as the message shows them: a `distanceMeters` param also comes as `distance`, written for
 * the language ('850 m', '32.8 km', '32.8公里'; issue 15), so no message shows "32823 m".
 */
function messageParams(
  params: Record<string, string | number> | undefined,
  locale: Locale,
): Record<string, string | number> | undefined {
  const meters = params?.distanceMeters
  if (typeof meters !== 'number') return params
  return { ...params, distance: formatDistance(meters, locale) }
}

/**
 * The fields of a VALIDATION_FAILED summary in the reader's language ("e-mail, verification code and
 * password"), never raw ids: a path ("lines.0.quantity") is named by its last segment that the `validation`
 * catalogue knows (`field_<id>`), else as "another field".
 */
export function fieldNames(translate: Translate, locale: Locale, fields: string): string {
  const names = new Set<string>()
  for (const path of fields.split(',').map((f) => f.trim())) {
    if (!path) continue
    const segments = path
      .split('.')
      .filter((s) => !/^\d+$/.test(s))
      .reverse()
    const known = segments
      .map((s) => ({ key: `validation:field_${s}`, text: translate(locale, `validation:field_${s}`) }))
      .find((n) => n.text !== n.key)
    names.add(known ? known.text : translate(locale, 'validation:field_other'))
  }
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format([...names])
}

function sendError(reply: FastifyReply, translate: Translate, locale: Locale, error: AppError): void {
  const params =
    error.key === 'VALIDATION_FAILED' && typeof error.params?.fields === 'string'
      ? { ...error.params, fields: fieldNames(translate, locale, error.params.fields) }
      : error.params
  const body: Envelope<null> = {
    success: false,
    code: error.status,
    message: translate(locale, `errors:${error.key}`, messageParams(params, locale)),
    data: null,
    errorKey: error.key,
  }
  if (error.fieldErrors) {
    body.fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, key]) => [
        field,
        translateField(translate, locale, key),
      ]),
    )
  }
  void reply.status(error.status).send(body)
}

/** Field errors are validation keys (`phone_invalid`) or the generic required/invalid. */
function translateField(translate: Translate, locale: Locale, key: string): string {
  return translate(locale, key.includes(':') ? key : `validation:${key}`)
}
