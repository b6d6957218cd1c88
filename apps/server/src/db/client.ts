import { execFileSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { PipelinedPool } from './pipelined-pool'

/**
 * Both drivers expose the same drizzle query API; the services are typed against one of them.
 * Inside a transaction always use `tx`: on PGlite (one connection) touching `db` there deadlocks.
 */
export type Db = NodePgDatabase
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * LISTEN on a channel: `onPayload` gets every NOTIFY payload (from any process on PostgreSQL,
   * delivered on commit), `onReconnect` after the listening connection was lost and opened again
   * (notifications in between are lost: listeners resync). Resolves to the unlisten function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** Issue 17: trigram indexes for keyword search (migration 0011_shop_search_trigrams) on PGlite too. */
const PGLITE_EXTENSIONS = { pg_trgm }

/**
 * PGlite's start flags plus a smaller buffer pool (issue 17, decision 0047). PostgreSQL's default
 * 128 MB of shared_buffers live in PGlite's WASM memory, which never shrinks: it took the server to
 * 365 MiB resident after the shop-list load. The demo city's data is ~30 MB, and a page missing
 * from the pool is a read from the OS file cache (the data directory is a real directory).
 */
const PGLITE_OPTIONS = {
  extensions: PGLITE_EXTENSIONS,
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
}

/** Pipelined connections when none are configured: two, so one slow statement holds up only half. */
const PIPELINE_LANES = 2

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle')

export async function openDatabase(opts: {
  url?: string
  pgliteDir?: string
  /** In memory, started from this data-directory dump (tests: `migratedPgliteDump`). */
  pgliteDump?: Blob
  /** PostgreSQL connections to keep (config DATABASE_POOL_SIZE); 10 when not given. */
  poolSize?: number
  /**
   * Pipelined PostgreSQL connections for statements outside a transaction (config
   * DATABASE_PIPELINE_LANES, decision 0073); PIPELINE_LANES when not given, 0 for the pool's.
   */
  pipelineLanes?: number
}): Promise<Database> {
  const database = opts.url
    ? await openPostgres(opts.url, opts.poolSize ?? 10, opts.pipelineLanes ?? PIPELINE_LANES)
    : await openPglite(opts.pgliteDir, opts.pgliteDump)
  return database
}

/**
 * A migrated, empty in-memory database as a data-directory dump. Starting PGlite from it takes about a
 * second; a fresh in-memory PGlite runs initdb and every migration first (several seconds), which
 * every server test file paid (issue 10: the suite's time).
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS })
  await client.waitReady
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR })
  const dump = await client.dumpDataDir('none')
  await client.close()
  return dump
}

async function openPostgres(url: string, poolSize: number, lanes: number): Promise<Database> {
  // With no lanes (DATABASE_PIPELINE_LANES=0) every statement takes pg.Pool's own path.
  const pool = new PipelinedPool({ connectionString: url, max: poolSize, lanes })
  let closing = false
  // The server may end an idle connection (restart, failover, admin kill, or the end of a close):
  // the pool drops that client and opens another on next use. Without a listener, the pool's
  // 'error' event would be an uncaught exception that takes the whole process down.
  pool.on('error', (error) => {
    if (!closing) process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`)
  })
  const db = drizzlePg({ client: pool })
  // Several processes may start at once: one migrates at a time.
  const client = await pool.connect()
  let migrated = false
  try {
    await client.query('select pg_advisory_lock(727274)')
    const before = await appliedMigrations(client)
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR })
    migrated = (await appliedMigrations(client)) > before
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => undefined)
    client.release()
  }
  if (migrated) vacuumInBackground(url)
  return {
    db,
    kind: 'postgres',
    listen: (channel, onPayload, onReconnect) => listenPostgres(url, channel, onPayload, onReconnect),
    close: () => {
      closing = true
      return pool.end()
    },
  }
}

/** How many migrations the database has applied (none before the first). */
async function appliedMigrations(client: pg.ClientBase): Promise<number> {
  // asked apart: a statement naming a table that does not exist fails, whichever branch runs
  const exists = await client.query<{ t: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  )
  if (!exists.rows[0]?.t) return 0
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  )
  return rows[0]?.n ?? 0
}

/**
 * Vacuums the tables that have few of their pages marked all-visible, and says which. A migration
 * that rewrites a table (a stored generated column added or made again: migration 0023) leaves no
 * page marked until a vacuum, and autovacuum does not count a rewrite as changes: every index-only
 * scan (near me's and search's, migration 0022) then read the table again, page by page.
 */
export async function vacuumUnmarkedTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    // the pages on disk: a rewrite leaves relpages at zero until the next vacuum or index build
    `select name from (
       select format('%I.%I', n.nspname, c.relname) as name, c.relallvisible as visible,
         pg_relation_size(c.oid) / current_setting('block_size')::int as pages
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r') as t
     where pages >= 8 and visible < pages / 2
     order by pages desc`,
  )
  for (const { name } of rows) await client.query(`vacuum (analyze) ${name}`)
  return rows.map((r) => r.name)
}

/** After migrations applied at this start, on a connection of its own (a vacuum cannot run in a transaction). */
function vacuumInBackground(url: string): void {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined)
  client
    .connect()
    .then(() => vacuumUnmarkedTables(client))
    .catch((error: Error) => process.emitWarning(`vacuum after migrating: ${error.message}`))
    .finally(() => void client.end().catch(() => undefined))
}

/**
 * A dedicated connection (not from the pool: a pooled client would be handed to queries) that
 * LISTENs, and opens itself again a second after the server ends it.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false
  let client: pg.Client | null = null
  let retry: NodeJS.Timeout | undefined
  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload)
    })
    next.on('error', () => {
      if (stopped || client !== next) return
      client = null
      void next.end().catch(() => undefined)
      retry = setTimeout(() => void connect(true).catch(() => undefined), 1000)
    })
    try {
      await next.connect()
      await next.query(`listen "${channel.replaceAll('"', '""')}"`)
    } catch (error) {
      void next.end().catch(() => undefined)
      if (!again) throw error
      if (!stopped) retry = setTimeout(() => void connect(true).catch(() => undefined), 1000)
      return
    }
    if (stopped) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
    if (again) onReconnect?.()
  }
  await connect(false)
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
    client = null
  }
}

/** PGlite in a directory (kept) or in memory (tests) when no directory is given. */
async function openPglite(dir?: string, dump?: Blob): Promise<Database> {
  let releaseLock = () => {}
  let client: PGlite
  if (dir) {
    const abs = resolve(dir)
    mkdirSync(dirname(abs), { recursive: true })
    releaseLock = takeDirectoryLock(`${abs}.lock`)
    try {
      if (!existsSync(join(abs, 'PG_VERSION'))) initialisePgliteDirectory(abs)
      client = new PGlite(abs, PGLITE_OPTIONS)
      await client.waitReady
    } catch (error) {
      releaseLock()
      throw error
    }
  } else {
    client = dump ? new PGlite({ ...PGLITE_OPTIONS, loadDataDir: dump }) : new PGlite(PGLITE_OPTIONS)
    await client.waitReady
  }
  const db = drizzlePglite({ client }) as unknown as Db
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR })
  return {
    db,
    kind: 'pglite',
    // One process, one connection: PGlite delivers a committed NOTIFY to its own listeners.
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload)
      return async () => unlisten()
    },
    close: async () => {
      await client.close()
      releaseLock()
    },
  }
}

/** Lock files held by this process: opening the same directory twice here is refused as well. */
const heldLocks = new Set<string>()

/** A fresh directory is initialised in a child process (see pglite-init.mjs for why). */
function initialisePgliteDirectory(dir: string): void {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'pglite-init.mjs')
  execFileSync(process.execPath, [script, dir], { stdio: 'inherit', timeout: 120_000 })
}

/**
 * One PGlite directory must be opened by one process only (two would corrupt it), and once within
 * that process. The lock file holds the owner's pid; a lock left by a dead process is taken over,
 * and so is one with our own pid that this process does not hold (left by an earlier process that
 * had the same pid, as after a container restart).
 */
export function takeDirectoryLock(lockPath: string): () => void {
  const path = resolve(lockPath)
  if (heldLocks.has(path)) throw lockInUse(process.pid, path)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      heldLocks.add(path)
      let released = false
      return () => {
        if (released) return
        released = true
        heldLocks.delete(path)
        rmSync(path, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(path, 'utf8'))
      if (owner && owner !== process.pid && isAlive(owner)) throw lockInUse(owner, path)
      rmSync(path, { force: true })
    }
  }
  throw new Error(`Could not take the database lock ${path}`)
}

function lockInUse(owner: number, path: string): Error {
  return new Error(
    `The database directory is in use by process ${owner} (lock ${path}). Stop that server or set PGLITE_DIR.`,
  )
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
