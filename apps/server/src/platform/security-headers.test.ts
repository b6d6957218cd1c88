import Fastify from 'fastify'
import helmet from 'helmet'
import { describe, expect, it } from 'vitest'
import { type CspDirectives, registerSecurityHeaders } from './security-headers'

const directives: CspDirectives = {
  'upgrade-insecure-requests': null,
  'script-src': ["'self'", 'https://res.wx.qq.com'],
  'img-src': ["'self'", 'data:'],
}

/** The headers of an answer minus those that differ between two servers anyway. */
function securityPart(headers: Record<string, unknown>) {
  const { date: _date, connection: _c, 'content-length': _l, 'content-type': _t, ...rest } = headers
  return rest
}

describe('security headers worked out once', () => {
  it('equal what helmet sets on each request, on routes and on not-found answers', async () => {
    const once = Fastify()
    registerSecurityHeaders(once, directives)
    once.get('/a', async () => ({ ok: true }))
    // The reference: helmet's own middleware run on every request, as @fastify/helmet did.
    const perRequest = Fastify()
    perRequest.addHook('onRequest', (request, reply, done) => {
      helmet({ contentSecurityPolicy: { useDefaults: true, directives } })(request.raw, reply.raw, () =>
        done(),
      )
    })
    perRequest.get('/a', async () => ({ ok: true }))
    for (const url of ['/a', '/missing']) {
      const ours = await once.inject({ method: 'GET', url })
      const theirs = await perRequest.inject({ method: 'GET', url })
      expect(ours.statusCode).toBe(theirs.statusCode)
      expect(securityPart(ours.headers)).toEqual(securityPart(theirs.headers))
      expect(ours.headers['content-security-policy']).toContain("script-src 'self' https://res.wx.qq.com")
      expect(ours.headers['x-content-type-options']).toBe('nosniff')
    }
    await once.close()
    await perRequest.close()
  })
})
