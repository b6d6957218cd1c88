import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { configure } from '@testing-library/react'

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine a page's first render can take
// longer than that, and the test would fail for speed, not for behaviour. A failing assertion still fails,
// only later.
configure({ asyncUtilTimeout: 15_000 })

// The customer app fetches its translation catalogues from beside the build
// (`<base>locales/<version>/<lng>/<ns>.json`, apps/web/catalogues.plugin.ts); here they are read from the
// source files, as the dev server does. Every other request goes on to the real fetch.
const catalogueAddress = /\/locales\/[^/]+\/([A-Za-z-]+)\/([a-z]+)\.json$/
const fetchOnwards = globalThis.fetch
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const match = catalogueAddress.exec(url)
  if (!match) return fetchOnwards(input, init)
  const file = join(import.meta.dirname, 'packages/i18n/locales', match[1] ?? '', `${match[2]}.json`)
  if (!existsSync(file)) return new Response('', { status: 404 })
  return new Response(readFileSync(file, 'utf8'), { headers: { 'Content-Type': 'application/json' } })
}
