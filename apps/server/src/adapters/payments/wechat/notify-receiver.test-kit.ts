import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Test support: key pairs and a merchant notify endpoint (not part of the adapter). */

export function rsaKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
}

export interface Received {
  headers: IncomingHttpHeaders
  body: string
  answered: number
}

/** Our side of notifications: hands each POST to `handle`, answers what it returns. */
export async function startNotifyReceiver(
  handle: (headers: IncomingHttpHeaders, body: string) => Promise<{ status: number; body: string }>,
) {
  const received: Received[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const answer = await handle(req.headers, body)
    received.push({ headers: req.headers, body, answered: answer.status })
    res.writeHead(answer.status, { 'Content-Type': 'application/json' })
    res.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/siam-server/rest/notify/wechat`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Polls until `check` holds (notifications arrive asynchronously); fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
