import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import pg from 'pg'

export async function waitForUrl(url: string, timeoutMs = 120_000, pollMs = 250): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await sleep(pollMs)
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`)
}

export function startProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return child
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await Promise.race([exited, sleep(10_000)])
  if (child.exitCode === null) child.kill('SIGKILL')
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux; 0 when it is gone). Per
 * request it is a steadier figure than requests/s on a shared machine: it counts the work, not the
 * waiting.
 */
export function cpuSeconds(pid: number | undefined): number {
  try {
    // fields after the command name (which may hold spaces), counted from the state field (3rd)
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/**
 * CPU used by the server processes and by the PostgreSQL backends serving this database: what one
 * order costs, whatever else the machine is doing (the wall-clock figures depend on that).
 */
export async function cpuMeter(admin: pg.Client, databaseName: string, pids: (number | undefined)[]) {
  const backends = async () =>
    (
      await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
        databaseName,
      ])
    ).rows.map((r) => r.pid)
  const before = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid)]))
  const serverBefore = pids.reduce<number>((n, pid) => n + cpuSeconds(pid), 0)
  // The load generator shares the machine's cores: its own CPU is part of what a run costs.
  const benchBefore = process.cpuUsage()
  return async () => {
    const bench = process.cpuUsage(benchBefore)
    const pg = (await backends()).reduce<number>((n, pid) => n + cpuSeconds(pid) - (before.get(pid) ?? 0), 0)
    return {
      server: pids.reduce<number>((n, pid) => n + cpuSeconds(pid), 0) - serverBefore,
      pg,
      loadGenerator: (bench.user + bench.system) / 1e6,
    }
  }
}

/** Resident set size of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0)
  return kb / 1024
}

export interface LoadResult {
  requestsPerSecond: number
  requests: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

export async function load(opts: {
  url: string
  body: unknown
  connections: number
  seconds: number
}): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    method: 'POST',
    connections: opts.connections,
    duration: opts.seconds,
    headers: { 'content-type': 'application/json', mlang: 'en' },
    body: JSON.stringify(opts.body),
  })
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

/** A new, empty PostgreSQL database for one bench run; its URL (the server migrates it). */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString() }
}
