// The "bare Fastify" ceiling for bench/shop-list.ts, in its own process (issue 17): inside the bench
// process it shared the event loop with the load generator and printed ratios from 0.59 to 1.62.
// Serves the JSON file given as argv[3] on the shop/list path of port argv[2].
// What it serves (issue 17, decision 0047): the same body bytes as the real answer (the envelope the
// server sent, JSON.stringify per request), with Fastify's own headers only. The real server adds its
// security headers (~800 bytes: CSP, HSTS, ...), which stay part of its cost. Neither compresses in the
// bench: autocannon sends no Accept-Encoding, and the server compresses only for clients that accept it.
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const [port, file] = process.argv.slice(2)
const rows = JSON.parse(readFileSync(file, 'utf8'))
const app = Fastify({ logger: false })
app.post('/siam-server/rest/shop/list', async () => rows)
app.get('/siam-server/health', async () => ({ ok: true }))
await app.listen({ port: Number(port), host: '127.0.0.1' })
