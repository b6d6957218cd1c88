/**
 * The console's layers: app/ puts the features together; a feature (src/features/<f>/) imports shared/,
 * testing/, the src root (config) and itself, never another feature nor app/; shared/ and testing/
 * import neither features nor app.
 * What two features need goes to shared/. This test reads every import and fails on a crossing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Relative specifiers of static imports, re-exports, dynamic imports and vi.mock calls. */
function relativeImports(source: string): string[] {
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g
  return [...source.matchAll(pattern)].map((m) => m[1] ?? '')
}

/** 'features/board', 'shared', 'testing', 'app' or '' (src root) for a path under src/. */
function areaOf(path: string): string {
  const [top = '', feature = ''] = relative(SRC, path).split(sep)
  return top === 'features' ? `features/${feature}` : top.includes('.') ? '' : top
}

function forbidden(from: string, to: string): boolean {
  if (from === to) return false
  if (from.startsWith('features/')) return to === 'app' || to.startsWith('features/')
  if (from === 'shared' || from === 'testing') return to === 'app' || to.startsWith('features/')
  return false
}

/** Every import that crosses a layer it must not, as "file -> specifier". */
function crossings(files: readonly string[], read: (path: string) => string): string[] {
  return files.flatMap((file) =>
    relativeImports(read(file))
      .filter((specifier) => forbidden(areaOf(file), areaOf(resolve(dirname(file), specifier))))
      .map((specifier) => `${relative(SRC, file)} -> ${specifier}`),
  )
}

describe('console layers', () => {
  it('no feature imports another feature or app; shared and testing import no feature and not app', () => {
    expect(crossings(sourceFiles(SRC), (path) => readFileSync(path, 'utf8'))).toEqual([])
  })

  it('catches a feature reaching into another or into app, and shared reaching into a feature', () => {
    const files = {
      [join(SRC, 'features/refunds/RefundsPage.tsx')]: "import { OrderCard } from '../board/OrderCard'",
      [join(SRC, 'features/refunds/route.ts')]: "const page = () => import('../board/Board')",
      [join(SRC, 'features/board/board.test.tsx')]: "import { App } from '../../app/App'",
      [join(SRC, 'shared/ui/Thing.tsx')]: "import { boardApi } from '../../features/board/api'",
      [join(SRC, 'features/board/Board.tsx')]:
        "import { money } from '../../shared/format'\nimport './board.css'",
    }
    expect(crossings(Object.keys(files), (path) => files[path] ?? '')).toEqual([
      `features${sep}refunds${sep}RefundsPage.tsx -> ../board/OrderCard`,
      `features${sep}refunds${sep}route.ts -> ../board/Board`,
      `features${sep}board${sep}board.test.tsx -> ../../app/App`,
      `shared${sep}ui${sep}Thing.tsx -> ../../features/board/api`,
    ])
  })
})
