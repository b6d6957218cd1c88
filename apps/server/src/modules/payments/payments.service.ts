import type { OrderDetail, Payment } from '@siam/contracts'
import { allocateRefund, OrderStatus, type RefundSource } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type {
  PaymentProvider,
  ProviderName,
  ProviderPayType,
  ProviderStatus,
  RefundResult,
} from '../../adapters/payments/gateway'
import type { PaymentGateways } from '../../adapters/payments/gateways'
import type { Db, Executor, Tx } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import type { Clock } from '../../platform/clock'
import { AppError, fail } from '../../platform/errors'
import { idempotencyKeyUsed, idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { checkPaymentPassword, memberById } from '../auth'
import { balanceOf, memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import type { OrdersService } from '../orders'
import { RECHARGE_PAY_WINDOW_MS, type RechargesService, rechargeCause } from '../recharges'
import { orderPaymentCause, orderRefundCause } from './payments.causes'
import { paymentRefundJob } from './payments.jobs'
import type { PaymentRow, PaymentsRepository, RefundRow } from './payments.repository'

export type PayEnvironment = 'wechat' | 'browser'

/** Spec 6: WeChat Pay only inside WeChat; Alipay and card only in a browser; balance anywhere. */
export function payMethodOffers(environment: PayEnvironment) {
  const inWeChat = environment === 'wechat'
  return [
    { payType: 'balance' as const, available: true, reasonKey: null },
    { payType: 'wechat' as const, available: inWeChat, reasonKey: inWeChat ? null : 'wechat_only_in_wechat' },
    { payType: 'alipay' as const, available: !inWeChat, reasonKey: inWeChat ? 'alipay_not_in_wechat' : null },
    { payType: 'card' as const, available: !inWeChat, reasonKey: inWeChat ? 'card_not_in_wechat' : null },
  ]
}

export interface PaymentsDeps {
  db: Db
  clock: Clock
  gateways: PaymentGateways
  orders: OrdersService
  recharges: RechargesService
  repo: PaymentsRepository
  /** Absolute base for provider callbacks and return links ('' = same origin, the sandbox). */
  publicBaseUrl: string
  /** Open payments and refunds younger than this are left to their own flow by reconciliation. */
  reconcileAfterMs: number
}

export type RefundReason =
  | 'late_payment'
  | 'duplicate_payment'
  | 'order_rejected'
  | 'quick_cancel'
  // after-sale (issue 4): an approved refund request, out-of-stock lines
  | 'after_sale'
  | 'out_of_stock'

/** Where a provider payment's money sits once received, and where a refund takes it from. */
const receivingAccount = (payment: PaymentRow) =>
  payment.rechargeId ? PLATFORM_ACCOUNTS.recharges : PLATFORM_ACCOUNTS.orderReceipts

const OPEN = ['created', 'pending']

/**
 * Runs a step that asks a provider; an unreachable provider (PROVIDER_ERROR) is not a failure of
 * the caller, only "try later": false then. Anything else still throws.
 */
async function unlessProviderDown(step: () => Promise<unknown>): Promise<boolean> {
  try {
    await step()
    return true
  } catch (error) {
    if (error instanceof AppError && error.key === 'PROVIDER_ERROR') return false
    throw error
  }
}

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    orderId: row.orderId,
    rechargeId: row.rechargeId,
    payType: row.payType as Payment['payType'],
    amountFen: row.amountFen,
    status: row.status as Payment['status'],
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}

/** What a payment is for, as the provider needs it. */
interface Payable {
  orderId: string | null
  rechargeId: string | null
  amountFen: number
  reference: string
  expiresAt: Date
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, gateways, orders: ordersService, recharges, repo } = deps
  const notifyUrl = (provider: ProviderName) => `${deps.publicBaseUrl}/siam-server/rest/notify/${provider}`
  const returnUrl = (paymentId: string) => `${deps.publicBaseUrl}/siam-server/pay/return/${paymentId}`

  function providerOf(payment: PaymentRow): PaymentProvider {
    const provider = gateways.byName(payment.provider as ProviderName)
    if (!provider) throw new Error(`payment ${payment.id}: provider ${payment.provider} is not configured`)
    return provider
  }

  async function payableOrder(tx: Tx | Db, memberId: string, orderId: string) {
    const order = await ordersService.byId(tx, orderId)
    if (!order || order.memberId !== memberId) fail('ORDER_NOT_FOUND')
    if (order.status !== OrderStatus.UNPAID) fail('ORDER_NOT_PAYABLE')
    // Past its deadline an order is as good as cancelled: the job that cancels it may not have run yet.
    if (order.payDeadlineAt && order.payDeadlineAt <= clock.now()) fail('ORDER_NOT_PAYABLE')
    return order
  }

  async function payable(
    tx: Tx | Db,
    memberId: string,
    target: { orderId?: string | undefined; rechargeId?: string | undefined },
  ): Promise<Payable> {
    if (target.orderId) {
      const order = await payableOrder(tx, memberId, target.orderId)
      return {
        orderId: order.id,
        rechargeId: null,
        amountFen: order.totalFen,
        reference: order.orderNo,
        expiresAt: order.payDeadlineAt ?? new Date(clock.now().getTime() + 5 * 60_000),
      }
    }
    const row = await recharges.byId(tx, target.rechargeId ?? '')
    if (!row) fail('RECHARGE_NOT_FOUND')
    recharges.payable(row, memberId)
    return {
      orderId: null,
      rechargeId: row.id,
      amountFen: row.payFen,
      reference: row.rechargeNo,
      expiresAt: new Date(clock.now().getTime() + RECHARGE_PAY_WINDOW_MS),
    }
  }

  /**
   * Applies what the provider says about a payment, exactly once: the payment moves only from an
   * open status, so a duplicate notification or a query racing it finds nothing left to do.
   * Money that arrives for an order already cancelled (or a recharge already paid) goes back.
   */
  async function applyProviderStatus(
    tx: Tx,
    paymentId: string,
    status: ProviderStatus,
    providerTradeNo: string | null,
  ) {
    const now = clock.now()
    if (status === 'succeeded') {
      // The conditional update is the read: a missing or finished payment moves nothing.
      const moved = await repo.moveStatus(tx, paymentId, ['created', 'pending', 'closed', 'failed'], {
        status: 'succeeded',
        paidAt: now,
        // undefined keeps the trade number the payment already has
        providerTradeNo: providerTradeNo ?? undefined,
      })
      if (!moved) return
      await postTransfer(
        tx,
        {
          idempotencyKey: `payment:${paymentId}`,
          causeType: moved.rechargeId ? rechargeCause : orderPaymentCause,
          causeId: moved.rechargeId ?? moved.orderId ?? paymentId,
          description: `${moved.payType} payment ${paymentId}`,
          legs: [
            { accountId: PLATFORM_ACCOUNTS.providerClearing, amountFen: -moved.amountFen },
            { accountId: receivingAccount(moved), amountFen: moved.amountFen },
          ],
        },
        now,
      )
      if (moved.rechargeId) {
        const credited = await recharges.credit(tx, moved.rechargeId, moved.payType)
        if (!credited) await createRefund(tx, moved, moved.amountFen, 'duplicate_payment')
        return
      }
      const paid = await ordersService.markPaid(tx, moved.orderId ?? '', {
        payType: moved.payType,
        paidFen: moved.amountFen,
        balanceUsedFen: 0,
        actor: { type: 'system', id: null },
      })
      if (!paid) await createRefund(tx, moved, moved.amountFen, 'late_payment')
      return
    }
    if (status === 'failed' || status === 'closed') {
      await repo.moveStatus(tx, paymentId, OPEN, { status, closedAt: now })
    }
  }

  /** A refund is written pending with a job; the provider is called after the transaction. */
  async function createRefund(
    tx: Tx,
    payment: PaymentRow,
    amountFen: number,
    reason: RefundReason,
    refundRequestId: string | null = null,
  ) {
    const id = newId()
    await repo.insertRefund(tx, {
      id,
      paymentId: payment.id,
      orderId: payment.orderId,
      amountFen,
      status: 'pending',
      reason,
      createdAt: clock.now(),
      refundRequestId,
    })
    await scheduleJob(tx, paymentRefundJob, {
      dedupeKey: id,
      runAt: clock.now(),
      payload: { refundId: id },
    })
    return id
  }

  /** The money of a refund the provider confirmed: the books follow, once. */
  async function finishRefundSucceeded(refund: RefundRow, providerRefundNo: string | null) {
    return db.transaction(async (tx) => {
      const now = clock.now()
      const done = await repo.finishRefund(tx, refund.id, ['pending'], {
        status: 'succeeded',
        providerRefundNo,
        lastError: null,
        finishedAt: now,
      })
      if (!done) return false
      const payment = await repo.addRefunded(tx, refund.paymentId, refund.amountFen)
      if (!payment) throw new Error(`refund ${refund.id} without payment`)
      const to =
        payment.provider === 'balance'
          ? memberBalanceAccount(payment.memberId)
          : PLATFORM_ACCOUNTS.providerClearing
      await postTransfer(
        tx,
        {
          idempotencyKey: `refund:${refund.id}`,
          causeType: orderRefundCause,
          causeId: refund.orderId ?? payment.rechargeId ?? payment.id,
          description: `refund ${refund.id} (${refund.reason})`,
          legs: [
            { accountId: receivingAccount(payment), amountFen: -refund.amountFen },
            { accountId: to, amountFen: refund.amountFen },
          ],
        },
        now,
      )
      // A late or duplicate payment was never the order's money: only accepted payments count.
      if (refund.orderId && refund.reason !== 'late_payment' && refund.reason !== 'duplicate_payment') {
        await ordersService.addRefunded(tx, refund.orderId, refund.amountFen, now)
      }
      return true
    })
  }

  /** Records a provider's answer about a refund; returns what the refund is now. */
  async function applyRefundResult(refund: RefundRow, result: RefundResult) {
    if (result.status === 'succeeded') {
      await finishRefundSucceeded(refund, result.providerRefundNo)
      return 'succeeded' as const
    }
    if (result.status === 'failed') {
      // A refusal stays visible (status failed, the provider's reason) for staff to retry.
      await repo.finishRefund(db, refund.id, ['pending'], {
        status: 'failed',
        lastError: result.error ?? 'refused by the provider',
        providerRefundNo: result.providerRefundNo,
        finishedAt: clock.now(),
      })
      return 'failed' as const
    }
    if (result.providerRefundNo) {
      await repo.finishRefund(db, refund.id, ['pending'], { providerRefundNo: result.providerRefundNo })
    }
    return 'pending' as const
  }

  /** Asks the provider about an open payment; closes it there once its window has passed. */
  async function reconcilePayment(
    payment: PaymentRow,
    options: { closeIfOpen: boolean },
  ): Promise<PaymentRow> {
    if (payment.provider === 'balance' || !OPEN.includes(payment.status)) return payment
    const provider = providerOf(payment)
    let trade = await provider.query(payment.id)
    if (trade?.status === 'pending' && payment.status === 'created') {
      await repo.moveStatus(db, payment.id, ['created'], {
        status: 'pending',
        providerTradeNo: trade.providerTradeNo ?? payment.providerTradeNo,
      })
    }
    if (options.closeIfOpen && (!trade || trade.status === 'pending')) {
      trade = (await provider.close(payment.id)) ?? trade
      // Closed at the provider (or never created there): nothing can be paid any more.
      if (!trade || trade.status === 'pending')
        trade = { status: 'closed', providerTradeNo: null, amountFen: 0 }
    }
    if (trade && trade.status !== 'pending') {
      const { status, providerTradeNo } = trade
      await db.transaction((tx) => applyProviderStatus(tx, payment.id, status, providerTradeNo))
    }
    return (await repo.byId(db, payment.id)) ?? payment
  }

  async function reconcileRefund(refund: RefundRow): Promise<void> {
    const payment = await repo.byId(db, refund.paymentId)
    if (!payment) return
    if (payment.provider === 'balance') {
      await finishRefundSucceeded(refund, null)
      return
    }
    const result = await providerOf(payment).queryRefund({ paymentId: payment.id, refundId: refund.id })
    if (result.status === 'unknown') {
      // The request never reached the provider (e.g. we died mid-call): send it again, same id.
      await scheduleJob(db, paymentRefundJob, {
        dedupeKey: `${refund.id}#${refund.attempts}`,
        runAt: clock.now(),
        payload: { refundId: refund.id },
      })
      return
    }
    await applyRefundResult(refund, result)
  }

  const service = {
    async methods(
      memberId: string,
      target: { orderId?: string | undefined; rechargeId?: string | undefined },
      environment: PayEnvironment,
    ) {
      await payable(db, memberId, target)
      const info = await memberById(db, memberId)
      const offers = payMethodOffers(environment)
      return {
        // A recharge cannot be paid from the balance it tops up.
        methods: target.rechargeId ? offers.filter((m) => m.payType !== 'balance') : offers,
        balanceFen: await balanceOf(db, memberBalanceAccount(memberId)),
        hasPaymentPassword: Boolean(info?.paymentPasswordHash),
      }
    },

    /**
     * Starts a provider payment: (1) a `created` payment row under the idempotency key, (2) the
     * provider call outside any transaction (idempotent on the payment id), (3) `pending` recorded.
     * A crash between the steps leaves a `created` row that reconciliation resolves by asking the
     * provider; a retry with the same key completes the same payment.
     */
    async createProviderPayment(
      memberId: string,
      input: {
        orderId?: string | undefined
        rechargeId?: string | undefined
        payType: ProviderPayType
        environment: PayEnvironment
        idempotencyKey: string
      },
      context: { clientIp?: string | null } = {},
    ) {
      const offer = payMethodOffers(input.environment).find((m) => m.payType === input.payType)
      if (!offer?.available) throw new AppError('PAY_METHOD_UNAVAILABLE')
      const provider = gateways.forPayType(input.payType)
      // WeChat JSAPI pays as the member's WeChat identity, which only WeChat login provides.
      if (provider.name === 'wechat') fail('WECHAT_OPENID_REQUIRED')
      const paymentId = await db.transaction(async (tx) => {
        const { result } = await idempotent(
          tx,
          `payment.create:${memberId}`,
          input.idempotencyKey,
          input,
          async () => {
            const target = await payable(tx, memberId, input)
            const row = await repo.insert(tx, {
              id: newId(),
              orderId: target.orderId,
              rechargeId: target.rechargeId,
              memberId,
              payType: input.payType,
              provider: provider.name,
              amountFen: target.amountFen,
              status: 'created',
              createdAt: clock.now(),
              expiresAt: target.expiresAt,
            })
            return { paymentId: row.id, reference: target.reference }
          },
        )
        return result
      })
      const payment = await repo.byId(db, paymentId.paymentId)
      if (!payment) fail('PAYMENT_NOT_FOUND')
      if (payment.status !== 'created' && payment.status !== 'pending') {
        // A replay after the payment finished: nothing to hand the payer any more.
        fail(payment.orderId ? 'ORDER_NOT_PAYABLE' : 'RECHARGE_NOT_PAYABLE')
      }
      const { providerTradeNo, action } = await providerOf(payment).createPayment({
        paymentId: payment.id,
        orderNo: paymentId.reference,
        payType: input.payType,
        amountFen: payment.amountFen,
        description: payment.rechargeId
          ? `Siam balance recharge ${paymentId.reference}`
          : `Siam order ${paymentId.reference}`,
        returnUrl: returnUrl(payment.id),
        notifyUrl: notifyUrl(provider.name),
        expiresAt: payment.expiresAt ?? new Date(clock.now().getTime() + 5 * 60_000),
        payerOpenId: null,
        clientIp: context.clientIp ?? null,
      })
      const pending =
        (await repo.moveStatus(db, payment.id, ['created'], {
          status: 'pending',
          providerTradeNo: providerTradeNo ?? payment.providerTradeNo,
        })) ?? (await repo.byId(db, payment.id))
      return { payment: toPayment(pending ?? payment), action }
    },

    /** Balance payment: password first (its failure count must stick), then one transaction. */
    async payByBalance(
      memberId: string,
      input: { orderId: string; paymentPassword: string; idempotencyKey: string },
      locale: Locale,
    ): Promise<OrderDetail> {
      await payableOrder(db, memberId, input.orderId).catch(async (error) => {
        // A replay of a payment that already went through answers with the paid order.
        if (error instanceof AppError && error.key === 'ORDER_NOT_PAYABLE') {
          if (await idempotencyKeyUsed(db, `payment.balance:${memberId}`, input.idempotencyKey)) return
        }
        throw error
      })
      await checkPaymentPassword(db, memberId, input.paymentPassword, clock.now())
      const body = { orderId: input.orderId, idempotencyKey: input.idempotencyKey }
      await db.transaction(async (tx) => {
        await idempotent(tx, `payment.balance:${memberId}`, input.idempotencyKey, body, async () => {
          const order = await payableOrder(tx, memberId, input.orderId)
          const now = clock.now()
          const payment = await repo.insert(tx, {
            id: newId(),
            orderId: order.id,
            memberId,
            payType: 'balance',
            provider: 'balance',
            amountFen: order.totalFen,
            status: 'succeeded',
            createdAt: now,
            paidAt: now,
          })
          await postTransfer(
            tx,
            {
              idempotencyKey: `payment:${payment.id}`,
              causeType: orderPaymentCause,
              causeId: order.id,
              description: `balance payment for order ${order.orderNo}`,
              legs: [
                { accountId: memberBalanceAccount(memberId), amountFen: -order.totalFen },
                { accountId: PLATFORM_ACCOUNTS.orderReceipts, amountFen: order.totalFen },
              ],
            },
            now,
          )
          const paid = await ordersService.markPaid(tx, order.id, {
            payType: 'balance',
            paidFen: order.totalFen,
            balanceUsedFen: order.totalFen,
            actor: { type: 'member', id: memberId },
          })
          if (!paid) fail('ORDER_NOT_PAYABLE')
          return { paymentId: payment.id }
        })
      })
      // The member's own view, with the actions open now (quick cancel, refund ...).
      return ordersService.detail(memberId, input.orderId, locale)
    },

    /** "I have paid" and the check page: ask the provider; never mark paid on the client's word. */
    async query(memberId: string, paymentId: string): Promise<Payment> {
      const payment = await repo.ownedBy(db, memberId, paymentId)
      if (!payment) fail('PAYMENT_NOT_FOUND')
      return toPayment(await reconcilePayment(payment, { closeIfOpen: false }))
    },

    async cancel(memberId: string, paymentId: string): Promise<Payment> {
      const payment = await repo.ownedBy(db, memberId, paymentId)
      if (!payment) fail('PAYMENT_NOT_FOUND')
      // The payer may have approved a moment before closing: the provider's answer decides.
      return toPayment(await reconcilePayment(payment, { closeIfOpen: true }))
    },

    /** Where the browser lands back from a provider's page: the app's payment check page. */
    async returnTarget(paymentId: string): Promise<string> {
      const payment = await repo.byId(db, paymentId)
      if (!payment) return '/web/'
      const query = new URLSearchParams({ paymentId: payment.id })
      if (payment.orderId) query.set('orderId', payment.orderId)
      if (payment.rechargeId) query.set('rechargeId', payment.rechargeId)
      return `/web/#/pages/shop/success/success?${query.toString()}`
    },

    /**
     * A provider notification: verified, stored by event id, applied once, in one transaction.
     * The amount and the provider must match the payment we hold, whatever the signature says.
     */
    async handleNotification(
      providerName: ProviderName,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ) {
      const provider = gateways.byName(providerName)
      if (!provider) fail('NOT_FOUND')
      const note = await provider.verifyNotification(headers, rawBody)
      const record = (paymentId: string | null) => ({
        id: newId(),
        provider: providerName,
        eventId: note.eventId,
        paymentId,
        payload: { raw: rawBody },
        receivedAt: clock.now(),
      })
      if (note.kind === 'ignored') {
        await repo.recordNotification(db, record(null))
        return provider.answer(true)
      }
      const payment = await repo.byId(db, note.paymentId)
      if (!payment || payment.provider !== providerName) throw new AppError('SIGNATURE_INVALID')
      if (note.kind === 'payment') {
        if (payment.amountFen !== note.amountFen) throw new AppError('SIGNATURE_INVALID')
        await db.transaction(async (tx) => {
          if (await repo.recordNotification(tx, record(payment.id))) {
            await applyProviderStatus(tx, payment.id, note.status, note.providerTradeNo)
          }
        })
        return provider.answer(true)
      }
      const refund = await repo.refundById(db, note.refundId)
      if (!refund || refund.paymentId !== payment.id || refund.amountFen !== note.amountFen) {
        throw new AppError('SIGNATURE_INVALID')
      }
      if (await repo.recordNotification(db, record(payment.id))) {
        await applyRefundResult(refund, {
          status: note.status,
          providerRefundNo: note.providerRefundNo,
          error: note.status === 'failed' ? 'refund failed at the provider' : null,
        })
      }
      return provider.answer(true)
    },

    /** Before an unpaid order is cancelled: ask the provider about its open payments, close them. */
    async reconcileOrder(orderId: string): Promise<void> {
      for (const payment of await repo.forOrder(db, orderId, OPEN)) {
        // A provider that cannot be reached must not keep the order open past its deadline: it is
        // cancelled anyway, and money that arrives later is refunded (late payment).
        await unlessProviderDown(() => reconcilePayment(payment, { closeIfOpen: true }))
      }
    },

    /** A recharge page asks: apply what the provider knows about its open payments. */
    async reconcileRecharge(rechargeId: string): Promise<void> {
      for (const payment of await repo.forRecharge(db, rechargeId, OPEN)) {
        await reconcilePayment(payment, { closeIfOpen: false })
      }
    },

    /**
     * The safety net behind every two-step money flow (payments.reconcile job): payments left
     * `created` or `pending` (a crash between our steps, a lost notification), refunds left
     * `pending`, and recharges nobody paid. Each step is idempotent, so overlapping runs are fine.
     */
    async reconcile(limit = 50): Promise<{ payments: number; refunds: number; recharges: number }> {
      const now = clock.now()
      const settledBefore = new Date(now.getTime() - deps.reconcileAfterMs)
      const counts = { payments: 0, refunds: 0, recharges: 0 }
      for (const payment of await repo.openPayments(db, settledBefore, limit)) {
        const expired = payment.expiresAt !== null && payment.expiresAt <= settledBefore
        if (await unlessProviderDown(() => reconcilePayment(payment, { closeIfOpen: expired })))
          counts.payments++
      }
      for (const refund of await repo.pendingRefunds(db, settledBefore, limit)) {
        if (await unlessProviderDown(() => reconcileRefund(refund))) counts.refunds++
      }
      const windowStart = new Date(settledBefore.getTime() - RECHARGE_PAY_WINDOW_MS)
      for (const rechargeId of await repo.unpaidRechargesWithoutOpenPayments(db, windowStart, limit)) {
        if (await db.transaction((tx) => recharges.close(tx, rechargeId))) counts.recharges++
      }
      return counts
    },

    /** Everything paid for the order goes back (merchant rejection, quick cancel), inside tx. */
    async refundOrderInFull(tx: Tx, orderId: string, reason: RefundReason): Promise<string[]> {
      const ids: string[] = []
      for (const payment of await repo.forOrder(tx, orderId, ['succeeded'])) {
        const refunds = await repo.refundsFor(tx, payment.id)
        const committed = refunds.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amountFen, 0)
        const left = payment.amountFen - committed
        if (left <= 0) continue
        const id = await createRefund(tx, payment, left, reason)
        ids.push(id)
        // This refund carries the money of the payment's failed ones too: they leave the platform's
        // watch list instead of waiting for a retry that would be refused.
        for (const failed of refunds)
          if (failed.status === 'failed' && failed.supersededBy === null)
            await repo.supersedeRefund(tx, failed.id, id)
      }
      return ids
    },

    /**
     * The order's accepted payments, oldest first, with what each can still give back: its amount
     * minus its refunds that are pending, succeeded, or failed and not yet sent again (staff retry
     * those, so their money is spoken for). Late and duplicate payments are refunded in full at
     * once, so they offer nothing.
     */
    async refundSources(x: Executor, orderId: string): Promise<RefundSource[]> {
      const paid = (await repo.forOrder(x, orderId, ['succeeded'])).sort(
        (a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0),
      )
      const sources: RefundSource[] = []
      for (const payment of paid) {
        const refunds = await repo.refundsFor(x, payment.id)
        const committed = refunds
          .filter((r) => !(r.status === 'failed' && r.supersededBy !== null))
          .reduce((n, r) => n + r.amountFen, 0)
        sources.push({
          id: payment.id,
          toBalance: payment.provider === 'balance',
          refundableFen: Math.max(0, payment.amountFen - committed),
        })
      }
      return sources
    },

    /**
     * Part of an order's money goes back for one refund request (after-sale decision, out-of-stock
     * lines), inside the caller's transaction: split over the order's payments, each to where it
     * came from (provider or balance), written pending with a job. Idempotent per request: a second
     * call for the same request returns the refunds of the first.
     */
    async refundForRequest(
      tx: Tx,
      input: { orderId: string; refundRequestId: string; amountFen: number; reason: RefundReason },
    ): Promise<string[]> {
      const existing = await repo.refundsForRequest(tx, input.refundRequestId)
      if (existing.length > 0) return existing.filter((r) => r.supersededBy === null).map((r) => r.id)
      if (input.amountFen === 0) return []
      const sources = await service.refundSources(tx, input.orderId)
      const ids: string[] = []
      for (const part of allocateRefund(input.amountFen, sources)) {
        const payment = await repo.byId(tx, part.id)
        if (!payment) throw new Error(`payment ${part.id} vanished`)
        ids.push(await createRefund(tx, payment, part.amountFen, input.reason, input.refundRequestId))
      }
      return ids
    },

    /**
     * Payment refunds that need a hand: failed ones not yet sent again, and pending ones older
     * than `stuckBefore` (product rules 2.4: out-of-stock money goes back within 15 minutes).
     */
    listTroubledRefunds: (
      x: Executor,
      filter: { statuses: ('pending' | 'failed' | 'succeeded')[]; stuckBefore: Date },
      limit: number | null,
      offset: number,
    ) => repo.troubledRefunds(x, filter, limit, offset),

    /** One payment refund with its payment's type and its order's number. */
    paymentRefundRow: (x: Executor, id: string) => repo.refundRow(x, id),

    /**
     * Staff send a refund again. A failed refund is replaced by a new one (new reference: some
     * providers never accept a refused reference again) and marked superseded, in one transaction
     * guarded by its status, so two clicks make one replacement. A pending refund is sent again
     * under its own reference (providers answer a repeat with the same refund). Returns the refund
     * that now carries the money.
     */
    async retryRefund(refundId: string): Promise<string> {
      const refund = await repo.refundById(db, refundId)
      if (!refund) fail('PAYMENT_REFUND_NOT_FOUND')
      let target = refund.id
      if (refund.status === 'failed' && refund.supersededBy === null) {
        target = await db.transaction(async (tx) => {
          const payment = await repo.byId(tx, refund.paymentId)
          if (!payment) fail('PAYMENT_REFUND_NOT_FOUND')
          // Money given back meanwhile by another refund (e.g. a full refund after a rejection)
          // must not go back twice.
          const others = (await repo.refundsFor(tx, payment.id)).filter(
            (r) => r.id !== refund.id && r.status !== 'failed',
          )
          const left = payment.amountFen - others.reduce((n, r) => n + r.amountFen, 0)
          if (left < refund.amountFen) fail('PAYMENT_REFUND_NOT_RETRYABLE')
          const id = await createRefund(
            tx,
            payment,
            refund.amountFen,
            refund.reason as RefundReason,
            refund.refundRequestId,
          )
          const marked = await repo.supersedeRefund(tx, refund.id, id)
          if (!marked) fail('PAYMENT_REFUND_NOT_RETRYABLE')
          return id
        })
      } else if (refund.status !== 'pending') {
        fail('PAYMENT_REFUND_NOT_RETRYABLE')
      }
      // The provider may be down: the refund stays pending and its job tries again.
      await service.processRefund(target).catch(() => 'pending')
      return target
    },

    /**
     * Sends one refund: balance refunds are a ledger posting; provider refunds call the provider
     * outside any transaction (idempotent on the refund id) and record the answer. A provider that
     * cannot be reached throws, so the job retries; a refusal is recorded as `failed`, visible.
     */
    async processRefund(refundId: string): Promise<'succeeded' | 'failed' | 'pending' | 'skipped'> {
      const refund = await repo.refundById(db, refundId)
      if (refund?.status !== 'pending') return 'skipped'
      const payment = await repo.byId(db, refund.paymentId)
      if (!payment) return 'skipped'
      if (payment.provider === 'balance') {
        return (await finishRefundSucceeded(refund, null)) ? 'succeeded' : 'skipped'
      }
      await repo.countRefundAttempt(db, refund.id)
      let result: RefundResult
      try {
        result = await providerOf(payment).refund({
          paymentId: payment.id,
          refundId: refund.id,
          amountFen: refund.amountFen,
          paymentAmountFen: payment.amountFen,
          reason: refund.reason,
          notifyUrl: notifyUrl(payment.provider as ProviderName),
        })
      } catch (error) {
        const message = error instanceof AppError ? error.key : String((error as Error)?.message ?? error)
        await repo.finishRefund(db, refund.id, ['pending'], { lastError: message })
        throw error
      }
      if (result.status === 'unknown') throw new Error(`refund ${refund.id}: provider lost the request`)
      return applyRefundResult(refund, result)
    },
  }
  return service
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
