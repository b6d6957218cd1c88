import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What a fake provider does with the next request instead of answering normally. */
export type FakeFailure =
  | { httpStatus: number; body?: string }
  /** Accept the connection and never answer (the adapter's timeout must fire). */
  | { hang: true }
  /** Answer 200 with a body that is not JSON. */
  | { garbage: true }

interface RecordedRequest {
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
}

/**
 * A tiny local HTTP server for a provider fake: routes by path, records every request, and plays
 * queued failures first. Shared by the AMap and Nominatim fakes (test-only code).
 */
export async function startFakeHttp(
  route: (
    path: string,
    query: URLSearchParams,
    request: IncomingMessage,
  ) => { status?: number; json: unknown },
) {
  const requests: RecordedRequest[] = []
  const failures: FakeFailure[] = []
  const hanging = new Set<ServerResponse>()
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers })
    const failure = failures.shift()
    if (failure && 'hang' in failure) {
      hanging.add(response)
      return
    }
    if (failure && 'garbage' in failure) {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>gateway</html>')
      return
    }
    if (failure) {
      response.writeHead(failure.httpStatus, { 'content-type': 'text/plain' }).end(failure.body ?? 'error')
      return
    }
    const { status, json } = route(url.pathname, url.searchParams, request)
    response.writeHead(status ?? 200, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(json))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next requests fail this way, in order. */
    fail(...next: FakeFailure[]) {
      failures.push(...next)
    },
    async close() {
      for (const response of hanging) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
