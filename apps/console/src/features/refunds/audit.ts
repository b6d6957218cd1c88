import { INPUT_MAX_LENGTH, type RefundStatusCode, refundStatusKey } from '@siam/domain'

/** Who decides: the merchant first, the platform second (product rules 4.1). */
export type RefundScope = 'merchant' | 'platform'

/** "console:refund_status_waiting_merchant": the specification's refund status codes 1-7. */
export function refundStatusLabelKey(status: RefundStatusCode): string {
  return `console:refund_status_${refundStatusKey[status]}`
}

/** The status filters each desk offers, first = default. Platform: escalated and merchant-rejected first. */
export interface StatusFilter {
  id: string
  labelKey: string
  /** undefined: the call's own default (platform: 3 and 4; merchant: every status) */
  statuses: RefundStatusCode[] | undefined
}

const MERCHANT_FILTERS: StatusFilter[] = [
  { id: 'waiting', labelKey: 'console:refund_filter_waiting_merchant', statuses: [2] },
  { id: 'rejected', labelKey: 'console:refund_filter_merchant_rejected', statuses: [3, 4, 5] },
  { id: 'done', labelKey: 'console:refund_filter_done', statuses: [6, 7] },
  { id: 'all', labelKey: 'console:refund_filter_all', statuses: [1, 2, 3, 4, 5, 6, 7] },
]

const PLATFORM_FILTERS: StatusFilter[] = [
  { id: 'open', labelKey: 'console:refund_filter_platform_open', statuses: [3, 4] },
  { id: 'escalated', labelKey: 'console:refund_filter_escalated', statuses: [4] },
  { id: 'rejected', labelKey: 'console:refund_filter_merchant_rejected_only', statuses: [3] },
  { id: 'all', labelKey: 'console:refund_filter_all', statuses: [1, 2, 3, 4, 5, 6, 7] },
]

export function filtersFor(scope: RefundScope): StatusFilter[] {
  return scope === 'platform' ? PLATFORM_FILTERS : MERCHANT_FILTERS
}

/** A rejection needs a reason the member will read, at most 140 characters. Returns an i18n key or null. */
export function validateAuditReason(reason: string): string | null {
  const trimmed = reason.trim()
  if (trimmed === '') return 'console:refund_reason_required'
  if (trimmed.length > INPUT_MAX_LENGTH) return 'console:reject_reason_too_long'
  return null
}
