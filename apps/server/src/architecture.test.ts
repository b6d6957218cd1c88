import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Module boundaries (docs/architecture.md, "Modules"), checked on the source text:
 * 1. a file of modules/<a>/ reaches another module only through its index.ts (`../<b>`);
 * 2. no module imports another module's repository or tables;
 * 3. a repository reads only its own module's tables (imported tables and raw SQL text);
 * 4. outside modules/, code reaches a module's tables only through db/schema.ts (drizzle) or not at all.
 * Tests and test kits may set up any table; they are not checked.
 */
const SRC = dirname(fileURLToPath(import.meta.url))
const MODULES = join(SRC, 'modules')

/** The files that gather every table for drizzle (the client, drizzle-kit) and the demo data seeds. */
const GATHERERS = /^db\/client\.ts$|^db\/seed\//

const isTestFile = (file: string) => /\.(test|kit|fake)\.ts$|test-support|test-kit|\/test\//.test(file)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !isTestFile(path) ? [path] : []
  })
}

interface Import {
  names: string[]
  from: string
}

function importsOf(text: string): Import[] {
  return [...text.matchAll(/import\s+(?:type\s+)?(?:\{([^}]*)\}|[\w*\s]+)\s+from\s+'([^']+)'/g)].map((m) => ({
    names: (m[1] ?? '')
      .split(',')
      .map(
        (n) =>
          n
            .replace(/\btype\b/, '')
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      )
      .filter(Boolean),
    from: m[2] ?? '',
  }))
}

/** Every table's SQL name and its drizzle name, by owner (a module name, or a path outside modules/). */
function tablesByOwner(): Map<string, { sqlNames: Set<string>; exports: Set<string> }> {
  const owners = new Map<string, { sqlNames: Set<string>; exports: Set<string> }>()
  for (const file of sourceFiles(SRC).filter((f) => f.endsWith('.tables.ts'))) {
    const text = readFileSync(file, 'utf8')
    const owner = ownerOf(file)
    const entry = owners.get(owner) ?? { sqlNames: new Set(), exports: new Set() }
    for (const m of text.matchAll(/pg(?:Table|Sequence)\(\s*'(\w+)'/g)) entry.sqlNames.add(m[1] ?? '')
    for (const m of text.matchAll(/export const (\w+) = pg(?:Table|Sequence)/g)) entry.exports.add(m[1] ?? '')
    owners.set(owner, entry)
  }
  return owners
}

function ownerOf(file: string): string {
  const rel = relative(SRC, file).split('\\').join('/')
  return rel.startsWith('modules/') ? (rel.split('/')[1] ?? rel) : dirname(rel)
}

/** The text of the sql`...` templates of a file, without their ${...} parts. */
function sqlText(text: string): string {
  return [...text.matchAll(/sql(?:<[^`]*?>)?`([^`]*)`/g)]
    .map((m) => (m[1] ?? '').replace(/\$\{[^}]*\}/g, ' '))
    .join('\n')
    .toLowerCase()
}

function boundaryViolations(files: readonly string[], readText: (file: string) => string): string[] {
  const owners = tablesByOwner()
  const violations = new Set<string>()
  for (const file of files) {
    const rel = relative(SRC, file).split('\\').join('/')
    const text = readText(file)
    const own = ownerOf(file)
    const inModule = rel.startsWith('modules/')
    for (const { names, from } of importsOf(text)) {
      const other = from.match(/^\.\.\/([\w-]+)(\/.*)?$/)
      if (inModule && other && other[1] !== own) {
        // 1. another module's inside, not its index.ts
        if (other[2]) violations.add(`${rel}: ${from}`)
        // 2. another module's repository or tables through its index
        for (const name of names) {
          if (/Repository$|^create\w*Repository$|repository$/i.test(name))
            violations.add(`${rel}: ${from} ${name}`)
          if (owners.get(other[1] ?? '')?.exports.has(name)) violations.add(`${rel}: ${from} ${name}`)
        }
      }
      // 3 and 4. a table file of another owner, or db/schema (which gathers them all)
      if (/\.tables$|\/schema$/.test(from) && !GATHERERS.test(rel)) {
        const targetOwner = from.endsWith('/schema') ? 'db' : ownerOf(`${join(dirname(file), from)}.ts`)
        if (targetOwner !== own) violations.add(`${rel}: ${from}`)
      }
    }
    // 3. raw SQL naming another owner's table
    if (rel.endsWith('.repository.ts')) {
      const words = new Set(sqlText(text).match(/[a-z_]+/g) ?? [])
      for (const [owner, { sqlNames }] of owners) {
        if (owner === own) continue
        for (const table of sqlNames) if (words.has(table)) violations.add(`${rel}: sql ${table}`)
      }
    }
  }
  return [...violations]
}

describe('module boundaries', () => {
  const files = sourceFiles(SRC).filter((f) => !f.endsWith('architecture.test.ts'))
  const read = (file: string) => readFileSync(file, 'utf8')

  it('holds in every source file', () => {
    expect(boundaryViolations(files, read)).toEqual([])
  })

  it('finds a new violation of each kind', () => {
    const probe = join(MODULES, 'reviews', 'probe.repository.ts')
    const text = [
      "import { createOrdersRepository } from '../orders'",
      "import { orderItems } from '../orders/orders.tables'",
      'const q = sql`select id from shops for update`',
    ].join('\n')
    expect(boundaryViolations([probe], () => text)).toEqual([
      'modules/reviews/probe.repository.ts: ../orders createOrdersRepository',
      'modules/reviews/probe.repository.ts: ../orders/orders.tables',
      'modules/reviews/probe.repository.ts: ../orders/orders.tables orderItems',
      'modules/reviews/probe.repository.ts: sql shops',
    ])
  })
})

/**
 * The server's test files share their worker's imported modules (`isolate: false` in
 * vitest.config.ts): state kept at module level would leak from one test file's app into the next
 * one's. So source files keep mutable state in what `buildApp` creates, never in a top-level `let` or
 * an empty top-level `Map`/`Set`. Memo tables keyed by an object (`WeakMap`) are per object and
 * allowed; the few process-wide facts below are allowed by name, each with its reason.
 */
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
