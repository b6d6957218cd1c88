import type { OrderDetail, Payment, paymentCalls } from '@siam/contracts'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sandboxTrades } from '../../adapters/payments/sandbox/sandbox.tables'
import type { SandboxGateway } from '../../adapters/payments/sandbox/sandbox-gateway'
import { signSandbox } from '../../adapters/payments/sandbox/signature'
import { newId } from '../../platform/ids'
import { createAddress, createFixtureShop, createMember, type FixtureShop } from '../../test/fixtures'
import {
  deliveryDraft,
  historyOf,
  ledgerEntriesOf,
  memberBalance,
  orderRow,
  paymentsOf,
  pickupDraft,
  placeOrder,
} from '../../test/flows'
import type { RequestBody } from '../../test/requests'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit, memberBalanceAccount, PLATFORM_ACCOUNTS } from '../ledger'
import { ledgerTransfers } from '../ledger/ledger.tables'
import { paymentNotifications, paymentRefunds } from './payments.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
const NOTIFY_URL = '/siam-server/rest/notify/sandbox'
type Created = { payment: Payment; action: { type: 'redirect'; url: string } }

describe('payments', () => {
  const t = useApiTestApp({ at: NOON })
  let shop: FixtureShop
  let sandbox: SandboxGateway

  beforeAll(async () => {
    shop = await createFixtureShop(t.db)
    sandbox = t.app.moduleDeps.gateways.sandbox as SandboxGateway
  })

  /** A member with a balance and an unpaid delivery order of 41 yuan (noodles + tea, 504 m). */
  async function memberWithOrder(balanceFen = 10_000, opts: { paymentPassword?: string | null } = {}) {
    const m = await createMember(t, { balanceFen, ...opts })
    const address = await createAddress(t, m.token)
    const order = await placeOrder(t, m.token, deliveryDraft(shop, address.id))
    expect(order.totalFen).toBe(4100)
    return { ...m, order, addressId: address.id }
  }
  const byBalance = (
    token: string,
    orderId: string,
    extra: Partial<RequestBody<typeof paymentCalls.byBalance>> = {},
  ) =>
    t.call<OrderDetail>(
      'member/platformPay/byBalance',
      { orderId, paymentPassword: '123456', idempotencyKey: `bal-${newId()}`, ...extra },
      token,
    )
  const create = (
    token: string,
    orderId: string,
    payType: string,
    environment = 'browser',
    idempotencyKey = `pc-${newId()}`,
  ) => t.call<Created>('member/payment/create', { orderId, payType, environment, idempotencyKey }, token)
  const notify = (headers: Record<string, string>, body: string) =>
    t.app.inject({ method: 'POST', url: NOTIFY_URL, headers, payload: body })
  const transfersFor = async (paymentId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `payment:${paymentId}`))
    return Number(row?.n)
  }
  const notificationsFor = async (paymentId: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, paymentId))
    return Number(row?.n)
  }
  const tradeOf = async (paymentId: string) => {
    const row = await sandbox.byRef(paymentId)
    if (!row) throw new Error(`no sandbox trade for ${paymentId}`)
    return row
  }
  /** Everything a refused payment must leave alone. */
  async function state(memberId: string, orderId: string) {
    const order = await orderRow(t, orderId)
    return {
      balance: await memberBalance(t, memberId),
      status: order.status,
      paidFen: order.paidFen,
      payments: (await paymentsOf(t, orderId)).map((p) => p.status).sort(),
      entries: (await ledgerEntriesOf(t, orderId)).length,
      history: (await historyOf(t, orderId)).length,
    }
  }

  describe('payment/methods', () => {
    it('offers what works where the app runs, and says why the rest is missing', async () => {
      const m = await memberWithOrder(2345)
      const inWeChat = await t.ok(
        'member/payment/methods',
        { orderId: m.order.id, environment: 'wechat' },
        m.token,
      )
      expect(inWeChat).toEqual({
        methods: [
          { payType: 'balance', available: true, reasonKey: null },
          { payType: 'wechat', available: true, reasonKey: null },
          { payType: 'alipay', available: false, reasonKey: 'alipay_not_in_wechat' },
          { payType: 'card', available: false, reasonKey: 'card_not_in_wechat' },
        ],
        balanceFen: 2345,
        hasPaymentPassword: true,
      })
      const inBrowser = await t.ok(
        'member/payment/methods',
        { orderId: m.order.id, environment: 'browser' },
        m.token,
      )
      expect(inBrowser).toEqual({
        methods: [
          { payType: 'balance', available: true, reasonKey: null },
          { payType: 'wechat', available: false, reasonKey: 'wechat_only_in_wechat' },
          { payType: 'alipay', available: true, reasonKey: null },
          { payType: 'card', available: true, reasonKey: null },
        ],
        balanceFen: 2345,
        hasPaymentPassword: true,
      })
      const noPassword = await memberWithOrder(0, { paymentPassword: null })
      expect(
        await t.ok(
          'member/payment/methods',
          { orderId: noPassword.order.id, environment: 'browser' },
          noPassword.token,
        ),
      ).toMatchObject({
        balanceFen: 0,
        hasPaymentPassword: false,
      })
      expect(
        await t.call(
          'member/payment/methods',
          { orderId: m.order.id, environment: 'browser' },
          noPassword.token,
        ),
      ).toMatchObject({
        status: 404,
        errorKey: 'ORDER_NOT_FOUND',
      })
      expect(
        await t.call('member/payment/methods', { orderId: m.order.id, environment: 'tv' }, m.token),
      ).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
    })
  })

  describe('balance payments', () => {
    it('pays from the balance: exact debit, status 2, ETA +33 min, balanced ledger', async () => {
      const m = await memberWithOrder(10_000)
      t.clock.set(new Date('2026-11-21T04:02:30Z'))
      const res = await byBalance(m.token, m.order.id)
      expect(res).toMatchObject({ status: 200, success: true })
      expect(res.data).toMatchObject({
        id: m.order.id,
        status: 2,
        payType: 'balance',
        paidFen: 4100,
        balanceUsedFen: 4100,
        paidAt: '2026-11-21T04:02:30.000Z',
        etaAt: '2026-11-21T04:35:30.000Z',
        payDeadlineAt: null,
      })
      expect(res.data?.history.at(-1)).toMatchObject({ fromStatus: 1, toStatus: 2, actor: 'member' })
      expect(await memberBalance(t, m.memberId)).toBe(5900)
      expect(await ledgerAudit.sumOfEntries(t.db, memberBalanceAccount(m.memberId))).toBe(5900)
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
      const entries = await ledgerEntriesOf(t, m.order.id, 'order_payment')
      expect(entries.map((e) => [e.accountId, e.amountFen]).sort()).toEqual(
        [
          [memberBalanceAccount(m.memberId), -4100],
          [PLATFORM_ACCOUNTS.orderReceipts, 4100],
        ].sort(),
      )
      const [payment] = await paymentsOf(t, m.order.id)
      expect(payment).toMatchObject({
        payType: 'balance',
        provider: 'balance',
        amountFen: 4100,
        status: 'succeeded',
      })
      const info = await t.ok<{ balanceFen: number }>('member/getLoginMemberInfo', {}, m.token)
      expect(info.balanceFen).toBe(5900)
    })

    it('a pickup order gets an ETA 3 minutes after payment', async () => {
      const m = await createMember(t, { balanceFen: 5000 })
      const order = await placeOrder(t, m.token, pickupDraft(shop))
      t.clock.set(new Date('2026-11-21T04:01:00Z'))
      const paid = await byBalance(m.token, order.id)
      expect(paid.data).toMatchObject({
        status: 2,
        paidAt: '2026-11-21T04:01:00.000Z',
        etaAt: '2026-11-21T04:04:00.000Z',
      })
      expect(await memberBalance(t, m.memberId)).toBe(3800)
    })

    it('refuses INSUFFICIENT_BALANCE and changes nothing', async () => {
      const m = await memberWithOrder(4099)
      const before = await state(m.memberId, m.order.id)
      const key = `poor-${newId()}`
      const res = await byBalance(m.token, m.order.id, { idempotencyKey: key })
      expect(res).toMatchObject({
        status: 409,
        success: false,
        errorKey: 'INSUFFICIENT_BALANCE',
        message: 'insufficient balance',
      })
      expect(await state(m.memberId, m.order.id)).toEqual(before)
      expect(before).toMatchObject({ balance: 4099, status: 1, paidFen: 0, payments: [] })
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    })

    it('refuses PAYMENT_PASSWORD_NOT_SET and a wrong password, changing nothing', async () => {
      const unset = await memberWithOrder(10_000, { paymentPassword: null })
      const before = await state(unset.memberId, unset.order.id)
      expect(await byBalance(unset.token, unset.order.id)).toMatchObject({
        status: 409,
        errorKey: 'PAYMENT_PASSWORD_NOT_SET',
        message: 'payment password not set, go and set it',
      })
      expect(await state(unset.memberId, unset.order.id)).toEqual(before)

      const m = await memberWithOrder(10_000)
      const before2 = await state(m.memberId, m.order.id)
      expect(await byBalance(m.token, m.order.id, { paymentPassword: '654321' })).toMatchObject({
        status: 400,
        errorKey: 'PAYMENT_PASSWORD_WRONG',
        message: 'Wrong payment password, 4 tries left',
      })
      expect(await state(m.memberId, m.order.id)).toEqual(before2)
      // The right password still works afterwards.
      expect((await byBalance(m.token, m.order.id)).data?.status).toBe(2)
      expect(await memberBalance(t, m.memberId)).toBe(5900)
    })

    it('refuses to pay an order twice (ORDER_NOT_PAYABLE), debiting once', async () => {
      const m = await memberWithOrder(10_000)
      expect((await byBalance(m.token, m.order.id)).success).toBe(true)
      const again = await byBalance(m.token, m.order.id)
      expect(again).toMatchObject({
        status: 409,
        errorKey: 'ORDER_NOT_PAYABLE',
        message: 'This order can no longer be paid.',
      })
      expect(await memberBalance(t, m.memberId)).toBe(5900)
      expect(await paymentsOf(t, m.order.id)).toHaveLength(1)
      // A cancelled order cannot be paid either.
      const cancelled = await placeOrder(t, m.token, deliveryDraft(shop, m.addressId))
      await t.ok('member/order/cancelOrder', { id: cancelled.id }, m.token)
      expect(await byBalance(m.token, cancelled.id)).toMatchObject({
        status: 409,
        errorKey: 'ORDER_NOT_PAYABLE',
      })
      expect(await memberBalance(t, m.memberId)).toBe(5900)
      // Nor can another member's order be paid.
      const other = await createMember(t, { balanceFen: 10_000 })
      const theirs = await placeOrder(t, other.token, pickupDraft(shop))
      expect(await byBalance(m.token, theirs.id)).toMatchObject({ status: 404, errorKey: 'ORDER_NOT_FOUND' })
      expect(await memberBalance(t, other.memberId)).toBe(10_000)
    })

    it('refuses to start paying once the pay deadline has passed, even before the job cancels it', async () => {
      const m = await memberWithOrder(10_000)
      const late = await memberWithOrder(10_000)
      // 04:04:59: still in time.
      t.clock.set(new Date('2026-11-21T04:04:59Z'))
      expect((await byBalance(m.token, m.order.id)).data?.status).toBe(2)
      // 04:05:00: the deadline.
      t.clock.set(new Date('2026-11-21T04:05:00Z'))
      const before = await state(late.memberId, late.order.id)
      expect(await byBalance(late.token, late.order.id)).toMatchObject({
        status: 409,
        errorKey: 'ORDER_NOT_PAYABLE',
      })
      expect(await create(late.token, late.order.id, 'alipay')).toMatchObject({
        status: 409,
        errorKey: 'ORDER_NOT_PAYABLE',
      })
      expect(
        await t.call(
          'member/payment/methods',
          { orderId: late.order.id, environment: 'browser' },
          late.token,
        ),
      ).toMatchObject({
        status: 409,
        errorKey: 'ORDER_NOT_PAYABLE',
      })
      expect(await state(late.memberId, late.order.id)).toEqual(before)
    })

    it('answers a replay of the same idempotency key with the paid order, without a second debit', async () => {
      const m = await memberWithOrder(10_000)
      const key = `replay-${newId()}`
      const first = await byBalance(m.token, m.order.id, { idempotencyKey: key })
      const second = await byBalance(m.token, m.order.id, { idempotencyKey: key })
      expect(first.data?.status).toBe(2)
      expect(second).toMatchObject({ status: 200, success: true })
      expect(second.data).toMatchObject({ id: m.order.id, status: 2, paidFen: 4100 })
      // The payment answers from the rows its transaction read, the replay reads them back: the same detail.
      expect(second.data).toEqual(first.data)
      expect(await memberBalance(t, m.memberId)).toBe(5900)
      expect(await paymentsOf(t, m.order.id)).toHaveLength(1)
      // One payment transfer (two legs), and the order's points recorded once.
      expect(await ledgerEntriesOf(t, m.order.id, 'order_payment')).toHaveLength(2)
      expect(await ledgerEntriesOf(t, m.order.id, 'points_earned')).toHaveLength(2)
      // The same key for another order is refused.
      const next = await placeOrder(t, m.token, deliveryDraft(shop, m.addressId))
      expect(await byBalance(m.token, next.id, { idempotencyKey: key })).toMatchObject({
        status: 409,
        errorKey: 'IDEMPOTENCY_KEY_REUSED',
      })
      expect((await orderRow(t, next.id)).status).toBe(1)
      expect(await memberBalance(t, m.memberId)).toBe(5900)
    })

    it('two orders paid at once from a balance that covers one: exactly one succeeds (5 rounds)', async () => {
      for (let round = 0; round < 5; round++) {
        const m = await createMember(t, { balanceFen: 4100 })
        const address = await createAddress(t, m.token)
        const a = await placeOrder(t, m.token, deliveryDraft(shop, address.id))
        const b = await placeOrder(t, m.token, deliveryDraft(shop, address.id))
        const answers = await Promise.all([byBalance(m.token, a.id), byBalance(m.token, b.id)])
        const ok = answers.filter((x) => x.success)
        const refused = answers.filter((x) => !x.success)
        expect(ok, `round ${round}`).toHaveLength(1)
        expect(refused[0], `round ${round}`).toMatchObject({ status: 409, errorKey: 'INSUFFICIENT_BALANCE' })
        expect(await memberBalance(t, m.memberId)).toBe(0)
        const statuses = [(await orderRow(t, a.id)).status, (await orderRow(t, b.id)).status].sort()
        expect(statuses).toEqual([1, 2])
        expect((await paymentsOf(t, a.id)).length + (await paymentsOf(t, b.id)).length).toBe(1)
      }
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    })

    it('a double click (same key twice at once) pays once and answers both with the paid order', async () => {
      for (let round = 0; round < 3; round++) {
        const m = await memberWithOrder(10_000)
        const key = `dbl-${newId()}`
        const answers = await Promise.all([
          byBalance(m.token, m.order.id, { idempotencyKey: key }),
          byBalance(m.token, m.order.id, { idempotencyKey: key }),
        ])
        for (const a of answers) expect(a).toMatchObject({ status: 200, success: true, data: { status: 2 } })
        expect(await memberBalance(t, m.memberId)).toBe(5900)
        expect(await paymentsOf(t, m.order.id)).toHaveLength(1)
      }
    })

    it('cancel and pay at the same moment: one of them wins, the money follows the winner', async () => {
      for (let round = 0; round < 4; round++) {
        const m = await memberWithOrder(10_000)
        const [cancel, pay] = await Promise.all([
          t.call('member/order/cancelOrder', { id: m.order.id }, m.token),
          byBalance(m.token, m.order.id),
        ])
        expect([cancel.success, pay.success].filter(Boolean), `round ${round}`).toHaveLength(1)
        const status = (await orderRow(t, m.order.id)).status
        if (pay.success) {
          expect(cancel).toMatchObject({ status: 409, errorKey: 'ORDER_STATUS_CONFLICT' })
          expect([status, await memberBalance(t, m.memberId)]).toEqual([2, 5900])
        } else {
          expect(['ORDER_NOT_PAYABLE', 'ORDER_STATUS_CONFLICT']).toContain(pay.errorKey)
          expect([status, await memberBalance(t, m.memberId)]).toEqual([10, 10_000])
          expect(await paymentsOf(t, m.order.id)).toEqual([])
        }
        expect(await historyOf(t, m.order.id)).toHaveLength(2)
      }
    })

    it('one order paid twice at once with two keys: one payment, one debit', async () => {
      for (let round = 0; round < 3; round++) {
        const m = await memberWithOrder(10_000)
        const answers = await Promise.all([byBalance(m.token, m.order.id), byBalance(m.token, m.order.id)])
        expect(answers.filter((x) => x.success)).toHaveLength(1)
        expect(answers.find((x) => !x.success)).toMatchObject({ status: 409, errorKey: 'ORDER_NOT_PAYABLE' })
        expect(await memberBalance(t, m.memberId)).toBe(5900)
        expect(await paymentsOf(t, m.order.id)).toHaveLength(1)
        expect((await historyOf(t, m.order.id)).filter((h) => h.toStatus === 2)).toHaveLength(1)
      }
    })
  })

  describe('provider payments through the sandbox', () => {
    it('refuses a method that does not work where the app runs', async () => {
      const m = await memberWithOrder()
      for (const [payType, environment] of [
        ['wechat', 'browser'],
        ['alipay', 'wechat'],
        ['card', 'wechat'],
      ]) {
        expect(
          await create(m.token, m.order.id, payType as string, environment),
          `${payType} in ${environment}`,
        ).toMatchObject({
          status: 409,
          errorKey: 'PAY_METHOD_UNAVAILABLE',
        })
      }
      expect(await create(m.token, m.order.id, 'balance')).toMatchObject({
        status: 400,
        errorKey: 'VALIDATION_FAILED',
      })
      expect(await paymentsOf(t, m.order.id)).toEqual([])
      // Inside WeChat, WeChat Pay is offered and works.
      const wechat = await create(m.token, m.order.id, 'wechat', 'wechat')
      expect(wechat.data?.payment).toMatchObject({ payType: 'wechat', status: 'pending', amountFen: 4100 })
      await t.app.inject({ method: 'POST', url: `${wechat.data?.action.url}/approve` })
      expect(await orderRow(t, m.order.id)).toMatchObject({ status: 2, payType: 'wechat', paidFen: 4100 })
    })

    it('alipay: redirect to the hosted page, approve, signed notification, order paid', async () => {
      const m = await memberWithOrder(10_000)
      const key = `ali-${newId()}`
      const res = await create(m.token, m.order.id, 'alipay', 'browser', key)
      expect(res).toMatchObject({ status: 200, success: true })
      const { payment, action } = res.data as Created
      expect(payment).toMatchObject({
        orderId: m.order.id,
        payType: 'alipay',
        amountFen: 4100,
        status: 'pending',
        paidAt: null,
      })
      expect(action.type).toBe('redirect')
      expect(action.url).toMatch(/^\/siam-server\/sandbox\/checkout\/SBX[0-9A-F]{18}$/)
      // The same key gives the same payment and page.
      const again = await create(m.token, m.order.id, 'alipay', 'browser', key)
      expect(again.data).toEqual(res.data)
      expect(await paymentsOf(t, m.order.id)).toHaveLength(1)

      const page = await t.app.inject({ method: 'GET', url: action.url })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.body).toContain('Alipay')
      expect(page.body).toContain('¥41.00')
      expect(page.body).toContain(`${action.url}/approve`)

      // Asking before the payer approved changes nothing.
      expect(await t.ok<Payment>('member/payment/query', { paymentId: payment.id }, m.token)).toMatchObject({
        status: 'pending',
      })
      expect((await orderRow(t, m.order.id)).status).toBe(1)

      t.clock.set(new Date('2026-11-21T04:03:00Z'))
      const approved = await t.app.inject({ method: 'POST', url: `${action.url}/approve` })
      expect(approved.statusCode).toBe(303)
      // The payer comes back through our return route, which lands on the check page (that queries).
      expect(approved.headers.location).toBe(`/siam-server/pay/return/${payment.id}`)
      const back = await t.app.inject({ method: 'GET', url: String(approved.headers.location) })
      expect(back.statusCode).toBe(303)
      expect(back.headers.location).toBe(
        `/web/#/pages/shop/success/success?paymentId=${encodeURIComponent(payment.id)}&orderId=${encodeURIComponent(m.order.id)}`,
      )
      const order = await t.ok<OrderDetail>('member/order/selectById', { id: m.order.id }, m.token)
      expect(order).toMatchObject({
        status: 2,
        payType: 'alipay',
        paidFen: 4100,
        balanceUsedFen: 0,
        paidAt: '2026-11-21T04:03:00.000Z',
        etaAt: '2026-11-21T04:36:00.000Z',
      })
      expect(order.history.at(-1)).toMatchObject({ fromStatus: 1, toStatus: 2, actor: 'system' })
      expect(await t.ok<Payment>('member/payment/query', { paymentId: payment.id }, m.token)).toMatchObject({
        status: 'succeeded',
        paidAt: '2026-11-21T04:03:00.000Z',
      })
      // The member's balance is not touched; the provider's money went to order receipts.
      expect(await memberBalance(t, m.memberId)).toBe(10_000)
      expect(
        (await ledgerEntriesOf(t, m.order.id, 'order_payment')).map((e) => [e.accountId, e.amountFen]).sort(),
      ).toEqual(
        [
          [PLATFORM_ACCOUNTS.providerClearing, -4100],
          [PLATFORM_ACCOUNTS.orderReceipts, 4100],
        ].sort(),
      )
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
      // The hosted page now says it is done; approving again changes nothing.
      expect((await t.app.inject({ method: 'GET', url: action.url })).body).toContain('already success')
      expect((await t.app.inject({ method: 'POST', url: `${action.url}/approve` })).statusCode).toBe(303)
      expect(await transfersFor(payment.id)).toBe(1)
      expect(await create(m.token, m.order.id, 'card')).toMatchObject({
        status: 409,
        errorKey: 'ORDER_NOT_PAYABLE',
      })
    })

    it('two creates with one key at once: one payment, one provider trade', async () => {
      const m = await memberWithOrder(10_000)
      const key = `twin-${newId()}`
      const [a, b] = await Promise.all([
        create(m.token, m.order.id, 'card', 'browser', key),
        create(m.token, m.order.id, 'card', 'browser', key),
      ])
      expect(a.success && b.success).toBe(true)
      expect(b.data?.payment.id).toBe(a.data?.payment.id)
      expect(b.data?.action).toEqual(a.data?.action)
      expect(await paymentsOf(t, m.order.id)).toHaveLength(1)
      const trades = await t.db
        .select()
        .from(sandboxTrades)
        .where(eq(sandboxTrades.merchantRef, a.data?.payment.id as string))
      expect(trades).toHaveLength(1)
      // Another key is another payment of the same order.
      const other = await create(m.token, m.order.id, 'alipay')
      expect(other.data?.payment.id).not.toBe(a.data?.payment.id)
      // The same key with another body is refused.
      expect(await create(m.token, m.order.id, 'alipay', 'browser', key)).toMatchObject({
        status: 409,
        errorKey: 'IDEMPOTENCY_KEY_REUSED',
      })
      expect(await paymentsOf(t, m.order.id)).toHaveLength(2)
    })

    it('declined: payment failed, order unpaid and payable with another method', async () => {
      const m = await memberWithOrder(10_000)
      const { payment, action } = (await create(m.token, m.order.id, 'card')).data as Created
      const declined = await t.app.inject({ method: 'POST', url: `${action.url}/decline` })
      expect(declined.statusCode).toBe(303)
      expect((await paymentsOf(t, m.order.id))[0]).toMatchObject({ id: payment.id, status: 'failed' })
      expect(await t.ok<Payment>('member/payment/query', { paymentId: payment.id }, m.token)).toMatchObject({
        status: 'failed',
      })
      const order = await orderRow(t, m.order.id)
      expect([order.status, order.paidFen]).toEqual([1, 0])
      expect(await ledgerEntriesOf(t, m.order.id)).toEqual([])
      const paid = await byBalance(m.token, m.order.id)
      expect(paid.data).toMatchObject({ status: 2, payType: 'balance' })
      expect(await memberBalance(t, m.memberId)).toBe(5900)
    })

    it('payment/query never marks paid on its own; it applies what the provider says', async () => {
      const m = await memberWithOrder(10_000)
      const { payment } = (await create(m.token, m.order.id, 'alipay')).data as Created
      for (let i = 0; i < 3; i++) {
        expect(await t.ok<Payment>('member/payment/query', { paymentId: payment.id }, m.token)).toMatchObject(
          { status: 'pending' },
        )
      }
      expect((await orderRow(t, m.order.id)).status).toBe(1)
      expect(await ledgerEntriesOf(t, m.order.id)).toEqual([])
      // The payer approved, the notification is lost: "I have paid" finds it at the provider.
      await sandbox.decide((await tradeOf(payment.id)).tradeNo, 'approve')
      expect(await t.ok<Payment>('member/payment/query', { paymentId: payment.id }, m.token)).toMatchObject({
        status: 'succeeded',
      })
      expect((await orderRow(t, m.order.id)).status).toBe(2)
      expect(await transfersFor(payment.id)).toBe(1)
      // Another member cannot look at it.
      const other = await createMember(t)
      expect(await t.call('member/payment/query', { paymentId: payment.id }, other.token)).toMatchObject({
        status: 404,
        errorKey: 'PAYMENT_NOT_FOUND',
      })
    })

    it('payment/cancel closes a pending payment; the order stays payable', async () => {
      const m = await memberWithOrder(10_000)
      const { payment, action } = (await create(m.token, m.order.id, 'alipay')).data as Created
      const closed = await t.ok<Payment>('member/payment/cancel', { paymentId: payment.id }, m.token)
      expect(closed).toMatchObject({ id: payment.id, status: 'closed' })
      expect((await tradeOf(payment.id)).status).toBe('CLOSED')
      // The hosted page can no longer approve it.
      await t.app.inject({ method: 'POST', url: `${action.url}/approve` })
      expect((await tradeOf(payment.id)).status).toBe('CLOSED')
      expect((await orderRow(t, m.order.id)).status).toBe(1)
      expect(await t.ok<Payment>('member/payment/cancel', { paymentId: payment.id }, m.token)).toMatchObject({
        status: 'closed',
      })
      // A new payment pays it.
      const second = (await create(m.token, m.order.id, 'alipay')).data as Created
      expect(second.payment.id).not.toBe(payment.id)
      await t.app.inject({ method: 'POST', url: `${second.action.url}/approve` })
      expect((await orderRow(t, m.order.id)).status).toBe(2)
      expect(
        await t.ok<Payment>('member/payment/cancel', { paymentId: second.payment.id }, m.token),
      ).toMatchObject({ status: 'succeeded' })
    })

    it('a second payment that succeeds for an already paid order is refunded in full', async () => {
      const m = await memberWithOrder(10_000)
      const first = (await create(m.token, m.order.id, 'alipay')).data as Created
      const second = (await create(m.token, m.order.id, 'card')).data as Created
      await t.app.inject({ method: 'POST', url: `${first.action.url}/approve` })
      expect((await orderRow(t, m.order.id)).status).toBe(2)
      // The payer also approves the other one.
      await t.app.inject({ method: 'POST', url: `${second.action.url}/approve` })
      expect(await t.app.jobs.runDue()).toBe(1)
      const order = await orderRow(t, m.order.id)
      expect([order.status, order.payType, order.paidFen, order.refundedFen]).toEqual([2, 'alipay', 4100, 0])
      const [refund] = await t.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, second.payment.id))
      expect(refund).toMatchObject({ amountFen: 4100, status: 'succeeded', reason: 'late_payment' })
      expect((await tradeOf(second.payment.id)).refundedFen).toBe(4100)
      expect((await tradeOf(first.payment.id)).refundedFen).toBe(0)
      expect((await historyOf(t, m.order.id)).filter((h) => h.toStatus === 2)).toHaveLength(1)
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
    })

    it('payment/cancel after the payer approved applies the approval instead', async () => {
      const m = await memberWithOrder(10_000)
      const { payment } = (await create(m.token, m.order.id, 'card')).data as Created
      await sandbox.decide((await tradeOf(payment.id)).tradeNo, 'approve')
      expect(await t.ok<Payment>('member/payment/cancel', { paymentId: payment.id }, m.token)).toMatchObject({
        status: 'succeeded',
      })
      expect((await orderRow(t, m.order.id)).status).toBe(2)
    })
  })

  describe('provider notifications', () => {
    /** A pending alipay payment that the payer approved at the provider, not yet notified. */
    async function approvedAtProvider() {
      const m = await memberWithOrder(10_000)
      const { payment } = (await create(m.token, m.order.id, 'alipay')).data as Created
      const trade = await sandbox.decide((await tradeOf(payment.id)).tradeNo, 'approve')
      if (!trade) throw new Error('not approved')
      return { ...m, payment, trade }
    }
    const secret = () => t.app.moduleDeps.config.SANDBOX_SECRET

    async function expectUnpaid(m: Awaited<ReturnType<typeof approvedAtProvider>>) {
      const order = await orderRow(t, m.order.id)
      expect([order.status, order.paidFen]).toEqual([1, 0])
      expect((await paymentsOf(t, m.order.id))[0]?.status).toBe('pending')
      expect(await ledgerEntriesOf(t, m.order.id)).toEqual([])
      expect(await notificationsFor(m.payment.id)).toBe(0)
    }

    it('refuses a bad signature (400) with no effect', async () => {
      const m = await approvedAtProvider()
      const { headers, body } = sandbox.notificationFor(m.trade)
      const forged = await notify(
        {
          ...headers,
          'x-sandbox-signature': signSandbox('another-secret-of-16+', headers['x-sandbox-timestamp'], body),
        },
        body,
      )
      expect(forged.statusCode).toBe(400)
      expect(forged.json()).toEqual({ code: 'FAIL' })
      const garbage = await notify({ ...headers, 'x-sandbox-signature': 'zz' }, body)
      expect(garbage.statusCode).toBe(400)
      const unsigned = await notify({ 'content-type': 'application/json' }, body)
      expect(unsigned.statusCode).toBe(400)
      // The body changed after signing (status swapped): the signature no longer covers it.
      const tampered = await notify(headers, body.replace('"SUCCESS"', '"DECLINED"'))
      expect(tampered.statusCode).toBe(400)
      await expectUnpaid(m)
      // The genuine one is accepted.
      const genuine = await notify(headers, body)
      expect(genuine.statusCode).toBe(200)
      expect(genuine.json()).toEqual({ code: 'SUCCESS' })
      expect((await orderRow(t, m.order.id)).status).toBe(2)
    })

    it('refuses a stale (or future) timestamp beyond 5 minutes', async () => {
      const m = await approvedAtProvider()
      const stale = sandbox.notificationFor(m.trade)
      t.clock.advance(5 * 60_000 + 1)
      expect((await notify(stale.headers, stale.body)).statusCode).toBe(400)
      await expectUnpaid(m)
      // Signed "in the future" by more than 5 minutes.
      t.clock.set(new Date(NOON.getTime() + 10 * 60_000))
      const future = sandbox.notificationFor(m.trade)
      t.clock.set(NOON)
      expect((await notify(future.headers, future.body)).statusCode).toBe(400)
      await expectUnpaid(m)
      // Exactly 5 minutes old is still fresh.
      const edge = sandbox.notificationFor(m.trade)
      t.clock.advance(5 * 60_000)
      expect((await notify(edge.headers, edge.body)).statusCode).toBe(200)
      expect((await orderRow(t, m.order.id)).status).toBe(2)
    })

    it('refuses a notification whose amount does not match the payment', async () => {
      const m = await approvedAtProvider()
      const real = JSON.parse(sandbox.notificationFor(m.trade).body) as Record<string, unknown>
      for (const amountFen of [1, 4099, 4101, 410_000]) {
        const body = JSON.stringify({ ...real, eventId: `evt_forged_${amountFen}`, amountFen })
        const timestamp = String(t.clock.now().getTime())
        const res = await notify(
          {
            'content-type': 'application/json',
            'x-sandbox-timestamp': timestamp,
            'x-sandbox-signature': signSandbox(secret(), timestamp, body),
          },
          body,
        )
        expect(res.statusCode, String(amountFen)).toBe(400)
      }
      // Nor one about a payment that does not exist.
      const body = JSON.stringify({ ...real, eventId: 'evt_unknown', merchantRef: newId() })
      const timestamp = String(t.clock.now().getTime())
      const unknown = await notify(
        {
          'content-type': 'application/json',
          'x-sandbox-timestamp': timestamp,
          'x-sandbox-signature': signSandbox(secret(), timestamp, body),
        },
        body,
      )
      expect(unknown.statusCode).toBe(400)
      await expectUnpaid(m)
    })

    it('the same notification 16 times, interleaved with queries, has exactly one effect', async () => {
      const m = await approvedAtProvider()
      const { headers, body } = sandbox.notificationFor(m.trade)
      const query = () => t.call<Payment>('member/payment/query', { paymentId: m.payment.id }, m.token)
      const deliveries = Array.from({ length: 16 }, () => notify(headers, body))
      const queries = Array.from({ length: 4 }, query)
      const [notified, queried] = await Promise.all([Promise.all(deliveries), Promise.all(queries)])
      for (const n of notified) expect(n.statusCode).toBe(200)
      for (const q of queried) {
        expect(q.success).toBe(true)
        expect(['pending', 'succeeded']).toContain(q.data?.status)
      }
      expect(await transfersFor(m.payment.id)).toBe(1)
      expect(await ledgerEntriesOf(t, m.order.id, 'order_payment')).toHaveLength(2)
      const history = await historyOf(t, m.order.id)
      expect(history.filter((h) => h.fromStatus === 1 && h.toStatus === 2)).toHaveLength(1)
      expect(await notificationsFor(m.payment.id)).toBe(1)
      const order = await orderRow(t, m.order.id)
      expect([order.status, order.paidFen, order.refundedFen]).toEqual([2, 4100, 0])
      // Later redeliveries, sequential this time, change nothing either.
      for (let i = 0; i < 3; i++) expect((await notify(headers, body)).statusCode).toBe(200)
      expect(await transfersFor(m.payment.id)).toBe(1)
      expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
      const [trade] = await t.db
        .select()
        .from(sandboxTrades)
        .where(eq(sandboxTrades.merchantRef, m.payment.id))
      expect(trade?.refundedFen).toBe(0)
    })
  })
})
