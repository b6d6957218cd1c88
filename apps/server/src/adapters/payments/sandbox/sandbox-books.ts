import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import type { Clock } from '../../../platform/clock'
import { AppError } from '../../../platform/errors'
import { type CreatePaymentRequest, type RefundRequest, type RefundResult, toMerchantRef } from '../gateway'
import { sandboxRefunds, sandboxTrades } from './sandbox.tables'
import { SandboxTradeStatus } from './trade-status'

/** Where the sandbox posts its notifications: our own notify route, as a provider would. */
const SANDBOX_NOTIFY_PATH = '/siam-server/rest/notify/sandbox'

export type TradeRow = typeof sandboxTrades.$inferSelect
export type SandboxDecision = 'approve' | 'decline'

type BooksDeps = { db: Db; clock: Clock }

/** The sandbox's own books (sandbox_trades, sandbox_refunds): the provider side of every sandbox payment. */
export function createSandboxBooks(deps: BooksDeps) {
  const { db } = deps
  return {
    byRef: (paymentId: string) => tradeByRef(db, paymentId),
    async byTradeNo(tradeNo: string): Promise<TradeRow | undefined> {
      const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.tradeNo, tradeNo))
      return row
    },
    decide: (tradeNo: string, decision: SandboxDecision) => decide(deps, tradeNo, decision),
    openTrade: (request: CreatePaymentRequest) => openTrade(deps, request),
    closeTrade: (paymentId: string) => closeTrade(deps, paymentId),
    refund: (request: Pick<RefundRequest, 'paymentId' | 'refundId' | 'amountFen'>) => refund(deps, request),
    async findRefund(refundId: string) {
      const [row] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.refundRef, toMerchantRef(refundId)))
      return row
    },
  }
}

export type SandboxBooks = ReturnType<typeof createSandboxBooks>

async function tradeByRef(db: Db, paymentId: string): Promise<TradeRow | undefined> {
  const [row] = await db.select().from(sandboxTrades).where(eq(sandboxTrades.merchantRef, paymentId))
  return row
}

/** Payer's decision on the hosted page: only a waiting trade can move. */
async function decide({ db, clock }: BooksDeps, tradeNo: string, decision: SandboxDecision) {
  const [row] = await db
    .update(sandboxTrades)
    .set({
      status: decision === 'approve' ? SandboxTradeStatus.SUCCESS : SandboxTradeStatus.DECLINED,
      paidAt: decision === 'approve' ? clock.now() : null,
    })
    .where(and(eq(sandboxTrades.tradeNo, tradeNo), eq(sandboxTrades.status, SandboxTradeStatus.WAITING)))
    .returning()
  return row
}

/** The trade of one of our payments, opened once: a repeated create finds the first one. */
async function openTrade({ db, clock }: BooksDeps, request: CreatePaymentRequest): Promise<TradeRow> {
  const row =
    (await tradeByRef(db, request.paymentId)) ??
    (
      await db
        .insert(sandboxTrades)
        .values({
          tradeNo: `SBX${randomBytes(9).toString('hex').toUpperCase()}`,
          merchantRef: request.paymentId,
          payType: request.payType,
          amountFen: request.amountFen,
          status: SandboxTradeStatus.WAITING,
          notifyUrl: SANDBOX_NOTIFY_PATH,
          returnUrl: request.returnUrl,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: sandboxTrades.merchantRef })
        .returning()
    )[0] ??
    (await tradeByRef(db, request.paymentId))
  if (!row) throw new AppError('PROVIDER_ERROR')
  return row
}

/** Closes a waiting trade; answers the trade as it is afterwards (it may have been paid meanwhile). */
async function closeTrade({ db }: BooksDeps, paymentId: string): Promise<TradeRow | undefined> {
  await db
    .update(sandboxTrades)
    .set({ status: SandboxTradeStatus.CLOSED })
    .where(
      and(eq(sandboxTrades.merchantRef, paymentId), eq(sandboxTrades.status, SandboxTradeStatus.WAITING)),
    )
  return tradeByRef(db, paymentId)
}

/**
 * Refunds are keyed by our refund reference, like a real provider's out_refund_no: a retry
 * after a crash finds the refund made the first time instead of refunding twice.
 */
async function refund(
  { db, clock }: BooksDeps,
  { paymentId, refundId, amountFen }: Pick<RefundRequest, 'paymentId' | 'refundId' | 'amountFen'>,
): Promise<RefundResult> {
  const refundRef = toMerchantRef(refundId)
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.refundRef, refundRef))
    if (existing) return { status: 'succeeded', providerRefundNo: existing.refundNo, error: null }
    // The provider refuses more than what is left of the trade; one statement keeps it exact.
    const [row] = await tx
      .update(sandboxTrades)
      .set({ refundedFen: sql`${sandboxTrades.refundedFen} + ${amountFen}` })
      .where(
        and(
          eq(sandboxTrades.merchantRef, paymentId),
          eq(sandboxTrades.status, SandboxTradeStatus.SUCCESS),
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
}
