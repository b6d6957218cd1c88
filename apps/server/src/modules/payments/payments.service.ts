import type { PaymentRefundStatus } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { ProviderName } from '../../adapters/payments/gateway'
import type { Executor, Tx } from '../../db/client'
import type { LockedOrder } from '../orders'
import { cancelPayment, queryPayment, returnTarget } from './check-payment'
import { handleNotification } from './handle-notification'
import { type BalancePaymentInput, payByBalance } from './pay-by-balance'
import { type PayEnvironment, payMethods } from './pay-methods'
import type { PayTarget } from './payable'
import type { PaymentsDeps } from './payments.deps'
import type { RefundReason } from './payments.tables'
import { processRefund } from './process-refund'
import { reconcile, reconcileOrder, reconcileRecharge } from './reconcile'
import { refundForRequest, refundOrderInFull, refundSources } from './refund-order'
import { refundTarget } from './refund-target'
import { retryRefund } from './retry-refund'
import { type ProviderPaymentInput, startProviderPayment } from './start-provider-payment'

export type { PaymentsDeps } from './payments.deps'

/** The payments use cases bound to their dependencies: what the routes, jobs and other modules call. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { repo } = deps
  return {
    methods: (memberId: string, target: PayTarget, environment: PayEnvironment) =>
      payMethods(deps, memberId, target, environment),
    createProviderPayment: (
      memberId: string,
      input: ProviderPaymentInput,
      context: { clientIp?: string | null } = {},
    ) => startProviderPayment(deps, memberId, input, context),
    payByBalance: (memberId: string, input: BalancePaymentInput, locale: Locale) =>
      payByBalance(deps, memberId, input, locale),
    query: (memberId: string, paymentId: string) => queryPayment(deps, memberId, paymentId),
    cancel: (memberId: string, paymentId: string) => cancelPayment(deps, memberId, paymentId),
    returnTarget: (paymentId: string) => returnTarget(deps, paymentId),
    handleNotification: (
      providerName: ProviderName,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
    ) => handleNotification(deps, providerName, headers, rawBody),
    reconcileOrder: (orderId: string) => reconcileOrder(deps, orderId),
    reconcileRecharge: (rechargeId: string) => reconcileRecharge(deps, rechargeId),
    reconcile: (limit?: number) => reconcile(deps, limit),
    refundOrderInFull: (tx: Tx, order: LockedOrder, reason: RefundReason) =>
      refundOrderInFull(deps, tx, order, reason),
    refundSources: (x: Executor, orderId: string) => refundSources(deps, x, orderId),
    refundForRequest: (
      tx: Tx,
      input: { order: LockedOrder; refundRequestId: string; amountFen: number; reason: RefundReason },
    ) => refundForRequest(deps, tx, input),
    /**
     * Payment refunds that need a hand: failed ones not yet sent again, and pending ones older
     * than `stuckBefore` (product rules 2.4: out-of-stock money goes back within 15 minutes).
     */
    listTroubledRefunds: (
      x: Executor,
      filter: { statuses: PaymentRefundStatus[]; stuckBefore: Date },
      limit: number | null,
      offset: number,
    ) => repo.troubledRefunds(x, filter, limit, offset),
    /** One payment refund with its payment's type and its order's number. */
    paymentRefundRow: (x: Executor, id: string) => repo.refundRow(x, id),
    /** A registered target's money back to its provider payment; false if it had none (decision 0025). */
    refundTarget: (tx: Tx, target: { kind: string; id: string }, amountFen: number) =>
      refundTarget(deps, tx, target, amountFen),
    retryRefund: (refundId: string) => retryRefund(deps, refundId),
    processRefund: (refundId: string) => processRefund(deps, refundId),
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
