import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { type NodePgDatabase, drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/**
 * Both drivers expose the same drizzle query API; the services are typed against one of them.
 * Inside a transaction always use `tx`: on PGlite (one connection) touching `db` there deadlocks.
 */
export type Db = NodePgDatabase<typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle')

export async function openDatabase(opts: { url?: string; pgliteDir?: string }): Promise<Database> {
  const database = opts.url ? await openPostgres(opts.url) : await openPglite(opts.pgliteDir)
  return database
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  const db = drizzlePg({ client: pool, schema })
  // Several processes may start at once: one migrates at a time.
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock(727274)')
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_DIR })
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined)
    client.release()
  }
  return { db, kind: 'postgres', close: () => pool.end() }
}

/** PGlite in a directory (kept) or in memory (tests) when no directory is given. */
async function openPglite(dir?: string): Promise<Database> {
  let releaseLock = () => {}
  let client: PGlite
  if (dir) {
    const abs = resolve(dir)
    mkdirSync(dirname(abs), { recursive: true })
    releaseLock = takeDirectoryLock(`${abs}.lock`)
    try {
      client = new PGlite(abs)
      await client.waitReady
    } catch (error) {
      releaseLock()
      throw error
    }
  } else {
    client = new PGlite()
    await client.waitReady
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_DIR })
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close()
      releaseLock()
    },
  }
}

/**
 * One PGlite directory must be opened by one process only (two would corrupt it). The lock file
 * holds the owner's pid; a lock left by a dead process is taken over.
 */
export function takeDirectoryLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(lockPath, 'utf8'))
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database directory is in use by process ${owner} (lock ${lockPath}). Stop that server or set PGLITE_DIR.`,
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not take the database lock ${lockPath}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`)
}
