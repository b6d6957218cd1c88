import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheControlFor, IMMUTABLE, REVALIDATE, registerCompression, registerSite } from './static-files'

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))})`
const HTML = `<!doctype html><title>Siam</title>${'<p>shell</p>'.repeat(200)}`

describe('built sites and compression', () => {
  let dir: string
  let app: FastifyInstance
  /** Rows of dish-like text adding up to about `bytes` of JSON. */
  const sized = (bytes: number) =>
    Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => ({ id: i, name: `Beef noodles ${i} 牛肉面` }))

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'siam-static-'))
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, 'locales', '70a777d76ac7', 'en'), { recursive: true })
    const write = (name: string, body: string) => {
      writeFileSync(join(dir, name), body)
      // Distinct bodies for the siblings, so a test sees which file was sent.
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(`${body}/*br*/`))
      writeFileSync(join(dir, `${name}.gz`), gzipSync(`${body}/*gz*/`))
    }
    write('assets/index-B3x_9aQz.js', SCRIPT)
    write('index.html', HTML)
    writeFileSync(join(dir, 'locales', '70a777d76ac7', 'en', 'common.json'), '{"ok":"OK"}')
    writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    app = Fastify()
    await registerCompression(app)
    app.get('/siam-server/rest/big', async () => ({ rows: Array.from({ length: 300 }, (_, i) => ({ i })) }))
    app.get('/siam-server/rest/small', async () => ({ ok: true }))
    // a search's size (18 KiB) and one past the synchronous ceiling (64 KiB)
    app.get('/siam-server/rest/search-sized', async () => ({ rows: sized(20 * 1024) }))
    app.get('/siam-server/rest/huge', async () => ({ rows: sized(100 * 1024) }))
    app.get('/siam-server/rest/events', async (_request, reply) => {
      reply.header('content-type', 'text/event-stream')
      return `data: ${'y'.repeat(4000)}\n\n`
    })
    await registerSite(app, dir, '/web/')
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('sends the brotli sibling to a client that accepts it, then gzip, then the file itself', async () => {
    const url = '/web/assets/index-B3x_9aQz.js'
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${SCRIPT}/*br*/`)
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding')
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${SCRIPT}/*gz*/`)
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('marks hashed files immutable for a year and revalidates the HTML and the service worker', async () => {
    const asset = await app.inject({
      url: '/web/assets/index-B3x_9aQz.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(asset.headers['cache-control']).toBe(IMMUTABLE)
    const locale = await app.inject({ url: '/web/locales/70a777d76ac7/en/common.json' })
    expect(locale.statusCode).toBe(200)
    expect(locale.headers['cache-control']).toBe(IMMUTABLE)
    for (const url of ['/web/', '/web/index.html', '/web/sw.js']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe(REVALIDATE)
    }
    const index = await app.inject({ url: '/web/', headers: { 'accept-encoding': 'br' } })
    expect(index.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(index.rawPayload).toString()).toBe(`${HTML}/*br*/`)
  })

  it('tells hashed names from plain ones', () => {
    expect(cacheControlFor('/srv/web/dist/assets/MenuPage-Dsxj9TNL.js.br')).toBe(IMMUTABLE)
    expect(cacheControlFor('/srv/web/dist/assets/core-C_lfemX2.css')).toBe(IMMUTABLE)
    expect(cacheControlFor('/srv/web/dist/index.html')).toBe(REVALIDATE)
    expect(cacheControlFor('/srv/web/dist/manifest.webmanifest')).toBe(REVALIDATE)
    expect(cacheControlFor('/srv/web/dist/icons/icon-192.png')).toBe(REVALIDATE)
    expect(cacheControlFor('/srv/web/dist/locales/en/common.json')).toBe(REVALIDATE)
  })

  it('compresses API answers over the threshold and leaves small ones and event streams alone', async () => {
    const big = await app.inject({ url: '/siam-server/rest/big', headers: { 'accept-encoding': 'br, gzip' } })
    expect(big.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).rows).toHaveLength(300)
    const gz = await app.inject({ url: '/siam-server/rest/big', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const none = await app.inject({ url: '/siam-server/rest/big' })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.json().rows).toHaveLength(300)
    const small = await app.inject({
      url: '/siam-server/rest/small',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(small.headers['content-encoding']).toBeUndefined()
    const events = await app.inject({
      url: '/siam-server/rest/events',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(events.headers['content-encoding']).toBeUndefined()
    expect(events.body.startsWith('data: yyy')).toBe(true)
  })

  it('compresses answers up to 64 KiB in one call at brotli quality 3, larger ones as a stream', async () => {
    const accept = { 'accept-encoding': 'br, gzip' }
    const searchSized = await app.inject({ url: '/siam-server/rest/search-sized', headers: accept })
    const body = JSON.stringify({ rows: sized(20 * 1024) })
    expect(Buffer.byteLength(body)).toBeGreaterThan(16 * 1024)
    expect(searchSized.headers['content-encoding']).toBe('br')
    // compressed at once: its length is known and sent (a stream is sent in chunks without one)
    expect(Number(searchSized.headers['content-length'])).toBe(searchSized.rawPayload.length)
    expect(searchSized.rawPayload).toEqual(
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } }),
    )
    const huge = await app.inject({ url: '/siam-server/rest/huge', headers: accept })
    expect(huge.headers['content-encoding']).toBe('br')
    expect(huge.headers['content-length']).toBeUndefined()
    expect(JSON.parse(brotliDecompressSync(huge.rawPayload).toString())).toEqual({ rows: sized(100 * 1024) })
  })
})
