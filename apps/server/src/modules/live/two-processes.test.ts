import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Envelope, OrderDetail, OrderQuote, StreamTicket } from '@siam/contracts'
import { OrderStatus } from '@siam/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../jobs/jobs.tables'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
} from '../../test/fixtures'
import { deliveryDraft } from '../../test/flows'
import { createTestApp, createTestDatabase, type TestApp } from '../../test/harness'
import { openSse, type SseEvent } from '../../test/sse'
import { UNLIMITED_AUTH } from '../../test/suite'
import { orderHistory } from '../orders/orders.tables'

const ON_PG = process.env.SIAM_TEST_DB === 'pg'
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url))
const AUTH_LIMIT = 4

/** A free TCP port on the loopback (the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

interface Server {
  base: string
  process: ChildProcess
  output: string[]
}

/** One server process from the TypeScript source (tsx), jobs on, a movable clock, on `url`. */
async function startServer(url: string): Promise<Server> {
  const port = await freePort()
  const output: string[] = []
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      RUN_JOBS: 'true',
      JOB_POLL_MS: '100',
      DEV_CLOCK: 'true',
      LOG_LEVEL: 'warn',
      SHOP_CACHE_MS: '0',
      // Kept sessions outlive every test here: a sign-out can only reach the other process by notice.
      SESSION_CACHE_MS: '600000',
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      UPLOAD_DIR: join(tmpdir(), `siam-two-processes-${process.pid}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => output.push(String(chunk)))
  child.stderr?.on('data', (chunk) => output.push(String(chunk)))
  const base = `http://127.0.0.1:${port}`
  // Starting from source on a busy machine takes a while: a ceiling for a hang, not a measure.
  const deadline = Date.now() + 100_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`)
    const healthy = await fetch(`${base}/siam-server/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy) return { base, process: child, output }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill('SIGTERM')
  throw new Error(`server did not start: ${output.join('')}`)
}

async function post<T>(server: Server, path: string, body: Record<string, unknown>, token?: string) {
  const response = await fetch(`${server.base}/siam-server/rest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Envelope<T>
}

async function ok<T>(
  server: Server,
  path: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const answer = await post<T>(server, path, body, token)
  if (!answer.success) throw new Error(`${path}: ${answer.errorKey} ${answer.message}`)
  return answer.data as T
}

describe.skipIf(!ON_PG)('two server processes on one PostgreSQL', () => {
  let fixtures: TestApp
  let a: Server
  let b: Server
  let shop: FixtureShop
  let merchant: string
  let member: { token: string; email: string }
  let addressId: string

  beforeAll(async () => {
    const database = await createTestDatabase()
    if (!database.url) throw new Error('the PostgreSQL test database has no url')
    // Members, staff and the shop are written through an in-process app on the same database (no jobs).
    fixtures = await createTestApp({
      database,
      config: (await import('../../config')).testConfig(UNLIMITED_AUTH),
    })
    fixtures.clock.set(new Date())
    shop = await createFixtureShop(fixtures.db)
    merchant = await createMerchant(fixtures, [shop.shopId])
    member = await createMember(fixtures, { balanceFen: 1_000_000 })
    addressId = (await createAddress(fixtures, member.token)).id
    ;[a, b] = await Promise.all([startServer(database.url), startServer(database.url)])
  }, 240_000)

  afterAll(async () => {
    for (const server of [a, b]) server?.process.kill('SIGTERM')
    await Promise.all(
      [a, b].map((server) =>
        server && server.process.exitCode === null
          ? new Promise((resolve) => server.process.once('exit', resolve))
          : undefined,
      ),
    )
    await fixtures?.close()
  }, 60_000)

  async function placeOn(server: Server): Promise<OrderDetail> {
    const draft = deliveryDraft(shop, addressId)
    const quote = await ok<OrderQuote>(server, 'member/order/preview', draft, member.token)
    return ok<OrderDetail>(
      server,
      'member/order/insert',
      { ...draft, expectedTotalFen: quote.totalFen, idempotencyKey: `o-${newId()}` },
      member.token,
    )
  }
  const about = (orderId: string, status: number) => (event: SseEvent) => {
    const data = JSON.parse(event.data) as { orderId: string; status: number }
    return data.orderId === orderId && data.status === status
  }

  it("delivers a merchant's move on server A to a member's stream on server B, and a new order to B's board", async () => {
    const board = await openSse(
      `${b.base}/siam-server/rest/merchant/events?ticket=${(await ok<StreamTicket>(b, 'merchant/events/ticket', {}, merchant)).ticket}`,
    )
    const placed = await placeOn(a)
    const paid = await ok<OrderDetail>(
      a,
      'member/platformPay/byBalance',
      { orderId: placed.id, paymentPassword: '123456', idempotencyKey: `p-${newId()}` },
      member.token,
    )
    await board.next(about(placed.id, paid.status), 20_000)

    // The ticket is asked of A and redeemed on B: tickets live in the shared database.
    const { ticket } = await ok<StreamTicket>(
      a,
      'member/order/events/ticket',
      { id: placed.id },
      member.token,
    )
    const page = await openSse(
      `${b.base}/siam-server/rest/member/order/events?id=${placed.id}&ticket=${ticket}`,
    )
    expect(page.status).toBe(200)
    const askedAt = performance.now()
    const accepted = await ok<OrderDetail>(
      a,
      'merchant/order/updateStatus',
      { id: placed.id, action: 'accept' },
      merchant,
    )
    const answeredAt = performance.now()
    await page.next(about(placed.id, accepted.status), 20_000)
    const heardAt = performance.now()
    // Reported, not asserted (the goal is under a second): the NOTIFY leaves at commit, before A answers.
    console.info(
      `live event A -> B: heard ${Math.round(heardAt - askedAt)} ms after asking A to accept (A answered after ${Math.round(answeredAt - askedAt)} ms)`,
    )
    board.close()
    page.close()
  })

  it('runs a due job once with two job runners polling, and shares one rate limit', async () => {
    const unpaid = await placeOn(a)
    // Both clocks move past the pay deadline (5 minutes) to 5 s into a fresh minute, so the rate
    // limit's one-minute window below starts empty and cannot end during the test.
    const ms = 6 * 60_000 + (60_000 - (Date.now() % 60_000)) + 5_000
    for (const server of [a, b]) {
      const moved = await fetch(`${server.base}/siam-server/dev/clock/advance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ms }),
      })
      expect(moved.ok).toBe(true)
    }
    await expect
      .poll(
        async () =>
          (await ok<OrderDetail>(b, 'member/order/selectById', { id: unpaid.id }, member.token)).status,
        { timeout: 30_000, interval: 250 },
      )
      .toBe(OrderStatus.CANCELLED)
    // Let both runners poll a few more times: a second run would show as a second attempt.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const [job] = await fixtures.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'order.pay_deadline'), eq(jobs.dedupeKey, unpaid.id)))
    expect(job?.status).toBe('done')
    expect(job?.attempts).toBe(1)
    const cancels = await fixtures.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, unpaid.id), eq(orderHistory.toStatus, OrderStatus.CANCELLED)))
    expect(cancels).toHaveLength(1)

    // AUTH_LIMIT sign-in attempts per minute per IP, counted in the database: half on each server.
    const attempt = (server: Server) =>
      post(server, 'member/login', { email: member.email, password: 'wrong-password-1' })
    const answers = []
    for (let i = 0; i < AUTH_LIMIT; i++) answers.push(await attempt(i % 2 === 0 ? a : b))
    expect(answers.map((r) => r.errorKey)).not.toContain('RATE_LIMITED')
    expect((await attempt(a)).errorKey).toBe('RATE_LIMITED')
    expect((await attempt(b)).errorKey).toBe('RATE_LIMITED')
  })

  it('a sign-out on server A ends the session on server B, which kept it, at once', async () => {
    const leaving = await createMember(fixtures)
    const memberInfo = (server: Server) => post(server, 'member/getLoginMemberInfo', {}, leaving.token)
    expect((await memberInfo(b)).success).toBe(true) // B now keeps the session (SESSION_CACHE_MS)
    expect((await memberInfo(b)).success).toBe(true)
    await ok(a, 'member/logout', {}, leaving.token)
    expect((await memberInfo(a)).success).toBe(false)
    // B hears of it when A's delete commits; without the notice B would accept it for ten minutes.
    await expect
      .poll(async () => (await memberInfo(b)).success, { timeout: 20_000, interval: 100 })
      .toBe(false)
  })
})
