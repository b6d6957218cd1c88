import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The server's test files share their worker's imported modules (`isolate: false` in
 * vitest.config.ts): state kept at module level would leak from one test file's app into the next
 * one's. So source files keep mutable state in what `buildApp` creates, never in a top-level `let` or
 * an empty top-level `Map`/`Set`. Memo tables keyed by an object (`WeakMap`) are per object and
 * allowed; the few process-wide facts below are allowed by name, each with its reason.
 */
const SRC = dirname(fileURLToPath(import.meta.url))

const ALLOWED: Record<string, string> = {
  // a hash of a fixed dummy password, computed once (the same in every app)
  'modules/auth/passwords.ts dummyHash': 'lazy constant',
  // the sharp library, imported on first use
  'modules/uploads/image.ts sharpModule': 'lazy import',
  // the offline geocoder's place names, read from a file shipped with the server
  'adapters/geocoder/offline.ts gazetteer': 'lazy constant',
  // the PGlite directories this process holds the lock file of: a fact about the process
  'db/client.ts heldLocks': 'process-wide',
}

const isTestFile = (file: string) => /\.(test|kit|fake)\.ts$|test-support|test-kit|\/test\//.test(file)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !isTestFile(path) ? [path] : []
  })
}

/** `<file> <name>` of each top-level `let`/`var`, and of each top-level empty `new Map()` / `new Set()`. */
function moduleState(rel: string, text: string): string[] {
  const found: string[] = []
  for (const m of text.matchAll(/^(?:export\s+)?(?:let|var)\s+(\w+)/gm)) found.push(`${rel} ${m[1]}`)
  const emptyContainer =
    /^(?:export\s+)?const\s+(\w+)(?:\s*:[^=]+)?\s*=\s*new\s+(?:Map|Set)\s*(?:<[^(]*>)?\(\s*\)/gm
  for (const m of text.matchAll(emptyContainer)) found.push(`${rel} ${m[1]}`)
  return found
}

describe('module-level state (isolate: false)', () => {
  it('is kept only where listed', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      moduleState(relative(SRC, file).replaceAll('\\', '/'), readFileSync(file, 'utf8')),
    )
    expect(found.filter((entry) => !(entry in ALLOWED))).toEqual([])
    // an allowance whose variable is gone is removed with it
    expect(Object.keys(ALLOWED).filter((entry) => !found.includes(entry))).toEqual([])
  })

  it('finds a new top-level let and an empty Map or Set', () => {
    const text = [
      'let current = 0',
      'export let shared: string | null = null',
      'const cache = new Map<string, number>()',
      'const seen: Set<string> = new Set()',
      "const FIXED = new Set(['a', 'b'])",
      'const memo = new WeakMap<object, string>()',
      'function f() {',
      '  let local = 1',
      '}',
    ].join('\n')
    expect(moduleState('modules/x/x.ts', text)).toEqual([
      'modules/x/x.ts current',
      'modules/x/x.ts shared',
      'modules/x/x.ts cache',
      'modules/x/x.ts seen',
    ])
  })
})
