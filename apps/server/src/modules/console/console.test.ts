import type { BoardOrder, consoleCalls, OrderDetail, Payment } from '@siam/contracts'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SandboxGateway } from '../../adapters/payments/sandbox/sandbox-gateway'
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
  ledgerEntriesOf,
  memberBalance,
  orderRow,
  payByBalance,
  paymentsOf,
  pickupDraft,
  placeOrder,
} from '../../test/flows'
import type { RequestBody, UncheckedBody } from '../../test/requests'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit } from '../ledger'
import { paymentRefunds } from '../payments/payments.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
type Page = { records: BoardOrder[]; total: number }
type Action = 'accept' | 'mark_ready' | 'dispatch' | 'deliver' | 'picked_up' | 'reject'
const ACTIONS: Action[] = ['accept', 'mark_ready', 'dispatch', 'deliver', 'picked_up', 'reject']

describe('console order board', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let otherShop: FixtureShop
  let merchant: string
  let otherMerchant: string
  let platform: string
  let member: TestMember
  let addressId: string

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    otherShop = await createFixtureShop(t.db)
    merchant = await createMerchant(t, [shop.shopId])
    otherMerchant = await createMerchant(t, [otherShop.shopId])
    platform = await createMerchant(t, [], 'platform')
    member = await createMember(t, { balanceFen: 1_000_000 })
    addressId = (await createAddress(t, member.token)).id
  })

  function act(action: Action, id: string, token = merchant) {
    if (action === 'dispatch')
      return t.call<BoardOrder>(
        'merchant/order/dispatch',
        { id, courierName: 'Wang', courierPhone: '13912345678' },
        token,
      )
    if (action === 'reject')
      return t.call<BoardOrder>('merchant/order/reject', { id, reason: 'Sold out' }, token)
    return t.call<BoardOrder>('merchant/order/updateStatus', { id, action }, token)
  }
  async function mustAct(action: Action, id: string, token = merchant) {
    const res = await act(action, id, token)
    if (!res.success) throw new Error(`${action} failed: ${res.errorKey}`)
    return res.data as BoardOrder
  }

  /** An order of `shop` brought to a status through the API. */
  async function orderAt(kind: 'delivery' | 'pickup', status: number, at: FixtureShop = shop) {
    const draft = kind === 'delivery' ? deliveryDraft(at, addressId) : pickupDraft(at)
    const order = await placeOrder(t, member.token, draft)
    if (status === 1) return order
    if (status === 10) {
      await t.ok('member/order/cancelOrder', { id: order.id }, member.token)
      return order
    }
    await payByBalance(t, member.token, order.id)
    const token = at === shop ? merchant : otherMerchant
    const path: Record<number, Action[]> =
      kind === 'delivery'
        ? {
            2: [],
            4: ['accept'],
            5: ['accept', 'dispatch'],
            12: ['accept', 'dispatch', 'deliver'],
            11: ['reject'],
          }
        : { 2: [], 3: ['mark_ready'], 6: ['mark_ready', 'picked_up'], 11: ['reject'] }
    for (const action of path[status] ?? []) await mustAct(action, order.id, token)
    expect((await orderRow(t, order.id)).status).toBe(status)
    return order
  }

  async function snapshot(orderId: string) {
    const row = await orderRow(t, orderId)
    return {
      status: row.status,
      updatedAt: row.updatedAt.toISOString(),
      history: (await historyOf(t, orderId)).length,
      refunds: (await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId))).length,
      courier: row.courierName,
      balance: await memberBalance(t, member.memberId),
    }
  }

  describe('who sees what', () => {
    it("a merchant sees only its shops; another shop's order is not found; the platform sees all", async () => {
      const mine = await orderAt('delivery', 2)
      const theirs = await orderAt('delivery', 2, otherShop)
      const list = (token: string, body: Partial<RequestBody<typeof consoleCalls.orders>> = {}) =>
        t.ok<Page>('merchant/order/list', { pageNo: -1, ...body }, token)

      const forMerchant = await list(merchant)
      expect(forMerchant.records.map((r) => r.id)).toContain(mine.id)
      expect(forMerchant.records.map((r) => r.id)).not.toContain(theirs.id)
      expect(forMerchant.records.every((r) => r.shopId === shop.shopId)).toBe(true)
      expect(forMerchant.total).toBe(forMerchant.records.length)
      expect(await list(merchant, { shopId: otherShop.shopId })).toEqual({ records: [], total: 0 })

      const board = forMerchant.records.find((r) => r.id === mine.id) as BoardOrder
      expect(board).toMatchObject({
        status: 2,
        memberEmail: member.email,
        // The courier's Chinese line: the geocoder's names for the point, then the door as typed.
        addressZh: '上海市黄浦区人民广场 南京东路100号 1201室',
        totalFen: 4100,
        actions: ['merchant_reject', 'accept'],
        updatedAt: '2026-11-21T04:00:00.000Z',
      })

      const before = await snapshot(theirs.id)
      for (const action of ACTIONS) {
        expect(await act(action, theirs.id), action).toMatchObject({
          status: 404,
          errorKey: 'ORDER_NOT_FOUND',
        })
      }
      expect(await snapshot(theirs.id)).toEqual(before)
      expect(await act('accept', newId())).toMatchObject({ status: 404, errorKey: 'ORDER_NOT_FOUND' })

      const forPlatform = await list(platform)
      expect(forPlatform.records.map((r) => r.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]))
      expect((await list(platform, { shopId: otherShop.shopId })).records.map((r) => r.id)).toContain(
        theirs.id,
      )
      expect(
        (await list(platform, { shopId: otherShop.shopId })).records.every(
          (r) => r.shopId === otherShop.shopId,
        ),
      ).toBe(true)
      // The other shop's merchant can act on it.
      expect((await mustAct('accept', theirs.id, otherMerchant)).status).toBe(4)
    })

    it('filters by status and pages', async () => {
      const shopC = await createFixtureShop(t.db)
      const staff = await createMerchant(t, [shopC.shopId])
      const unpaid = await placeOrder(t, member.token, deliveryDraft(shopC, addressId))
      t.clock.advance(1000)
      const paid = await placeOrder(t, member.token, deliveryDraft(shopC, addressId))
      await payByBalance(t, member.token, paid.id)
      t.clock.advance(1000)
      const pickup = await placeOrder(t, member.token, pickupDraft(shopC))
      await payByBalance(t, member.token, pickup.id)
      t.clock.advance(1000)
      await mustAct('mark_ready', pickup.id, staff)
      const all = await t.ok<Page>('merchant/order/list', { pageNo: -1 }, staff)
      // Most recently changed first.
      expect(all.records.map((r) => r.id)).toEqual([pickup.id, paid.id, unpaid.id])
      const waiting = await t.ok<Page>('merchant/order/list', { pageNo: -1, statuses: [2, 3] }, staff)
      expect(waiting.records.map((r) => r.id)).toEqual([pickup.id, paid.id])
      const page2 = await t.ok<Page>('merchant/order/list', { pageNo: 2, pageSize: 2 }, staff)
      expect(page2).toMatchObject({ total: 3 })
      expect(page2.records.map((r) => r.id)).toEqual([unpaid.id])
      expect(await t.call('merchant/order/list', { statuses: [13] }, staff)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
      expect(await t.call('merchant/order/list', { pageNo: 0 }, staff)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: { pageNo: 'This value is not valid' },
      })
    })

    it('changedSince lists only orders changed after that time', async () => {
      const shopD = await createFixtureShop(t.db)
      const staff = await createMerchant(t, [shopD.shopId])
      const early = await placeOrder(t, member.token, deliveryDraft(shopD, addressId))
      const moved = await placeOrder(t, member.token, deliveryDraft(shopD, addressId))
      t.clock.set(new Date('2026-11-21T04:00:30Z'))
      await payByBalance(t, member.token, moved.id)
      t.clock.set(new Date('2026-11-21T04:01:00Z'))
      const late = await placeOrder(t, member.token, deliveryDraft(shopD, addressId))
      const since = (changedSince: string) =>
        t
          .ok<Page>('merchant/order/list', { pageNo: -1, changedSince }, staff)
          .then((p) => p.records.map((r) => r.id))
      expect(await since('2026-11-21T03:59:59.000Z')).toEqual([late.id, moved.id, early.id])
      expect(await since('2026-11-21T04:00:00.000Z')).toEqual([late.id, moved.id])
      expect(await since('2026-11-21T04:00:30.000Z')).toEqual([late.id])
      expect(await since('2026-11-21T04:01:00.000Z')).toEqual([])
      expect(await t.call('merchant/order/list', { changedSince: 'yesterday' }, staff)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: { changedSince: 'This value is not valid' },
      })
    })

    it('refuses member tokens (403) and missing tokens (401) on every console call', async () => {
      const order = await orderAt('delivery', 2)
      const before = await snapshot(order.id)
      const calls: [string, UncheckedBody][] = [
        ['merchant/order/list', {}],
        ['merchant/order/updateStatus', { id: order.id, action: 'accept' }],
        ['merchant/order/dispatch', { id: order.id, courierName: 'Wang', courierPhone: '13912345678' }],
        ['merchant/order/reject', { id: order.id, reason: 'x' }],
        ['merchant/me', {}],
      ]
      for (const [path, body] of calls) {
        expect(await t.call(path, body, member.token), path).toMatchObject({
          status: 403,
          code: 403,
          errorKey: 'FORBIDDEN',
          message: 'You have no permission to access this function!',
        })
        expect(await t.call(path, body), path).toMatchObject({ status: 401, errorKey: 'NOT_LOGGED_IN' })
      }
      expect(await snapshot(order.id)).toEqual(before)
    })
  })

  describe('actions by status and kind', () => {
    const cases: { kind: 'delivery' | 'pickup'; status: number; legal: Partial<Record<Action, number>> }[] = [
      { kind: 'delivery', status: 1, legal: {} },
      { kind: 'delivery', status: 2, legal: { accept: 4, reject: 11 } },
      { kind: 'delivery', status: 4, legal: { dispatch: 5 } },
      { kind: 'delivery', status: 5, legal: { deliver: 12 } },
      { kind: 'delivery', status: 12, legal: {} },
      { kind: 'delivery', status: 10, legal: {} },
      { kind: 'delivery', status: 11, legal: {} },
      { kind: 'pickup', status: 2, legal: { mark_ready: 3, reject: 11 } },
      { kind: 'pickup', status: 3, legal: { picked_up: 6 } },
      { kind: 'pickup', status: 6, legal: {} },
    ]
    for (const { kind, status, legal } of cases) {
      const legalNames = Object.keys(legal) as Action[]
      it(`${kind} at ${status}: ${legalNames.join(', ') || 'nothing'} allowed, everything else ORDER_STATUS_CONFLICT`, async () => {
        const order = await orderAt(kind, status)
        const before = await snapshot(order.id)
        for (const action of ACTIONS.filter((a) => !legalNames.includes(a))) {
          expect(await act(action, order.id), action).toMatchObject({
            status: 409,
            errorKey: 'ORDER_STATUS_CONFLICT',
            message: 'The order has changed, please refresh',
          })
        }
        expect(await snapshot(order.id)).toEqual(before)
        for (const [index, action] of legalNames.entries()) {
          const target = index === 0 ? order : await orderAt(kind, status)
          t.clock.set(new Date('2026-11-21T04:02:00Z'))
          const res = await act(action, target.id)
          expect(res, action).toMatchObject({ status: 200, success: true })
          expect(res.data?.status).toBe(legal[action])
          expect(res.data?.updatedAt).toBe('2026-11-21T04:02:00.000Z')
          expect(res.data?.history.at(-1)).toMatchObject({
            fromStatus: status,
            toStatus: legal[action],
            actor: 'merchant',
          })
        }
      })
    }

    it('dispatch needs a courier name and a valid mainland mobile, as field errors', async () => {
      const order = await orderAt('delivery', 4)
      const before = await snapshot(order.id)
      const dispatch = (courierName: string, courierPhone: string) =>
        t.call('merchant/order/dispatch', { id: order.id, courierName, courierPhone }, merchant)
      expect(await dispatch('', '')).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: {
          courierName: 'This field is required',
          courierPhone: 'Mobile phone number is required',
        },
      })
      for (const phone of ['12345', '23912345678', '+447700900123', '139123456789']) {
        const res = await dispatch('Wang', phone)
        expect(res, phone).toMatchObject({
          status: 400,
          errorKey: 'VALIDATION_FAILED',
          fieldErrors: { courierPhone: 'Incorrect mobile phone number' },
        })
        expect(Object.keys(res.fieldErrors ?? {})).toEqual(['courierPhone'])
      }
      expect(await dispatch('   ', '13912345678')).toMatchObject({
        status: 400,
        fieldErrors: { courierName: 'This field is required' },
      })
      expect(await snapshot(order.id)).toEqual(before)
      const done = await dispatch(' Wang ', ' 13912345678 ')
      expect(done.data).toMatchObject({ status: 5, courierName: 'Wang', courierPhone: '13912345678' })
      const seen = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, member.token)
      expect(seen).toMatchObject({ courierName: 'Wang', courierPhone: '13912345678' })
    })

    it('platform staff may reject but not run the kitchen', async () => {
      const order = await orderAt('delivery', 2)
      expect(await act('accept', order.id, platform)).toMatchObject({
        status: 409,
        errorKey: 'ORDER_STATUS_CONFLICT',
      })
      const rejected = await act('reject', order.id, platform)
      expect(rejected.data).toMatchObject({ status: 11 })
      expect(rejected.data?.history.at(-1)).toMatchObject({
        fromStatus: 2,
        toStatus: 11,
        actor: 'platform',
        note: 'Sold out',
      })
    })
  })

  describe('reject refunds everything paid', () => {
    it('balance payment: 2 -> 11, the balance restored exactly', async () => {
      const m = await createMember(t, { balanceFen: 10_000 })
      const address = await createAddress(t, m.token)
      const order = await placeOrder(t, m.token, deliveryDraft(shop, address.id))
      await payByBalance(t, m.token, order.id)
      expect(await memberBalance(t, m.memberId)).toBe(5900)
      expect(await t.call('merchant/order/reject', { id: order.id, reason: '' }, merchant)).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: { reason: 'This value is not valid' },
      })
      t.clock.set(new Date('2026-11-21T04:03:00Z'))
      const res = await t.ok<BoardOrder>(
        'merchant/order/reject',
        { id: order.id, reason: 'The shop is closed' },
        merchant,
      )
      expect(res).toMatchObject({
        status: 11,
        cancelReason: 'The shop is closed',
        refundedFen: 4100,
        paidFen: 4100,
        actions: [],
      })
      expect(res.history.at(-1)).toMatchObject({
        fromStatus: 2,
        toStatus: 11,
        actor: 'merchant',
        note: 'The shop is closed',
      })
      expect(await memberBalance(t, m.memberId)).toBe(10_000)
      const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
      expect(refunds).toHaveLength(1)
      expect(refunds[0]).toMatchObject({ amountFen: 4100, status: 'succeeded', reason: 'order_rejected' })
      expect((await paymentsOf(t, order.id))[0]).toMatchObject({ status: 'succeeded', refundedFen: 4100 })
      expect(await ledgerEntriesOf(t, order.id, 'order_refund')).toHaveLength(2)
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
      const seen = await t.ok<OrderDetail>('member/order/selectById', { id: order.id }, m.token)
      expect(seen).toMatchObject({ status: 11, refundedFen: 4100, cancelReason: 'The shop is closed' })
      // The refund job that was also scheduled finds nothing left to do.
      t.clock.set(new Date('2026-11-21T05:00:00Z'))
      await t.app.jobs.runDue(1000)
      expect(await memberBalance(t, m.memberId)).toBe(10_000)
    })

    it('sandbox payment: the refund succeeds at the provider', async () => {
      const sandbox = t.app.moduleDeps.gateways.sandbox as SandboxGateway
      const order = await placeOrder(t, member.token, deliveryDraft(shop, addressId))
      const created = await t.ok<{ payment: Payment; action: { url: string } }>(
        'member/payment/create',
        { orderId: order.id, payType: 'alipay', environment: 'browser', idempotencyKey: `rej-${order.id}` },
        member.token,
      )
      await t.app.inject({ method: 'POST', url: `${created.action.url}/approve` })
      expect((await orderRow(t, order.id)).status).toBe(2)
      const balanceBefore = await memberBalance(t, member.memberId)
      const res = await t.ok<BoardOrder>(
        'merchant/order/reject',
        { id: order.id, reason: 'Dishes are sold out' },
        merchant,
      )
      expect(res).toMatchObject({ status: 11, refundedFen: 4100 })
      expect((await sandbox.byRef(created.payment.id))?.refundedFen).toBe(4100)
      const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
      expect(refund).toMatchObject({ amountFen: 4100, status: 'succeeded', reason: 'order_rejected' })
      expect(refund?.providerRefundNo).toMatch(/^SBR/)
      // The money went back to the card, not to the balance.
      expect(await memberBalance(t, member.memberId)).toBe(balanceBefore)
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    })
  })

  describe('two staff at once', () => {
    it('accept and reject at the same moment: one wins, the other gets ORDER_STATUS_CONFLICT', async () => {
      const second = await createMerchant(t, [shop.shopId])
      for (let round = 0; round < 4; round++) {
        const order = await orderAt('delivery', 2)
        const balanceBefore = await memberBalance(t, member.memberId)
        const [accept, reject] = await Promise.all([
          act('accept', order.id, merchant),
          act('reject', order.id, second),
        ])
        expect(
          [accept, reject].filter((r) => r.success),
          `round ${round}`,
        ).toHaveLength(1)
        const loser = accept.success ? reject : accept
        expect(loser).toMatchObject({ status: 409, errorKey: 'ORDER_STATUS_CONFLICT' })
        const row = await orderRow(t, order.id)
        const history = await historyOf(t, order.id)
        expect(history).toHaveLength(3)
        const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id))
        if (accept.success) {
          expect(row.status).toBe(4)
          expect(refunds).toHaveLength(0)
          expect(await memberBalance(t, member.memberId)).toBe(balanceBefore)
        } else {
          expect(row.status).toBe(11)
          expect(refunds.map((r) => [r.amountFen, r.status])).toEqual([[4100, 'succeeded']])
          expect(await memberBalance(t, member.memberId)).toBe(balanceBefore + 4100)
        }
      }
    })

    it('two accepts at once: one success, one conflict, one history row', async () => {
      const second = await createMerchant(t, [shop.shopId])
      for (let round = 0; round < 3; round++) {
        const order = await orderAt('delivery', 2)
        const answers = await Promise.all([
          act('accept', order.id, merchant),
          act('accept', order.id, second),
        ])
        expect(answers.filter((a) => a.success)).toHaveLength(1)
        expect(answers.find((a) => !a.success)).toMatchObject({
          status: 409,
          errorKey: 'ORDER_STATUS_CONFLICT',
        })
        expect((await historyOf(t, order.id)).filter((h) => h.toStatus === 4)).toHaveLength(1)
      }
    })
  })
})
