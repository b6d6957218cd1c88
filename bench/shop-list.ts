import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverNodeFlagsOf } from '../scripts/server-node-flags'
import { cpuSeconds, load, rssMiB, startProcess, stopProcess, waitForUrl } from './lib'

/**
 * Issue budget: shop/list near me, p99 < 50 ms at 50 concurrent clients on PGlite with the demo
 * data; beside it, a bare Fastify route serving the same rows from memory (the ceiling, in its own
 * process, issue 17), the ratio (budget >= 0.7), and the server's resident memory after seeding and
 * the load (budget 300 MiB). The server is started twice: the second start finds the seed current.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
/** Overridable so parallel runs (other worktrees, other helpers) do not collide. */
const PORT = Number(process.env.BENCH_LIST_PORT ?? 8291)
const CEILING_PORT = Number(process.env.BENCH_CEILING_PORT ?? 8292)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
/**
 * The server's flags as `npm run serve` starts it on the embedded database (a small young generation
 * and one V8 worker thread keep it inside its memory budget), and as `npm run serve:postgres` starts
 * it on PostgreSQL (a larger young generation); the scale and pay benches measure the server as a
 * deployment on PostgreSQL runs it. Written once, in the root package.json.
 */
export const SERVER_NODE_FLAGS = serverNodeFlagsOf('serve').join(' ')
export const POSTGRES_SERVER_NODE_FLAGS = serverNodeFlagsOf('serve:postgres').join(' ')

/** The server's node flags for a bench: BENCH_NODE_FLAGS (for example `--cpu-prof`), else `defaults`. */
export function serverNodeFlags(defaults: string): string[] {
  return (process.env.BENCH_NODE_FLAGS ?? defaults).split(' ').filter(Boolean)
}
const body = { position: '121.4737,31.2304', pageNo: 1, pageSize: 10, scope: 'all', lang: 'en' }

export async function benchShopList(): Promise<Record<string, string | number>> {
  // A server left over on the port would be measured instead of this one: refuse to start.
  const busy = await fetch(`http://127.0.0.1:${PORT}/siam-server/health`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${PORT} is already in use: stop the process listening there first`)
  const dataDir = join(root, 'data', 'bench')
  rmSync(dataDir, { recursive: true, force: true })
  // Same command as `npm start` (apps/server/package.json); BENCH_NODE_FLAGS overrides the flags.
  const flags = serverNodeFlags(SERVER_NODE_FLAGS)
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PGLITE_DIR: join(dataDir, 'pglite'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'demo',
  }
  const start = () => startProcess('node', [...flags, join(root, 'apps/server/dist/main.mjs')], env)
  let server = start()
  /** Stops the server and starts it again on the same data: how long until it answers. */
  const restartMs = async () => {
    await stopProcess(server)
    const t0 = performance.now()
    server = start()
    await waitForUrl(`http://127.0.0.1:${PORT}/siam-server/health`, 120_000, 20)
    return Math.round(performance.now() - t0)
  }
  const url = `http://127.0.0.1:${PORT}/siam-server/rest/shop/list`
  try {
    await waitForUrl(`http://127.0.0.1:${PORT}/siam-server/health`)
    const sample = await (
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()
    if (!sample.success || sample.data.records.length === 0)
      throw new Error(`shop/list answered ${JSON.stringify(sample).slice(0, 200)}`)
    // The server is a child: find the node process that listens (npx -> tsx -> node).
    const seededPid = await listeningPid(PORT)
    const rssAfterSeed = seededPid ? rssMiB(seededPid) : Number.NaN
    // The load runs on a restarted server, as a server runs most of its life: the seed is current,
    // so the start skips it (and PGlite's memory does not hold the seed's big transaction).
    const startMs = await restartMs()
    const serverPid = await listeningPid(PORT)
    const rssAfterStart = serverPid ? rssMiB(serverPid) : Number.NaN
    await load({ url, body, connections: 10, seconds: 2 }) // warm-up
    const cpuBefore = serverPid ? cpuSeconds(serverPid) : Number.NaN
    const real = await load({ url, body, connections: CONNECTIONS, seconds: SECONDS })
    const realCpuUs = serverPid ? ((cpuSeconds(serverPid) - cpuBefore) * 1e6) / real.requests : Number.NaN
    const rssAfterLoad = serverPid ? rssMiB(serverPid) : Number.NaN

    // The ceiling in its own process, so it does not share the load generator's event loop.
    const sampleDir = mkdtempSync(join(tmpdir(), 'siam-ceiling-'))
    writeFileSync(join(sampleDir, 'rows.json'), JSON.stringify(sample))
    const ceilingServer = startProcess(
      'node',
      [join(root, 'bench/ceiling-server.mjs'), String(CEILING_PORT), join(sampleDir, 'rows.json')],
      {},
    )
    let ceiling: Awaited<ReturnType<typeof load>>
    let ceilingCpuUs = Number.NaN
    try {
      await waitForUrl(`http://127.0.0.1:${CEILING_PORT}/siam-server/health`)
      await load({
        url: `http://127.0.0.1:${CEILING_PORT}/siam-server/rest/shop/list`,
        body,
        connections: 10,
        seconds: 2,
      })
      const ceilingPid = ceilingServer.pid
      const ceilingCpuBefore = ceilingPid ? cpuSeconds(ceilingPid) : Number.NaN
      ceiling = await load({
        url: `http://127.0.0.1:${CEILING_PORT}/siam-server/rest/shop/list`,
        body,
        connections: CONNECTIONS,
        seconds: SECONDS,
      })
      if (ceilingPid) ceilingCpuUs = ((cpuSeconds(ceilingPid) - ceilingCpuBefore) * 1e6) / ceiling.requests
    } finally {
      await stopProcess(ceilingServer)
      rmSync(sampleDir, { recursive: true, force: true })
    }
    return {
      'shop/list p50 (ms)': real.p50,
      'shop/list p99 (ms) [budget < 50]': real.p99,
      'shop/list requests/s': Math.round(real.requestsPerSecond),
      'shop/list errors + non-2xx': real.errors + real.non2xx,
      'bare Fastify (own process) requests/s': Math.round(ceiling.requestsPerSecond),
      'bare Fastify p99 (ms)': ceiling.p99,
      'shop/list / bare Fastify [budget >= 0.7]': (
        real.requestsPerSecond / ceiling.requestsPerSecond
      ).toFixed(2),
      // CPU per request: the same ratio counted in work done, steadier when other processes share the CPU.
      'shop/list server CPU per request (us)': Math.round(realCpuUs),
      'bare Fastify CPU per request (us)': Math.round(ceilingCpuUs),
      'bare Fastify CPU / shop/list CPU [compare with the ratio]': (ceilingCpuUs / realCpuUs).toFixed(2),
      'server RSS after the first start + seed (MiB)': Math.round(rssAfterSeed),
      'server RSS after a restart, seed current (MiB)': Math.round(rssAfterStart),
      'server RSS after load (MiB) [budget <= 300]': Math.round(rssAfterLoad),
      'restart to healthy, seed current (ms)': startMs,
      connections: CONNECTIONS,
      seconds: SECONDS,
    }
  } finally {
    await stopProcess(server)
  }
}

/** The pid of the process listening on a TCP port, from /proc/net/tcp and the fd tables. */
export async function listeningPid(port: number): Promise<number | null> {
  const { readFileSync, readdirSync, readlinkSync } = await import('node:fs')
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A') inodes.add(cols[9] ?? '')
    }
  }
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`)
        const inode = link.match(/^socket:\[(\d+)\]$/)?.[1]
        if (inode && inodes.has(inode)) return Number(pid)
      }
    } catch {
      // process gone or not ours
    }
  }
  return null
}
