import type { aftersaleConsoleCalls, CallInput, CallOutput } from '@siam/contracts'
import { type RequestOptions, request } from '../../shared/api/client'

/** The after-sale console calls of @siam/contracts (`aftersaleConsoleCalls`), typed, no schema at run time. */
type Calls = typeof aftersaleConsoleCalls

export type RefundListInput = CallInput<Calls['merchantRefunds']>
export type RefundPage = CallOutput<Calls['merchantRefunds']>
export type ConsoleRefund = RefundPage['records'][number]
export type RefundDetail = CallOutput<Calls['merchantRefundDetail']>
export type AuditDecision = CallInput<Calls['merchantAudit']>['decision']

/** Who decides: the merchant first, the platform second (product rules 4.1). */
export type RefundScope = 'merchant' | 'platform'

export const refundsApi = {
  list: (scope: RefundScope, input: RefundListInput, options?: RequestOptions) =>
    request<RefundPage>(scope === 'platform' ? 'admin/refund/list' : 'merchant/refund/list', input, options),
  detail: (refundId: string, options?: RequestOptions) =>
    request<RefundDetail>('merchant/refund/detail', { refundId }, options),
  audit: (scope: RefundScope, refundId: string, decision: AuditDecision, reason = '') =>
    request<ConsoleRefund>(scope === 'platform' ? 'admin/refund/audit' : 'merchant/refund/audit', {
      refundId,
      decision,
      reason,
    }),
}

export type RefundsApi = typeof refundsApi
