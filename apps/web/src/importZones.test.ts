/**
 * Import zones (as bulletproof-react draws them): a feature imports from shared/, testing/, app/ and
 * itself, never from another feature, so features can be added, moved or removed one at a time; shared/
 * and testing/ import no feature. What two features both need moves to shared/ (or testing/ for tests).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = dirname(fileURLToPath(import.meta.url))
const SOURCE_FILE = /\.(ts|tsx|css)$/
/** Static, side-effect, dynamic and CSS imports, and vi.mock targets. */
const SPECIFIER = /(?:from\s+|import\s*\(?\s*|@import\s+|vi\.mock\(\s*)['"](\.[^'"]+)['"]/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return SOURCE_FILE.test(entry.name) ? [path] : []
  })
}

/** `features/<name>` for a file inside a feature, the top folder (shared, testing, app, …) otherwise. */
function zoneOf(path: string): string {
  const [top = '', feature = ''] = relative(SRC, path).split(sep)
  return top === 'features' ? `features/${feature}` : top
}

function crossings(): string[] {
  const found: string[] = []
  for (const file of sourceFiles(SRC)) {
    const from = zoneOf(file)
    if (from === 'app' || (!from.includes('/') && from !== 'shared' && from !== 'testing')) continue
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const to = zoneOf(resolve(dirname(file), match[1] ?? ''))
      if (to.startsWith('features/') && to !== from) found.push(`${relative(SRC, file)} -> ${match[1]}`)
    }
  }
  return found
}

describe('import zones of the customer app', () => {
  it('no feature imports another feature, and shared/ and testing/ import no feature', () => {
    expect(crossings()).toEqual([])
  })
})
