import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../apps/server/src/db/client'
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
import { createScratchDatabase, startProcess, stopProcess, waitForUrl } from './lib'
import { SERVER_NODE_FLAGS } from './shop-list'

/**
 * Money issue budget: members placing and paying orders by balance, 100 at once (BENCH_MEMBERS), against
 * PostgreSQL (the scale-out database). Each virtual member loops preview -> insert -> pay by
 * balance with its own idempotency keys; prints orders per second and latency percentiles of the
 * whole place-and-pay and of the payment call alone.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const PORT = Number(process.env.BENCH_PAY_PORT ?? 8293)
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

export async function benchPayByBalance(): Promise<Record<string, string | number>> {
  const { name, url: databaseUrl } = await createScratchDatabase(ADMIN_URL, 'siam_bench')

  const server = startProcess(
    'node',
    // The server in its own process (the load generator never shares its event loop);
    // BENCH_NODE_FLAGS overrides the flags (for example `--cpu-prof` to profile it).
    [
      ...(process.env.BENCH_NODE_FLAGS ?? SERVER_NODE_FLAGS).split(' ').filter(Boolean),
      join(root, 'apps/server/dist/main.mjs'),
    ],
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'demo',
      // 100 logins from one address within seconds: the per-IP sign-in limit would refuse them.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  )
  const base = `http://127.0.0.1:${PORT}/siam-server/rest`
  const database = await (async () => {
    await waitForUrl(`http://127.0.0.1:${PORT}/siam-server/health`)
    return openDatabase({ url: databaseUrl })
  })()
  try {
    /** One API call over HTTP, typed from its contract. */
    const call = async <C extends Call>(descriptor: C, body: CallInput<C>, token?: string) => {
      const response = await fetch(`${base}/${descriptor.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          mlang: 'en',
          ...(token ? { authorization: token } : {}),
        },
        body: JSON.stringify({ lang: 'en', ...(body as object) }),
      })
      const envelope = (await response.json()) as Envelope<CallOutput<C>>
      if (!envelope.success || envelope.data === null)
        throw new Error(`${descriptor.path}: ${envelope.message}`)
      return envelope.data
    }
    // The demo's 24-hour shop and a dish without required options.
    const found = await call(shopCalls.search, { keywords: 'Golden Crisp', position: '121.4737,31.2304' })
    const shopId = found.shops[0]?.id
    if (!shopId) throw new Error('the demo shop is missing: seed the demo data first')
    const menu = await call(shopCalls.menu, { shopId })
    const dish = menu
      .flatMap((c) => c.goods)
      .find((g) => !g.soldOut && g.optionGroups.every((o) => !o.required))
    if (!dish) throw new Error('the demo shop has no dish without required options')

    // Members with a payment password and enough balance for the whole run.
    const passwordHash = await hashPaymentPassword('123456')
    const tokens: string[] = []
    for (let i = 0; i < MEMBERS; i++) {
      const email = `bench${i}.${name}@example.com`
      const memberId = await createMemberWithPassword(database.db, { email, password: 'Passw0rd1' })
      await database.db
        .update(members)
        .set({ paymentPasswordHash: passwordHash })
        .where(eq(members.id, memberId))
      await database.db.transaction((tx) =>
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

    const draft: CallInput<typeof orderCalls.preview> = {
      shopId,
      shoppingWay: 'pickup',
      diningOption: 'take_away',
      items: [{ goodsId: dish.id, optionIds: [], number: 1 }],
      contactPhone: '13800138000',
    }
    const placeAndPay: number[] = []
    const payOnly: number[] = []
    let failures = 0
    const until = Date.now() + SECONDS * 1000
    let sequence = 0
    const started = Date.now()
    await Promise.all(
      tokens.map(async (token) => {
        while (Date.now() < until) {
          const t0 = performance.now()
          try {
            const quote = await call(orderCalls.preview, draft, token)
            const order = await call(
              orderCalls.insert,
              { ...draft, expectedTotalFen: quote.totalFen, idempotencyKey: `bench-o-${++sequence}-${t0}` },
              token,
            )
            const t1 = performance.now()
            await call(
              paymentCalls.byBalance,
              { orderId: order.id, paymentPassword: '123456', idempotencyKey: `bench-p-${order.id}` },
              token,
            )
            const t2 = performance.now()
            placeAndPay.push(t2 - t0)
            payOnly.push(t2 - t1)
          } catch (error) {
            failures++
            if (failures < 5) console.error(String(error))
          }
        }
      }),
    )
    const elapsed = (Date.now() - started) / 1000
    placeAndPay.sort((a, b) => a - b)
    payOnly.sort((a, b) => a - b)
    // Books must balance after the load: every entry of the run sums to zero.
    const sum = await ledgerAudit.sumOfAllEntries(database.db)
    // Issue 17's budget holds at 100 concurrent members; the load average says how busy the
    // machine was (the figures are only comparable on a quiet one).
    return {
      'members (concurrent) [budget run: 100]': MEMBERS,
      'duration s': elapsed.toFixed(1),
      'orders placed and paid': placeAndPay.length,
      'orders per second [budget >= 150]': (placeAndPay.length / elapsed).toFixed(1),
      'place+pay p50 ms': percentile(placeAndPay, 50).toFixed(0),
      'place+pay p99 ms [budget <= 250]': percentile(placeAndPay, 99).toFixed(0),
      'pay by balance p50 ms': percentile(payOnly, 50).toFixed(0),
      'pay by balance p99 ms': percentile(payOnly, 99).toFixed(0),
      'failures [budget 0]': failures,
      'ledger entries sum [must be 0]': sum,
      'load average (1 min) at the end': loadavg()[0]?.toFixed(1) ?? '?',
    }
  } finally {
    await stopProcess(server)
    await database.close()
    const dropper = new pg.Client({ connectionString: ADMIN_URL })
    await dropper.connect()
    await dropper.query(`drop database if exists ${name} with (force)`)
    await dropper.end()
  }
}
