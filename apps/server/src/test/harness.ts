import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Envelope } from '@siam/contracts'
import pg from 'pg'
import type { Mail, Mailer } from '../adapters/mail/mailer'
import { type AppDeps, buildApp } from '../app'
import { testConfig } from '../config'
import { type Database, MIGRATIONS_DIR, migratedPgliteDump, openDatabase } from '../db/client'
import { ManualClock } from '../platform/clock'

/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * machine's PostgreSQL when SIAM_TEST_DB=pg (dropped again on close). Both start from a migrated
 * template made once per set of migrations, instead of running every migration for every file.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.SIAM_TEST_DB !== 'pg') return openDatabase({ pgliteDump: await pgliteTemplate() })
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const template = await postgresTemplate(adminUrl)
  const name = `siam_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${template}`)
  await admin.end()
  const database = await openDatabase({ url: databaseUrl(adminUrl, name) })
  return {
    ...database,
    /** For tests that start server processes on the same database. */
    url: databaseUrl(adminUrl, name),
    close: async () => {
      await database.close()
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** The migrations' content (and the installed PGlite's version): a template per distinct set. */
function migrationsHash(): string {
  const hash = createHash('sha256').update(pgliteVersion())
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(MIGRATIONS_DIR, file)
    if (statSync(path).isFile()) hash.update(file).update(readFileSync(path))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * The migrated empty database every PostgreSQL test file is copied from (CREATE DATABASE ... TEMPLATE:
 * a fraction of a second, where running the migrations took one to three). Made once per set of
 * migrations under an advisory lock, so parallel workers (and other checkouts on the same server) wait
 * for the first; built under a temporary name and renamed when complete, so a run stopped half-way
 * leaves no half-migrated template behind. Old templates are left alone: another checkout may use one.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const name = `siam_template_${migrationsHash()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query('select pg_advisory_lock(727275)')
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount) return name
    const partial = `${name}_partial`
    await admin.query(`drop database if exists ${partial} with (force)`)
    await admin.query(`create database ${partial}`)
    const database = await openDatabase({ url: databaseUrl(adminUrl, partial), poolSize: 1 })
    await database.close()
    // the pool's connection may still be closing on the server's side: a rename needs none left
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [partial])
    await admin.query(`alter database ${partial} rename to ${name}`)
    return name
  } finally {
    await admin.query('select pg_advisory_unlock(727275)').catch(() => undefined)
    await admin.end()
  }
}

/** The installed PGlite's package.json (hoisted to the root, or the server's own): a dump is per version. */
function pgliteVersion(): string {
  for (const root of [join(MIGRATIONS_DIR, '..', '..', '..'), join(MIGRATIONS_DIR, '..')]) {
    const file = join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')
    if (existsSync(file)) return readFileSync(file, 'utf8')
  }
  throw new Error('@electric-sql/pglite is not installed')
}

/**
 * The migrated empty database every PGlite test file starts from, made once per set of migrations and
 * kept in the temporary directory (keyed by the migrations' content and PGlite's version, so a new
 * migration makes a new one). Written to a private name and renamed, so parallel workers never read a
 * half-written file.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `siam-pglite-template-${migrationsHash()}.tar`)
  if (!existsSync(file)) {
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()))
    renameSync(partial, file)
  }
  return new Blob([readFileSync(file)])
}

export interface CapturingMailer extends Mailer {
  sent: Mail[]
  /** The last 6-digit code mailed to an address. */
  lastCode(to: string): string
}

function createCapturingMailer(): CapturingMailer {
  const sent: Mail[] = []
  return {
    kind: 'outbox',
    sent,
    async send(mail) {
      sent.push(mail)
    },
    lastCode(to) {
      const mail = [...sent].reverse().find((m) => m.to === to)
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1]
      if (!code) throw new Error(`no code mailed to ${to}`)
      return code
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

export async function createTestApp(overrides: Partial<AppDeps> = {}) {
  const database = overrides.database ?? (await createTestDatabase())
  const clock = (overrides.clock as ManualClock | undefined) ?? new ManualClock()
  const mailer = (overrides.mailer as CapturingMailer | undefined) ?? createCapturingMailer()
  const app = await buildApp({
    config: overrides.config ?? testConfig(),
    database,
    clock,
    mailer,
    gateways: overrides.gateways,
    logger: false,
  })
  await app.ready()

  /** POST a call as the apps do; returns the parsed envelope and the HTTP status. */
  async function call<T = unknown>(
    path: string,
    body: Record<string, unknown> = {},
    token?: string | null,
    headers: Record<string, string> = {},
  ): Promise<Envelope<T> & { status: number }> {
    const response = await app.inject({
      method: 'POST',
      url: `/siam-server/rest/${path}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...headers },
      payload: JSON.stringify(body),
    })
    return { ...(response.json() as Envelope<T>), status: response.statusCode }
  }

  /** Like call, but throws unless the call succeeded: for arranging a test's preconditions. */
  async function ok<T = unknown>(
    path: string,
    body: Record<string, unknown> = {},
    token?: string | null,
  ): Promise<T> {
    const result = await call<T>(path, body, token)
    if (!result.success) throw new Error(`${path} failed: ${result.errorKey} ${result.message}`)
    return result.data as T
  }

  return {
    app,
    db: database.db,
    database,
    clock,
    mailer,
    call,
    ok,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
