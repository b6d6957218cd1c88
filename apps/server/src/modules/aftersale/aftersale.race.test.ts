/**
 * Every pair of after-sale operations run at once on one order, on PostgreSQL (real concurrent
 * transactions; issue 10, section 3). After each round the money must add up: the refunds of a
 * payment never exceed it, no payment refund is left pending that cannot complete, the ledger sums
 * to zero, the order's refunded amount and lines match the decided requests, and an open request
 * can still be decided.
 *
 * AFTERSALE_RACE_REPEATS (default 3) sets the rounds per pair; each pair runs at every stage that
 * one of its operations needs (a paid order, a request waiting for the merchant, a rejected one).
 */
import type { OrderDetail, RefundProcess } from '@siam/contracts'
import { RefundStatus } from '@siam/domain'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import { deliveryDraft, payByBalance, placeOrder } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'
import { orderItems, orders } from '../orders/orders.tables'
import { paymentRefunds, payments } from '../payments/payments.tables'
import { refundRequestItems, refundRequests } from './aftersale.tables'

const ON_PG = process.env.SIAM_TEST_DB === 'pg'
const REPEATS = Number(process.env.AFTERSALE_RACE_REPEATS) || 3
const NOON = new Date('2026-11-21T04:00:00Z')

/** 0: a paid pending order; 1: a member request waiting for the merchant; 2: the merchant rejected it. */
type Stage = 0 | 1 | 2
const OPS = {
  quickCancel: 0,
  cancel: 0,
  outOfStock: 0,
  apply: 0,
  rejectOrder: 0,
  withdraw: 1,
  merchantAudit: 1,
  deadlineJobs: 1,
  escalate: 2,
  platformAudit: 2,
} satisfies Record<string, Stage>
type Op = keyof typeof OPS
const OP_NAMES = Object.keys(OPS) as Op[]

interface Round {
  order: OrderDetail
  refundId: string | null
  round: number
}

describe.skipIf(!ON_PG)('after-sale operations racing on one order (PostgreSQL)', () => {
  const t = useApiTestApp({ timeoutMs: 60_000 })
  let shop: FixtureShop
  let merchant: string
  let platform: string
  let member: TestMember
  let addressId: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [shop.shopId])
    platform = await createMerchant(t, [], 'platform')
    member = await createMember(t, { balanceFen: 100_000_000 })
    addressId = (await createAddress(t, member.token)).id
  }, 60_000)

  const lines = (order: OrderDetail) => order.lines.map((l) => ({ orderItemId: l.id, number: l.quantity }))
  const teaLine = (order: OrderDetail) => {
    const line = order.lines.find((l) => l.goodsId === shop.teaId)
    if (!line) throw new Error('no tea line')
    return { orderItemId: line.id, number: 1 }
  }
  const applyBody = (orderId: string, items: { orderItemId: string; number: number }[]) => ({
    orderId,
    items,
    reason: 16,
    description: 'Too salty',
    images: [],
    idempotencyKey: `race-${newId()}`,
  })

  /** A paid order (balance, or the sandbox provider every other round) brought to the stage. */
  async function arrange(stage: Stage, round: number, pair: Op[]): Promise<Round> {
    t.clock.set(NOON)
    const order = await placeOrder(t, member.token, deliveryDraft(shop, addressId))
    if (round % 2 === 1) {
      const created = await t.ok<{ action: { url: string } }>(
        'member/payment/create',
        { orderId: order.id, payType: 'alipay', environment: 'browser', idempotencyKey: `pay-${newId()}` },
        member.token,
      )
      await t.app.inject({ method: 'POST', url: `${created.action.url}/approve` })
    } else {
      await payByBalance(t, member.token, order.id)
    }
    const paid = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
    expect(paid.status).toBe(2)
    if (stage === 0) return { order: paid, refundId: null, round }
    const applied = await t.ok<RefundProcess>(
      'member/order/applyRefund',
      applyBody(order.id, [teaLine(paid)]),
      member.token,
    )
    const refundId = applied.refunds[0]?.id ?? null
    if (!refundId) throw new Error('no request')
    // The merchant's 12 hours have passed (the deadline job may act); the clock stays put.
    await t.db
      .update(refundRequests)
      .set({ merchantDeadlineAt: new Date(NOON.getTime() - 1) })
      .where(eq(refundRequests.id, refundId))
    if (stage === 2) {
      await t.ok('merchant/refund/audit', { refundId, decision: 'reject', reason: 'No' }, merchant)
      if (pair.includes('deadlineJobs'))
        await t.db
          .update(refundRequests)
          .set({ escalateDeadlineAt: new Date(NOON.getTime() - 1) })
          .where(eq(refundRequests.id, refundId))
    }
    return { order: paid, refundId, round }
  }

  /** One operation; answers what happened (an HTTP status, or the job's result). */
  async function run(op: Op, { order, refundId, round }: Round): Promise<string> {
    const call = async (path: string, body: Record<string, unknown>, token: string) => {
      const res = await t.call(path, body, token)
      return res.success ? '200' : `${res.status} ${res.errorKey}`
    }
    const decision = round % 2 === 0 ? 'approve' : 'reject'
    switch (op) {
      case 'quickCancel':
        return call('member/order/quickCancel', { id: order.id, reason: 8 }, member.token)
      case 'cancel':
        return call('member/order/cancelOrder', { id: order.id }, member.token)
      case 'outOfStock':
        return call('merchant/order/markOutOfStock', { orderId: order.id, items: [teaLine(order)] }, merchant)
      case 'apply':
        return call('member/order/applyRefund', applyBody(order.id, lines(order)), member.token)
      case 'rejectOrder':
        return call('merchant/order/reject', { id: order.id, reason: 'Closed today' }, merchant)
      case 'withdraw':
        if (!refundId) return 'skipped'
        return call('member/order/withdrawRefund', { refundId }, member.token)
      case 'escalate':
        if (!refundId) return 'skipped'
        return call('member/order/escalateRefund', { refundId, note: 'Please look' }, member.token)
      case 'merchantAudit':
        if (!refundId) return 'skipped'
        return call('merchant/refund/audit', { refundId, decision, reason: 'No' }, merchant)
      case 'platformAudit':
        if (!refundId) return 'skipped'
        return call('admin/refund/audit', { refundId, decision, reason: 'No' }, platform)
      case 'deadlineJobs': {
        if (!refundId) return 'skipped'
        const { aftersale } = t.app.services
        const results = await Promise.all([
          aftersale.merchantDeadlinePassed(refundId),
          aftersale.escalationDeadlinePassed(refundId),
        ])
        return `jobs ${results.join('/')}`
      }
    }
  }

  /** What must hold for the order after any round; returns the broken rules. */
  async function brokenRules(orderId: string): Promise<string[]> {
    const broken: string[] = []
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    if (!order) return ['order vanished']
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, orderId))
    const money = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId))
    const requests = await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId))
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    for (const payment of paid.filter((p) => p.status === 'succeeded')) {
      const mine = money.filter((r) => r.paymentId === payment.id)
      const spoken = mine.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amountFen, 0)
      if (spoken > payment.amountFen)
        broken.push(`refunds of payment ${payment.amountFen} add up to ${spoken}`)
      const done = mine.filter((r) => r.status === 'succeeded').reduce((n, r) => n + r.amountFen, 0)
      if (done !== payment.refundedFen)
        broken.push(`payment refunded ${payment.refundedFen}, refunds ${done}`)
    }
    for (const r of money.filter((r) => r.status === 'pending'))
      broken.push(`refund ${r.amountFen} (${r.reason}) left pending: ${r.lastError ?? ''}`)
    const succeeded = money.filter((r) => r.status === 'succeeded').reduce((n, r) => n + r.amountFen, 0)
    if (order.refundedFen !== succeeded)
      broken.push(`order refunded ${order.refundedFen}, refunds ${succeeded}`)
    if (order.refundedFen > order.paidFen)
      broken.push(`order refunded ${order.refundedFen} of ${order.paidFen}`)
    if ((order.status === 8 || order.status === 11) && order.refundedFen !== order.paidFen)
      broken.push(`order ${order.status} with ${order.refundedFen} of ${order.paidFen} back`)
    const open = requests.filter((r) => r.status >= 1 && r.status <= 4)
    if (open.length > 1) broken.push(`${open.length} open requests`)
    if ((order.status === 7) !== (open.length === 1))
      broken.push(`order ${order.status} with ${open.length} open request(s)`)
    const won = requests.filter((r) => r.status === RefundStatus.SUCCEEDED)
    const wonLines = won.length
      ? await t.db
          .select()
          .from(refundRequestItems)
          .where(sql`${refundRequestItems.requestId} in ${won.map((r) => r.id)}`)
      : []
    const openLines = open.length
      ? await t.db
          .select()
          .from(refundRequestItems)
          .where(sql`${refundRequestItems.requestId} in ${open.map((r) => r.id)}`)
      : []
    for (const item of items) {
      const decided = wonLines.filter((l) => l.orderItemId === item.id).reduce((n, l) => n + l.quantity, 0)
      const held = openLines.filter((l) => l.orderItemId === item.id).reduce((n, l) => n + l.quantity, 0)
      if (item.refundedQuantity !== decided)
        broken.push(`line refunded ${item.refundedQuantity}, decided requests ${decided}`)
      if (item.refundedQuantity + held > item.quantity)
        broken.push(`line of ${item.quantity}: ${item.refundedQuantity} refunded + ${held} asked`)
    }
    for (const request of won) {
      const sent = money
        .filter((r) => r.refundRequestId === request.id && r.supersededBy === null)
        .reduce((n, r) => n + r.amountFen, 0)
      if (sent !== request.amountFen) broken.push(`request of ${request.amountFen} sent ${sent}`)
    }
    const total = await ledgerAudit.sumOfAllEntries(t.db)
    if (total !== 0) broken.push(`ledger sums to ${total}`)
    return broken
  }

  /** Pending payment refunds are sent (as their job would); an open request is decided. */
  async function settle(orderId: string): Promise<string[]> {
    const problems: string[] = []
    const sendPending = async () => {
      const pending = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId))
      for (const r of pending.filter((r) => r.status === 'pending'))
        await t.app.services.payments.processRefund(r.id).catch(() => 'left pending')
    }
    await sendPending()
    const [open] = (
      await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId))
    ).filter((r) => r.status >= 2 && r.status <= 4)
    if (open) {
      const res =
        open.status === 2
          ? await t.call(
              'merchant/refund/audit',
              { refundId: open.id, decision: 'approve', reason: '' },
              merchant,
            )
          : await t.call(
              'admin/refund/audit',
              { refundId: open.id, decision: 'approve', reason: '' },
              platform,
            )
      if (!res.success) problems.push(`open request ${open.status} cannot be approved: ${res.errorKey}`)
      await sendPending()
    }
    return problems
  }

  it(`every pair of operations at once, ${REPEATS} rounds per pair and stage, keeps the money right`, async () => {
    const failures: string[] = []
    const outcomes = new Map<string, number>()
    for (const [i, a] of OP_NAMES.entries()) {
      for (const b of OP_NAMES.slice(i)) {
        const stages = [...new Set([OPS[a], OPS[b]])]
        for (let round = 0; round < REPEATS * stages.length; round++) {
          const stage = stages[round % stages.length] as Stage
          const arranged = await arrange(stage, round, [a, b])
          const answers = await Promise.all([run(a, arranged), run(b, arranged)])
          const label = `${a} + ${b} at stage ${stage}, round ${round} -> ${answers.join(', ')}`
          for (const answer of answers) {
            if (answer.startsWith('500')) failures.push(`${label}: server error`)
            outcomes.set(answer, (outcomes.get(answer) ?? 0) + 1)
          }
          const before = await brokenRules(arranged.order.id)
          const stuck = await settle(arranged.order.id)
          const after = await brokenRules(arranged.order.id)
          for (const problem of [...new Set([...before, ...stuck, ...after])])
            failures.push(`${label}: ${problem}`)
        }
      }
    }
    if (failures.length > 0)
      console.log(`${failures.length} broken rounds:\n${failures.slice(0, 40).join('\n')}`)
    console.log('answers:', JSON.stringify(Object.fromEntries(outcomes)))
    expect(failures).toEqual([])
  }, 900_000)
})
