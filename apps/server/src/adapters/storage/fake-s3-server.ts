import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sha256Hex, signV4 } from './sigv4'

/**
 * A local stand-in for an S3-compatible bucket, for tests: path-style PUT / GET / DELETE of
 * objects in one bucket. Writes must carry a SigV4 Authorization for the configured key pair: the
 * fake checks the credential scope, that x-amz-content-sha256 is the body's hash, and recomputes
 * the signature over the headers the request says it signed (S3's SignatureDoesNotMatch
 * otherwise). Reads are public, as the bucket behind S3_PUBLIC_BASE_URL must be.
 */
export interface FakeS3Object {
  body: Buffer
  contentType: string
  cacheControl: string | null
}

interface FakeS3Request {
  method: string
  path: string
  authorization: string | null
  contentType: string | null
  status: number
}

export async function startFakeS3(options: {
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
}) {
  const objects = new Map<string, FakeS3Object>()
  const requests: FakeS3Request[] = []
  const prefix = `/${options.bucket}/`

  const server = createServer(async (req, res) => {
    const body = await readBody(req)
    const path = new URL(req.url ?? '/', 'http://fake').pathname
    const answer = (status: number, text = '', type = 'application/xml') => {
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization ?? null,
        contentType: req.headers['content-type'] ?? null,
        status,
      })
      res.writeHead(status, { 'content-type': type })
      res.end(text)
    }
    if (!path.startsWith(prefix)) return answer(404, s3Error('NoSuchBucket'))
    const key = path.slice(prefix.length)

    if (req.method === 'GET') {
      const object = objects.get(key)
      if (!object) return answer(404, s3Error('NoSuchKey'))
      requests.push({ method: 'GET', path, authorization: null, contentType: null, status: 200 })
      res.writeHead(200, {
        'content-type': object.contentType,
        ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
      })
      res.end(object.body)
      return
    }
    const refusal = checkSignature(req, body, options)
    if (refusal) return answer(403, s3Error(refusal))
    if (req.method === 'PUT') {
      objects.set(key, {
        body,
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        cacheControl: req.headers['cache-control'] ?? null,
      })
      return answer(200)
    }
    if (req.method === 'DELETE') {
      objects.delete(key)
      return answer(204)
    }
    return answer(405, s3Error('MethodNotAllowed'))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    publicBaseUrl: `http://127.0.0.1:${port}/${options.bucket}`,
    objects,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => done(Buffer.concat(chunks)))
    req.on('error', fail)
  })
}

function s3Error(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`
}

/** Null when the request is signed by the configured key pair; else S3's error code. */
function checkSignature(
  req: IncomingMessage,
  body: Buffer,
  options: { accessKeyId: string; secretAccessKey: string; region: string },
): string | null {
  const auth = req.headers.authorization ?? ''
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/.exec(
      auth,
    )
  if (!match) return 'AccessDenied'
  const [, keyId, day, region, signedHeaders = '', signature] = match
  if (keyId !== options.accessKeyId) return 'InvalidAccessKeyId'
  if (region !== options.region) return 'AuthorizationHeaderMalformed'
  const hash = req.headers['x-amz-content-sha256']
  if (hash !== sha256Hex(body)) return 'XAmzContentSHA256Mismatch'
  const date = String(req.headers['x-amz-date'] ?? '')
  if (!date.startsWith(day ?? '-')) return 'AuthorizationHeaderMalformed'
  const names = signedHeaders.split(';')
  if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((n) => names.includes(n))) return 'AccessDenied'
  const signed: Record<string, string> = {}
  for (const name of names) {
    if (['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)) continue
    signed[name] = String(req.headers[name] ?? '')
  }
  const signedAt = parseAmzDate(date)
  if (Number.isNaN(signedAt.getTime())) return 'AuthorizationHeaderMalformed'
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
  const expected = signV4(
    { method: req.method ?? '', url, headers: signed, payloadHash: hash },
    {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    },
    signedAt,
  )
  return expected.authorization?.endsWith(`Signature=${signature}`) ? null : 'SignatureDoesNotMatch'
}

function parseAmzDate(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  if (!m) return new Date(Number.NaN)
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`)
}
