import type { ProviderStatus, RefundResult } from '../gateway'

/** WeChat Pay trade_state, as ours. REFUND: the payment went through and was (partly) refunded. */
export const TRADE_STATE: Record<string, ProviderStatus> = {
  SUCCESS: 'succeeded',
  REFUND: 'succeeded',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
}

/** WeChat Pay refund status (`status` in answers, `refund_status` in notifications), as ours. */
export const REFUND_STATUS: Record<string, Exclude<RefundResult['status'], 'unknown'>> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'pending',
  CLOSED: 'failed',
  ABNORMAL: 'failed',
}
