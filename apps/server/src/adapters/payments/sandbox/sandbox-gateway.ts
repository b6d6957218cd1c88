import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Db } from '../../../db/client'
import type { Clock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import {
  type PaymentProvider,
  type ProviderStatus,
  type ProviderTrade,
  type RefundResult,
  toMerchantRef,
  type VerifiedNotification,
} from '../gateway'
import { renderCheckoutPage, renderDonePage } from './checkout-page'
import { sandboxRefunds, sandboxTrades } from './sandbox.tables'
import { NOTIFICATION_MAX_SKEW_MS, signSandbox, verifySandboxSignature } from './signature'

export const SANDBOX_NOTIFY_PATH = '/siam-server/rest/notify/sandbox'
const CHECKOUT_PREFIX = '/siam-server/sandbox/checkout'

type TradeRow = typeof sandboxTrades.$inferSelect
type Deliver = (
  path: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number; body: string }>

/** Trade statuses on the provider's side, mapped to ours. */
const STATUS: Record<string, ProviderStatus> = {
  WAIT_BUYER_PAY: 'pending',
  SUCCESS: 'succeeded',
  DECLINED: 'failed',
  CLOSED: 'closed',
}

/**
 * The offline payment provider. It plays an external gateway faithfully: it keeps its own books
 * (sandbox_trades), shows a hosted page where the payer approves or declines, and tells the
 * merchant through a signed HTTP notification (retried until acknowledged), which the payments
 * module verifies exactly as it would a real provider's. Nothing here marks an order paid.
 */
export function createSandboxGateway(deps: {
  db: Db
  clock: Clock
  secret: string
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>
}) {
  const { db, clock, secret, log } = deps
  let deliver: Deliver | null = null
  const retryDelaysMs = [1000, 5000, 30_000, 120_000]

  const toTrade = (row: TradeRow): ProviderTrade => ({
    status: STATUS[row.status] ?? 'pending',
    providerTradeNo: row.tradeNo,
    amountFen: row.amountFen,
  })

  async function byRef(paymentId: string) {
    const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.merchantRef, paymentId))
    return row
  }

  async function byTradeNo(tradeNo: string) {
    const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo))
    return row
  }

  /** Payer's decision on the hosted page: only a waiting trade can move. */
  async function decide(tradeNo: string, decision: 'approve' | 'decline'): Promise<TradeRow | undefined> {
    const [row] = await db
      .update(sandboxTrades)
      .set({
        status: decision === 'approve' ? 'SUCCESS' : 'DECLINED',
        paidAt: decision === 'approve' ? clock.now() : null,
      })
      .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, 'WAIT_BUYER_PAY')))
      .returning()
    return row
  }

  function notificationFor(row: TradeRow, attemptEventId = `evt_${row.tradeNo}_${row.status}`) {
    const body = JSON.stringify({
      eventId: attemptEventId,
      tradeNo: row.tradeNo,
      merchantRef: row.merchantRef,
      status: row.status,
      amountFen: row.amountFen,
      paidAt: row.paidAt?.toISOString() ?? null,
    })
    const timestamp = String(clock.now().getTime())
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-sandbox-timestamp': timestamp,
        'x-sandbox-signature': signSandbox(secret, timestamp, body),
      },
    }
  }

  /** Sends the notification; a non-acknowledged one is retried later, as real providers do. */
  async function notify(row: TradeRow, attempt = 0): Promise<boolean> {
    if (!deliver) return false
    const { body, headers } = notificationFor(row)
    try {
      const answer = await deliver(row.notifyUrl, headers, body)
      if (answer.status === 200) return true
      log.warn({ tradeNo: row.tradeNo, status: answer.status }, 'sandbox notification not acknowledged')
    } catch (error) {
      log.warn({ tradeNo: row.tradeNo, err: error }, 'sandbox notification failed')
    }
    const delay = retryDelaysMs[attempt]
    if (delay !== undefined) setTimeout(() => void notify(row, attempt + 1), delay).unref()
    return false
  }

  const provider: PaymentProvider & {
    attach(app: FastifyInstance): void
    setDeliver(fn: Deliver): void
    decide: typeof decide
    notify: typeof notify
    notificationFor: typeof notificationFor
    byRef: typeof byRef
  } = {
    name: 'sandbox',

    async createPayment(request) {
      const existing = await byRef(request.paymentId)
      const row =
        existing ??
        (
          await db
            .insert(sandboxTrades)
            .values({
              tradeNo: `SBX${randomBytes(9).toString('hex').toUpperCase()}`,
              merchantRef: request.paymentId,
              payType: request.payType,
              amountFen: request.amountFen,
              status: 'WAIT_BUYER_PAY',
              notifyUrl: SANDBOX_NOTIFY_PATH,
              returnUrl: request.returnUrl,
              createdAt: clock.now(),
            })
            .onConflictDoNothing({ target: sandboxTrades.merchantRef })
            .returning()
        )[0] ??
        (await byRef(request.paymentId))
      if (!row) throw new AppError('PROVIDER_ERROR')
      return {
        providerTradeNo: row.tradeNo,
        action: { type: 'redirect', url: `${CHECKOUT_PREFIX}/${row.tradeNo}` },
      }
    },

    async query(paymentId) {
      const row = await byRef(paymentId)
      return row ? toTrade(row) : null
    },

    async close(paymentId) {
      await db
        .update(sandboxTrades)
        .set({ status: 'CLOSED' })
        .where(and(eq(sandboxTrades.merchantRef, paymentId), eq(sandboxTrades.status, 'WAIT_BUYER_PAY')))
      const row = await byRef(paymentId)
      return row ? toTrade(row) : null
    },

    /**
     * Refunds are keyed by our refund reference, like a real provider's out_refund_no: a retry
     * after a crash finds the refund made the first time instead of refunding twice.
     */
    async refund({ paymentId, refundId, amountFen }): Promise<RefundResult> {
      const refundRef = toMerchantRef(refundId)
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.refundRef, refundRef))
        if (existing) return { status: 'succeeded', providerRefundNo: existing.refundNo, error: null }
        // The provider refuses more than what is left of the trade; one statement keeps it exact.
        const [row] = await tx
          .update(sandboxTrades)
          .set({ refundedFen: sql`${sandboxTrades.refundedFen} + ${amountFen}` })
          .where(
            and(
              eq(sandboxTrades.merchantRef, paymentId),
              eq(sandboxTrades.status, 'SUCCESS'),
              sql`${sandboxTrades.refundedFen} + ${amountFen} <= ${sandboxTrades.amountFen}`,
            ),
          )
          .returning()
        if (!row) {
          // A concurrent send of this same refund may have taken the money while we waited for the
          // trade's row: that is the same refund, not a refusal.
          const [made] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundRef, refundRef))
          if (made) return { status: 'succeeded', providerRefundNo: made.refundNo, error: null }
          return { status: 'failed', providerRefundNo: null, error: 'trade not refundable for that amount' }
        }
        const refundNo = `SBR${randomBytes(6).toString('hex').toUpperCase()}`
        await tx
          .insert(sandboxRefunds)
          .values({ refundRef, refundNo, tradeNo: row.tradeNo, amountFen, createdAt: clock.now() })
        return { status: 'succeeded', providerRefundNo: refundNo, error: null }
      })
    },

    async queryRefund({ refundId }): Promise<RefundResult> {
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.refundRef, toMerchantRef(refundId)))
      return row
        ? { status: 'succeeded', providerRefundNo: row.refundNo, error: null }
        : { status: 'unknown', providerRefundNo: null, error: null }
    },

    async verifyNotification(headers, rawBody): Promise<VerifiedNotification> {
      const timestamp = String(headers['x-sandbox-timestamp'] ?? '')
      const signature = String(headers['x-sandbox-signature'] ?? '')
      const sentAt = Number(timestamp)
      if (
        !timestamp ||
        !Number.isFinite(sentAt) ||
        Math.abs(clock.now().getTime() - sentAt) > NOTIFICATION_MAX_SKEW_MS
      ) {
        throw new AppError('SIGNATURE_INVALID')
      }
      if (
        !/^[0-9a-f]{64}$/.test(signature) ||
        !verifySandboxSignature(secret, timestamp, rawBody, signature)
      ) {
        throw new AppError('SIGNATURE_INVALID')
      }
      const body = JSON.parse(rawBody) as {
        eventId: string
        tradeNo: string
        merchantRef: string
        status: string
        amountFen: number
      }
      const status = STATUS[body.status]
      if (!status || typeof body.eventId !== 'string' || !Number.isSafeInteger(body.amountFen))
        throw new AppError('SIGNATURE_INVALID')
      return {
        kind: 'payment',
        eventId: body.eventId,
        paymentId: body.merchantRef,
        status,
        amountFen: body.amountFen,
        providerTradeNo: body.tradeNo,
      }
    },

    answer(ok) {
      return {
        status: ok ? 200 : 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: ok ? 'SUCCESS' : 'FAIL' }),
      }
    },

    setDeliver(fn) {
      deliver = fn
    },
    decide,
    notify,
    notificationFor,
    byRef,

    /** The hosted checkout pages, served under /siam-server/sandbox/ as if on the provider's site. */
    attach(app) {
      app.register(async (scope) => {
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string' },
          (_req, body, done) => {
            done(null, Object.fromEntries(new URLSearchParams(String(body))))
          },
        )
        scope.get<{ Params: { tradeNo: string } }>(`${CHECKOUT_PREFIX}/:tradeNo`, async (request, reply) => {
          const row = await byTradeNo(request.params.tradeNo)
          if (!row) return reply.code(404).type('text/html').send(renderDonePage('Unknown trade', '/web/'))
          return reply.type('text/html').send(renderCheckoutPage(row, CHECKOUT_PREFIX))
        })
        scope.post<{ Params: { tradeNo: string; decision: string } }>(
          `${CHECKOUT_PREFIX}/:tradeNo/:decision`,
          async (request, reply) => {
            const { tradeNo, decision } = request.params
            if (decision !== 'approve' && decision !== 'decline') return reply.code(404).send()
            const decided = await decide(tradeNo, decision)
            const row = decided ?? (await byTradeNo(tradeNo))
            if (!row) return reply.code(404).type('text/html').send(renderDonePage('Unknown trade', '/web/'))
            // Like a real provider: the notification is sent to the merchant; the payer returns.
            if (decided) await notify(decided)
            return reply.redirect(row.returnUrl, 303)
          },
        )
      })
    },
  }
  return provider
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>
