import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

/** CSP directives as plain strings: no directive depends on the request, so the headers are fixed. */
export type CspDirectives = Record<string, string[] | null>

/**
 * The headers helmet sets with its defaults and these CSP directives, worked out once. Helmet's
 * middleware is run against a recording response: with string-only directives none of its headers
 * depends on the request. (@fastify/helmet built helmet's middleware anew on every request, parsing
 * and checking the CSP each time: issue 17 measured it as the largest cost of a cached shop/list.)
 */
function securityHeaders(directives: CspDirectives): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value)
    },
    // helmet removes X-Powered-By, which Fastify never sets
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  const middleware = helmet({ contentSecurityPolicy: { useDefaults: true, directives } })
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}

/** Every answer (API, static files, not found) carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance, directives: CspDirectives): void {
  const headers = securityHeaders(directives)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}
