import { createHash, createHmac } from 'node:crypto'

/**
 * AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, Aliyun OSS, Tencent COS ...),
 * header-based, with the payload's SHA-256 signed (not UNSIGNED-PAYLOAD). Written here rather
 * than pulling in an SDK: one PUT and one DELETE is all the storage adapter sends.
 */
export interface SigV4Credentials {
  accessKeyId: string
  secretAccessKey: string
  region: string
  service: string
}

export interface SigV4Request {
  method: string
  url: URL
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. content-type). */
  headers: Record<string, string>
  /** Hex SHA-256 of the body. */
  payloadHash: string
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest()

/** 20130524T000000Z */
function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, '/' kept in paths. */
function uriEncode(value: string, keepSlash: boolean): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte)
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
    })
    .join('')
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
}

/**
 * The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and
 * authorization. S3 signs the path as it is sent (encoded once, not normalised).
 */
export function signV4(
  request: SigV4Request,
  credentials: SigV4Credentials,
  now: Date,
): Record<string, string> {
  const date = amzDate(now)
  const day = date.slice(0, 8)
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v])),
    host: request.url.host,
    'x-amz-date': date,
    'x-amz-content-sha256': request.payloadHash,
  }
  const names = Object.keys(headers).sort()
  const signedHeaders = names.join(';')
  const canonicalRequest = [
    request.method.toUpperCase(),
    uriEncode(decodeURIComponent(request.url.pathname), true),
    canonicalQuery(request.url),
    names.map((n) => `${n}:${String(headers[n]).trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n')
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), credentials.service),
    'aws4_request',
  )
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex')
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  }
}
