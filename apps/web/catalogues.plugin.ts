/**
 * The customer app's translation catalogues as plain JSON files beside the build, fetched by
 * language and namespace (shared/i18n.ts). The first bundle then carries no table of loaders, one per
 * catalogue (11 languages x every namespace, which grew with each feature), only one version string.
 * The version is a hash of every catalogue's content, so the files can be cached as immutable:
 * `locales/<version>/<lng>/<ns>.json`. Beside them, the catalogues of each of the most visited screens
 * in one file, `locales/<version>/<lng>/screens/<bundle>.json` (screenCatalogues.ts, decision 0053).
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { bundleNamespaces, SCREEN_BUNDLES, screenCatalogueTable } from './screenCatalogues'

const LOCALES_DIR = join(import.meta.dirname, '../../packages/i18n/locales')
/** The console's and the mailer's catalogues are never asked for by the customer app. */
const NOT_SERVED = new Set(['console.json', 'mail.json'])

export interface Catalogue {
  lng: string
  file: string
  json: string
}

function readCatalogues(): Catalogue[] {
  const out: Catalogue[] = []
  for (const lng of readdirSync(LOCALES_DIR).sort()) {
    for (const file of readdirSync(join(LOCALES_DIR, lng)).sort()) {
      if (!file.endsWith('.json') || NOT_SERVED.has(file)) continue
      // Parsed and written again: no whitespace on the wire, and a broken file fails the build.
      out.push({
        lng,
        file,
        json: JSON.stringify(JSON.parse(readFileSync(join(LOCALES_DIR, lng, file), 'utf8'))),
      })
    }
  }
  return out
}

/**
 * One screen's catalogues in one file (screenCatalogues.ts): `{ "common": {...}, "mine": {...}, ... }`,
 * for each language, named `<lng>/screens/<bundle>.json`. A namespace a language lacks is left out (the
 * app then asks for it alone and takes it as empty, as before).
 */
export function screenBundles(catalogues: Catalogue[]): { fileName: string; json: string }[] {
  const byLng = new Map<string, Map<string, string>>()
  for (const c of catalogues) {
    const files = byLng.get(c.lng) ?? new Map<string, string>()
    files.set(c.file.replace(/\.json$/, ''), c.json)
    byLng.set(c.lng, files)
  }
  const out: { fileName: string; json: string }[] = []
  for (const [lng, files] of byLng) {
    for (const bundle of Object.keys(SCREEN_BUNDLES)) {
      const parts = bundleNamespaces(bundle)
        .filter((ns) => files.has(ns))
        .map((ns) => `${JSON.stringify(ns)}:${files.get(ns)}`)
      out.push({ fileName: `${lng}/screens/${bundle}.json`, json: `{${parts.join(',')}}` })
    }
  }
  return out
}

function versionOf(catalogues: Catalogue[]): string {
  const hash = createHash('sha256')
  for (const c of catalogues) hash.update(`${c.lng}/${c.file}\n${c.json}\n`)
  // The screens' files are named by the same version: a changed table must not meet a cached file.
  hash.update(JSON.stringify(SCREEN_BUNDLES))
  return hash.digest('hex').slice(0, 12)
}

export function cataloguesPlugin(): Plugin {
  let catalogues: Catalogue[] = []
  let base = '/'
  return {
    name: 'siam-catalogues',
    config() {
      catalogues = readCatalogues()
      return { define: { 'import.meta.env.VITE_CATALOGUES_VERSION': JSON.stringify(versionOf(catalogues)) } }
    },
    // index.html's first script starts fetching the screen's catalogues with the scripts (not after
    // them): it needs their address, `<base>locales/<version>/`, and which file holds which screen's.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replace('%SIAM_CATALOGUES%', `${base}locales/${versionOf(catalogues)}/`)
          .replace('%SIAM_SCREEN_CATALOGUES%', JSON.stringify(screenCatalogueTable())),
    },
    configResolved(resolved) {
      base = resolved.base
    },
    generateBundle() {
      const version = versionOf(catalogues)
      for (const c of catalogues)
        this.emitFile({ type: 'asset', fileName: `locales/${version}/${c.lng}/${c.file}`, source: c.json })
      for (const b of screenBundles(catalogues))
        this.emitFile({ type: 'asset', fileName: `locales/${version}/${b.fileName}`, source: b.json })
    },
    configureServer(server) {
      // vite dev: the same addresses, read from the source files on every request.
      server.middlewares.use((request, response, next) => {
        const screen = /\/locales\/[^/]+\/([A-Za-z-]+\/screens\/[a-z-]+\.json)$/.exec(
          request.url?.split('?')[0] ?? '',
        )
        const bundle = screen && screenBundles(readCatalogues()).find((b) => b.fileName === screen[1])
        if (bundle) {
          response.setHeader('Content-Type', 'application/json')
          response.end(bundle.json)
          return
        }
        const match = /\/locales\/[^/]+\/([A-Za-z-]+)\/([a-z]+\.json)$/.exec(request.url?.split('?')[0] ?? '')
        if (!match || NOT_SERVED.has(match[2] ?? '')) return next()
        try {
          const body = readFileSync(join(LOCALES_DIR, match[1] ?? '', match[2] ?? ''), 'utf8')
          response.setHeader('Content-Type', 'application/json')
          response.end(body)
        } catch {
          response.statusCode = 404
          response.end()
        }
      })
    },
  }
}
