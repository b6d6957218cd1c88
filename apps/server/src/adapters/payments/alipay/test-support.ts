import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Test-only helpers shared by this folder's tests (no test runner imports: usable anywhere). */
export interface KeyPairPem {
  privateKeyPem: string
  publicKeyPem: string
}

/** A fresh RSA 2048 pair; `pkcs1` is the "RSA PRIVATE KEY" form the Alipay SDK defaults to. */
export function generateRsaKeys(privateFormat: 'pkcs1' | 'pkcs8' = 'pkcs8'): KeyPairPem {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: privateFormat, format: 'pem' },
  })
  return { privateKeyPem: privateKey, publicKeyPem: publicKey }
}

export interface ReceivedRequest {
  headers: IncomingMessage['headers']
  body: string
}

/** A merchant endpoint for notifications: `respond` decides each answer. */
export async function startReceiver(
  respond: (request: ReceivedRequest) => Promise<{ status: number; contentType: string; body: string }>,
) {
  const received: ReceivedRequest[] = []
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
    received.push(request)
    const answer = await respond(request)
    res.writeHead(answer.status, { 'content-type': answer.contentType })
    res.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/notify/alipay`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/**
 * Polls until `check` holds (notifications arrive asynchronously). The deadline is only a ceiling
 * for a hang: it returns as soon as the condition holds, however loaded the machine.
 */
export async function eventually(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
