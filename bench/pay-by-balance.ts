import http from 'node:http'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { type Db, openDatabase } from '../apps/server/src/db/client'
import { createMemberWithPassword, hashPaymentPassword } from '../apps/server/src/modules/auth'
import { members } from '../apps/server/src/modules/auth/auth.tables'
import {
  ledgerAudit,
  memberBalanceAccount,
  PLATFORM_ACCOUNTS,
  postTransfer,
  seedCause,
} from '../apps/server/src/modules/ledger'
import {
  type Call,
  type CallInput,
  type CallOutput,
  type Envelope,
  memberCalls,
  orderCalls,
  paymentCalls,
  shopCalls,
} from '../packages/contracts/src'
import { cpuMeter, createScratchDatabase, startProcess, stopProcess, waitForUrl } from './lib'
import { POSTGRES_SERVER_NODE_FLAGS, serverNodeFlags } from './shop-list'

/**
 * Money issue budget: members placing and paying orders by balance (preview -> insert -> pay by
 * balance, each with its own idempotency keys) against PostgreSQL (the scale-out database), measured
 * twice on the same server (decision 0046):
 * - saturation: a closed loop, BENCH_MEMBERS (100) members back to back with no think time: the most
 *   orders per second the server gives; its latency is members / throughput (Little's law), not the
 *   latency of a rush;
 * - lunch rush: an open loop, the same members together starting BENCH_RUSH_RATE (150) orders per
 *   second on a fixed schedule, latency measured from each order's scheduled start (a member still
 *   busy with the previous order starts late, and the wait counts: no coordinated omission).
 * BENCH_SERVER_PROCESSES (1) starts that many server processes on one database (decision 0037),
 * members spread over them.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.BENCH_PAY_PORT ?? 8293)
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const RUSH_RATE = Number(process.env.BENCH_RUSH_RATE ?? 150)
const PROCESSES = Number(process.env.BENCH_SERVER_PROCESSES ?? 1)
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

/** POSTs a JSON body and resolves to the answer's text (decompressed when the server compressed it). */
function post(url: string, body: string, token?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'accept-encoding': 'gzip, deflate, br',
          mlang: 'en',
          ...(token ? { authorization: token } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = response.headers['content-encoding']
          const text =
            encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
          resolve(text.toString('utf8'))
        })
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

function startServer(port: number, databaseUrl: string) {
  return startProcess(
    'node',
    // The server in its own process (the load generator never shares its event loop);
    // BENCH_NODE_FLAGS overrides the flags (for example `--cpu-prof` to profile it).
    [
      ...serverNodeFlags(POSTGRES_SERVER_NODE_FLAGS),
      // BENCH_SERVER_ENTRY: another build of the server, to compare two builds back to back.
      process.env.BENCH_SERVER_ENTRY ?? join(root, 'apps/server/dist/main.mjs'),
    ],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'demo',
      // 100 logins from one address within seconds: the per-IP sign-in limit would refuse them.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // Several processes share PostgreSQL's connections (max_connections 100 here).
      ...(PROCESSES > 1 && !process.env.DATABASE_POOL_SIZE
        ? { DATABASE_POOL_SIZE: String(Math.floor(20 / PROCESSES)) }
        : {}),
    },
  )
}

/** One API call over HTTP (to `base`, or the member's own server process), typed from its contract. */
/**
 * One API call over HTTP, typed from its contract, to `base` (a member's server process). Plain
 * node:http on kept-alive connections: the load generator shares the machine's two cores with the
 * server and PostgreSQL, and `fetch` cost it about 1.5 ms of CPU per call (decision 0051). It
 * accepts what a browser accepts (gzip, deflate, br), so the server compresses as it would for the app.
 */
export function apiCaller(defaultBase: string) {
  return async <C extends Call>(descriptor: C, body: CallInput<C>, token?: string, base = defaultBase) => {
    const envelope = JSON.parse(
      await post(`${base}/${descriptor.path}`, JSON.stringify({ lang: 'en', ...(body as object) }), token),
    ) as Envelope<CallOutput<C>>
    if (!envelope.success || envelope.data === null)
      throw new Error(`${descriptor.path}: ${envelope.message}`)
    return envelope.data
  }
}

type ApiCall = ReturnType<typeof apiCaller>

/** `count` members with a payment password and enough balance for a whole run, signed in: their tokens. */
export async function fundedMembers(db: Db, call: ApiCall, count: number, tag: string): Promise<string[]> {
  const passwordHash = await hashPaymentPassword('123456')
  const tokens: string[] = []
  for (let i = 0; i < count; i++) {
    const email = `bench${i}.${tag}@example.com`
    const memberId = await createMemberWithPassword(db, { email, password: 'Passw0rd1' })
    await db.update(members).set({ paymentPasswordHash: passwordHash }).where(eq(members.id, memberId))
    await db.transaction((tx) =>
      postTransfer(
        tx,
        {
          idempotencyKey: `bench:${memberId}`,
          causeType: seedCause,
          causeId: memberId,
          description: 'bench funds',
          legs: [
            { accountId: PLATFORM_ACCOUNTS.promotions, amountFen: -100_000_000 },
            { accountId: memberBalanceAccount(memberId), amountFen: 100_000_000 },
          ],
        },
        new Date(),
      ),
    )
    tokens.push((await call(memberCalls.login, { email, password: 'Passw0rd1' })).token)
  }
  return tokens
}

/**
 * One member's place + pay of `draft`: preview, insert, pay by balance, each with its own
 * idempotency key; resolves to the pay call's own time (ms).
 */
export function placeAndPay(call: ApiCall, draft: CallInput<typeof orderCalls.preview>) {
  let sequence = 0
  return async (token: string, base?: string): Promise<number> => {
    const quote = await call(orderCalls.preview, draft, token, base)
    const order = await call(
      orderCalls.insert,
      {
        ...draft,
        expectedTotalFen: quote.totalFen,
        idempotencyKey: `bench-o-${++sequence}-${performance.now()}`,
      },
      token,
      base,
    )
    const t1 = performance.now()
    await call(
      paymentCalls.byBalance,
      { orderId: order.id, paymentPassword: '123456', idempotencyKey: `bench-p-${order.id}` },
      token,
      base,
    )
    return performance.now() - t1
  }
}

/**
 * Where PostgreSQL's time goes (issue 17 asks for `pg_stat_statements` in the note): statements per
 * order and the heaviest ones of the closed loop. Needs the module preloaded
 * (`shared_preload_libraries = 'pg_stat_statements'`, a server restart); without it the bench says
 * so and goes on.
 */
async function statementStats(admin: pg.Client, databaseName: string) {
  const ready = await admin
    .query('create extension if not exists pg_stat_statements')
    .then(() => admin.query('select pg_stat_statements_reset()'))
    .then(
      () => true,
      () => false,
    )
  return {
    async top(orders: number): Promise<Record<string, string>> {
      if (!ready) return { pg_stat_statements: 'not preloaded on this server (no statement figures)' }
      const { rows } = await admin.query<{ calls: string; total: number; query: string }>(
        `select calls, total_exec_time as total, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as query
           from pg_stat_statements where dbid = (select oid from pg_database where datname = $1)
           order by total_exec_time desc`,
        [databaseName],
      )
      const perOrder = (n: number) => (n / Math.max(1, orders)).toFixed(2)
      const out: Record<string, string> = {
        'statements per place+pay (pg_stat_statements)': perOrder(
          rows.reduce((n, r) => n + Number(r.calls), 0),
        ),
        'statement time ms per place+pay': perOrder(rows.reduce((n, r) => n + r.total, 0)),
      }
      for (const [i, r] of rows.slice(0, 8).entries()) {
        out[`  #${i + 1} ${perOrder(Number(r.calls))}/order, ${perOrder(r.total)} ms/order`] = r.query
      }
      return out
    },
  }
}

export async function benchPayByBalance(): Promise<Record<string, string | number>> {
  const { name, url: databaseUrl } = await createScratchDatabase(
    ADMIN_URL,
    process.env.BENCH_DB_PREFIX ?? 'siam_bench',
  )
  // One at a time: the first migrates and seeds, the others find both done.
  const servers: ReturnType<typeof startServer>[] = []
  const bases: string[] = []
  const stopAll = () => Promise.all(servers.map(stopProcess))
  for (let i = 0; i < PROCESSES; i++) {
    servers.push(startServer(PORT + i, databaseUrl))
    try {
      await waitForUrl(`http://127.0.0.1:${PORT + i}/siam-server/health`)
    } catch (error) {
      await stopAll()
      throw error
    }
    bases.push(`http://127.0.0.1:${PORT + i}/siam-server/rest`)
  }
  const database = await openDatabase({ url: databaseUrl })
  try {
    const call = apiCaller(bases[0] as string)
    // The demo's 24-hour shop and a dish without required options.
    const found = await call(shopCalls.search, { keywords: 'Golden Crisp', position: '121.4737,31.2304' })
    const shopId = found.shops[0]?.id
    if (!shopId) throw new Error('the demo shop is missing: seed the demo data first')
    const menu = await call(shopCalls.menu, { shopId })
    const dish = menu
      .flatMap((c) => c.goods)
      .find((g) => !g.soldOut && g.optionGroups.every((o) => !o.required))
    if (!dish) throw new Error('the demo shop has no dish without required options')

    const tokens = await fundedMembers(database.db, call, MEMBERS, name)

    const draft: CallInput<typeof orderCalls.preview> = {
      shopId,
      shoppingWay: 'pickup',
      diningOption: 'take_away',
      items: [{ goodsId: dish.id, optionIds: [], number: 1 }],
      contactPhone: '13800138000',
    }
    const placeAndPayOnce = placeAndPay(call, draft)
    const loadMembers = tokens.map((token, i) => ({ token, base: bases[i % bases.length] }))
    const failed = (error: unknown, count: number) => {
      if (count < 5) console.error(String(error))
    }
    const signalServers = () => {
      // A statement-counting preload (BENCH_NODE_FLAGS="--require ...") resets its counts on this signal.
      const signal = process.env.BENCH_RESET_SIGNAL as NodeJS.Signals | undefined
      if (signal) for (const server of servers) server.kill(signal)
    }

    // Warm-up, not counted: one order per member compiles the hot paths and fills the pool, so
    // the CPU per order below is the steady state's.
    let warmUpFailures = 0
    await Promise.all(
      loadMembers.map(({ token, base }) =>
        placeAndPayOnce(token, base).catch((error) => failed(error, warmUpFailures++)),
      ),
    )

    // Saturation: a closed loop, every member back to back.
    signalServers()
    const admin = new pg.Client({ connectionString: ADMIN_URL })
    await admin.connect()
    const statements = await statementStats(admin, name)
    const closedCpu = await cpuMeter(
      admin,
      name,
      servers.map((s) => s.pid),
    )
    const closed = { placeAndPay: [] as number[], payOnly: [] as number[], failures: 0 }
    const until = Date.now() + SECONDS * 1000
    const started = Date.now()
    await Promise.all(
      loadMembers.map(async ({ token, base }) => {
        while (Date.now() < until) {
          const t0 = performance.now()
          try {
            closed.payOnly.push(await placeAndPayOnce(token, base))
            closed.placeAndPay.push(performance.now() - t0)
          } catch (error) {
            failed(error, closed.failures++)
          }
        }
      }),
    )
    const elapsed = (Date.now() - started) / 1000
    closed.placeAndPay.sort((a, b) => a - b)
    closed.payOnly.sort((a, b) => a - b)
    const loadAfterClosed = loadavg()[0]?.toFixed(1) ?? '?'
    const cpu = await closedCpu()
    const topStatements = await statements.top(closed.placeAndPay.length)
    await admin.end()
    const cpuPerOrder = (seconds: number) =>
      ((1000 * seconds) / Math.max(1, closed.placeAndPay.length)).toFixed(1)

    // Lunch rush: an open loop. Order k of the run is due at k / RUSH_RATE seconds and belongs to
    // member k mod MEMBERS; its latency counts from when it was due, so a late start (the member
    // still busy, the server queueing) shows in the figure instead of slowing the offered load.
    // Orders still not started SECONDS after the last one was due are not served (an overloaded
    // server would otherwise make the run last for minutes); they count as infinitely late.
    const rush = {
      placeAndPay: [] as number[],
      payOnly: [] as number[],
      failures: 0,
      lateStarts: 0,
      notServed: 0,
    }
    const due = Math.floor(SECONDS * RUSH_RATE)
    const rushStart = performance.now() + 100
    await Promise.all(
      loadMembers.map(async ({ token, base }, m) => {
        for (let k = m; k < due; k += MEMBERS) {
          const scheduled = rushStart + (k * 1000) / RUSH_RATE
          const wait = scheduled - performance.now()
          if (wait > 0) await sleep(wait)
          else if (wait < -10) rush.lateStarts++
          if (performance.now() > rushStart + 2 * SECONDS * 1000) {
            rush.notServed++
            rush.placeAndPay.push(Number.POSITIVE_INFINITY)
            continue
          }
          try {
            rush.payOnly.push(await placeAndPayOnce(token, base))
            rush.placeAndPay.push(performance.now() - scheduled)
          } catch (error) {
            failed(error, rush.failures++)
          }
        }
      }),
    )
    const rushElapsed = (performance.now() - rushStart) / 1000
    rush.placeAndPay.sort((a, b) => a - b)
    rush.payOnly.sort((a, b) => a - b)

    // Books must balance after the load: every entry of the run sums to zero.
    const sum = await ledgerAudit.sumOfAllEntries(database.db)
    // The load average says how busy the machine was (the figures are only comparable on a quiet one).
    return {
      'server processes': PROCESSES,
      'members (concurrent) [budget run: 100]': MEMBERS,
      'saturation (closed loop, no think time):': '',
      'duration s': elapsed.toFixed(1),
      'orders placed and paid': closed.placeAndPay.length,
      'orders per second [budget >= 150]': (closed.placeAndPay.length / elapsed).toFixed(1),
      'place+pay p50 ms': percentile(closed.placeAndPay, 50).toFixed(0),
      // Little's law: at 100 in flight, p99 <= 250 ms needs >= 400 orders/s (decision 0046).
      'place+pay p99 ms (= members / throughput)': percentile(closed.placeAndPay, 99).toFixed(0),
      'pay by balance p50 ms': percentile(closed.payOnly, 50).toFixed(0),
      'pay by balance p99 ms': percentile(closed.payOnly, 99).toFixed(0),
      'failures [budget 0]': closed.failures + warmUpFailures,
      // CPU per order depends less on the machine's other load than latency does (it still rises
      // with contention: compare runs at similar load averages).
      'server CPU ms per place+pay': cpuPerOrder(cpu.server),
      'PostgreSQL CPU ms per place+pay': cpuPerOrder(cpu.pg),
      'load generator CPU ms per place+pay': cpuPerOrder(cpu.loadGenerator),
      ...topStatements,
      'load average (1 min) after the closed loop': loadAfterClosed,
      [`lunch rush (open loop, ${RUSH_RATE} orders/s offered):`]: '',
      'rush orders due': due,
      // Served / (last due + the last order's latency): an open loop at 150/s offered prints just under
      // 150 whenever any latency is left at the end, so the throughput budget is the saturation line's.
      'rush orders per second achieved (offered / tail included)': (
        (rush.placeAndPay.length - rush.notServed) /
        rushElapsed
      ).toFixed(1),
      'rush place+pay p50 ms from schedule': percentile(rush.placeAndPay, 50).toFixed(0),
      'rush place+pay p99 ms from schedule [budget <= 250]': percentile(rush.placeAndPay, 99).toFixed(0),
      'rush pay by balance p99 ms': percentile(rush.payOnly, 99).toFixed(0),
      'rush orders started late (member or client busy)': rush.lateStarts,
      'rush orders not served (overload) [budget 0]': rush.notServed,
      'rush failures [budget 0]': rush.failures,
      'ledger entries sum [must be 0]': sum,
      'load average (1 min) at the end': loadavg()[0]?.toFixed(1) ?? '?',
      'server node flags': serverNodeFlags(POSTGRES_SERVER_NODE_FLAGS).join(' '),
    }
  } finally {
    agent.destroy()
    await stopAll()
    await database.close()
    const dropper = new pg.Client({ connectionString: ADMIN_URL })
    await dropper.connect()
    await dropper.query(`drop database if exists ${name} with (force)`)
    await dropper.end()
  }
}
