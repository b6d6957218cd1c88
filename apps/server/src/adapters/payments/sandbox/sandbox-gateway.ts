import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Db } from '../../../db/client'
import type { Clock } from '../../../platform/clock'
import type { PaymentProvider, ProviderTrade, RefundResult } from '../gateway'
import { attachCheckoutPages, CHECKOUT_PREFIX } from './checkout-routes'
import { createSandboxBooks, type TradeRow } from './sandbox-books'
import { sandboxAnswer, verifySandboxNotification } from './sandbox-notification'
import { createSandboxNotifier } from './sandbox-notifier'
import { toProviderStatus } from './trade-status'

const toTrade = (row: TradeRow): ProviderTrade => ({
  status: toProviderStatus(row.status),
  providerTradeNo: row.tradeNo,
  amountFen: row.amountFen,
})

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
  const { clock, secret } = deps
  const books = createSandboxBooks(deps)
  const notifier = createSandboxNotifier(deps)

  const provider: PaymentProvider & {
    attach(app: FastifyInstance): void
    setDeliver: typeof notifier.setDeliver
    decide: typeof books.decide
    notify: typeof notifier.notify
    notificationFor: typeof notifier.notificationFor
    byRef: typeof books.byRef
  } = {
    name: 'sandbox',

    async createPayment(request) {
      const row = await books.openTrade(request)
      return {
        providerTradeNo: row.tradeNo,
        action: { type: 'redirect', url: `${CHECKOUT_PREFIX}/${row.tradeNo}` },
      }
    },
    async query(paymentId) {
      const row = await books.byRef(paymentId)
      return row ? toTrade(row) : null
    },
    async close(paymentId) {
      const row = await books.closeTrade(paymentId)
      return row ? toTrade(row) : null
    },
    refund: (request) => books.refund(request),
    async queryRefund({ refundId }): Promise<RefundResult> {
      const row = await books.findRefund(refundId)
      return row
        ? { status: 'succeeded', providerRefundNo: row.refundNo, error: null }
        : { status: 'unknown', providerRefundNo: null, error: null }
    },
    async verifyNotification(headers, rawBody) {
      return verifySandboxNotification(headers, rawBody, { secret, now: clock.now() })
    },
    answer: sandboxAnswer,

    setDeliver: notifier.setDeliver,
    decide: books.decide,
    notify: notifier.notify,
    notificationFor: notifier.notificationFor,
    byRef: books.byRef,
    attach: (app) => attachCheckoutPages(app, { books, notify: notifier.notify }),
  }
  return provider
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>
