import type { FastifyError } from 'fastify'
import type { Config } from '../config'

/**
 * What the server logs of an error (issue 10.4): type, message, code, stack and cause, but never
 * the values bound to a failing SQL statement (names, addresses, e-mails, member ids) nor a
 * database's `detail` line (which quotes the conflicting row's values). The statement itself is
 * kept: it says what failed without saying about whom.
 */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/g

function scrubText(text: unknown): string | undefined {
  return typeof text === 'string' ? text.replace(PARAMS_LINE, '\nparams: [redacted]') : undefined
}

/** What pino writes for an error: its type, message and stack, and what else is safe to keep. */
export interface SerializedError {
  type: string
  message: string
  stack: string
  [key: string]: unknown
}

function safeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' }
  if (depth > 4) return { type: 'Error', message: '[cause chain cut]', stack: '' }
  const e = error as Error & Record<string, unknown>
  // A database's own message may quote the offending value (`invalid input syntax ...: "ana@..."`).
  const fromDatabase = typeof e.severity === 'string'
  const scrub = (text: unknown): string => {
    const scrubbed = scrubText(text) ?? ''
    return fromDatabase ? scrubbed.replace(/"[^"\n]*"/g, '"[redacted]"') : scrubbed
  }
  const out: SerializedError = {
    type: e.constructor?.name ?? 'Error',
    message: scrub(e.message),
    stack: scrub(e.stack),
  }
  for (const key of ['code', 'statusCode', 'severity', 'routine', 'table', 'column', 'constraint', 'query']) {
    if (e[key] !== undefined) out[key] = e[key]
  }
  if (Array.isArray(e.params)) out.params = `[${e.params.length} redacted]`
  if (e.detail !== undefined) out.detail = '[redacted]'
  if (e.cause !== undefined) out.cause = safeError(e.cause, depth + 1)
  return out
}

/** The app's pino options: the level from the configuration, errors through `safeError`. */
export function appLoggerOptions(config: Pick<Config, 'LOG_LEVEL'>): {
  level: Config['LOG_LEVEL']
  serializers: { err: (error: FastifyError) => SerializedError }
} {
  return { level: config.LOG_LEVEL, serializers: { err: (error) => safeError(error) } }
}
