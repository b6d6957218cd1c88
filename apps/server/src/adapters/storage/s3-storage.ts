import { sha256Hex, signV4 } from './sigv4'
import { assertStorageKey, type Storage } from './storage'

export interface S3StorageConfig {
  endpoint: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Where objects are read publicly: a CDN or the bucket's own address. */
  publicBaseUrl: string
  /** endpoint/bucket/key (true) or bucket.endpoint/key (false). */
  pathStyle: boolean
  /** For tests: the signing clock. */
  now?: () => Date
  timeoutMs?: number
}

/**
 * Photos in an S3-compatible bucket: PUT and DELETE signed with SigV4. Reads never pass through
 * this server: the apps load `publicBaseUrl/<key>` (the bucket, or a CDN in front of it, must
 * allow public reads of these objects). Objects are immutable, hence the long cache header.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const now = config.now ?? (() => new Date())
  const base = new URL(config.endpoint)
  const publicBase = config.publicBaseUrl.replace(/\/+$/, '')
  const credentials = {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  }

  const objectUrl = (key: string): URL => {
    assertStorageKey(key)
    const url = new URL(base.toString())
    const prefix = url.pathname.replace(/\/+$/, '')
    if (config.pathStyle) url.pathname = `${prefix}/${config.bucket}/${key}`
    else {
      url.hostname = `${config.bucket}.${url.hostname}`
      url.pathname = `${prefix}/${key}`
    }
    return url
  }

  async function send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const url = objectUrl(key)
    const extra: Record<string, string> = {}
    if (contentType) {
      extra['content-type'] = contentType
      extra['cache-control'] = 'public, max-age=31536000, immutable'
    }
    const headers = signV4(
      { method, url, headers: extra, payloadHash: sha256Hex(body ?? '') },
      credentials,
      now(),
    )
    // fetch sets Host itself (from the URL); sending it again is refused by undici.
    const { host: _host, ...sent } = headers
    const response = await fetch(url, {
      method,
      headers: sent,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
    })
    const text = await response.text()
    // DELETE of a missing object answers 204 on S3; some gateways answer 404, which is fine too.
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(`S3 ${method} ${url.pathname} answered ${response.status}: ${text.slice(0, 300)}`)
    }
  }

  return {
    kind: 's3',
    publicOrigin: new URL(publicBase).origin,
    put: (key, body, contentType) => send('PUT', key, body, contentType),
    remove: (key) => send('DELETE', key),
    urlOf(key) {
      assertStorageKey(key)
      return `${publicBase}/${key}`
    },
  }
}
