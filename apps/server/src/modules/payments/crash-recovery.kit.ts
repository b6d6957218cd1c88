import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Envelope } from '@siam/contracts'
import pg from 'pg'
import { type Database, openDatabase } from '../../db/client'

/**
 * Tools for crash-recovery.test.ts: a scratch PostgreSQL database both processes can reach, the
 * real server (apps/server/src/main.ts) as a child process that can be SIGKILLed and started again
 * on the same database, and a small HTTP client for its API.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url))

/** A fresh, migrated database on the machine's PostgreSQL (as createTestDatabase makes it), with its URL. */
export async function createScratchDatabase(): Promise<{
  url: string
  database: Database
  drop(): Promise<void>
}> {
  const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `siam_crash_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close().catch(() => undefined)
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls `probe` until `done` holds, and returns that value; past the deadline it throws, naming
 * what it waited for and the last value seen (no fixed sleeps in the test).
 */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
  intervalMs = 25,
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (done(value)) return value
    if (Date.now() > until) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${JSON.stringify(value)}`,
      )
    }
    await sleep(intervalMs)
  }
}

export interface ServerProcess {
  readonly base: string
  /** Starts the server (again) and resolves once /siam-server/health answers. */
  start(): Promise<void>
  /** SIGKILL: no shutdown hook, no pending write, no answer sent. Resolves once the process is gone. */
  kill(): Promise<void>
  /** Everything the server processes wrote, for a failing test's output. */
  logs(): string
  /** How many times the server has been started. */
  readonly generation: number
}

/** The real server entry, run with the repo's tsx, with `env` on top of a minimal environment. */
export function serverProcess(port: number, env: Record<string, string>): ServerProcess {
  const base = `http://127.0.0.1:${port}`
  const output: string[] = []
  let child: ChildProcess | null = null
  let generation = 0

  const alive = (c: ChildProcess | null): c is ChildProcess =>
    c !== null && c.exitCode === null && c.signalCode === null

  async function kill(): Promise<void> {
    const current = child
    if (!alive(current)) return
    const exited = once(current, 'exit')
    current.kill('SIGKILL')
    await exited
  }

  async function start(): Promise<void> {
    if (alive(child)) throw new Error('the server is already running')
    generation++
    const label = `[server #${generation}]`
    const current = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child = current
    const collect = (chunk: Buffer) => output.push(`${label} ${chunk.toString('utf8')}`)
    current.stdout?.on('data', collect)
    current.stderr?.on('data', collect)
    current.on('exit', (code, signal) => output.push(`${label} exited (code ${code}, signal ${signal})\n`))
    const until = Date.now() + 40_000
    for (;;) {
      if (!alive(current)) throw new Error(`the server exited during start:\n${logs()}`)
      try {
        const answer = await fetch(`${base}/siam-server/health`, { signal: AbortSignal.timeout(1000) })
        if (answer.ok) return
      } catch {
        // not listening yet
      }
      if (Date.now() > until) {
        await kill()
        throw new Error(`the server did not become healthy in time:\n${logs()}`)
      }
      await sleep(100)
    }
  }

  function logs(): string {
    return output.join('')
  }

  return {
    base,
    start,
    kill,
    logs,
    get generation() {
      return generation
    },
  }
}

export type Answer<T> = Envelope<T> & { status: number }

/** POSTs calls to a running server as the apps do (the token is the authorization header). */
export function apiClient(base: string) {
  async function call<T = unknown>(
    path: string,
    body: Record<string, unknown> = {},
    token?: string | null,
  ): Promise<Answer<T>> {
    const response = await fetch(`${base}/siam-server/rest/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    })
    return { ...((await response.json()) as Envelope<T>), status: response.status }
  }

  async function ok<T = unknown>(path: string, body: Record<string, unknown> = {}, token?: string | null) {
    const answer = await call<T>(path, body, token)
    if (!answer.success) throw new Error(`${path} failed: ${answer.errorKey} ${answer.message}`)
    return answer.data as T
  }

  return { call, ok }
}
