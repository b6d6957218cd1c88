import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type {
  aftersaleCalls,
  BoardOrder,
  ConsoleRefund,
  ConsoleRefundDetail,
  OrderDetail,
  OrderSummary,
  Payment,
  PaymentRefundRow,
  RefundPreview,
  RefundProcess,
} from '@siam/contracts'
import { REFUND_STATUS_CODES } from '@siam/domain'
import { count, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SandboxGateway } from '../../adapters/payments/sandbox/sandbox-gateway'
import { MIGRATIONS_DIR } from '../../db/client'
import { jobs } from '../../jobs/jobs.tables'
import { AppError } from '../../platform/errors'
import { newId } from '../../platform/ids'
import {
  createAddress,
  createFixtureShop,
  createMember,
  createMerchant,
  type FixtureShop,
  type TestMember,
} from '../../test/fixtures'
import {
  deliveryDraft,
  historyOf,
  memberBalance,
  orderRow,
  payByBalance,
  pickupDraft,
  placeOrder,
} from '../../test/flows'
import type { RequestBody } from '../../test/requests'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'
import { orderItems } from '../orders/orders.tables'
import { paymentRefunds } from '../payments/payments.tables'
import { recordMemberUploads } from '../uploads/test-support'
import { refundRequestHistory, refundRequests } from './aftersale.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
const HOUR = 60 * 60_000
type Member = TestMember
type Page<T> = { records: T[]; total: number }
type Line = { orderItemId: string; number: number }

/**
 * The fixture delivery order (noodles 28 + 1 packing, tea 12, full reduction 5 yuan shared 354 /
 * 146 by largest remainder over 2900 / 1200, delivery 5 yuan) was paid 4100 fen. By the amount
 * rules: noodles back = 2900 - 354 = 2546, tea back = 1200 - 146 = 1054, delivery fee 500 only
 * when everything goes back or the order was never dispatched.
 */
describe('after-sale', () => {
  const t = useApiTestApp()
  let shop: FixtureShop
  let otherShop: FixtureShop
  let merchant: string
  let merchant2: string
  let otherMerchant: string
  let platform: string
  let member: Member
  let stranger: Member
  let addressId: string
  let sandbox: SandboxGateway

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    otherShop = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [shop.shopId])
    merchant2 = await createMerchant(t, [shop.shopId])
    otherMerchant = await createMerchant(t, [otherShop.shopId])
    platform = await createMerchant(t, [], 'platform')
    member = await createMember(t, { balanceFen: 10_000_000 })
    stranger = await createMember(t, { balanceFen: 10_000_000 })
    addressId = (await createAddress(t, member.token)).id
    sandbox = t.app.moduleDeps.gateways.sandbox as SandboxGateway
    // Refund photos must be the member's own uploads (issue 10.4).
    await recordMemberUploads(t, member.memberId, [
      'uploads/a.jpg',
      'uploads/b.jpg',
      'uploads/x.jpg',
      'uploads/p1.jpg',
    ])
  })
  beforeEach(() => {
    t.clock.set(NOON)
    vi.restoreAllMocks()
  })

  // ---------- arranging ----------

  const STEPS: Record<string, Record<number, string[]>> = {
    delivery: {
      2: [],
      4: ['accept'],
      5: ['accept', 'dispatch'],
      12: ['accept', 'dispatch', 'deliver'],
      6: ['accept', 'dispatch', 'deliver', 'confirm'],
    },
    pickup: { 2: [], 3: ['mark_ready'], 6: ['mark_ready', 'picked_up'] },
  }

  /** A paid order of `shop` brought to a status through the API. */
  async function paidOrder(
    opts: {
      kind?: 'delivery' | 'pickup'
      status?: number
      items?: { goodsId: string; optionIds: string[]; number: number }[]
      pay?: 'balance' | 'alipay'
      at?: FixtureShop
    } = {},
  ): Promise<OrderDetail> {
    const kind = opts.kind ?? 'delivery'
    const at = opts.at ?? shop
    const extra = opts.items ? { items: opts.items } : {}
    const draft = kind === 'delivery' ? deliveryDraft(at, addressId, extra) : pickupDraft(at, extra)
    const order = await placeOrder(t, member.token, draft)
    if (opts.pay === 'alipay') {
      const created = await t.ok<{ payment: Payment; action: { url: string } }>(
        'member/payment/create',
        { orderId: order.id, payType: 'alipay', environment: 'browser', idempotencyKey: `pay-${newId()}` },
        member.token,
      )
      await t.app.inject({ method: 'POST', url: `${created.action.url}/approve` })
    } else {
      await payByBalance(t, member.token, order.id)
    }
    const token = at === shop ? merchant : otherMerchant
    for (const step of STEPS[kind]?.[opts.status ?? 2] ?? []) {
      if (step === 'confirm') await t.ok('member/order/confirmReceipt', { id: order.id }, member.token)
      else if (step === 'dispatch')
        await t.ok(
          'merchant/order/dispatch',
          { id: order.id, courierName: 'Wang', courierPhone: '13912345678' },
          token,
        )
      else await t.ok('merchant/order/updateStatus', { id: order.id, action: step }, token)
    }
    const detail = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
    expect(detail.status).toBe(opts.status ?? 2)
    return detail
  }

  /** Two noodles and one tea: paid 7000, reduction shares 414 / 86 (worked in the domain tests). */
  const twoNoodlesAndTea = () => [
    { goodsId: shop.noodlesId, optionIds: [shop.smallId], number: 2 },
    { goodsId: shop.teaId, optionIds: [], number: 1 },
  ]

  const lineOf = (order: OrderDetail, goodsId: string) => {
    const line = order.lines.find((l) => l.goodsId === goodsId)
    if (!line) throw new Error(`no line for ${goodsId}`)
    return line
  }
  const tea = (order: OrderDetail, number = 1): Line => ({
    orderItemId: lineOf(order, shop.teaId).id,
    number,
  })
  const noodles = (order: OrderDetail, number = 1): Line => ({
    orderItemId: lineOf(order, shop.noodlesId).id,
    number,
  })
  type ApplyChanges = Partial<RequestBody<typeof aftersaleCalls.applyRefund>>
  const everything = (order: OrderDetail): Line[] =>
    order.lines.map((l) => ({ orderItemId: l.id, number: l.quantity }))

  const apply = (orderId: string, items: Line[], extra: ApplyChanges = {}, token = member.token) =>
    t.call<RefundProcess>(
      'member/order/applyRefund',
      {
        orderId,
        items,
        reason: 16,
        description: 'Too salty',
        images: ['uploads/a.jpg', 'uploads/b.jpg'],
        idempotencyKey: `rf-${newId()}`,
        ...extra,
      },
      token,
    )
  async function applied(orderId: string, items: Line[], extra: ApplyChanges = {}) {
    const res = await apply(orderId, items, extra)
    if (!res.success) throw new Error(`apply failed: ${res.errorKey} ${res.message}`)
    const refund = res.data?.refunds[0]
    if (!refund) throw new Error('no refund in the answer')
    return refund
  }
  const audit = (
    refundId: string,
    decision: 'approve' | 'reject',
    token = merchant,
    reason = '',
    path = 'merchant/refund/audit',
  ) => t.call<ConsoleRefund>(path, { refundId, decision, reason }, token)
  async function mustAudit(...args: Parameters<typeof audit>) {
    const res = await audit(...args)
    if (!res.success) throw new Error(`audit failed: ${res.errorKey} ${res.message}`)
    return res.data as ConsoleRefund
  }
  const process = (orderId: string, token = member.token) =>
    t.ok<RefundProcess>('member/order/selectRefundProcess', { orderId }, token)
  const refundView = async (orderId: string, refundId: string) => {
    const found = (await process(orderId)).refunds.find((r) => r.id === refundId)
    if (!found) throw new Error(`no refund ${refundId}`)
    return found
  }
  const requestRow = async (id: string) => {
    const [row] = await t.db.select().from(refundRequests).where(eq(refundRequests.id, id))
    if (!row) throw new Error(`no request ${id}`)
    return row
  }
  const moneyOf = (requestId: string) =>
    t.db.select().from(paymentRefunds).where(eq(paymentRefunds.refundRequestId, requestId))
  const refundedQuantities = async (orderId: string) =>
    (await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)))
      .sort((a, b) => a.sort - b.sort)
      .map((i) => i.refundedQuantity)
  const requestCount = async (orderId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(refundRequests)
      .where(eq(refundRequests.orderId, orderId))
    return Number(row?.n ?? 0)
  }
  /** Everything a refused call must leave alone. */
  async function snapshot(orderId: string) {
    const order = await orderRow(t, orderId)
    const requests = await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId))
    return {
      order: [order.status, order.refundedFen, order.updatedAt.toISOString()],
      orderHistory: (await historyOf(t, orderId)).length,
      requests: requests.map((r) => [r.id, r.status, r.amountFen, r.updatedAt.toISOString()]),
      money: (await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId))).length,
      quantities: await refundedQuantities(orderId),
      balance: await memberBalance(t, member.memberId),
    }
  }

  // ---------- schema ----------

  it('keeps the refund_requests status CHECK equal to the domain codes', () => {
    const sql = readFileSync(join(MIGRATIONS_DIR, '0002_after_sale_and_addresses.sql'), 'utf8')
    const list = /CONSTRAINT "refund_requests_status_check" CHECK \(status in \(([^)]*)\)\)/.exec(sql)?.[1]
    expect(list?.split(',').map(Number)).toEqual(REFUND_STATUS_CODES)
  })

  // ---------- the order's buttons ----------

  describe('order detail actions', () => {
    it('quick cancel within a minute of payment, a refund within 24 h, per-line refundable quantities', async () => {
      const order = await paidOrder()
      expect(order.actions).toEqual(['quick_cancel', 'apply_refund'])
      expect(order.reviewed).toBe(false)
      expect(order.lines.map((l) => [l.refundedQuantity, l.refundableQuantity])).toEqual([
        [0, 1],
        [0, 1],
      ])
      t.clock.advance(60_000)
      const later = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
      expect(later.actions).toEqual(['apply_refund'])
      t.clock.set(new Date(NOON.getTime() + 24 * HOUR - 1))
      expect(
        (await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)).actions,
      ).toEqual(['apply_refund'])
      t.clock.set(new Date(NOON.getTime() + 24 * HOUR))
      const closed = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
      expect(closed.actions).toEqual([])
      expect(closed.lines.map((l) => l.refundableQuantity)).toEqual([0, 0])
    })

    it('a completed order offers a review for 14 days; delivered offers confirm receipt', async () => {
      const delivered = await paidOrder({ status: 12 })
      expect(delivered.actions).toEqual(['apply_refund', 'confirm_receipt'])
      const completed = await paidOrder({ kind: 'pickup', status: 6 })
      expect(completed.actions).toEqual(['apply_refund', 'review'])
      t.clock.set(new Date(NOON.getTime() + 14 * 24 * HOUR))
      expect(
        (await t.ok<OrderDetail>('member/order/selectById', { id: completed.id }, member.token)).actions,
      ).toEqual([])
    })

    it('while a request is open: view_refund, no second request; the lines it holds are not refundable', async () => {
      const order = await paidOrder({ status: 4 })
      await applied(order.id, [tea(order)])
      const seen = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
      expect(seen.status).toBe(7)
      expect(seen.actions).toEqual(['view_refund'])
      expect(seen.lines.map((l) => l.refundableQuantity)).toEqual([0, 0])
    })
  })

  // ---------- applying ----------

  describe('apply', () => {
    it('previews the server amount: a never-dispatched order gives the delivery fee back', async () => {
      const order = await paidOrder({ status: 4 })
      expect(order.totalFen).toBe(4100)
      expect(order.lines.map((l) => [l.couponShareFen, l.fullReductionShareFen])).toEqual([
        [0, 354],
        [0, 146],
      ])
      const preview = await t.ok<RefundPreview>(
        'member/order/refundPreview',
        { orderId: order.id, items: [tea(order)] },
        member.token,
      )
      expect(preview).toMatchObject({
        orderId: order.id,
        deliveryFeeFen: 500,
        totalFen: 1054 + 500,
        toBalanceFen: 1554,
        refundableFen: 4100,
        available: [
          { orderItemId: lineOf(order, shop.noodlesId).id, refundableQuantity: 1 },
          { orderItemId: lineOf(order, shop.teaId).id, refundableQuantity: 1 },
        ],
      })
      expect(preview.lines).toEqual([
        {
          orderItemId: lineOf(order, shop.teaId).id,
          name: 'Milk tea',
          nameZh: '奶茶',
          image: 'demo/t.svg',
          optionNames: [],
          quantity: 1,
          grossFen: 1200,
          discountFen: 146,
          amountFen: 1054,
        },
      ])
    })

    it('a dispatched order: a partial refund keeps the delivery fee, a full one gives it back', async () => {
      const order = await paidOrder({ status: 5 })
      const part = await t.ok<RefundPreview>(
        'member/order/refundPreview',
        { orderId: order.id, items: [noodles(order)] },
        member.token,
      )
      expect(part).toMatchObject({ deliveryFeeFen: 0, totalFen: 2546 })
      const all = await t.ok<RefundPreview>(
        'member/order/refundPreview',
        { orderId: order.id, items: everything(order) },
        member.token,
      )
      expect(all).toMatchObject({ deliveryFeeFen: 500, totalFen: 4100 })
    })

    it('submits (1) and hands to the merchant (2) at once; the order moves to 7 with its history', async () => {
      const order = await paidOrder({ status: 12 })
      t.clock.advance(10 * 60_000)
      const res = await apply(order.id, [tea(order)], { images: ['uploads/x.jpg'] })
      expect(res).toMatchObject({ status: 200, success: true })
      const process = res.data as RefundProcess
      expect(process).toMatchObject({ orderId: order.id, orderStatus: 7, paidFen: 4100, refundedFen: 0 })
      expect(process.refunds).toHaveLength(1)
      const refund = process.refunds[0]
      expect(refund).toMatchObject({
        kind: 'member',
        status: 2,
        amountFen: 1054,
        deliveryFeeFen: 0,
        toBalanceFen: 1054,
        reason: 16,
        reasonText: 'Bad taste',
        description: 'Too salty',
        images: ['uploads/x.jpg'],
        merchantRejectReason: null,
        platformRejectReason: null,
        merchantDeadlineAt: '2026-11-21T16:10:00.000Z',
        escalateDeadlineAt: null,
        moneyStatus: 'none',
        resolvedAt: null,
        actions: ['withdraw'],
      })
      expect(refund?.timeline.map((r) => [r.fromStatus, r.toStatus, r.actor, r.note])).toEqual([
        [null, 1, 'member', 'Too salty'],
        [1, 2, 'system', null],
      ])
      expect((await requestRow(refund?.id ?? '')).orderStatusBefore).toBe(12)
      expect((await historyOf(t, order.id)).at(-1)).toMatchObject({
        fromStatus: 12,
        toStatus: 7,
        actorType: 'member',
      })
      // The merchant's answer deadline is a durable job.
      const [job] = await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, refund?.id ?? ''))
      expect(job).toMatchObject({ kind: 'refund.merchant_deadline', status: 'pending' })
      expect(job?.runAt.toISOString()).toBe('2026-11-21T16:10:00.000Z')
      // The same answer in Chinese.
      const zh = await t.ok<RefundProcess>(
        'member/order/selectRefundProcess',
        { refundId: refund?.id, lang: 'zh-Hans' },
        member.token,
      )
      expect(zh.refunds[0]?.reasonText).toBe('口味不佳')
    })

    it('is idempotent: the same key answers with the first request; another key finds one open', async () => {
      const order = await paidOrder()
      const key = `rf-${newId()}`
      const first = await apply(order.id, [tea(order)], { idempotencyKey: key })
      const again = await apply(order.id, [tea(order)], { idempotencyKey: key })
      expect(first.success && again.success).toBe(true)
      expect(again.data?.refunds.map((r) => r.id)).toEqual(first.data?.refunds.map((r) => r.id))
      expect(await requestCount(order.id)).toBe(1)
      expect(await apply(order.id, [noodles(order)], { idempotencyKey: key })).toMatchObject({
        status: 409,
        errorKey: 'IDEMPOTENCY_KEY_REUSED',
      })
      expect(await apply(order.id, [noodles(order)])).toMatchObject({
        status: 409,
        errorKey: 'REFUND_ALREADY_OPEN',
        message: 'This order already has a refund request in progress',
      })
      expect(await requestCount(order.id)).toBe(1)
    })

    it('two first requests at once: one goes through, the other finds it open', async () => {
      const order = await paidOrder()
      const results = await Promise.all([apply(order.id, [tea(order)]), apply(order.id, [noodles(order)])])
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
      expect(results.find((r) => r.status === 409)?.errorKey).toMatch(
        /REFUND_ALREADY_OPEN|ORDER_STATUS_CONFLICT/,
      )
      expect(await requestCount(order.id)).toBe(1)
      expect((await orderRow(t, order.id)).status).toBe(7)
    })

    it('refuses bad requests with a clear error and changes nothing', async () => {
      const order = await paidOrder({ status: 4 })
      const unpaid = await placeOrder(t, member.token, deliveryDraft(shop, addressId))
      const before = await snapshot(order.id)
      const cases: [string, Promise<{ status: number; errorKey?: string }>, number, string][] = [
        ['reason outside 9-20', apply(order.id, [tea(order)], { reason: 8 }), 400, 'VALIDATION_FAILED'],
        [
          'description over 140',
          apply(order.id, [tea(order)], { description: 'x'.repeat(141) }),
          400,
          'VALIDATION_FAILED',
        ],
        [
          'ten photos',
          apply(order.id, [tea(order)], { images: Array.from({ length: 10 }, (_, i) => `u/${i}.jpg`) }),
          400,
          'VALIDATION_FAILED',
        ],
        ['no lines', apply(order.id, []), 400, 'VALIDATION_FAILED'],
        ['two teas of one', apply(order.id, [tea(order, 2)]), 400, 'REFUND_QUANTITY_INVALID'],
        [
          'a line of another order',
          apply(order.id, [{ orderItemId: newId(), number: 1 }]),
          400,
          'REFUND_QUANTITY_INVALID',
        ],
        ['the same line twice', apply(order.id, [tea(order), tea(order)]), 400, 'REFUND_QUANTITY_INVALID'],
        ["someone else's order", apply(order.id, [tea(order)], {}, stranger.token), 404, 'ORDER_NOT_FOUND'],
        ['an unpaid order', apply(unpaid.id, [tea(unpaid)]), 409, 'REFUND_ORDER_NOT_REFUNDABLE'],
      ]
      for (const [label, call, status, errorKey] of cases) {
        expect(await call, label).toMatchObject({ status, errorKey })
      }
      expect(await snapshot(order.id)).toEqual(before)
      t.clock.set(new Date(NOON.getTime() + 24 * HOUR))
      expect(await apply(order.id, [tea(order)])).toMatchObject({
        status: 409,
        errorKey: 'REFUND_WINDOW_CLOSED',
        message: 'Refunds can only be requested within 24 hours of payment',
      })
      expect(await snapshot(order.id)).toEqual(before)
    })

    it('a cancelled or already refunded order cannot be refunded again', async () => {
      const order = await paidOrder()
      await t.ok('merchant/order/reject', { id: order.id, reason: 'Closed today' }, merchant)
      expect(await apply(order.id, [tea(order)])).toMatchObject({
        status: 409,
        errorKey: 'REFUND_ORDER_NOT_REFUNDABLE',
      })
      expect(await requestCount(order.id)).toBe(0)
    })
  })

  // ---------- the state machine, through the API ----------

  describe('merchant answers', () => {
    it('approve (2 -> 7): the money goes back to the balance at once, the order ends 9 (partial)', async () => {
      const order = await paidOrder({ status: 5 })
      const refund = await applied(order.id, [noodles(order)])
      const balance = await memberBalance(t, member.memberId)
      const spy = vi.spyOn(t.app.services.loyalty, 'orderRefunded')
      t.clock.advance(HOUR)
      const res = await audit(refund.id, 'approve')
      expect(res).toMatchObject({ status: 200, success: true })
      expect(res.data).toMatchObject({ status: 7, actions: [], moneyStatus: 'succeeded', orderStatus: 9 })
      expect(await memberBalance(t, member.memberId)).toBe(balance + 2546)
      expect(await refundedQuantities(order.id)).toEqual([1, 0])
      expect(await moneyOf(refund.id)).toMatchObject([
        { amountFen: 2546, status: 'succeeded', reason: 'after_sale', orderId: order.id },
      ])
      expect(spy).toHaveBeenCalledTimes(1)
      expect(spy.mock.calls[0]?.[1]).toEqual({
        orderId: order.id,
        lines: [{ orderItemId: lineOf(order, shop.noodlesId).id, quantity: 1 }],
        amountFen: 2546,
        wholeOrder: false,
      })
      const seen = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
      expect(seen).toMatchObject({ status: 9, refundedFen: 2546, actions: ['view_refund'], refundStatus: 7 })
      // The orders list shows the request's status on the after-sale card.
      const list = await t.ok<{ records: OrderSummary[] }>(
        'member/order/list',
        { tab: 'afterSales', pageNo: 1, pageSize: 50 },
        member.token,
      )
      expect(list.records.find((o) => o.id === order.id)).toMatchObject({ status: 9, refundStatus: 7 })
      expect(seen.history.at(-1)).toMatchObject({ fromStatus: 7, toStatus: 9, actor: 'merchant' })
      const view = await refundView(order.id, refund.id)
      expect(view.timeline.map((r) => [r.fromStatus, r.toStatus, r.actor])).toEqual([
        [null, 1, 'member'],
        [1, 2, 'system'],
        [2, 7, 'merchant'],
      ])
      expect(view.resolvedAt).toBe('2026-11-21T05:00:00.000Z')
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    })

    it('approve of everything: the order is refunded (8), exactly what was paid', async () => {
      const order = await paidOrder({ status: 12 })
      const refund = await applied(order.id, everything(order))
      expect(refund).toMatchObject({ amountFen: 4100, deliveryFeeFen: 500 })
      const balance = await memberBalance(t, member.memberId)
      const spy = vi.spyOn(t.app.services.loyalty, 'orderRefunded')
      expect(await audit(refund.id, 'approve')).toMatchObject({ success: true })
      expect(await memberBalance(t, member.memberId)).toBe(balance + 4100)
      expect(await orderRow(t, order.id)).toMatchObject({ status: 8, refundedFen: 4100, paidFen: 4100 })
      expect(await refundedQuantities(order.id)).toEqual([1, 1])
      expect(spy.mock.calls.some((c) => c[1].wholeOrder && c[1].amountFen === 4100)).toBe(true)
    })

    it('reject needs a reason; then 3 with 48 h to escalate, and the order stays in after-sale', async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      const before = await snapshot(order.id)
      expect(await audit(refund.id, 'reject')).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: { reason: expect.any(String) },
      })
      expect(await snapshot(order.id)).toEqual(before)
      t.clock.advance(2 * HOUR)
      const res = await audit(refund.id, 'reject', merchant, 'The tea was fine')
      expect(res.data).toMatchObject({ status: 3, merchantRejectReason: 'The tea was fine', actions: [] })
      const view = await refundView(order.id, refund.id)
      expect(view).toMatchObject({
        status: 3,
        escalateDeadlineAt: '2026-11-23T06:00:00.000Z',
        merchantDeadlineAt: null,
        actions: ['escalate', 'withdraw'],
      })
      expect(view.timeline.at(-1)).toMatchObject({
        fromStatus: 2,
        toStatus: 3,
        actor: 'merchant',
        note: 'The tea was fine',
      })
      expect((await orderRow(t, order.id)).status).toBe(7)
      expect(await moneyOf(refund.id)).toEqual([])
    })

    it('no second answer: approve or reject after an answer is a 409 and changes nothing', async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      await mustAudit(refund.id, 'reject', merchant, 'No')
      const before = await snapshot(order.id)
      for (const decision of ['approve', 'reject'] as const) {
        expect(await audit(refund.id, decision, merchant, 'again')).toMatchObject({
          status: 409,
          errorKey: 'REFUND_STATUS_CONFLICT',
          message: 'This refund request has already been handled or changed; please refresh',
        })
      }
      expect(await snapshot(order.id)).toEqual(before)
    })

    it('the platform does not answer for the merchant (2 is the merchant step)', async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      for (const path of ['merchant/refund/audit', 'admin/refund/audit']) {
        expect(await audit(refund.id, 'approve', platform, '', path), path).toMatchObject({
          status: 409,
          errorKey: 'REFUND_STATUS_CONFLICT',
        })
      }
      expect((await requestRow(refund.id)).status).toBe(2)
    })
  })

  describe('member escalates, platform decides', () => {
    async function rejected() {
      const order = await paidOrder({ status: 5 })
      const refund = await applied(order.id, [noodles(order)])
      expect(await audit(refund.id, 'reject', merchant, 'Eaten already')).toMatchObject({ success: true })
      return { order, refund }
    }

    it('escalate (3 -> 4) within 48 h; the platform approves (4 -> 7) and the money goes back', async () => {
      const { order, refund } = await rejected()
      t.clock.advance(47 * HOUR)
      const res = await t.ok<RefundProcess>(
        'member/order/escalateRefund',
        { refundId: refund.id, note: 'Look at the photos' },
        member.token,
      )
      expect(res.refunds[0]).toMatchObject({ status: 4, actions: ['withdraw'], escalateDeadlineAt: null })
      expect(res.refunds[0]?.timeline.at(-1)).toMatchObject({
        fromStatus: 3,
        toStatus: 4,
        actor: 'member',
        note: 'Look at the photos',
      })
      // Escalated: the merchant has had its say, and the member cannot escalate twice.
      for (const decision of ['approve', 'reject'] as const) {
        expect(await audit(refund.id, decision, merchant, 'changed my mind')).toMatchObject({
          status: 409,
          errorKey: 'REFUND_STATUS_CONFLICT',
        })
      }
      expect(
        await t.call('member/order/escalateRefund', { refundId: refund.id }, member.token),
      ).toMatchObject({
        status: 409,
        errorKey: 'REFUND_STATUS_CONFLICT',
      })
      const listed = await t.ok<Page<ConsoleRefund>>('admin/refund/list', { pageNo: -1 }, platform)
      expect(listed.records.find((r) => r.id === refund.id)).toMatchObject({
        status: 4,
        actions: ['approve', 'reject'],
        memberEmail: member.email,
        shopName: 'Fixture Noodles',
      })
      const balance = await memberBalance(t, member.memberId)
      const approved = await audit(refund.id, 'approve', platform, '', 'admin/refund/audit')
      expect(approved.data).toMatchObject({ status: 7, orderStatus: 9, moneyStatus: 'succeeded' })
      expect(await memberBalance(t, member.memberId)).toBe(balance + 2546)
      expect((await refundView(order.id, refund.id)).timeline.at(-1)).toMatchObject({
        fromStatus: 4,
        toStatus: 7,
        actor: 'platform',
      }) // both decisions are in the audit log, newest first, with who and the status before and after
      const log = await t.ok<Page<{ actorType: string; action: string; before: unknown; after: unknown }>>(
        'admin/audit/list',
        { subject: `refund:${refund.id}` },
        platform,
      )
      expect(log.records).toEqual([
        expect.objectContaining({
          actorType: 'staff',
          action: 'refund.platform_approve',
          before: { orderId: order.id, status: 4, amountFen: 2546 },
          after: { status: 7, reason: null },
        }),
        expect.objectContaining({
          actorType: 'staff',
          action: 'refund.merchant_reject',
          before: { orderId: order.id, status: 2, amountFen: 2546 },
          after: { status: 3, reason: 'Eaten already' },
        }),
      ])
    })

    it('the platform rejects an escalated request (4 -> 5): closed, the order ends 9', async () => {
      const { order, refund } = await rejected()
      await t.ok('member/order/escalateRefund', { refundId: refund.id }, member.token)
      expect(await audit(refund.id, 'reject', platform, '', 'admin/refund/audit')).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
      const res = await audit(refund.id, 'reject', platform, 'Photos show a full bowl', 'admin/refund/audit')
      expect(res.data).toMatchObject({ status: 5, platformRejectReason: 'Photos show a full bowl' })
      expect(await orderRow(t, order.id)).toMatchObject({ status: 9, refundedFen: 0 })
      expect(await moneyOf(refund.id)).toEqual([])
      expect((await refundView(order.id, refund.id)).actions).toEqual([])
    })

    it('the platform may overrule a merchant rejection nobody escalated (3 -> 7), but not reject it', async () => {
      const { order, refund } = await rejected()
      const listed = await t.ok<Page<ConsoleRefund>>('admin/refund/list', { pageNo: -1 }, platform)
      expect(listed.records.find((r) => r.id === refund.id)).toMatchObject({
        status: 3,
        actions: ['approve'],
      })
      expect(await audit(refund.id, 'reject', platform, 'no', 'admin/refund/audit')).toMatchObject({
        status: 409,
        errorKey: 'REFUND_STATUS_CONFLICT',
      })
      expect(await audit(refund.id, 'approve', platform, '', 'admin/refund/audit')).toMatchObject({
        success: true,
      })
      expect((await orderRow(t, order.id)).status).toBe(9)
    })

    it('escalating after 48 h is refused; the expiry job closes the request (3 -> 6), once', async () => {
      const { order, refund } = await rejected()
      t.clock.advance(48 * HOUR)
      const before = await snapshot(order.id)
      expect(
        await t.call('member/order/escalateRefund', { refundId: refund.id }, member.token),
      ).toMatchObject({
        status: 409,
        errorKey: 'REFUND_ESCALATION_CLOSED',
      })
      expect(await snapshot(order.id)).toEqual(before)
      expect((await refundView(order.id, refund.id)).actions).toEqual(['withdraw'])
      await t.app.jobs.runDue(1000)
      const view = await refundView(order.id, refund.id)
      expect(view).toMatchObject({ status: 6, actions: [] })
      expect(view.timeline.at(-1)).toMatchObject({ fromStatus: 3, toStatus: 6, actor: 'system' })
      expect((await orderRow(t, order.id)).status).toBe(9)
      expect(await t.app.services.aftersale.escalationDeadlinePassed(refund.id)).toBe(false)
      expect(
        (await t.db.select().from(refundRequestHistory).where(eq(refundRequestHistory.requestId, refund.id)))
          .length,
      ).toBe(4)
    })

    it('the expiry job before its time, or after an escalation, does nothing', async () => {
      const { order, refund } = await rejected()
      t.clock.advance(48 * HOUR - 1)
      expect(await t.app.services.aftersale.escalationDeadlinePassed(refund.id)).toBe(false)
      await t.ok('member/order/escalateRefund', { refundId: refund.id }, member.token)
      t.clock.advance(1)
      expect(await t.app.services.aftersale.escalationDeadlinePassed(refund.id)).toBe(false)
      expect((await requestRow(refund.id)).status).toBe(4)
      expect((await orderRow(t, order.id)).status).toBe(7)
    })

    it('escalate is only for a merchant rejection', async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      expect(
        await t.call('member/order/escalateRefund', { refundId: refund.id }, member.token),
      ).toMatchObject({
        status: 409,
        errorKey: 'REFUND_STATUS_CONFLICT',
      })
      expect((await requestRow(refund.id)).status).toBe(2)
    })
  })

  describe('withdraw', () => {
    it.each([2, 3, 4])('from %i: closed (6), the order ends 9, no money', async (status) => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      if (status >= 3) await mustAudit(refund.id, 'reject', merchant, 'No')
      if (status === 4) await t.ok('member/order/escalateRefund', { refundId: refund.id }, member.token)
      const res = await t.ok<RefundProcess>(
        'member/order/withdrawRefund',
        { refundId: refund.id },
        member.token,
      )
      expect(res).toMatchObject({ orderStatus: 9 })
      expect(res.refunds[0]).toMatchObject({ status: 6, actions: [], moneyStatus: 'none' })
      expect(res.refunds[0]?.timeline.at(-1)).toMatchObject({
        fromStatus: status,
        toStatus: 6,
        actor: 'member',
      })
      expect(await moneyOf(refund.id)).toEqual([])
      // No second withdrawal, no answer after it.
      expect(
        await t.call('member/order/withdrawRefund', { refundId: refund.id }, member.token),
      ).toMatchObject({ status: 409, errorKey: 'REFUND_STATUS_CONFLICT' })
      expect(await audit(refund.id, 'approve')).toMatchObject({
        status: 409,
        errorKey: 'REFUND_STATUS_CONFLICT',
      })
    })

    it('not once the refund succeeded', async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      await mustAudit(refund.id, 'approve')
      expect(
        await t.call('member/order/withdrawRefund', { refundId: refund.id }, member.token),
      ).toMatchObject({
        status: 409,
        errorKey: 'REFUND_STATUS_CONFLICT',
      })
      expect((await requestRow(refund.id)).status).toBe(7)
    })
  })

  describe('merchant answer deadline (job)', () => {
    it('a merchant silent for 12 h approves (2 -> 7 by the system), and the money goes back', async () => {
      const order = await paidOrder({ status: 4 })
      const refund = await applied(order.id, [tea(order)])
      t.clock.advance(12 * HOUR - 1)
      await t.app.jobs.runDue(1000)
      expect((await requestRow(refund.id)).status).toBe(2)
      t.clock.advance(1)
      await t.app.jobs.runDue(1000)
      const view = await refundView(order.id, refund.id)
      expect(view).toMatchObject({ status: 7, moneyStatus: 'succeeded', amountFen: 1554 })
      expect(view.timeline.at(-1)).toMatchObject({ fromStatus: 2, toStatus: 7, actor: 'system' })
      // (the jobs of other tests' requests ran too: this request's money is checked, not the balance)
      expect(await moneyOf(refund.id)).toMatchObject([{ amountFen: 1554, status: 'succeeded' }])
      expect(await orderRow(t, order.id)).toMatchObject({ status: 9, refundedFen: 1554 })
      expect((await historyOf(t, order.id)).at(-1)).toMatchObject({ toStatus: 9, actorType: 'system' })
      // Run again (another process, a retry): nothing more happens.
      expect(await t.app.services.aftersale.merchantDeadlinePassed(refund.id)).toBe(false)
      expect(await moneyOf(refund.id)).toHaveLength(1)
      expect(await orderRow(t, order.id)).toMatchObject({ refundedFen: 1554 })
    })

    it('after the merchant answered, the deadline job does nothing', async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      await mustAudit(refund.id, 'reject', merchant, 'No')
      t.clock.advance(12 * HOUR)
      expect(await t.app.services.aftersale.merchantDeadlinePassed(refund.id)).toBe(false)
      expect((await requestRow(refund.id)).status).toBe(3)
    })
  })

  describe('racing deciders', () => {
    it('two staff answering the same request at once: one success, one translated 409', async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      const balance = await memberBalance(t, member.memberId)
      const results = await Promise.all([
        t.call('merchant/refund/audit', { refundId: refund.id, decision: 'approve', reason: '' }, merchant),
        t.call(
          'merchant/refund/audit',
          { refundId: refund.id, decision: 'approve', reason: '', lang: 'zh-Hans' },
          merchant2,
        ),
      ])
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
      const lost = results.find((r) => r.status === 409)
      expect(lost).toMatchObject({ errorKey: 'REFUND_STATUS_CONFLICT' })
      expect([
        'This refund request has already been handled or changed; please refresh',
        '该退款申请已被处理或已变化，请刷新',
      ]).toContain(lost?.message)
      expect(await moneyOf(refund.id)).toHaveLength(1)
      expect(await memberBalance(t, member.memberId)).toBe(balance + 1554)
      const steps = (await refundView(order.id, refund.id)).timeline.filter((r) => r.actor === 'merchant')
      expect(steps).toHaveLength(1)
    })

    it('an approval racing a withdrawal: exactly one of them happens', async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      const results = await Promise.all([
        t.call('merchant/refund/audit', { refundId: refund.id, decision: 'approve', reason: '' }, merchant),
        t.call('member/order/withdrawRefund', { refundId: refund.id }, member.token),
      ])
      expect(results.map((r) => r.status).sort()).toEqual([200, 409])
      const row = await requestRow(refund.id)
      expect([6, 7]).toContain(row.status)
      expect(await moneyOf(refund.id)).toHaveLength(row.status === 7 ? 1 : 0)
      expect((await orderRow(t, order.id)).status).toBe(9)
    })

    it('a decision whose loyalty step fails leaves nothing behind', async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      const before = await snapshot(order.id)
      vi.spyOn(t.app.services.loyalty, 'orderRefunded').mockRejectedValueOnce(new Error('loyalty down'))
      expect((await audit(refund.id, 'approve')).status).toBe(500)
      expect(await snapshot(order.id)).toEqual(before)
      expect(await audit(refund.id, 'approve')).toMatchObject({ success: true })
    })
  })

  // ---------- who may see and do what ----------

  describe('permissions', () => {
    it("another member cannot see, preview, escalate or withdraw someone's refund", async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      await mustAudit(refund.id, 'reject', merchant, 'No')
      const before = await snapshot(order.id)
      expect(
        await t.call('member/order/selectRefundProcess', { refundId: refund.id }, stranger.token),
      ).toMatchObject({ status: 404, errorKey: 'REFUND_NOT_FOUND' })
      expect(
        await t.call('member/order/selectRefundProcess', { orderId: order.id }, stranger.token),
      ).toMatchObject({ status: 404, errorKey: 'ORDER_NOT_FOUND' })
      expect(
        await t.call(
          'member/order/refundPreview',
          { orderId: order.id, items: [tea(order)] },
          stranger.token,
        ),
      ).toMatchObject({ status: 404, errorKey: 'ORDER_NOT_FOUND' })
      for (const path of ['member/order/escalateRefund', 'member/order/withdrawRefund']) {
        expect(await t.call(path, { refundId: refund.id }, stranger.token), path).toMatchObject({
          status: 404,
          errorKey: 'REFUND_NOT_FOUND',
        })
      }
      expect(await snapshot(order.id)).toEqual(before)
    })

    it("a merchant of another shop neither sees nor answers this shop's refunds or orders", async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      const other = await paidOrder()
      const before = await snapshot(order.id)
      const theirs = await t.ok<Page<ConsoleRefund>>('merchant/refund/list', { pageNo: -1 }, otherMerchant)
      expect(theirs.records.map((r) => r.id)).not.toContain(refund.id)
      const filtered = await t.ok<Page<ConsoleRefund>>(
        'merchant/refund/list',
        { pageNo: -1, shopId: shop.shopId },
        otherMerchant,
      )
      expect(filtered).toEqual({ records: [], total: 0 })
      expect(await t.call('merchant/refund/detail', { refundId: refund.id }, otherMerchant)).toMatchObject({
        status: 404,
        errorKey: 'REFUND_NOT_FOUND',
      })
      expect(await audit(refund.id, 'approve', otherMerchant)).toMatchObject({
        status: 404,
        errorKey: 'REFUND_NOT_FOUND',
      })
      expect(
        await t.call(
          'merchant/order/markOutOfStock',
          { orderId: other.id, items: [tea(other)] },
          otherMerchant,
        ),
      ).toMatchObject({ status: 404, errorKey: 'ORDER_NOT_FOUND' })
      expect(await snapshot(order.id)).toEqual(before)
      expect(await requestCount(other.id)).toBe(0)
    })

    it('merchants cannot make platform calls; members cannot make console calls, nor staff member calls', async () => {
      const order = await paidOrder()
      const refund = await applied(order.id, [tea(order)])
      for (const [path, body] of [
        ['admin/refund/list', { pageNo: -1 }],
        ['admin/refund/audit', { refundId: refund.id, decision: 'approve', reason: '' }],
        ['admin/paymentRefund/list', { pageNo: -1 }],
        ['admin/paymentRefund/retry', { id: newId() }],
      ] as const) {
        expect(await t.call(path, body, merchant), path).toMatchObject({ status: 403, errorKey: 'FORBIDDEN' })
      }
      for (const path of ['merchant/refund/list', 'merchant/refund/audit', 'admin/refund/list']) {
        expect(
          await t.call(path, { pageNo: 1, refundId: refund.id, decision: 'approve' }, member.token),
          path,
        ).toMatchObject({ status: 403 })
      }
      expect(await apply(order.id, [tea(order)], {}, merchant)).toMatchObject({ status: 403 })
      expect((await requestRow(refund.id)).status).toBe(2)
    })

    it("lists: a merchant sees its shop's requests, filters by status; the platform's list defaults to 3 and 4", async () => {
      const a = await paidOrder()
      const waiting = await applied(a.id, [tea(a)])
      const b = await paidOrder()
      const rejectedOne = await applied(b.id, [tea(b)])
      await mustAudit(rejectedOne.id, 'reject', merchant, 'No')
      const mine = await t.ok<Page<ConsoleRefund>>('merchant/refund/list', { pageNo: -1 }, merchant)
      expect(mine.records.map((r) => r.id)).toEqual(expect.arrayContaining([waiting.id, rejectedOne.id]))
      expect(mine.records.find((r) => r.id === waiting.id)?.actions).toEqual(['approve', 'reject'])
      const onlyWaiting = await t.ok<Page<ConsoleRefund>>(
        'merchant/refund/list',
        { pageNo: -1, statuses: [2] },
        merchant,
      )
      expect(onlyWaiting.records.every((r) => r.status === 2)).toBe(true)
      expect(onlyWaiting.records.map((r) => r.id)).toContain(waiting.id)
      const paged = await t.ok<Page<ConsoleRefund>>(
        'merchant/refund/list',
        { pageNo: 1, pageSize: 1 },
        merchant,
      )
      expect(paged.records).toHaveLength(1)
      expect(paged.total).toBe(mine.total)
      const admin = await t.ok<Page<ConsoleRefund>>('admin/refund/list', { pageNo: -1 }, platform)
      expect(admin.records.every((r) => r.status === 3 || r.status === 4)).toBe(true)
      expect(admin.records.map((r) => r.id)).toContain(rejectedOne.id)
      expect(admin.records.map((r) => r.id)).not.toContain(waiting.id)
      const everythingForPlatform = await t.ok<Page<ConsoleRefund>>(
        'merchant/refund/list',
        { pageNo: -1 },
        platform,
      )
      expect(everythingForPlatform.records.map((r) => r.id)).toContain(waiting.id)
      expect(everythingForPlatform.records.find((r) => r.id === waiting.id)?.actions).toEqual([])
    })

    it('merchant/refund/detail: the request with its photos and history, and the order card', async () => {
      const order = await paidOrder({ status: 5 })
      const refund = await applied(order.id, [noodles(order)], { images: ['uploads/p1.jpg'] })
      const detail = await t.ok<ConsoleRefundDetail>(
        'merchant/refund/detail',
        { refundId: refund.id },
        merchant,
      )
      expect(detail.refund).toMatchObject({
        id: refund.id,
        images: ['uploads/p1.jpg'],
        amountFen: 2546,
        orderStatus: 7,
        orderPaidFen: 4100,
        memberEmail: member.email,
        actions: ['approve', 'reject'],
      })
      expect(detail.refund.lines).toMatchObject([{ name: 'Beef noodles', quantity: 1, amountFen: 2546 }])
      expect(detail.refund.timeline).toHaveLength(2)
      expect(detail.order).toMatchObject({ id: order.id, status: 7, courierName: 'Wang' })
    })
  })

  // ---------- amounts across several refunds ----------

  describe('amounts', () => {
    it('out-of-stock steps and a member request add up to exactly what was paid (order 8)', async () => {
      const order = await paidOrder({ items: twoNoodlesAndTea() })
      expect(order.totalFen).toBe(7000)
      expect(order.lines.map((l) => l.fullReductionShareFen)).toEqual([414, 86])
      const balance = await memberBalance(t, member.memberId)
      // one noodle: 2900 - floor(414 / 2) = 2693, plus the fee (never dispatched): 3193
      const first = await t.ok<BoardOrder>(
        'merchant/order/markOutOfStock',
        { orderId: order.id, items: [noodles(order)] },
        merchant,
      )
      expect(first).toMatchObject({ status: 2, refundedFen: 3193 })
      expect(first.lines.map((l) => [l.refundedQuantity, l.refundableQuantity])).toEqual([
        [1, 1],
        [0, 1],
      ])
      // the tea: 1200 - 86 = 1114, the fee already went back
      t.clock.advance(60_000)
      const second = await t.ok<BoardOrder>(
        'merchant/order/markOutOfStock',
        { orderId: order.id, items: [tea(order)] },
        merchant,
      )
      expect(second).toMatchObject({ status: 2, refundedFen: 3193 + 1114 })
      // the last noodle, asked back by the member: the rest of the line's share, 2900 - 207 = 2693
      t.clock.advance(60_000)
      const preview = await t.ok<RefundPreview>(
        'member/order/refundPreview',
        { orderId: order.id, items: [noodles(order)] },
        member.token,
      )
      expect(preview).toMatchObject({ totalFen: 2693, deliveryFeeFen: 0, refundableFen: 2693 })
      expect(preview.available.map((a) => a.refundableQuantity)).toEqual([1, 0])
      const refund = await applied(order.id, [noodles(order)])
      await mustAudit(refund.id, 'approve')
      expect(await orderRow(t, order.id)).toMatchObject({ status: 8, refundedFen: 7000 })
      expect(await memberBalance(t, member.memberId)).toBe(balance + 7000)
      const process = await t.ok<RefundProcess>(
        'member/order/selectRefundProcess',
        { orderId: order.id },
        member.token,
      )
      expect(process.refunds.map((r) => [r.kind, r.amountFen]).reverse()).toEqual([
        ['out_of_stock', 3193],
        ['out_of_stock', 1114],
        ['member', 2693],
      ])
      expect(process.refunds.reduce((n, r) => n + r.amountFen, 0)).toBe(order.paidFen)
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    })

    it('a line refunded in two steps gives back exactly its total', async () => {
      const order = await paidOrder({ items: twoNoodlesAndTea(), status: 4 })
      const refund = await applied(order.id, [noodles(order, 2)])
      // two noodles together: 5800 - 414, plus the fee (never dispatched)
      expect(refund).toMatchObject({ amountFen: 5386 + 500, deliveryFeeFen: 500 })
      expect(refund.lines).toMatchObject([{ quantity: 2, grossFen: 5800, discountFen: 414, amountFen: 5386 }])
    })

    it('cannot ask back more units than are left', async () => {
      const order = await paidOrder({ items: twoNoodlesAndTea() })
      await t.ok('merchant/order/markOutOfStock', { orderId: order.id, items: [noodles(order)] }, merchant)
      expect(await apply(order.id, [noodles(order, 2)])).toMatchObject({
        status: 400,
        errorKey: 'REFUND_QUANTITY_INVALID',
      })
      expect(
        await t.call(
          'merchant/order/markOutOfStock',
          { orderId: order.id, items: [noodles(order, 2)] },
          merchant,
        ),
      ).toMatchObject({ status: 400, errorKey: 'REFUND_QUANTITY_INVALID' })
    })
  })

  // ---------- out of stock ----------

  describe('out of stock', () => {
    it('a line of a pending order: refunded at once, the order stays pending, the member sees why', async () => {
      const order = await paidOrder()
      const balance = await memberBalance(t, member.memberId)
      const spy = vi.spyOn(t.app.services.loyalty, 'orderRefunded')
      t.clock.advance(3 * 60_000)
      const board = await t.ok<BoardOrder>(
        'merchant/order/markOutOfStock',
        { orderId: order.id, items: [tea(order)] },
        merchant,
      )
      expect(board).toMatchObject({ status: 2, refundedFen: 1554 })
      expect(await memberBalance(t, member.memberId)).toBe(balance + 1554)
      expect(spy.mock.calls[0]?.[1]).toMatchObject({ amountFen: 1554, wholeOrder: false })
      const process = await t.ok<RefundProcess>(
        'member/order/selectRefundProcess',
        { orderId: order.id },
        member.token,
      )
      expect(process.refunds[0]).toMatchObject({
        kind: 'out_of_stock',
        status: 7,
        reason: null,
        reasonText: 'Out of stock',
        amountFen: 1554,
        moneyStatus: 'succeeded',
        actions: [],
      })
      expect(process.refunds[0]?.timeline.map((r) => [r.fromStatus, r.toStatus, r.actor])).toEqual([
        [null, 1, 'merchant'],
        [1, 7, 'merchant'],
      ])
      const seen = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
      expect(seen.actions).toContain('view_refund')
      expect(seen.actions).toContain('apply_refund')
      expect(seen.lines.map((l) => l.refundableQuantity)).toEqual([1, 0])
    })

    it('every line out of stock: the order is cancelled with everything back (11)', async () => {
      const order = await paidOrder()
      const balance = await memberBalance(t, member.memberId)
      const board = await t.ok<BoardOrder>(
        'merchant/order/markOutOfStock',
        { orderId: order.id, items: everything(order) },
        merchant,
      )
      expect(board).toMatchObject({ status: 11, refundedFen: 4100 })
      expect(board.history.at(-1)).toMatchObject({ fromStatus: 2, toStatus: 11, actor: 'merchant' })
      expect(await memberBalance(t, member.memberId)).toBe(balance + 4100)
      const seen = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
      expect(seen).toMatchObject({ status: 11, cancelReason: 'Out of stock', actions: ['view_refund'] })
    })

    it('provider-paid: the refund goes to the provider in the same call, well within 15 minutes', async () => {
      const order = await paidOrder({ pay: 'alipay' })
      const balance = await memberBalance(t, member.memberId)
      await t.ok('merchant/order/markOutOfStock', { orderId: order.id, items: [tea(order)] }, merchant)
      const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id))
      const money = await moneyOf(request?.id ?? '')
      expect(money).toMatchObject([{ amountFen: 1554, status: 'succeeded', reason: 'out_of_stock' }])
      expect(money[0]?.finishedAt?.getTime()).toBeLessThanOrEqual(NOON.getTime() + 15 * 60_000)
      expect(await memberBalance(t, member.memberId)).toBe(balance)
      expect(request?.toBalanceFen).toBe(0)
    })

    it('only a pending order; nothing changes otherwise', async () => {
      const order = await paidOrder({ status: 4 })
      const before = await snapshot(order.id)
      expect(
        await t.call('merchant/order/markOutOfStock', { orderId: order.id, items: [tea(order)] }, merchant),
      ).toMatchObject({ status: 409, errorKey: 'ORDER_STATUS_CONFLICT' })
      expect(await snapshot(order.id)).toEqual(before)
    })
  })

  // ---------- payment refunds that need a hand ----------

  describe('payment refund failures', () => {
    it('a refused provider refund stays visible as failed; the platform retries it and it succeeds', async () => {
      const order = await paidOrder({ pay: 'alipay' })
      const refund = await applied(order.id, [tea(order)])
      vi.spyOn(sandbox, 'refund').mockResolvedValue({
        status: 'failed',
        providerRefundNo: null,
        error: 'ACCOUNT_BALANCE_NOT_ENOUGH',
      })
      expect(await audit(refund.id, 'approve')).toMatchObject({
        success: true,
        data: { status: 7, moneyStatus: 'failed' },
      })
      expect(await orderRow(t, order.id)).toMatchObject({ status: 9, refundedFen: 0 })
      const list = await t.ok<Page<PaymentRefundRow>>('admin/paymentRefund/list', { pageNo: -1 }, platform)
      const failed = list.records.find((r) => r.refundRequestId === refund.id)
      expect(failed).toMatchObject({
        status: 'failed',
        lastError: 'ACCOUNT_BALANCE_NOT_ENOUGH',
        attempts: 1,
        amountFen: 1554,
        payType: 'alipay',
        orderId: order.id,
        orderNo: order.orderNo,
        reason: 'after_sale',
      })
      vi.restoreAllMocks()
      const retried = await t.ok<PaymentRefundRow>('admin/paymentRefund/retry', { id: failed?.id }, platform)
      expect(retried).toMatchObject({ status: 'succeeded', amountFen: 1554, refundRequestId: refund.id })
      expect(retried.id).not.toBe(failed?.id)
      expect(await orderRow(t, order.id)).toMatchObject({ refundedFen: 1554 })
      expect((await refundView(order.id, refund.id)).moneyStatus).toBe('succeeded')
      const after = await t.ok<Page<PaymentRefundRow>>('admin/paymentRefund/list', { pageNo: -1 }, platform)
      expect(after.records.map((r) => r.id)).not.toContain(failed?.id)
      // Neither the replaced refund nor the succeeded one can be sent again.
      for (const id of [failed?.id, retried.id]) {
        expect(await t.call('admin/paymentRefund/retry', { id }, platform)).toMatchObject({
          status: 409,
          errorKey: 'PAYMENT_REFUND_NOT_RETRYABLE',
        })
      }
      expect(await t.call('admin/paymentRefund/retry', { id: newId() }, platform)).toMatchObject({
        status: 404,
        errorKey: 'PAYMENT_REFUND_NOT_FOUND',
      })
      // The provider gave the money back once.
      const paymentId = (await moneyOf(refund.id))[0]?.paymentId ?? ''
      expect((await sandbox.byRef(paymentId))?.refundedFen).toBe(1554)
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    })

    it("a later full refund (merchant rejects the order) carries a failed refund's money and takes it off the list", async () => {
      const order = await paidOrder({ pay: 'alipay' })
      vi.spyOn(sandbox, 'refund').mockResolvedValueOnce({
        status: 'failed',
        providerRefundNo: null,
        error: 'ACCOUNT_BALANCE_NOT_ENOUGH',
      })
      await t.ok('merchant/order/markOutOfStock', { orderId: order.id, items: [tea(order)] }, merchant)
      const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id))
      const [failed] = await moneyOf(request?.id ?? '')
      expect(failed).toMatchObject({ status: 'failed', amountFen: 1554 })
      vi.restoreAllMocks()
      expect(
        await t.call('merchant/order/reject', { id: order.id, reason: 'Closed early' }, merchant),
      ).toMatchObject({ success: true })
      await t.app.jobs.runDue(1000)
      // Everything paid went back once, by the rejection's refund; the failed one is replaced by it.
      expect(await orderRow(t, order.id)).toMatchObject({ status: 11, refundedFen: order.totalFen })
      const paymentId = failed?.paymentId ?? ''
      expect((await sandbox.byRef(paymentId))?.refundedFen).toBe(order.totalFen)
      const list = await t.ok<Page<PaymentRefundRow>>('admin/paymentRefund/list', { pageNo: -1 }, platform)
      expect(list.records.map((r) => r.id)).not.toContain(failed?.id)
      expect(await t.call('admin/paymentRefund/retry', { id: failed?.id }, platform)).toMatchObject({
        status: 409,
        errorKey: 'PAYMENT_REFUND_NOT_RETRYABLE',
      })
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    })

    it('a provider that does not answer leaves the refund pending; after 15 minutes it is listed; retry sends it', async () => {
      const order = await paidOrder({ pay: 'alipay' })
      vi.spyOn(sandbox, 'refund').mockRejectedValue(new AppError('PROVIDER_ERROR'))
      await t.ok('merchant/order/markOutOfStock', { orderId: order.id, items: [tea(order)] }, merchant)
      const [request] = await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id))
      const [pending] = await moneyOf(request?.id ?? '')
      expect(pending).toMatchObject({ status: 'pending', lastError: 'PROVIDER_ERROR', attempts: 1 })
      const listed = async () =>
        (
          await t.ok<Page<PaymentRefundRow>>('admin/paymentRefund/list', { pageNo: -1 }, platform)
        ).records.map((r) => r.id)
      t.clock.advance(15 * 60_000 - 1)
      expect(await listed()).not.toContain(pending?.id)
      t.clock.advance(2)
      expect(await listed()).toContain(pending?.id)
      vi.restoreAllMocks()
      const retried = await t.ok<PaymentRefundRow>('admin/paymentRefund/retry', { id: pending?.id }, platform)
      expect(retried).toMatchObject({ id: pending?.id, status: 'succeeded', attempts: 2 })
      expect(await orderRow(t, order.id)).toMatchObject({ status: 2, refundedFen: 1554 })
    })
  })

  // ---------- quick cancel ----------

  describe('quick cancel', () => {
    it('within a minute of payment: cancelled (11), everything back, the reason recorded', async () => {
      const order = await paidOrder()
      const balance = await memberBalance(t, member.memberId)
      t.clock.advance(60_000 - 1)
      const res = await t.ok<OrderDetail>(
        'member/order/quickCancel',
        { id: order.id, reason: 8 },
        member.token,
      )
      expect(res).toMatchObject({
        status: 11,
        refundedFen: 4100,
        cancelReason: 'No longer wanted',
        actions: [],
      })
      expect(res.history.at(-1)).toMatchObject({ fromStatus: 2, toStatus: 11, actor: 'member' })
      expect(await memberBalance(t, member.memberId)).toBe(balance + 4100)
      const money = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
      expect(money).toMatchObject([{ amountFen: 4100, status: 'succeeded', reason: 'quick_cancel' }])
    })

    it('refused after the minute, once accepted, for another member, or with an after-sale reason', async () => {
      const order = await paidOrder()
      const accepted = await paidOrder({ status: 4 })
      const before = await snapshot(order.id)
      expect(
        await t.call('member/order/quickCancel', { id: order.id, reason: 12 }, member.token),
      ).toMatchObject({ status: 400, errorKey: 'VALIDATION_FAILED' })
      expect(await t.call('member/order/quickCancel', { id: order.id }, stranger.token)).toMatchObject({
        status: 404,
        errorKey: 'ORDER_NOT_FOUND',
      })
      expect(await t.call('member/order/quickCancel', { id: accepted.id }, member.token)).toMatchObject({
        status: 409,
        errorKey: 'ORDER_STATUS_CONFLICT',
      })
      t.clock.advance(60_000)
      expect(await t.call('member/order/quickCancel', { id: order.id }, member.token)).toMatchObject({
        status: 409,
        errorKey: 'QUICK_CANCEL_WINDOW_CLOSED',
        message: 'A paid order can only be cancelled within 1 min of payment; you can still ask for a refund',
      })
      expect(await snapshot(order.id)).toEqual(before)
    })
  })

  // ---------- reading ----------

  describe('selectRefundProcess', () => {
    it('by order or by refund; an order without refunds has none; a mismatch is not found', async () => {
      const order = await paidOrder()
      expect(await process(order.id)).toMatchObject({ orderId: order.id, orderStatus: 2, refunds: [] })
      const refund = await applied(order.id, [tea(order)])
      const byRefund = await t.ok<RefundProcess>(
        'member/order/selectRefundProcess',
        { refundId: refund.id },
        member.token,
      )
      expect(byRefund.orderId).toBe(order.id)
      const other = await paidOrder()
      expect(
        await t.call(
          'member/order/selectRefundProcess',
          { orderId: other.id, refundId: refund.id },
          member.token,
        ),
      ).toMatchObject({ status: 404, errorKey: 'REFUND_NOT_FOUND' })
      expect(await t.call('member/order/selectRefundProcess', {}, member.token)).toMatchObject({
        status: 400,
      })
    })
  })
})
