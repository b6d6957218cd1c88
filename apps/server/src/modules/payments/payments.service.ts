import type { OrderDetail, Payment } from '@siam/contracts'
import { OrderStatus } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { ProviderPayType, ProviderStatus } from '../../adapters/payments/gateway'
import type { PaymentGateways } from '../../adapters/payments/gateways'
import type { Db, Tx } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import type { Clock } from '../../platform/clock'
import { AppError, fail } from '../../platform/errors'
import { idempotencyKeyUsed, idempotent } from '../../platform/idempotency'
import { newId } from '../../platform/ids'
import { checkPaymentPassword, memberById } from '../auth'
import { balanceOf, memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import type { OrdersService } from '../orders'
import type { PaymentRow, PaymentsRepository } from './payments.repository'

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
  repo: PaymentsRepository
}

export type RefundReason = 'late_payment' | 'order_rejected' | 'quick_cancel'

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    orderId: row.orderId,
    payType: row.payType as Payment['payType'],
    amountFen: row.amountFen,
    status: row.status as Payment['status'],
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}

export function createPaymentsService(deps: PaymentsDeps) {
  const { db, clock, gateways, orders: ordersService, repo } = deps

  async function payableOrder(tx: Tx | Db, memberId: string, orderId: string) {
    const order = await ordersService.byId(tx, orderId)
    if (!order || order.memberId !== memberId) fail('ORDER_NOT_FOUND')
    if (order.status !== OrderStatus.UNPAID) fail('ORDER_NOT_PAYABLE')
    // Past its deadline an order is as good as cancelled: the job that cancels it may not have run yet.
    if (order.payDeadlineAt && order.payDeadlineAt <= clock.now()) fail('ORDER_NOT_PAYABLE')
    return order
  }

  /**
   * Applies what the provider says about a payment, exactly once: the payment moves only from an
   * open status, so a duplicate notification or a query racing it finds nothing left to do.
   * Money that arrives for an order already cancelled is refunded in full automatically.
   */
  async function applyProviderStatus(
    tx: Tx,
    paymentId: string,
    status: ProviderStatus,
    providerTradeNo: string | null,
  ) {
    const payment = await repo.byId(tx, paymentId)
    if (!payment) return
    const now = clock.now()
    if (status === 'succeeded') {
      const moved = await repo.moveStatus(tx, paymentId, ['created', 'pending', 'closed', 'failed'], {
        status: 'succeeded',
        paidAt: now,
        providerTradeNo: providerTradeNo ?? payment.providerTradeNo,
      })
      if (!moved) return
      await postTransfer(
        tx,
        {
          idempotencyKey: `payment:${paymentId}`,
          causeType: 'order_payment',
          causeId: payment.orderId,
          description: `${payment.payType} payment ${paymentId}`,
          legs: [
            { accountId: PLATFORM_ACCOUNTS.providerClearing, amountFen: -payment.amountFen },
            { accountId: PLATFORM_ACCOUNTS.orderReceipts, amountFen: payment.amountFen },
          ],
        },
        now,
      )
      const paid = await ordersService.markPaid(tx, payment.orderId, {
        payType: payment.payType,
        paidFen: payment.amountFen,
        balanceUsedFen: 0,
        actor: { type: 'system', id: null },
      })
      if (!paid) await createRefund(tx, moved, moved.amountFen, 'late_payment')
      return
    }
    if (status === 'failed' || status === 'closed') {
      await repo.moveStatus(tx, paymentId, ['created', 'pending'], { status, closedAt: now })
    }
  }

  /** A refund is written pending with a job; the provider is called after the transaction. */
  async function createRefund(
    tx: Tx,
    payment: PaymentRow,
    amountFen: number,
    reason: RefundReason,
  ): Promise<string> {
    const id = newId()
    await repo.insertRefund(tx, {
      id,
      paymentId: payment.id,
      orderId: payment.orderId,
      amountFen,
      status: 'pending',
      reason,
      createdAt: clock.now(),
    })
    await scheduleJob(tx, {
      kind: 'payment.refund',
      dedupeKey: id,
      runAt: clock.now(),
      payload: { refundId: id },
    })
    return id
  }

  async function queryAndApply(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.provider === 'balance' || !['created', 'pending'].includes(payment.status)) return payment
    const provider = gateways.byName(payment.provider as 'sandbox')
    if (!provider) return payment
    const trade = await provider.query(payment.id)
    if (trade && trade.status !== 'pending') {
      await db.transaction((tx) => applyProviderStatus(tx, payment.id, trade.status, trade.providerTradeNo))
    }
    return (await repo.byId(db, payment.id)) ?? payment
  }

  return {
    async methods(memberId: string, orderId: string, environment: PayEnvironment) {
      await payableOrder(db, memberId, orderId)
      const info = await memberById(db, memberId)
      return {
        methods: payMethodOffers(environment),
        balanceFen: await balanceOf(db, memberBalanceAccount(memberId)),
        hasPaymentPassword: Boolean(info?.paymentPasswordHash),
      }
    },

    /**
     * Starts a provider payment: (1) a `created` payment row under the idempotency key, (2) the
     * provider call outside any transaction (idempotent on the payment id), (3) `pending` recorded.
     * A crash between the steps leaves a row that a retry with the same key completes.
     */
    async createProviderPayment(
      memberId: string,
      input: {
        orderId: string
        payType: ProviderPayType
        environment: PayEnvironment
        idempotencyKey: string
      },
      returnUrlFor: (paymentId: string) => string,
    ) {
      const offer = payMethodOffers(input.environment).find((m) => m.payType === input.payType)
      if (!offer?.available) throw new AppError('PAY_METHOD_UNAVAILABLE')
      const paymentId = await db.transaction(async (tx) => {
        const { result } = await idempotent(
          tx,
          `payment.create:${memberId}`,
          input.idempotencyKey,
          input,
          async () => {
            const order = await payableOrder(tx, memberId, input.orderId)
            const provider = gateways.forPayType(input.payType)
            const row = await repo.insert(tx, {
              id: newId(),
              orderId: order.id,
              memberId,
              payType: input.payType,
              provider: provider.name,
              amountFen: order.totalFen,
              status: 'created',
              createdAt: clock.now(),
            })
            return { paymentId: row.id }
          },
        )
        return result.paymentId
      })
      const payment = await repo.byId(db, paymentId)
      if (!payment) fail('PAYMENT_NOT_FOUND')
      const order = await ordersService.byId(db, payment.orderId)
      const provider = gateways.forPayType(input.payType)
      const { providerTradeNo, action } = await provider.createPayment({
        paymentId,
        orderNo: order?.orderNo ?? payment.orderId,
        payType: input.payType,
        amountFen: payment.amountFen,
        description: `Siam order ${order?.orderNo ?? ''}`,
        returnUrl: returnUrlFor(paymentId),
      })
      const pending =
        (await repo.moveStatus(db, paymentId, ['created'], { status: 'pending', providerTradeNo })) ??
        (await repo.byId(db, paymentId))
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
              causeType: 'order_payment',
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
      const order = await ordersService.byId(db, input.orderId)
      if (!order) fail('ORDER_NOT_FOUND')
      return ordersService.toDetail(db, order, locale, [])
    },

    /** "I have paid" and the check page: ask the provider; never mark paid on the client's word. */
    async query(memberId: string, paymentId: string): Promise<Payment> {
      const payment = await repo.ownedBy(db, memberId, paymentId)
      if (!payment) fail('PAYMENT_NOT_FOUND')
      return toPayment(await queryAndApply(payment))
    },

    async cancel(memberId: string, paymentId: string): Promise<Payment> {
      const payment = await repo.ownedBy(db, memberId, paymentId)
      if (!payment) fail('PAYMENT_NOT_FOUND')
      if (!['created', 'pending'].includes(payment.status)) return toPayment(payment)
      const provider = gateways.byName(payment.provider as 'sandbox')
      const trade = provider ? await provider.close(payment.id) : null
      // The payer may have approved a moment before closing: the provider's answer decides.
      await db.transaction((tx) =>
        applyProviderStatus(
          tx,
          payment.id,
          trade?.status === 'succeeded' ? 'succeeded' : 'closed',
          trade?.providerTradeNo ?? null,
        ),
      )
      return toPayment((await repo.byId(db, payment.id)) ?? payment)
    },

    /** A provider notification: verified, stored by event id, applied once, in one transaction. */
    async handleNotification(
      providerName: 'sandbox',
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ) {
      const provider = gateways.byName(providerName)
      if (!provider) fail('NOT_FOUND')
      const note = await provider.verifyNotification(headers, rawBody)
      const payment = await repo.byId(db, note.paymentId)
      if (!payment || payment.amountFen !== note.amountFen) throw new AppError('SIGNATURE_INVALID')
      await db.transaction(async (tx) => {
        const fresh = await repo.recordNotification(tx, {
          id: newId(),
          provider: providerName,
          eventId: note.eventId,
          paymentId: payment.id,
          payload: JSON.parse(rawBody),
          receivedAt: clock.now(),
        })
        if (fresh) await applyProviderStatus(tx, payment.id, note.status, note.providerTradeNo)
      })
      return provider.answer(true)
    },

    /** Before an unpaid order is cancelled, ask the provider about its open payments. */
    async reconcileOrder(orderId: string): Promise<void> {
      for (const payment of await repo.forOrder(db, orderId, ['created', 'pending'])) {
        await queryAndApply(payment)
      }
    },

    /** Everything paid for the order goes back (merchant rejection, quick cancel), inside tx. */
    async refundOrderInFull(tx: Tx, orderId: string, reason: RefundReason): Promise<string[]> {
      const ids: string[] = []
      for (const payment of await repo.forOrder(tx, orderId, ['succeeded'])) {
        const refunds = await repo.refundsFor(tx, payment.id)
        const committed = refunds.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amountFen, 0)
        const left = payment.amountFen - committed
        if (left > 0) ids.push(await createRefund(tx, payment, left, reason))
      }
      return ids
    },

    /**
     * Sends one refund: balance refunds are a ledger posting; provider refunds call the provider
     * outside the transaction and record the answer. Failures stay visible and are retried.
     */
    async processRefund(refundId: string): Promise<'succeeded' | 'failed' | 'skipped'> {
      const refund = await repo.refundById(db, refundId)
      if (!refund || refund.status !== 'pending') return 'skipped'
      const payment = await repo.byId(db, refund.paymentId)
      if (!payment) return 'skipped'
      let outcome: { ok: boolean; providerRefundNo: string | null; error: string | null }
      if (payment.provider === 'balance') {
        outcome = { ok: true, providerRefundNo: null, error: null }
      } else {
        const provider = gateways.byName(payment.provider as 'sandbox')
        const result = provider
          ? await provider.refund({ paymentId: payment.id, refundId, amountFen: refund.amountFen })
          : null
        outcome = {
          ok: result?.status === 'succeeded',
          providerRefundNo: result?.providerRefundNo ?? null,
          error: result?.error ?? 'no provider',
        }
      }
      if (!outcome.ok) {
        await repo.finishRefund(db, refundId, ['pending'], { lastError: outcome.error })
        throw new Error(`refund ${refundId} failed at the provider: ${outcome.error}`)
      }
      return db.transaction(async (tx) => {
        const now = clock.now()
        const done = await repo.finishRefund(tx, refundId, ['pending'], {
          status: 'succeeded',
          providerRefundNo: outcome.providerRefundNo,
          finishedAt: now,
        })
        if (!done) return 'skipped'
        await repo.addRefunded(tx, payment.id, refund.amountFen)
        const legs =
          payment.provider === 'balance'
            ? [
                { accountId: PLATFORM_ACCOUNTS.orderReceipts, amountFen: -refund.amountFen },
                { accountId: memberBalanceAccount(payment.memberId), amountFen: refund.amountFen },
              ]
            : [
                { accountId: PLATFORM_ACCOUNTS.orderReceipts, amountFen: -refund.amountFen },
                { accountId: PLATFORM_ACCOUNTS.providerClearing, amountFen: refund.amountFen },
              ]
        await postTransfer(
          tx,
          {
            idempotencyKey: `refund:${refundId}`,
            causeType: 'order_refund',
            causeId: refund.orderId,
            description: `refund ${refundId} (${refund.reason})`,
            legs,
          },
          now,
        )
        // A late payment was never the order's money: only an accepted payment counts as refunded on the order.
        if (refund.reason !== 'late_payment') {
          await ordersService.addRefunded(tx, refund.orderId, refund.amountFen, now)
        }
        return 'succeeded' as const
      })
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
