import type { RefundItem, StaffRefundAction } from '@siam/contracts'
import type { RefundStatusCode } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { StaffActor } from '../../platform/actor'
import type { AftersaleDeps } from './aftersale.deps'
import { applyRefund, type RefundApplication } from './apply-refund'
import { auditRefund } from './audit-refund'
import { escalateRefund } from './escalate-refund'
import { escalationDeadlinePassed } from './escalation-deadline-passed'
import { listRefunds, type RefundListQuery } from './list-refunds'
import { markOutOfStock } from './mark-out-of-stock'
import { merchantDeadlinePassed } from './merchant-deadline-passed'
import { listPaymentRefunds, type PaymentRefundQuery, retryPaymentRefund } from './payment-refunds'
import { previewRefund } from './preview-refund'
import { quickCancel } from './quick-cancel'
import { refundDetail } from './refund-detail'
import { refundProcess } from './refund-process'
import { withdrawRefund } from './withdraw-refund'

/**
 * After-sale (product rules 2.3, 2.4, 4): member refund requests and their answers by the merchant,
 * the platform and the deadline jobs, out-of-stock lines, and the money each decision sends back.
 * One file per use case; this object only binds them to the module's dependencies.
 *
 * Every status change goes through the refund state machine (domain refundStatus, `moveRequest`),
 * so of two racing deciders (two staff, staff and a job) exactly one wins and the other gets
 * REFUND_STATUS_CONFLICT. The decision, its payment refunds (pending), the refunded quantities, the
 * loyalty reversal and the order's status move commit together; the providers are called after the
 * transaction (and by the payment.refund job if that fails).
 *
 * The order while a member request is open is 7 (after-sale). When the request ends, the order
 * ends too, as the order table allows (7 -> 8 everything paid went back, 7 -> 9 otherwise or when
 * refused / withdrawn / expired): see docs/decisions/0009-after-sale.md.
 */
export function createAftersaleService(deps: AftersaleDeps) {
  return {
    // member
    preview: (memberId: string, input: { orderId: string; items: RefundItem[] }, locale: Locale) =>
      previewRefund(deps, memberId, input, locale),
    apply: (memberId: string, input: RefundApplication, locale: Locale) =>
      applyRefund(deps, memberId, input, locale),
    process: (
      memberId: string,
      input: { orderId?: string | undefined; refundId?: string | undefined },
      locale: Locale,
    ) => refundProcess(deps, memberId, input, locale),
    escalate: (memberId: string, refundId: string, note: string, locale: Locale) =>
      escalateRefund(deps, memberId, refundId, note, locale),
    withdraw: (memberId: string, refundId: string, locale: Locale) =>
      withdrawRefund(deps, memberId, refundId, locale),
    quickCancel: (memberId: string, id: string, reason: number | undefined, locale: Locale) =>
      quickCancel(deps, memberId, id, reason, locale),

    // staff
    list: (
      staff: StaffActor,
      input: RefundListQuery,
      locale: Locale,
      defaults: { statuses: RefundStatusCode[] },
    ) => listRefunds(deps, staff, input, locale, defaults),
    detail: (staff: StaffActor, refundId: string, locale: Locale) =>
      refundDetail(deps, staff, refundId, locale),
    audit: (
      staff: StaffActor,
      input: { refundId: string; decision: StaffRefundAction; reason: string },
      locale: Locale,
    ) => auditRefund(deps, staff, input, locale),
    markOutOfStock: (staff: StaffActor, input: { orderId: string; items: RefundItem[] }) =>
      markOutOfStock(deps, staff, input),

    // jobs
    merchantDeadlinePassed: (refundId: string) => merchantDeadlinePassed(deps, refundId),
    escalationDeadlinePassed: (refundId: string) => escalationDeadlinePassed(deps, refundId),

    // platform: payment refunds that need a hand
    paymentRefunds: (input: PaymentRefundQuery) => listPaymentRefunds(deps, input),
    retryPaymentRefund: (id: string) => retryPaymentRefund(deps, id),
  }
}

export type AftersaleService = ReturnType<typeof createAftersaleService>
