import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the two official-account endpoints the JS-SDK config needs:
 * POST /cgi-bin/stable_token (and the classic GET /cgi-bin/token) and GET /cgi-bin/ticket/getticket.
 * Errors are answered as WeChat does: HTTP 200 with {errcode, errmsg}.
 */

export type FakeMpEndpoint = 'token' | 'ticket'
export type FakeMpFailure = { errcode: number; errmsg: string } | { httpStatus: number }

export interface FakeWechatMpOptions {
  port?: number
  appId: string
  appSecret: string
  now?: () => Date
  /** Lifetime of tokens and tickets (WeChat: 7200 s). */
  expiresInSeconds?: number
}

/** After a classic /cgi-bin/token fetch, the previous token keeps working this long (WeChat: 5 min). */
const OVERLAP_MS = 5 * 60 * 1000

export async function startFakeWechatMp(options: FakeWechatMpOptions) {
  const now = options.now ?? (() => new Date())
  const lifetimeMs = (options.expiresInSeconds ?? 7200) * 1000
  /** Every token handed out and until when it works. */
  const tokens = new Map<string, number>()
  const tickets = new Map<string, number>()
  let stableToken: string | null = null
  const failures = new Map<FakeMpEndpoint, FakeMpFailure[]>()
  const counts = { token: 0, stableToken: 0, ticket: 0 }

  const issue = (store: Map<string, number>, prefix: string) => {
    const value = `${prefix}${randomBytes(24).toString('base64url')}`
    store.set(value, now().getTime() + lifetimeMs)
    return value
  }
  const remainingSeconds = (store: Map<string, number>, value: string) =>
    Math.max(0, Math.floor(((store.get(value) ?? 0) - now().getTime()) / 1000))
  const valid = (store: Map<string, number>, value: string | null) =>
    value !== null && (store.get(value) ?? 0) > now().getTime()

  function credentialsError(appid: unknown, secret: unknown) {
    if (appid !== options.appId) return { errcode: 40013, errmsg: 'invalid appid' }
    if (secret !== options.appSecret) return { errcode: 40125, errmsg: 'invalid appsecret' }
    return null
  }

  function classicToken(query: URLSearchParams) {
    counts.token++
    if (query.get('grant_type') !== 'client_credential')
      return { errcode: 40002, errmsg: 'invalid grant_type' }
    const refused = credentialsError(query.get('appid'), query.get('secret'))
    if (refused) return refused
    // A new token: the others stop working after the overlap.
    const limit = now().getTime() + OVERLAP_MS
    for (const [value, until] of tokens) tokens.set(value, Math.min(until, limit))
    stableToken = null
    const value = issue(tokens, 'ACCESS_')
    return { access_token: value, expires_in: remainingSeconds(tokens, value) }
  }

  function stable(body: Record<string, unknown>) {
    counts.stableToken++
    if (body.grant_type !== 'client_credential') return { errcode: 40002, errmsg: 'invalid grant_type' }
    const refused = credentialsError(body.appid, body.secret)
    if (refused) return refused
    // Normal mode answers the current token while it is valid; force_refresh replaces it.
    if (body.force_refresh === true && stableToken) tokens.delete(stableToken)
    if (!valid(tokens, stableToken)) stableToken = issue(tokens, 'STABLE_')
    const value = stableToken as string
    return { access_token: value, expires_in: remainingSeconds(tokens, value) }
  }

  function ticket(query: URLSearchParams) {
    counts.ticket++
    const token = query.get('access_token')
    if (!token) return { errcode: 41001, errmsg: 'access_token missing' }
    if (!valid(tokens, token)) {
      return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }
    }
    if (query.get('type') !== 'jsapi') return { errcode: 40097, errmsg: 'invalid args' }
    const value = issue(tickets, 'TICKET_')
    return { errcode: 0, errmsg: 'ok', ticket: value, expires_in: remainingSeconds(tickets, value) }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://fake')
    const endpoint: FakeMpEndpoint | null =
      url.pathname === '/cgi-bin/token' || url.pathname === '/cgi-bin/stable_token'
        ? 'token'
        : url.pathname === '/cgi-bin/ticket/getticket'
          ? 'ticket'
          : null
    const reply = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; encoding=utf-8' })
      res.end(JSON.stringify(value))
    }
    if (!endpoint) return reply(404, { errcode: 404, errmsg: 'not found' })
    const failure = failures.get(endpoint)?.shift()
    if (failure) {
      if (endpoint === 'token') counts.stableToken++
      else counts.ticket++
      return 'httpStatus' in failure
        ? reply(failure.httpStatus, { errmsg: 'system error' })
        : reply(200, failure)
    }
    if (url.pathname === '/cgi-bin/token' && req.method === 'GET')
      return reply(200, classicToken(url.searchParams))
    if (url.pathname === '/cgi-bin/stable_token' && req.method === 'POST') {
      let body: Record<string, unknown>
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
      } catch {
        return reply(200, { errcode: 47001, errmsg: 'data format error' })
      }
      return reply(200, stable(body))
    }
    if (endpoint === 'ticket' && req.method === 'GET') return reply(200, ticket(url.searchParams))
    return reply(405, { errcode: 43002, errmsg: 'require POST method' })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests per endpoint (failed ones included). */
    counts,
    /** True while WeChat would accept this ticket. */
    isValidTicket: (value: string) => valid(tickets, value),
    isValidToken: (value: string) => valid(tokens, value),
    /** Every token stops working (as after someone fetched a token elsewhere with force). */
    invalidateTokens() {
      tokens.clear()
      stableToken = null
    },
    /** The next request to `endpoint` gets this answer (queued). */
    failNext(endpoint: FakeMpEndpoint, failure: FakeMpFailure) {
      const queue = failures.get(endpoint) ?? []
      queue.push(failure)
      failures.set(endpoint, queue)
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeWechatMp = Awaited<ReturnType<typeof startFakeWechatMp>>
