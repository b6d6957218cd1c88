import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ORDER_KINDS, PAY_TYPES, PAYMENT_STATUSES, SHOP_TYPES } from '@siam/contracts'
import { ORDER_STATUS_CODES } from '@siam/domain'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/harness'
import {
  MIGRATIONS_DIR,
  migratedPgliteDump,
  openDatabase,
  takeDirectoryLock,
  vacuumUnmarkedTables,
} from './client'

describe('migrations', () => {
  /** The last definition of each named CHECK across the migrations, in the order they apply. */
  function checks(): Map<string, string> {
    const found = new Map<string, string>()
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort()
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const text = readFileSync(join(MIGRATIONS_DIR, file), 'utf8')
      for (const m of text.matchAll(/CONSTRAINT "([a-z_]+_check)" CHECK \((.*)\)/g))
        found.set(m[1] as string, m[2] as string)
    }
    return found
  }
  const inList = (definition: string | undefined) => {
    const list = /\bin \(([^)]*)\)/.exec(definition ?? '')?.[1]
    if (!list) throw new Error(`no IN list in ${definition}`)
    return list.split(',').map((v) => v.trim().replace(/^'(.*)'$/, '$1'))
  }

  it('keeps every status CHECK list equal to the contract and domain enums', () => {
    const all = checks()
    expect(inList(all.get('orders_status_check')).map(Number)).toEqual(
      [...ORDER_STATUS_CODES].sort((a, b) => a - b),
    )
    expect(ORDER_STATUS_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(inList(all.get('payments_status_check'))).toEqual([...PAYMENT_STATUSES])
    expect(inList(all.get('payments_pay_type_check'))).toEqual([...PAY_TYPES])
    expect(inList(all.get('orders_kind_check'))).toEqual([...ORDER_KINDS])
    expect(inList(all.get('shops_type_check'))).toEqual([...SHOP_TYPES])
  })
})

describe('PGlite directory lock', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'siam-lock-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const lockAt = (name: string) => join(dir, `${name}.lock`)
  /** The pid of a process that has exited. */
  function deadPid(): number {
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    })
    const pid = Number(child.stdout)
    expect(pid).toBeGreaterThan(0)
    return pid
  }

  it('takes a free lock, writes its pid, and releases it', () => {
    const path = lockAt('free')
    const release = takeDirectoryLock(path)
    expect(readFileSync(path, 'utf8')).toBe(String(process.pid))
    release()
    expect(() => readFileSync(path)).toThrow()
    // Free again.
    takeDirectoryLock(path)()
  })

  it('refuses a lock held by another live process', () => {
    const path = lockAt('live')
    writeFileSync(path, String(process.ppid))
    expect(() => takeDirectoryLock(path)).toThrow(`in use by process ${process.ppid}`)
    expect(readFileSync(path, 'utf8')).toBe(String(process.ppid))
  })

  it('refuses a second lock on the same path from the same process', () => {
    const path = lockAt('twice')
    const release = takeDirectoryLock(path)
    expect(() => takeDirectoryLock(path)).toThrow('in use by process')
    expect(() => takeDirectoryLock(join(dir, '.', 'twice.lock'))).toThrow('in use by process')
    expect(readFileSync(path, 'utf8')).toBe(String(process.pid))
    release()
    takeDirectoryLock(path)()
  })

  it('takes over a stale lock left by a dead process, or by an earlier process with our pid', () => {
    const path = lockAt('stale')
    const dead = deadPid()
    writeFileSync(path, String(dead))
    const release = takeDirectoryLock(path)
    expect(readFileSync(path, 'utf8')).toBe(String(process.pid))
    release()
    // A lock file with our pid that this process never took: a leftover from before a restart.
    writeFileSync(path, String(process.pid))
    const again = takeDirectoryLock(path)
    expect(readFileSync(path, 'utf8')).toBe(String(process.pid))
    again()
  })
})

describe('PGlite options', () => {
  it('runs with the small buffer pool (decision 0047) and the trigram extension', async () => {
    const database = await openDatabase({ pgliteDump: await migratedPgliteDump() })
    try {
      const shown = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`)
      expect(shown.rows[0]?.shared_buffers).toBe('32MB')
      const similar = await database.db.execute<{ s: number }>(
        sql`select similarity('noodles', 'noodle') as s`,
      )
      expect(Number(similar.rows[0]?.s)).toBeGreaterThan(0.5)
    } finally {
      await database.close()
    }
  })
})

describe.runIf(process.env.SIAM_TEST_DB === 'pg')('vacuum after a rewriting migration (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it('vacuums a table a rewrite left without marked pages, and not one already vacuumed', async () => {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const marked = async (table: string) =>
        (
          await client.query<{ pages: number; visible: number }>(
            'select relpages as pages, relallvisible as visible from pg_class where relname = $1',
            [table],
          )
        ).rows[0]
      for (const table of ['rewritten_probe', 'vacuumed_probe']) {
        await client.query(
          `create table ${table} as select g as id, repeat('x', 200) as note from generate_series(1, 5000) g`,
        )
        await client.query(`vacuum (analyze) ${table}`)
      }
      // a stored generated column added: the table is written again, no page marked
      await client.query(
        `alter table rewritten_probe add column shout text generated always as (upper(note)) stored`,
      )
      expect((await marked('rewritten_probe'))?.visible).toBe(0)
      const before = await marked('vacuumed_probe')
      expect(before?.visible).toBe(before?.pages)
      expect(await vacuumUnmarkedTables(client)).toEqual(['public.rewritten_probe'])
      const after = await marked('rewritten_probe')
      expect(after?.visible).toBeGreaterThan(0)
      expect(after?.visible).toBe(after?.pages)
      expect(await vacuumUnmarkedTables(client)).toEqual([])
    } finally {
      await client.end()
    }
  })
})
