/**
 * Money property test of the points mall (issue 12): random sequences of mall purchases (points only,
 * points + cash from the balance; right, wrong and replayed payment passwords and idempotency keys),
 * cancellations, shipping, receipt, after-sale requests and their approval or refusal, against a
 * plain model of the member's points, balance and orders. After every step every ledger invariant is
 * checked: all entries sum to zero, each wallet's cached balance equals its entries and the model,
 * each order's status equals the model's, each order has exactly its transfers (spent; given back
 * once when cancelled or refunded), and at the end stock + items kept by orders = stock put in.
 *
 * Kept beside the mall rather than in payments/money-model.kit.ts (whose sequences cover orders,
 * recharges and provider payments): a mall step touches only the points and balance wallets.
 */
import { MALL_AFTER_SALE_DAYS, type MallOrderStatus } from '@siam/domain'
import { and, eq, like, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit, memberAccount } from '../ledger'
import { ledgerTransfers } from '../ledger/ledger.tables'
import { mallAdmin, mallMember, saveGoods } from './mall.kit'
import { mallGoods, mallOrders, mallRefunds } from './mall.tables'

const ON_PG = process.env.SIAM_TEST_DB === 'pg'
const RUNS = ON_PG ? 8 : 25
const SEED = 20261121
const NOON = new Date('2026-11-21T04:00:00Z')
const STOCK = 100_000

type GoodsKey = 'points' | 'mixed'
const PRICES: Record<GoodsKey, { points: number; cashFen: number }> = {
  points: { points: 300, cashFen: 0 },
  mixed: { points: 200, cashFen: 990 },
}

type Cmd =
  | { k: 'buy'; goods: GoodsKey; qty: number; password: 'right' | 'wrong'; replay: boolean }
  | { k: 'cancel'; o: number }
  | { k: 'ship'; o: number }
  | { k: 'confirm'; o: number }
  | { k: 'apply'; o: number; kind: 'refund' | 'return_refund' }
  | { k: 'audit'; o: number; approve: boolean }

const ix = fc.nat({ max: 5 })
const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      k: fc.constant('buy' as const),
      goods: fc.constantFrom<GoodsKey>('points', 'mixed'),
      qty: fc.integer({ min: 1, max: 3 }),
      password: fc.constantFrom<'right' | 'wrong'>('right', 'right', 'right', 'wrong'),
      replay: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('cancel' as const), o: ix }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('ship' as const), o: ix }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('confirm' as const), o: ix }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('apply' as const),
      o: ix,
      kind: fc.constantFrom<'refund' | 'return_refund'>('refund', 'return_refund'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('audit' as const), o: ix, approve: fc.boolean() }) },
)
const sequenceArb = fc.record({
  points: fc.constantFrom(0, 250, 600, 3_000),
  balanceFen: fc.constantFrom(0, 990, 5_000),
  cmds: fc.array(cmdArb, { minLength: 1, maxLength: 12 }),
})

interface OrderM {
  id: string
  status: MallOrderStatus
  /** The member confirmed receipt: a refused after-sale goes back to completed, else to shipped. */
  received?: boolean
  points: number
  cashFen: number
  goods: GoodsKey
  qty: number
}
interface Model {
  points: number
  balance: number
  failures: number
  locked: boolean
  orders: OrderM[]
  /** The last successful purchase's key and body, for a replay. */
  last: { key: string; body: Record<string, unknown>; orderId: string } | null
}

describe('points mall money property', () => {
  const t = useApiTestApp({ at: NOON })
  let admin = ''
  const goodsIds = {} as Record<GoodsKey, string>

  beforeAll(async () => {
    const a = await mallAdmin(t)
    admin = a.admin
    for (const key of ['points', 'mixed'] as const) {
      goodsIds[key] = (await saveGoods(t, admin, a.categoryId, { ...PRICES[key], stock: STOCK })).id
    }
  })

  async function check(memberId: string, m: Model, where: string) {
    const problems: string[] = []
    if ((await ledgerAudit.sumOfAllEntries(t.db)) !== 0) problems.push('entries do not sum to zero')
    for (const [kind, want] of [
      ['points', m.points],
      ['balance', m.balance],
    ] as const) {
      const id = memberAccount(memberId, kind)
      const [row] = await t.db
        .execute<{ b: string }>(sql`select balance_fen as b from ledger_accounts where id = ${id}`)
        .then((r) => r.rows)
      const cached = Number(row?.b ?? 0)
      const entries = await ledgerAudit.sumOfEntries(t.db, id)
      if (cached !== entries) problems.push(`${kind} caches ${cached}, entries ${entries}`)
      if (cached !== want) problems.push(`${kind} is ${cached}, model ${want}`)
      if (cached < 0) problems.push(`${kind} negative`)
    }
    for (const o of m.orders) {
      const [row] = await t.db
        .select({ status: mallOrders.status })
        .from(mallOrders)
        .where(eq(mallOrders.id, o.id))
      if (row?.status !== o.status) problems.push(`order ${o.id} is ${row?.status}, model ${o.status}`)
      const keys = (
        await t.db
          .select({ key: ledgerTransfers.idempotencyKey })
          .from(ledgerTransfers)
          .where(like(ledgerTransfers.idempotencyKey, `mall_%:${o.id}`))
      )
        .map((r) => r.key.split(':')[0])
        .sort()
      const back = o.status === 'cancelled' || o.status === 'refunded'
      const want = [
        'mall_points',
        ...(o.cashFen > 0 ? ['mall_cash'] : []),
        ...(back ? ['mall_points_back', ...(o.cashFen > 0 ? ['mall_cash_back'] : [])] : []),
      ].sort()
      if (keys.join() !== want.join())
        problems.push(`order ${o.id} (${o.status}) transfers ${keys}, want ${want}`)
    }
    expect(problems, where).toEqual([])
  }

  async function run(seq: { points: number; balanceFen: number; cmds: Cmd[] }) {
    const member = await mallMember(t, { points: seq.points, balanceFen: seq.balanceFen })
    const m: Model = {
      points: seq.points,
      balance: seq.balanceFen,
      failures: 0,
      locked: false,
      orders: [],
      last: null,
    }
    const pick = (o: number) => m.orders[o % Math.max(1, m.orders.length)]
    for (const [i, cmd] of seq.cmds.entries()) {
      const where = `step ${i} ${JSON.stringify(cmd)}`
      if (cmd.k === 'buy') {
        const replay = cmd.replay && cmd.password === 'right' && m.last !== null && !m.locked
        const key = replay && m.last ? m.last.key : `p-${newId()}`
        const body =
          replay && m.last
            ? m.last.body
            : {
                draft: { goods: { goodsId: goodsIds[cmd.goods], number: cmd.qty } },
                deliveryAddressId: member.addressId,
              }
        const answer = await t.call<{ id: string }>(
          'member/pointsMall/order/insert',
          { ...body, idempotencyKey: key, paymentPassword: cmd.password === 'right' ? '123456' : '000000' },
          member.token,
        )
        if (m.locked) {
          expect(answer.errorKey, where).toBe('PAYMENT_PASSWORD_LOCKED')
        } else if (cmd.password === 'wrong') {
          m.failures++
          if (m.failures >= 5) m.locked = true
          expect(answer.errorKey, where).toBe(m.locked ? 'PAYMENT_PASSWORD_LOCKED' : 'PAYMENT_PASSWORD_WRONG')
        } else if (replay && m.last) {
          m.failures = 0
          expect(answer.data?.id, where).toBe(m.last.orderId)
        } else {
          m.failures = 0
          const price = PRICES[cmd.goods]
          const points = price.points * cmd.qty
          const cashFen = price.cashFen * cmd.qty
          if (m.points < points) expect(answer.errorKey, where).toBe('MALL_POINTS_NOT_ENOUGH')
          else if (m.balance < cashFen) expect(answer.errorKey, where).toBe('INSUFFICIENT_BALANCE')
          else {
            expect(answer.success, `${where}: ${answer.errorKey}`).toBe(true)
            const id = answer.data?.id ?? ''
            m.points -= points
            m.balance -= cashFen
            m.orders.push({ id, status: 'paid', points, cashFen, goods: cmd.goods, qty: cmd.qty })
            m.last = { key, body, orderId: id }
          }
        }
      } else {
        const o = pick(cmd.o)
        if (!o) continue
        const giveBack = () => {
          m.points += o.points
          m.balance += o.cashFen
        }
        if (cmd.k === 'cancel') {
          const answer = await t.call('member/pointsMall/order/cancelOrder', { id: o.id }, member.token)
          if (o.status === 'paid') {
            expect(answer.success, where).toBe(true)
            o.status = 'cancelled'
            giveBack()
          } else expect(answer.errorKey, where).toBe('MALL_ORDER_STATUS_CONFLICT')
        } else if (cmd.k === 'ship') {
          const answer = await t.call(
            'admin/pointsMall/order/deliver',
            { id: o.id, carrier: 'SF', trackingNo: 'SF0001' },
            admin,
          )
          if (o.status === 'paid') {
            expect(answer.success, where).toBe(true)
            o.status = 'shipped'
          } else expect(answer.errorKey, where).toBe('MALL_ORDER_STATUS_CONFLICT')
        } else if (cmd.k === 'confirm') {
          const answer = await t.call('member/pointsMall/order/confirmReceipt', { id: o.id }, member.token)
          if (o.status === 'shipped') {
            expect(answer.success, where).toBe(true)
            o.status = 'completed'
            o.received = true
          } else expect(answer.errorKey, where).toBe('MALL_ORDER_STATUS_CONFLICT')
        } else if (cmd.k === 'apply') {
          const answer = await t.call(
            'member/pointsMall/order/applyRefund',
            { id: o.id, kind: cmd.kind, reason: 'property' },
            member.token,
          )
          if (o.status === 'shipped' || o.status === 'completed') {
            expect(answer.success, where).toBe(true)
            o.status = 'after_sale'
          } else expect(answer.errorKey, where).toBe('MALL_ORDER_STATUS_CONFLICT')
        } else {
          const [pending] = await t.db
            .select({ id: mallRefunds.id })
            .from(mallRefunds)
            .where(and(eq(mallRefunds.orderId, o.id), eq(mallRefunds.status, 'pending')))
          if ((o.status === 'after_sale') !== Boolean(pending))
            throw new Error(`${where}: pending request mismatch`)
          if (!pending) continue
          const answer = await t.call(
            'admin/pointsMall/refund/audit',
            { refundId: pending.id, approve: cmd.approve },
            admin,
          )
          expect(answer.success, where).toBe(true)
          o.status = cmd.approve ? 'refunded' : o.received ? 'completed' : 'shipped'
          if (cmd.approve) giveBack()
        }
      }
      await check(member.memberId, m, where)
    }
  }

  it('keeps every ledger invariant over random mall sequences (points only and points + cash)', {
    timeout: 600_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(sequenceArb, (seq) => run(seq)),
      { numRuns: RUNS, seed: SEED },
    )
    // Stock: what is left plus what orders keep is what was put in (return-and-refund gives it back).
    for (const key of ['points', 'mixed'] as const) {
      const id = goodsIds[key]
      const [row] = await t.db.select({ stock: mallGoods.stock }).from(mallGoods).where(eq(mallGoods.id, id))
      const orders = await t.db.select().from(mallOrders)
      const returned = await t.db
        .select({ orderId: mallRefunds.orderId })
        .from(mallRefunds)
        .where(and(eq(mallRefunds.status, 'approved'), eq(mallRefunds.kind, 'return_refund')))
      const back = new Set(returned.map((r) => r.orderId))
      const kept = orders
        .filter((o) => o.status !== 'cancelled' && !back.has(o.id))
        .flatMap((o) => o.lines)
        .filter((l) => l.goodsId === id)
        .reduce((n, l) => n + l.number, 0)
      expect((row?.stock ?? 0) + kept, key).toBe(STOCK)
    }
    expect(MALL_AFTER_SALE_DAYS).toBe(20)
  })
})
