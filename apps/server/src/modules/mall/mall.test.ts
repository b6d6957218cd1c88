import type { MallCartLine, MallOrder, MallPreview } from '@siam/contracts'
import { MALL_ORDER_STATUSES, MALL_REFUND_KINDS, MALL_REFUND_STATUSES } from '@siam/domain'
import { count, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { jobs } from '../../jobs/jobs.tables'
import { newId } from '../../platform/ids'
import { createMember } from '../../test/fixtures'
import { memberBalance } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'
import { buyNow, mallAdmin, mallMember, pointsOf, saveGoods } from './mall.kit'
import { mallGoods, mallOrders } from './mall.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
const DAY = 86_400_000
type Page<T> = { records: T[]; total: number }
type Preview = z.output<typeof MallPreview>

describe('points mall', () => {
  const t = useApiTestApp({ at: NOON })
  let admin: string
  let categoryId: string

  beforeAll(async () => {
    ;({ admin, categoryId } = await mallAdmin(t))
  })

  const stockOf = async (goodsId: string) => {
    const [row] = await t.db
      .select({ stock: mallGoods.stock })
      .from(mallGoods)
      .where(eq(mallGoods.id, goodsId))
    return row?.stock
  }

  it('lists categories with their goods, goods detail in the reader language, and recommended goods', async () => {
    const g = await saveGoods(t, admin, categoryId, {
      recommended: true,
      specs: [{ id: 'blue', names: { en: 'Blue', 'zh-Hans': '蓝色' } }],
    })
    const menu = await t.ok<{ records: { id: string; goods: { id: string }[] }[] }>(
      'pointsMall/menu/listWithGoods',
      {},
    )
    expect(menu.records.find((c) => c.id === categoryId)?.goods.map((x) => x.id)).toContain(g.id)
    const detail = await t.ok<{ name: string; specs: { name: string }[] }>('pointsMall/goods/selectById', {
      id: g.id,
      lang: 'zh-Hans',
    })
    expect(detail).toMatchObject({ name: '茶杯', specs: [{ name: '蓝色' }] })
    const ja = await t.ok<{ name: string }>('pointsMall/goods/selectById', { id: g.id, lang: 'ja' })
    expect(ja.name).toBe('ティーカップ')
    const rec = await t.ok<Page<{ id: string }>>('pointsMall/goods/recommend', { pageNo: 1, pageSize: 10 })
    expect(rec.records.map((x) => x.id)).toContain(g.id)
    expect(await t.call('pointsMall/goods/selectById', { id: newId() })).toMatchObject({
      status: 404,
      errorKey: 'MALL_GOODS_NOT_FOUND',
    })
  })

  it('keeps a server-side cart per member: add, merge, update, select, delete; others cannot touch it', async () => {
    const g = await saveGoods(t, admin, categoryId)
    const h = await saveGoods(t, admin, categoryId, { points: 100 })
    const m = await mallMember(t)
    const other = await createMember(t)
    expect(await t.call('member/pointsMall/shoppingCart/list', { pageNo: -1, pageSize: 20 })).toMatchObject({
      status: 401,
    })
    const line = await t.ok<MallCartLine>('member/pointsMall/shoppingCart/insert', { goodsId: g.id }, m.token)
    await t.ok('member/pointsMall/shoppingCart/insert', { goodsId: g.id, number: 2 }, m.token)
    await t.ok('member/pointsMall/shoppingCart/insert', { goodsId: h.id }, m.token)
    const list = await t.ok<Page<MallCartLine>>(
      'member/pointsMall/shoppingCart/list',
      { pageNo: -1, pageSize: 20 },
      m.token,
    )
    expect(list.total).toBe(2)
    expect(list.records.reduce((n, l) => n + l.number, 0)).toBe(4)
    const updated = await t.ok<MallCartLine>(
      'member/pointsMall/shoppingCart/updateNumber',
      { id: line.id, number: 5, selected: false },
      m.token,
    )
    expect(updated).toMatchObject({ number: 5, selected: false })
    expect(
      await t.call('member/pointsMall/shoppingCart/updateNumber', { id: line.id, number: 11 }, m.token),
    ).toMatchObject({
      status: 409,
      errorKey: 'MALL_OUT_OF_STOCK',
      message: 'Not enough stock left for this item',
    })
    expect(
      await t.call('member/pointsMall/shoppingCart/updateNumber', { id: line.id, number: 1 }, other.token),
    ).toMatchObject({ status: 404, errorKey: 'MALL_CART_LINE_NOT_FOUND' })
    expect(
      await t.call('member/pointsMall/shoppingCart/delete', { ids: [line.id] }, other.token),
    ).toMatchObject({ status: 404 })
    expect(
      await t.call('member/pointsMall/shoppingCart/insert', { goodsId: g.id, specId: 'red' }, m.token),
    ).toMatchObject({
      status: 400,
      errorKey: 'MALL_SPEC_INVALID',
    })
    expect(
      await t.call('member/pointsMall/shoppingCart/insert', { goodsId: g.id, number: 0 }, m.token),
    ).toMatchObject({
      status: 400,
      errorKey: 'VALIDATION_FAILED',
    })
    await t.ok('member/pointsMall/shoppingCart/delete', { ids: [line.id] }, m.token)
    const after = await t.ok<Page<MallCartLine>>(
      'member/pointsMall/shoppingCart/list',
      { pageNo: -1, pageSize: 20 },
      m.token,
    )
    expect(after.records.map((l) => l.goodsId)).toEqual([h.id])
  })

  it('checks out the cart with points + cash: points and balance through the ledger, stock down, cart emptied', async () => {
    const g = await saveGoods(t, admin, categoryId, { points: 300, cashFen: 990, stock: 5 })
    const m = await mallMember(t, { points: 1_000, balanceFen: 5_000 })
    const line = await t.ok<MallCartLine>(
      'member/pointsMall/shoppingCart/insert',
      { goodsId: g.id, number: 2 },
      m.token,
    )
    const draft = { cartLineIds: [line.id] }
    const preview = await t.ok<Preview>('member/pointsMall/order/preview', draft, m.token)
    expect(preview).toMatchObject({
      points: 600,
      cashFen: 1_980,
      shippingFen: 0,
      pointsBalance: 1_000,
      blockers: [],
    })
    const order = await t.ok<MallOrder>(
      'member/pointsMall/order/insert',
      { draft, deliveryAddressId: m.addressId, paymentPassword: '123456', idempotencyKey: `k-${newId()}` },
      m.token,
    )
    expect(order).toMatchObject({ status: 'paid', points: 600, cashFen: 1_980, actions: ['cancel'] })
    expect(order.orderNo).toMatch(/^M\d{20}$/)
    expect(await pointsOf(t, m.memberId)).toBe(400)
    expect(await memberBalance(t, m.memberId)).toBe(3_020)
    expect(await stockOf(g.id)).toBe(3)
    const cart = await t.ok<Page<MallCartLine>>(
      'member/pointsMall/shoppingCart/list',
      { pageNo: -1, pageSize: 20 },
      m.token,
    )
    expect(cart.total).toBe(0)
    const records = await t.ok<Page<{ causeType: string; amount: number }>>(
      'member/billingRecord/list',
      { coinType: 'points', pageNo: 1, pageSize: 10 },
      m.token,
    )
    expect(records.records[0]).toMatchObject({
      causeType: 'mall_purchase',
      amount: -600,
      reference: order.orderNo,
    })
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('refuses not enough points, out of stock, a wrong payment password and a foreign address; nothing changes', async () => {
    const g = await saveGoods(t, admin, categoryId, { points: 800, stock: 1 })
    const poor = await mallMember(t, { points: 100 })
    const before = await stockOf(g.id)
    expect(await buyNow(t, poor, g.id)).toMatchObject({
      status: 409,
      errorKey: 'MALL_POINTS_NOT_ENOUGH',
      message: 'You do not have enough points',
    })
    const zh = await t.call(
      'member/pointsMall/order/insert',
      {
        draft: { goods: { goodsId: g.id, number: 1 } },
        deliveryAddressId: poor.addressId,
        paymentPassword: '123456',
        idempotencyKey: `k-${newId()}`,
        lang: 'zh-Hans',
      },
      poor.token,
    )
    expect(zh).toMatchObject({ errorKey: 'MALL_POINTS_NOT_ENOUGH', message: '积分不足' })
    const rich = await mallMember(t, { points: 5_000 })
    expect(await buyNow(t, rich, g.id, 2)).toMatchObject({ status: 409, errorKey: 'MALL_OUT_OF_STOCK' })
    expect(await buyNow(t, rich, g.id, 1, { paymentPassword: '000000' })).toMatchObject({
      status: 400,
      errorKey: 'PAYMENT_PASSWORD_WRONG',
    })
    expect(await buyNow(t, { token: rich.token, addressId: poor.addressId }, g.id)).toMatchObject({
      status: 404,
      errorKey: 'ADDRESS_NOT_FOUND',
    })
    expect(await stockOf(g.id)).toBe(before)
    expect(await pointsOf(t, poor.memberId)).toBe(100)
    expect(await pointsOf(t, rich.memberId)).toBe(5_000)
    const cash = await saveGoods(t, admin, categoryId, { points: 10, cashFen: 100_000 })
    expect(await buyNow(t, rich, cash.id)).toMatchObject({ status: 409, errorKey: 'INSUFFICIENT_BALANCE' })
    expect(await pointsOf(t, rich.memberId)).toBe(5_000)
  })

  it('answers a double submit with one idempotency key with the first order, spending once', async () => {
    const g = await saveGoods(t, admin, categoryId, { points: 100, stock: 10 })
    const m = await mallMember(t, { points: 1_000 })
    const key = `k-${newId()}`
    const [a, b] = await Promise.all([
      buyNow(t, m, g.id, 1, { idempotencyKey: key }),
      buyNow(t, m, g.id, 1, { idempotencyKey: key }),
    ])
    expect(a.success && b.success).toBe(true)
    expect(a.data?.id).toBe(b.data?.id)
    const again = await buyNow(t, m, g.id, 1, { idempotencyKey: key })
    expect(again.data?.id).toBe(a.data?.id)
    expect(await buyNow(t, m, g.id, 2, { idempotencyKey: key })).toMatchObject({
      status: 409,
      errorKey: 'IDEMPOTENCY_KEY_REUSED',
    })
    expect(await pointsOf(t, m.memberId)).toBe(900)
    expect(await stockOf(g.id)).toBe(9)
  })

  it('cancels an unshipped order at once: points, cash and stock back exactly once; wrong owner is not found', async () => {
    const g = await saveGoods(t, admin, categoryId, { points: 200, cashFen: 500, stock: 3 })
    const m = await mallMember(t, { points: 1_000, balanceFen: 1_000 })
    const other = await mallMember(t)
    const order = (await buyNow(t, m, g.id)).data as MallOrder
    expect(await t.call('member/pointsMall/order/selectById', { id: order.id }, other.token)).toMatchObject({
      status: 404,
      errorKey: 'MALL_ORDER_NOT_FOUND',
    })
    expect(await t.call('member/pointsMall/order/cancelOrder', { id: order.id }, other.token)).toMatchObject({
      status: 404,
    })
    const [x, y] = await Promise.all([
      t.call<MallOrder>('member/pointsMall/order/cancelOrder', { id: order.id }, m.token),
      t.call<MallOrder>('member/pointsMall/order/cancelOrder', { id: order.id }, m.token),
    ])
    expect([x.success, y.success].sort()).toEqual([false, true])
    expect([x, y].find((r) => !r.success)).toMatchObject({
      status: 409,
      errorKey: 'MALL_ORDER_STATUS_CONFLICT',
    })
    expect(await pointsOf(t, m.memberId)).toBe(1_000)
    expect(await memberBalance(t, m.memberId)).toBe(1_000)
    expect(await stockOf(g.id)).toBe(3)
    const detail = await t.ok<MallOrder>('member/pointsMall/order/selectById', { id: order.id }, m.token)
    expect(detail).toMatchObject({ status: 'cancelled', actions: [] })
  })

  it('ships, follows logistics, confirms receipt; tabs count; auto-completes 7 days after shipping on the test clock', async () => {
    const g = await saveGoods(t, admin, categoryId, { points: 100, stock: 10 })
    const m = await mallMember(t, { points: 1_000 })
    const one = (await buyNow(t, m, g.id)).data as MallOrder
    const two = (await buyNow(t, m, g.id)).data as MallOrder
    expect(await t.ok('member/pointsMall/order/selectTabNumber', {}, m.token)).toMatchObject({
      all: 2,
      toShip: 2,
    })
    expect(
      await t.call(
        'admin/pointsMall/order/deliver',
        { id: one.id, carrier: 'SF', trackingNo: 'SF1234' },
        m.token,
      ),
    ).toMatchObject({ status: 403 })
    expect(await t.call('member/pointsMall/order/confirmReceipt', { id: one.id }, m.token)).toMatchObject({
      status: 409,
      errorKey: 'MALL_ORDER_STATUS_CONFLICT',
    })
    for (const o of [one, two]) {
      await t.ok(
        'admin/pointsMall/order/deliver',
        { id: o.id, carrier: 'SF Express', trackingNo: `SF${o.orderNo}` },
        admin,
      )
    }
    expect(await t.call('member/pointsMall/order/cancelOrder', { id: one.id }, m.token)).toMatchObject({
      status: 409,
    })
    t.clock.set(new Date(NOON.getTime() + 3_600_000))
    await t.ok('admin/pointsMall/order/logistics', { id: one.id, text: 'Arrived at Shanghai hub' }, admin)
    const logistics = await t.ok<{ carrier: string; events: { text: string }[] }>(
      'member/pointsMall/orderLogistics/list',
      { orderId: one.id },
      m.token,
    )
    expect(logistics.carrier).toBe('SF Express')
    expect(logistics.events.map((e) => e.text)).toEqual([
      'Arrived at Shanghai hub',
      `SF Express SF${one.orderNo}`,
    ])
    const shipped = await t.ok<MallOrder>('member/pointsMall/order/selectById', { id: one.id }, m.token)
    expect(shipped.actions).toEqual(['confirmReceipt', 'applyRefund', 'logistics'])
    expect(shipped.autoCompleteAt).toBe(new Date(NOON.getTime() + 7 * DAY).toISOString())
    await t.ok('member/pointsMall/order/confirmReceipt', { id: one.id }, m.token)
    const toReceive = await t.ok<Page<MallOrder>>(
      'member/pointsMall/order/list',
      { tab: 'toReceive', pageNo: 1, pageSize: 10 },
      m.token,
    )
    expect(toReceive.records.map((o) => o.id)).toEqual([two.id])
    t.clock.set(new Date(NOON.getTime() + 7 * DAY - 60_000))
    await t.app.jobs.runDue(1000)
    expect(
      (await t.ok<MallOrder>('member/pointsMall/order/selectById', { id: two.id }, m.token)).status,
    ).toBe('shipped')
    t.clock.set(new Date(NOON.getTime() + 7 * DAY + 60_000))
    await t.app.jobs.runDue(1000)
    expect(
      (await t.ok<MallOrder>('member/pointsMall/order/selectById', { id: two.id }, m.token)).status,
    ).toBe('completed')
    const [n] = await t.db.select({ n: count() }).from(jobs).where(eq(jobs.dedupeKey, one.id))
    expect(Number(n?.n)).toBe(1)
  })

  it('after shipping: after-sale within 20 days, platform approves once (points back) or refuses; after 20 days closed', async () => {
    const g = await saveGoods(t, admin, categoryId, { points: 100, cashFen: 200, stock: 10 })
    const m = await mallMember(t, { points: 1_000, balanceFen: 1_000 })
    const a = (await buyNow(t, m, g.id)).data as MallOrder
    const b = (await buyNow(t, m, g.id)).data as MallOrder
    const c = (await buyNow(t, m, g.id)).data as MallOrder
    for (const o of [a, b, c])
      await t.ok('admin/pointsMall/order/deliver', { id: o.id, carrier: 'SF', trackingNo: 'SF0001' }, admin)
    expect(await pointsOf(t, m.memberId)).toBe(700)
    const refund = await t.ok<{ id: string; status: string }>(
      'member/pointsMall/order/applyRefund',
      { id: a.id, kind: 'return_refund', reason: 'Broken' },
      m.token,
    )
    expect(refund.status).toBe('pending')
    expect(
      await t.call('member/pointsMall/order/applyRefund', { id: a.id, kind: 'refund', reason: 'x' }, m.token),
    ).toMatchObject({
      status: 409,
    })
    const [p, q] = await Promise.all([
      t.call('admin/pointsMall/refund/audit', { refundId: refund.id, approve: true }, admin),
      t.call('admin/pointsMall/refund/audit', { refundId: refund.id, approve: true }, admin),
    ])
    expect([p.success, q.success].sort()).toEqual([false, true])
    expect(await pointsOf(t, m.memberId)).toBe(800)
    expect(await memberBalance(t, m.memberId)).toBe(1_000 - 600 + 200)
    const process = await t.ok<{ refunds: { status: string }[]; steps: { status: string }[] }>(
      'member/pointsMall/order/selectRefundProcess',
      { id: a.id },
      m.token,
    )
    expect(process.refunds).toMatchObject([{ status: 'approved' }])
    expect(process.steps.map((s) => s.status)).toEqual(['paid', 'shipped', 'after_sale', 'refunded'])
    const rb = await t.ok<{ id: string }>(
      'member/pointsMall/order/applyRefund',
      { id: b.id, kind: 'refund', reason: 'Late' },
      m.token,
    )
    const refused = await t.ok<MallOrder>(
      'admin/pointsMall/refund/audit',
      { refundId: rb.id, approve: false, note: 'Delivered fine' },
      admin,
    )
    // b was shipped but not received: the refusal puts it back to shipped, not completed.
    expect(refused.status).toBe('shipped')
    // each decision left one audit row (the losing racer none), with who, before and after
    const log = await t.ok<{ records: Record<string, unknown>[] }>(
      'admin/audit/list',
      { subject: 'mall_refund:' },
      admin,
    )
    expect(log.records).toHaveLength(2)
    expect(log.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorType: 'staff',
          action: 'mall_refund.approve',
          subject: `mall_refund:${refund.id}`,
          before: { orderId: a.id, kind: 'return_refund', status: 'pending' },
          after: { status: 'approved', note: null },
        }),
        expect.objectContaining({
          action: 'mall_refund.reject',
          subject: `mall_refund:${rb.id}`,
          after: { status: 'rejected', note: 'Delivered fine' },
        }),
      ]),
    )
    expect(await pointsOf(t, m.memberId)).toBe(800)
    t.clock.set(new Date(NOON.getTime() + 21 * DAY))
    expect(
      await t.call(
        'member/pointsMall/order/applyRefund',
        { id: c.id, kind: 'refund', reason: 'Late' },
        m.token,
      ),
    ).toMatchObject({
      status: 409,
      errorKey: 'MALL_AFTER_SALE_CLOSED',
    })
  })

  it('refusing an after-sale: a received order goes back to completed; an unreceived one to shipped, where receipt and the 7-day auto-complete still apply', async () => {
    const g = await saveGoods(t, admin, categoryId, { points: 100, stock: 10 })
    const m = await mallMember(t, { points: 1_000 })
    const received = (await buyNow(t, m, g.id)).data as MallOrder
    const early = (await buyNow(t, m, g.id)).data as MallOrder
    const late = (await buyNow(t, m, g.id)).data as MallOrder
    for (const o of [received, early, late])
      await t.ok('admin/pointsMall/order/deliver', { id: o.id, carrier: 'SF', trackingNo: 'SF0002' }, admin)
    await t.ok('member/pointsMall/order/confirmReceipt', { id: received.id }, m.token)
    const ask = (id: string) =>
      t.ok<{ id: string }>(
        'member/pointsMall/order/applyRefund',
        { id, kind: 'refund', reason: 'No' },
        m.token,
      )
    const refuse = (refundId: string) =>
      t.ok<MallOrder>('admin/pointsMall/refund/audit', { refundId, approve: false, note: 'Fine' }, admin)
    const status = async (id: string) =>
      (await t.ok<MallOrder>('member/pointsMall/order/selectById', { id }, m.token)).status

    expect((await refuse((await ask(received.id)).id)).status).toBe('completed')

    // Refused on day 2: back to shipped; the member may confirm or ask again; completes on day 7.
    t.clock.set(new Date(NOON.getTime() + 2 * DAY))
    expect((await refuse((await ask(early.id)).id)).status).toBe('shipped')
    const back = await t.ok<MallOrder>('member/pointsMall/order/selectById', { id: early.id }, m.token)
    expect(back.actions).toEqual(['confirmReceipt', 'applyRefund', 'logistics'])
    expect(back.autoCompleteAt).toBe(new Date(NOON.getTime() + 7 * DAY).toISOString())

    // Asked on day 3, refused on day 9 (the first job ran on day 7 and found it in after-sale).
    t.clock.set(new Date(NOON.getTime() + 3 * DAY))
    const lateRefund = await ask(late.id)
    t.clock.set(new Date(NOON.getTime() + 7 * DAY + 60_000))
    await t.app.jobs.runDue(1000)
    expect(await status(early.id)).toBe('completed')
    expect(await status(late.id)).toBe('after_sale')
    t.clock.set(new Date(NOON.getTime() + 9 * DAY))
    expect((await refuse(lateRefund.id)).status).toBe('shipped')
    await t.app.jobs.runDue(1000)
    expect(await status(late.id)).toBe('completed')
    expect(await status(received.id)).toBe('completed')
    expect(await pointsOf(t, m.memberId)).toBe(700)
  })

  it('keeps the database CHECK lists equal to the domain enums', async () => {
    const result = await t.db.execute<{ name: string; def: string }>(sql`
      select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where conname in ('mall_orders_status_check', 'mall_refunds_status_check', 'mall_refunds_kind_check')`)
    const defs = Object.fromEntries(result.rows.map((r) => [r.name, r.def]))
    const values = (name: string) => [...String(defs[name]).matchAll(/'([^']+)'/g)].map((m) => m[1]).sort()
    expect(values('mall_orders_status_check')).toEqual([...MALL_ORDER_STATUSES].sort())
    expect(values('mall_refunds_status_check')).toEqual([...MALL_REFUND_STATUSES].sort())
    expect(values('mall_refunds_kind_check')).toEqual([...MALL_REFUND_KINDS].sort())
  })

  it('lists not-yet-credited points per order for the points page', async () => {
    const m = await createMember(t)
    expect(await t.ok('member/points/pendingList', { pageNo: 1, pageSize: 10 }, m.token)).toEqual({
      records: [],
      total: 0,
    })
  })

  it('never oversells: members racing for the last 5 items give exactly 5 orders', {
    timeout: 300_000,
  }, async () => {
    const g = await saveGoods(t, admin, categoryId, { points: 10, stock: 5 })
    const racers = await Promise.all(Array.from({ length: RACERS }, () => mallMember(t, { points: 100 })))
    const answers = await Promise.all(racers.map((m) => buyNow(t, m, g.id)))
    expect(answers.filter((a) => a.success)).toHaveLength(5)
    expect(answers.filter((a) => !a.success).every((a) => a.errorKey === 'MALL_OUT_OF_STOCK')).toBe(true)
    expect(await stockOf(g.id)).toBe(0)
    const ids = answers.flatMap((a) => (a.data ? [a.data.id] : []))
    const [n] = await t.db.select({ n: count() }).from(mallOrders).where(inArray(mallOrders.id, ids))
    expect(Number(n?.n)).toBe(5)
    const spent = await Promise.all(racers.map((m) => pointsOf(t, m.memberId)))
    expect(spent.filter((p) => p === 90)).toHaveLength(5)
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })
})

/** 100 members on PostgreSQL (the real race); fewer on PGlite, whose one connection serialises anyway. */
const RACERS = process.env.SIAM_TEST_DB === 'pg' ? 100 : 20
