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
