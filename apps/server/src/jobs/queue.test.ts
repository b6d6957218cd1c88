import type { OrderDetail, Payment } from '@siam/contracts'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sandboxTrades } from '../adapters/payments/sandbox/sandbox.tables'
import type { SandboxGateway } from '../adapters/payments/sandbox/sandbox-gateway'
import { type Database, openDatabase } from '../db/client'
import { ledgerAudit, PLATFORM_ACCOUNTS } from '../modules/ledger'
import { paymentRefunds } from '../modules/payments/payments.tables'
import { ManualClock } from '../platform/clock'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
  type TestMember,
} from '../test/fixtures'
import {
  deliveryDraft,
  historyOf,
  ledgerEntriesOf,
  orderRow,
  payByBalance,
  paymentsOf,
  placeOrder,
} from '../test/flows'
import type { TestApp } from '../test/harness'
import { createApiTestApp, useApiTestApp } from '../test/suite'
import { jobs } from './jobs.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
const MINUTE = 60_000
const at = (ms: number) => new Date(NOON.getTime() + ms)
type Created = { payment: Payment; action: { type: 'redirect'; url: string } }

describe('durable jobs', () => {
  const t = useApiTestApp()
  let shop: FixtureShop
  let member: TestMember
  let addressId: string
  let sandbox: SandboxGateway

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    member = await createMember(t, { balanceFen: 100_000 })
    addressId = (await createAddress(t, member.token)).id
    sandbox = t.app.moduleDeps.gateways.sandbox as SandboxGateway
  })
  beforeEach(async () => {
    // Each test starts at noon with nothing due from an earlier test.
    t.clock.set(at(24 * 60 * MINUTE))
    await t.app.jobs.runDue(1000)
    t.clock.set(NOON)
  })

  const place = () => placeOrder(t, member.token, deliveryDraft(shop, addressId))
  const createPayment = async (orderId: string, payType = 'alipay') =>
    await t.ok<Created>(
      'member/payment/create',
      { orderId, payType, environment: 'browser', idempotencyKey: `jp-${orderId}` },
      member.token,
    )

  describe('pay deadline', () => {
    it('cancels an unpaid order once the deadline has passed, not before', async () => {
      const order = await place()
      expect(order.payDeadlineAt).toBe('2026-11-21T04:05:00.000Z')
      t.clock.set(at(5 * MINUTE - 1))
      expect(await t.app.jobs.runDue()).toBe(0)
      expect((await orderRow(t, order.id)).status).toBe(1)
      t.clock.set(at(5 * MINUTE))
      expect(await t.app.jobs.runDue()).toBe(1)
      const row = await orderRow(t, order.id)
      expect([row.status, row.cancelReason, row.payDeadlineAt]).toEqual([10, 'reason:pay_timeout', null])
      const history = await historyOf(t, order.id)
      expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorType, h.createdAt.toISOString()])).toEqual([
        [null, 1, 'member', '2026-11-21T04:00:00.000Z'],
        [1, 10, 'system', '2026-11-21T04:05:00.000Z'],
      ])
      const seen = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
      expect(seen).toMatchObject({
        status: 10,
        cancelReason: 'Not paid within the time limit',
        payDeadlineAt: null,
        actions: [],
      })
      const [job] = await t.db.select().from(jobs).where(eq(jobs.dedupeKey, order.id))
      expect(job).toMatchObject({ kind: 'order.pay_deadline', status: 'done', attempts: 1 })
      // Done is done: nothing runs again.
      t.clock.set(at(60 * MINUTE))
      expect(await t.app.jobs.runDue()).toBe(0)
      expect(await historyOf(t, order.id)).toHaveLength(2)
      // The member sees it cancelled; it can no longer be paid.
      expect(
        await t.call(
          'member/platformPay/byBalance',
          { orderId: order.id, paymentPassword: '123456', idempotencyKey: `late-${order.id}` },
          member.token,
        ),
      ).toMatchObject({
        status: 409,
        errorKey: 'ORDER_NOT_PAYABLE',
      })
    })

    it('a running runner does every due deadline at once, not one batch a poll', async () => {
      // A rush makes 150 deadlines a second due: one batch of 20 a poll would fall behind for good.
      const placed = []
      for (let i = 0; i < 45; i++) placed.push(await place())
      t.clock.set(at(5 * MINUTE))
      expect(await t.app.jobs.drain()).toBe(45)
      for (const order of placed) expect((await orderRow(t, order.id)).status).toBe(10)
      expect(await t.app.jobs.drain()).toBe(0)
    })

    it('leaves a paid order alone when its deadline comes', async () => {
      const order = await place()
      await payByBalance(t, member.token, order.id)
      t.clock.set(at(5 * MINUTE))
      expect(await t.app.jobs.runDue()).toBe(1)
      expect((await orderRow(t, order.id)).status).toBe(2)
      expect(await historyOf(t, order.id)).toHaveLength(2)
    })

    it('asks the provider first: a payment approved without a notification pays the order', async () => {
      const order = await place()
      const { payment } = await createPayment(order.id)
      const trade = await sandbox.byRef(payment.id)
      t.clock.set(at(4 * MINUTE))
      // The payer approved; the notification never arrives.
      expect(await sandbox.decide(trade?.tradeNo as string, 'approve')).toBeTruthy()
      expect((await orderRow(t, order.id)).status).toBe(1)
      t.clock.set(at(5 * MINUTE))
      expect(await t.app.jobs.runDue()).toBe(1)
      const row = await orderRow(t, order.id)
      expect([row.status, row.payType, row.paidFen, row.paidAt?.toISOString()]).toEqual([
        2,
        'alipay',
        4100,
        '2026-11-21T04:05:00.000Z',
      ])
      expect((await paymentsOf(t, order.id)).map((p) => p.status)).toEqual(['succeeded'])
      expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))).toEqual([])
      expect((await historyOf(t, order.id)).map((h) => h.toStatus)).toEqual([1, 2])
    })

    it('refunds in full a payment that succeeds after the order was cancelled; the order stays 10', async () => {
      const order = await place()
      const { payment, action } = await createPayment(order.id, 'card')
      t.clock.set(at(5 * MINUTE))
      expect(await t.app.jobs.runDue()).toBe(1)
      expect((await orderRow(t, order.id)).status).toBe(10)
      // The open payment was asked about, then closed at the provider before the order was cancelled.
      expect((await paymentsOf(t, order.id))[0]?.status).toBe('closed')
      expect((await sandbox.byRef(payment.id))?.status).toBe('CLOSED')
      // The hosted page no longer takes the money.
      await t.app.inject({ method: 'POST', url: `${action.url}/approve` })
      expect((await sandbox.byRef(payment.id))?.status).toBe('CLOSED')

      // Some providers take money on a link handed out before the close (Alipay's wap page): the
      // provider reports a success for the closed payment after all.
      t.clock.set(at(7 * MINUTE))
      await t.db
        .update(sandboxTrades)
        .set({ status: 'SUCCESS', paidAt: t.clock.now() })
        .where(eq(sandboxTrades.merchantRef, payment.id))
      const late = await sandbox.byRef(payment.id)
      expect(await sandbox.notify(late as NonNullable<typeof late>)).toBe(true)
      const [pending] = await t.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment.id))
      expect(pending).toMatchObject({ amountFen: 4100, status: 'pending', reason: 'late_payment' })
      expect(await t.app.jobs.runDue()).toBe(1)

      const [refund] = await t.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, payment.id))
      expect(refund).toMatchObject({
        amountFen: 4100,
        status: 'succeeded',
        reason: 'late_payment',
        lastError: null,
      })
      expect(refund?.providerRefundNo).toMatch(/^SBR/)
      expect(refund?.finishedAt?.toISOString()).toBe('2026-11-21T04:07:00.000Z')
      expect((await sandbox.byRef(payment.id))?.refundedFen).toBe(4100)
      expect((await paymentsOf(t, order.id))[0]).toMatchObject({ status: 'succeeded', refundedFen: 4100 })
      const row = await orderRow(t, order.id)
      expect([row.status, row.paidFen, row.refundedFen]).toEqual([10, 0, 0])
      expect((await historyOf(t, order.id)).map((h) => h.toStatus)).toEqual([1, 10])
      // Money in, money out: the provider clearing account is square for this order.
      const entries = await ledgerEntriesOf(t, order.id)
      const net = (account: string) =>
        entries.filter((e) => e.accountId === account).reduce((n, e) => n + e.amountFen, 0)
      expect(entries).toHaveLength(4)
      expect(net(PLATFORM_ACCOUNTS.providerClearing)).toBe(0)
      expect(net(PLATFORM_ACCOUNTS.orderReceipts)).toBe(0)
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
      // A redelivered notification refunds nothing more.
      const trade = await sandbox.byRef(payment.id)
      const { headers, body } = sandbox.notificationFor(trade as NonNullable<typeof trade>)
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/siam-server/rest/notify/sandbox',
            headers,
            payload: body,
          })
        ).statusCode,
      ).toBe(200)
      expect(await t.app.jobs.runDue()).toBe(0)
      expect(
        await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
      ).toHaveLength(1)
    })
  })

  describe('auto-complete', () => {
    it('completes a delivered order 60 minutes after delivery, not before', async () => {
      const merchant = await createMerchant(t, [shop.shopId])
      const order = await place()
      await payByBalance(t, member.token, order.id)
      await t.ok('merchant/order/updateStatus', { id: order.id, action: 'accept' }, merchant)
      await t.ok(
        'merchant/order/dispatch',
        { id: order.id, courierName: 'Wang', courierPhone: '13912345678' },
        merchant,
      )
      t.clock.set(at(20 * MINUTE))
      await t.ok('merchant/order/updateStatus', { id: order.id, action: 'deliver' }, merchant)
      t.clock.set(at(80 * MINUTE - 1))
      // The pay-deadline job (a no-op now) is the only one due.
      expect(await t.app.jobs.runDue()).toBe(1)
      expect((await orderRow(t, order.id)).status).toBe(12)
      t.clock.set(at(80 * MINUTE))
      expect(await t.app.jobs.runDue()).toBe(1)
      const row = await orderRow(t, order.id)
      expect([row.status, row.completedAt?.toISOString()]).toEqual([6, '2026-11-21T05:20:00.000Z'])
      expect((await historyOf(t, order.id)).at(-1)).toMatchObject({
        fromStatus: 12,
        toStatus: 6,
        actorType: 'system',
      })
    })

    it('follows the auto-complete setting as it is when the order is delivered', async () => {
      const settings = t.app.moduleDeps.settings
      const merchant = await createMerchant(t, [shop.shopId])
      const order = await place()
      await payByBalance(t, member.token, order.id)
      await t.ok('merchant/order/updateStatus', { id: order.id, action: 'accept' }, merchant)
      await t.ok(
        'merchant/order/dispatch',
        { id: order.id, courierName: 'Wang', courierPhone: '13912345678' },
        merchant,
      )
      // A changed setting is read from the database by the next call that needs it.
      await settings.set('autoCompleteMinutes', 45)
      try {
        await t.ok('merchant/order/updateStatus', { id: order.id, action: 'deliver' }, merchant)
      } finally {
        await settings.set('autoCompleteMinutes', 60)
      }
      t.clock.set(at(45 * MINUTE - 1))
      await t.app.jobs.runDue()
      expect((await orderRow(t, order.id)).status).toBe(12)
      t.clock.set(at(45 * MINUTE))
      expect(await t.app.jobs.runDue()).toBe(1)
      expect((await orderRow(t, order.id)).status).toBe(6)
    })

    it('does nothing when the member confirmed receipt first', async () => {
      const merchant = await createMerchant(t, [shop.shopId])
      const order = await place()
      await payByBalance(t, member.token, order.id)
      await t.ok('merchant/order/updateStatus', { id: order.id, action: 'accept' }, merchant)
      await t.ok(
        'merchant/order/dispatch',
        { id: order.id, courierName: 'Wang', courierPhone: '13912345678' },
        merchant,
      )
      await t.ok('merchant/order/updateStatus', { id: order.id, action: 'deliver' }, merchant)
      await t.ok('member/order/confirmReceipt', { id: order.id }, member.token)
      t.clock.set(at(61 * MINUTE))
      expect(await t.app.jobs.runDue()).toBe(2)
      expect((await historyOf(t, order.id)).map((h) => h.toStatus)).toEqual([1, 2, 4, 5, 12, 6])
    })
  })
  describe('restarts', () => {
    it('survives a restart: a new app on the same database runs the deadline', async () => {
      // A first server process on the shared database places an order and stops before its deadline.
      const first = await createApiTestApp({ database: t.database, clock: new ManualClock(NOON) })
      const order = await placeOrder(first, member.token, deliveryDraft(shop, addressId))
      await first.app.close()
      // Nothing in memory survives; the next process finds the job in the database.
      const second = await createApiTestApp({ database: t.database, clock: new ManualClock(at(6 * MINUTE)) })
      try {
        expect(await second.app.jobs.runDue()).toBe(1)
        expect((await orderRow(second, order.id)).status).toBe(10)
        expect((await historyOf(second, order.id)).map((h) => [h.toStatus, h.actorType])).toEqual([
          [1, 'member'],
          [10, 'system'],
        ])
      } finally {
        // Only the app: the database belongs to the file's shared app.
        await second.app.close()
      }
    })
  })
})

describe('durable jobs across processes', () => {
  it.runIf(process.env.SIAM_TEST_DB === 'pg')(
    'two runners on one PostgreSQL database cancel each order once',
    async () => {
      const a = await createApiTestApp()
      let other: Database | undefined
      let b: TestApp | undefined
      try {
        const result = await a.db.execute<{ name: string }>(sql`select current_database() as name`)
        const url = new URL(process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
        url.pathname = `/${result.rows[0]?.name}`
        other = await openDatabase({ url: url.toString() })
        // The second process: its own connection pool and app on the same database and time.
        b = await createApiTestApp({ database: other, clock: a.clock })
        const shop = await createFixtureShop(a.db)
        const m = await createMember(a)
        const addressId = (await createAddress(a, m.token)).id
        for (let round = 0; round < 3; round++) {
          a.clock.set(at(round * 60 * MINUTE))
          const orders = []
          for (let i = 0; i < 6; i++)
            orders.push(await placeOrder(a, m.token, deliveryDraft(shop, addressId)))
          a.clock.set(at(round * 60 * MINUTE + 5 * MINUTE))
          const ran = await Promise.all([
            a.app.jobs.runDue(2),
            b.app.jobs.runDue(2),
            a.app.jobs.runDue(2),
            b.app.jobs.runDue(2),
          ])
          expect(ran.reduce((x, y) => x + y, 0)).toBe(6)
          for (const order of orders) {
            expect((await orderRow(a, order.id)).status).toBe(10)
            expect((await historyOf(a, order.id)).filter((h) => h.toStatus === 10)).toHaveLength(1)
          }
          expect(await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()])).toEqual([0, 0])
        }
      } finally {
        if (b) await b.app.close()
        if (other) await other.close()
        await a.close()
      }
    },
  )
})
