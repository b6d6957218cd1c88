import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * A built file whose name carries its content hash (Vite's `assets/index-B3x_9aQz.js`, the
 * catalogues' `locales/<content hash>/en/common.json`): its bytes never change under that name,
 * so browsers keep it a year without asking again.
 */
const HASHED_ASSET =
  /[\\/](assets[\\/][^\\/]+-[\w-]{8,}\.[a-z0-9]+|locales[\\/][0-9a-f]{12}[\\/].+)(\.br|\.gz)?$/i

export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The HTML, the service worker, the manifest and the icons: always revalidated (cheap with the ETag). */
export const REVALIDATE = 'no-cache'

export function cacheControlFor(path: string): string {
  return HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE
}

/**
 * API answers over 1 KiB are compressed for clients that accept it (a menu answer is tens of KiB of
 * JSON). Brotli at quality 3: on the API's answers (1-20 KiB of JSON) it writes 0.5-5% more bytes
 * than quality 4 for about 55-65% of its CPU, and the default (11) costs a request more CPU than it
 * saves on the wire. Answers up to 64 KiB are compressed in one synchronous call (0.1 ms for a
 * search's 18 KiB) instead of through a zlib stream, whose set-up and hand-offs to the thread pool
 * cost 2.5-4 times the compressing itself (decision 0065); the plugin's own ceiling on two cores is
 * 8 KiB, which sent menus and searches the stream's way. Server-sent events (`text/event-stream`)
 * are never compressed: @fastify/compress's default type test leaves them out, so every event
 * leaves at once. Registered before the static sites so their not-precompressed small files go
 * through it too.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    // Answers only: no client sends compressed requests, and inflating them would let a small body
    // grow past the body limit's intent (and change what the payment webhooks sign).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
  })
}

/**
 * A built single-page app (the customer app, the console) at its prefix: the precompressed `.br` /
 * `.gz` siblings the build wrote (scripts/precompress.mjs) are sent when the client accepts them,
 * hashed files are immutable, everything else is revalidated so a deploy is seen at once.
 */
export async function registerSite(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix,
    decorateReply: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', cacheControlFor(path))
    },
  })
}
