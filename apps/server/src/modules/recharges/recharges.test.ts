import type { BillingRecord, Payment, Recharge } from '@siam/contracts'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SandboxGateway } from '../../adapters/payments/sandbox/sandbox-gateway'
import { idempotencyKeys } from '../../platform/idempotency.tables'
import { newId } from '../../platform/ids'
import { createFixtureShop, createMember } from '../../test/fixtures'
import { memberBalance } from '../../test/flows'
import { useApiTestApp } from '../../test/suite'
import { ledgerAudit, PLATFORM_ACCOUNTS } from '../ledger'
import { ledgerTransfers } from '../ledger/ledger.tables'
import { paymentRefunds, payments } from '../payments/payments.tables'
import { recharges } from './recharges.tables'

const NOON = new Date('2026-11-21T04:00:00Z')
const MINUTE = 60_000
type Created = { payment: Payment; action: { type: 'redirect'; url: string } }
type Page<T> = { records: T[]; total: number }

describe('recharges, wallets and reconciliation', () => {
  const t = useApiTestApp({ at: NOON })
  let sandbox: SandboxGateway

  beforeAll(async () => {
    await createFixtureShop(t.db)
    sandbox = t.app.moduleDeps.gateways.sandbox as SandboxGateway
  })

  const startRecharge = (token: string, tierId = 't100', idempotencyKey = `rc-${newId()}`) =>
    t.ok<Recharge>('member/recharge/create', { tierId, idempotencyKey }, token)
  const payRecharge = (
    token: string,
    rechargeId: string,
    payType = 'alipay',
    idempotencyKey = `pc-${newId()}`,
  ) =>
    t.ok<Created>(
      'member/payment/create',
      { rechargeId, payType, environment: payType === 'wechat' ? 'wechat' : 'browser', idempotencyKey },
      token,
    )
  /** The payer approves on the sandbox page (its notification is delivered in-process). */
  async function approve(paymentId: string) {
    const trade = await sandbox.byRef(paymentId)
    if (!trade) throw new Error('no sandbox trade')
    const answer = await t.app.inject({
      method: 'POST',
      url: `/siam-server/sandbox/checkout/${trade.tradeNo}/approve`,
    })
    expect(answer.statusCode).toBe(303)
  }
  const transfers = async (key: string) => {
    const [row] = await t.db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, key))
    return Number(row?.n)
  }

  it('lists the tiers of product rules 6 without a login', async () => {
    expect(await t.ok('rechargeTier/list', {})).toEqual({
      records: [
        { id: 't100', payFen: 10_000, getFen: 10_500, bonusFen: 500 },
        { id: 't200', payFen: 20_000, getFen: 21_500, bonusFen: 1_500 },
        { id: 't500', payFen: 50_000, getFen: 55_000, bonusFen: 5_000 },
      ],
    })
  })

  it('creates a recharge once per idempotency key and refuses unknown tiers and reused keys', async () => {
    const m = await createMember(t)
    const key = `rc-${newId()}`
    const first = await startRecharge(m.token, 't200', key)
    expect(first).toMatchObject({
      payFen: 20_000,
      bonusFen: 1_500,
      status: 'unpaid',
      payType: null,
      paidAt: null,
    })
    expect(first.rechargeNo).toMatch(/^R\d{20}$/)
    expect(await startRecharge(m.token, 't200', key)).toEqual(first)
    expect(
      await t.call('member/recharge/create', { tierId: 't500', idempotencyKey: key }, m.token),
    ).toMatchObject({
      status: 409,
      errorKey: 'IDEMPOTENCY_KEY_REUSED',
    })
    const unknown = await t.call(
      'member/recharge/create',
      { tierId: 't999', idempotencyKey: `rc-${newId()}` },
      m.token,
    )
    expect(unknown).toMatchObject({
      status: 400,
      errorKey: 'RECHARGE_TIER_UNKNOWN',
      message: 'This recharge option is no longer offered, please choose another',
    })
    const [n] = await t.db.select({ n: count() }).from(recharges).where(eq(recharges.memberId, m.memberId))
    expect(Number(n?.n)).toBe(1)
    expect(
      await t.call('member/recharge/create', { tierId: 't100', idempotencyKey: `rc-${newId()}` }),
    ).toMatchObject({
      status: 401,
    })
  })

  it('never offers the balance for a recharge, and refuses a balance-only path', async () => {
    const m = await createMember(t, { balanceFen: 90_000 })
    const recharge = await startRecharge(m.token)
    const methods = await t.ok<{ methods: { payType: string }[] }>(
      'member/payment/methods',
      { rechargeId: recharge.id, environment: 'browser' },
      m.token,
    )
    expect(methods.methods.map((x) => x.payType)).toEqual(['wechat', 'alipay', 'card'])
    const both = await t.call(
      'member/payment/methods',
      { orderId: newId(), rechargeId: recharge.id, environment: 'browser' },
      m.token,
    )
    expect(both).toMatchObject({ status: 400, errorKey: 'VALIDATION_FAILED' })
  })

  it('credits the balance once with the bonus as its own entry, shown in records and bill detail', async () => {
    const m = await createMember(t)
    const recharge = await startRecharge(m.token, 't100')
    const { payment } = await payRecharge(m.token, recharge.id, 'card')
    expect(payment).toMatchObject({
      rechargeId: recharge.id,
      orderId: null,
      amountFen: 10_000,
      status: 'pending',
    })
    t.clock.set(new Date(NOON.getTime() + MINUTE))
    await approve(payment.id)

    expect(await memberBalance(t, m.memberId)).toBe(10_500)
    const detail = await t.ok<Recharge>('member/recharge/detail', { id: recharge.id }, m.token)
    expect(detail).toMatchObject({ status: 'paid', payType: 'card', paidAt: '2026-11-21T04:01:00.000Z' })
    expect(await transfers(`recharge:${recharge.id}`)).toBe(1)
    expect(await transfers(`recharge_bonus:${recharge.id}`)).toBe(1)

    // The same notification again, and the client asking: nothing more.
    const trade = await sandbox.byRef(payment.id)
    if (!trade) throw new Error('no trade')
    const { body, headers } = sandbox.notificationFor(trade)
    for (let i = 0; i < 3; i++) {
      const replay = await t.app.inject({
        method: 'POST',
        url: '/siam-server/rest/notify/sandbox',
        headers,
        payload: body,
      })
      expect(replay.statusCode).toBe(200)
    }
    expect(await t.ok<Payment>('member/payment/query', { paymentId: payment.id }, m.token)).toMatchObject({
      status: 'succeeded',
    })
    expect(await memberBalance(t, m.memberId)).toBe(10_500)

    const records = await t.ok<Page<BillingRecord>>(
      'member/billingRecord/list',
      { coinType: 'balance' },
      m.token,
    )
    expect(records.total).toBe(2)
    // Newest first, each with the balance right after it: the recharge, then its bonus (same instant).
    expect(records.records.map((r) => [r.causeType, r.amount, r.balanceAfter, r.reference])).toEqual([
      ['recharge_bonus', 500, 10_500, recharge.rechargeNo],
      ['recharge', 10_000, 10_000, recharge.rechargeNo],
    ])
    const [newest, oldest] = records.records
    const bill = await t.ok<
      BillingRecord & { related: BillingRecord[]; payType: string; rechargeId: string }
    >('member/billingRecord/selectById', { id: oldest?.id }, m.token)
    expect(bill).toMatchObject({ payType: 'card', rechargeId: recharge.id, orderId: null })
    expect(bill.related.map((r) => r.id)).toEqual([newest?.id])

    // Another member sees none of it.
    const other = await createMember(t)
    expect(await t.call('member/billingRecord/selectById', { id: oldest?.id }, other.token)).toMatchObject({
      status: 404,
      errorKey: 'BILLING_RECORD_NOT_FOUND',
    })
    expect(await t.call('member/recharge/detail', { id: recharge.id }, other.token)).toMatchObject({
      status: 404,
      errorKey: 'RECHARGE_NOT_FOUND',
    })
    expect(
      await t.call(
        'member/payment/create',
        {
          rechargeId: recharge.id,
          payType: 'alipay',
          environment: 'browser',
          idempotencyKey: `pc-${newId()}`,
        },
        other.token,
      ),
    ).toMatchObject({ status: 404, errorKey: 'RECHARGE_NOT_FOUND' })
    expect(
      (await t.ok<{ records: unknown[] }>('member/billingRecord/list', { coinType: 'balance' }, other.token))
        .records,
    ).toEqual([])
    expect(await ledgerAudit.sumOfAllEntries(t.db)).toBe(0)
  })

  it('refunds a second payment of a recharge that was already paid (duplicate), crediting once', async () => {
    const m = await createMember(t)
    const recharge = await startRecharge(m.token, 't200')
    const first = await payRecharge(m.token, recharge.id, 'alipay')
    const second = await payRecharge(m.token, recharge.id, 'card')
    await approve(first.payment.id)
    // The second page was already open: the payer pays it too.
    expect(
      await t.call(
        'member/payment/create',
        {
          rechargeId: recharge.id,
          payType: 'card',
          environment: 'browser',
          idempotencyKey: `pc-${newId()}`,
        },
        m.token,
      ),
    ).toMatchObject({ status: 409, errorKey: 'RECHARGE_NOT_PAYABLE' })
    await approve(second.payment.id)
    const [refund] = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, second.payment.id))
    expect(refund).toMatchObject({
      reason: 'duplicate_payment',
      amountFen: 20_000,
      status: 'pending',
      orderId: null,
    })
    await t.app.jobs.drain()
    const [done] = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, second.payment.id))
    expect(done?.status).toBe('succeeded')
    expect(await memberBalance(t, m.memberId)).toBe(21_500)
    expect((await sandbox.byRef(second.payment.id))?.refundedFen).toBe(20_000)
    expect(await ledgerAudit.sumOfEntries(t.db, PLATFORM_ACCOUNTS.recharges)).toBe(0)
  })

  describe('reconciliation job', () => {
    it('applies a payment whose notification never came, once the reconcile delay passed', async () => {
      const m = await createMember(t)
      const recharge = await startRecharge(m.token)
      const { payment } = await payRecharge(m.token, recharge.id)
      // Approved on the provider's side, but the notification is lost.
      const trade = await sandbox.byRef(payment.id)
      await sandbox.decide(trade?.tradeNo ?? '', 'approve')
      expect(await t.app.services.payments.reconcile()).toMatchObject({ payments: 0 })
      expect(await memberBalance(t, m.memberId)).toBe(0)
      t.clock.set(new Date(NOON.getTime() + 3 * MINUTE))
      expect((await t.app.services.payments.reconcile()).payments).toBeGreaterThanOrEqual(1)
      expect(await memberBalance(t, m.memberId)).toBe(10_500)
      expect(await transfers(`payment:${payment.id}`)).toBe(1)
    })

    it('resolves a payment row left `created` by a crash before the provider call, and closes the recharge', async () => {
      const m = await createMember(t)
      const recharge = await startRecharge(m.token)
      // What a crash between step 1 (row written) and step 2 (provider called) leaves behind.
      const paymentId = newId()
      await t.db.insert(payments).values({
        id: paymentId,
        rechargeId: recharge.id,
        memberId: m.memberId,
        payType: 'alipay',
        provider: 'sandbox',
        amountFen: 10_000,
        status: 'created',
        createdAt: NOON,
        expiresAt: new Date(NOON.getTime() + 15 * MINUTE),
      })
      t.clock.set(new Date(NOON.getTime() + 5 * MINUTE))
      await t.app.services.payments.reconcile()
      // Still inside its window: the provider has no trade, the row waits.
      expect((await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.status).toBe(
        'created',
      )
      t.clock.set(new Date(NOON.getTime() + 20 * MINUTE))
      // Past its window: closed at the provider, and the recharge nobody paid is closed too.
      expect((await t.app.services.payments.reconcile()).recharges).toBeGreaterThanOrEqual(1)
      expect((await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.status).toBe('closed')
      expect(await t.ok<Recharge>('member/recharge/detail', { id: recharge.id }, m.token)).toMatchObject({
        status: 'closed',
      })
      expect(await memberBalance(t, m.memberId)).toBe(0)
    })

    it('finishes a refund whose provider call succeeded but whose answer was lost', async () => {
      const m = await createMember(t)
      const recharge = await startRecharge(m.token)
      const first = await payRecharge(m.token, recharge.id)
      const second = await payRecharge(m.token, recharge.id, 'card')
      await approve(first.payment.id)
      await approve(second.payment.id)
      const [refund] = await t.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, second.payment.id))
      if (!refund) throw new Error('no refund')
      // The provider refunded, then we died before recording it: the row is still pending.
      const answer = await sandbox.refund({
        paymentId: second.payment.id,
        refundId: refund.id,
        amountFen: refund.amountFen,
        paymentAmountFen: 10_000,
        reason: 'duplicate_payment',
        notifyUrl: '',
      })
      expect(answer.status).toBe('succeeded')
      t.clock.set(new Date(NOON.getTime() + 3 * MINUTE))
      await t.app.services.payments.reconcile()
      const [done] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id))
      expect(done?.status).toBe('succeeded')
      // The job that was queued runs later and finds nothing to do: refunded once at the provider.
      await t.app.jobs.drain()
      expect((await sandbox.byRef(second.payment.id))?.refundedFen).toBe(10_000)
      expect(await transfers(`refund:${refund.id}`)).toBe(1)
    })
  })

  it('prunes idempotency keys after the retention period (7 days) and keeps younger ones', async () => {
    const m = await createMember(t)
    const old = `rc-${newId()}`
    await startRecharge(m.token, 't100', old)
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * MINUTE) })
      .where(eq(idempotencyKeys.key, old))
    const young = `rc-${newId()}`
    await startRecharge(m.token, 't100', young)
    const { pruneIdempotencyKeys } = await import('../../platform/idempotency')
    expect(
      await pruneIdempotencyKeys(t.db, new Date(Date.now() - 7 * 24 * 60 * MINUTE)),
    ).toBeGreaterThanOrEqual(1)
    const keys = (await t.db.select().from(idempotencyKeys)).map((k) => k.key)
    expect(keys).not.toContain(old)
    expect(keys).toContain(young)
  })
})
