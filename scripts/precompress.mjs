#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) sibling of every compressible built file of a Vite dist
// (the customer app, the console), so the server sends them as they are (@fastify/static
// `preCompressed`) instead of compressing each answer again. Highest levels: this runs once a build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = process.argv[2] ?? 'dist'
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
// Below this a compressed copy saves less than a packet and costs the lookup.
const MIN_BYTES = 1024

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

let count = 0
let before = 0
let after = 0
for (const path of files(dist)) {
  if (!COMPRESSIBLE.test(path) || path.includes(`${join(dist, '.vite')}`)) continue
  const bytes = readFileSync(path)
  if (bytes.length < MIN_BYTES) continue
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
  count += 1
  before += bytes.length
  after += br.length
}
console.log(
  `precompressed ${count} files in ${dist}: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB brotli`,
)
