/**
 * Refund request state machine (product rules 4.1): merchant first, platform
 * second. Time limits (escalate within 48 h, merchant silent for 12 h) are
 * settings the server's jobs apply; the table only says which moves exist.
 */
import type { OrderActor } from './orderStatus'

export const RefundStatus = {
  SUBMITTED: 1,
  WAITING_MERCHANT: 2,
  MERCHANT_REJECTED: 3,
  WAITING_PLATFORM: 4,
  PLATFORM_REJECTED: 5,
  CLOSED: 6,
  SUCCEEDED: 7,
} as const

export type RefundStatusCode = (typeof RefundStatus)[keyof typeof RefundStatus]

export const REFUND_STATUS_CODES: RefundStatusCode[] = [1, 2, 3, 4, 5, 6, 7]

export const refundStatusKey: Record<RefundStatusCode, string> = {
  1: 'submitted',
  2: 'waiting_merchant',
  3: 'merchant_rejected',
  4: 'waiting_platform',
  5: 'platform_rejected',
  6: 'closed',
  7: 'succeeded',
}

export function isRefundStatusCode(value: unknown): value is RefundStatusCode {
  return typeof value === 'number' && (REFUND_STATUS_CODES as number[]).includes(value)
}

export type RefundActor = OrderActor
export type RefundEvent =
  | 'submit'
  | 'merchant_approve'
  | 'merchant_reject'
  | 'auto_approve'
  | 'escalate'
  | 'escalation_expired'
  | 'platform_approve'
  | 'platform_reject'
  | 'withdraw'
  | 'out_of_stock'

export interface RefundTransition {
  event: RefundEvent
  from: RefundStatusCode[]
  to: RefundStatusCode
  actors: RefundActor[]
}

const R = RefundStatus

export const REFUND_TRANSITIONS: readonly RefundTransition[] = Object.freeze([
  { event: 'submit', from: [R.SUBMITTED], to: R.WAITING_MERCHANT, actors: ['system'] },
  { event: 'merchant_approve', from: [R.WAITING_MERCHANT], to: R.SUCCEEDED, actors: ['merchant'] },
  { event: 'merchant_reject', from: [R.WAITING_MERCHANT], to: R.MERCHANT_REJECTED, actors: ['merchant'] },
  // A merchant silent past the deadline is taken as approving.
  { event: 'auto_approve', from: [R.WAITING_MERCHANT], to: R.SUCCEEDED, actors: ['system'] },
  { event: 'escalate', from: [R.MERCHANT_REJECTED], to: R.WAITING_PLATFORM, actors: ['member'] },
  { event: 'escalation_expired', from: [R.MERCHANT_REJECTED], to: R.CLOSED, actors: ['system'] },
  // The platform also overrules merchant rejections the member has not escalated.
  {
    event: 'platform_approve',
    from: [R.WAITING_PLATFORM, R.MERCHANT_REJECTED],
    to: R.SUCCEEDED,
    actors: ['platform'],
  },
  { event: 'platform_reject', from: [R.WAITING_PLATFORM], to: R.PLATFORM_REJECTED, actors: ['platform'] },
  {
    event: 'withdraw',
    from: [R.SUBMITTED, R.WAITING_MERCHANT, R.MERCHANT_REJECTED, R.WAITING_PLATFORM],
    to: R.CLOSED,
    actors: ['member'],
  },
  // Lines the merchant marks out of stock (product rules 2.4): the merchant's own mark is the
  // decision, so the refund it creates succeeds at once, without a member request to answer.
  { event: 'out_of_stock', from: [R.SUBMITTED], to: R.SUCCEEDED, actors: ['merchant', 'platform'] },
] satisfies RefundTransition[])

export function findRefundTransition(
  event: RefundEvent,
  from: RefundStatusCode,
  actor: RefundActor,
): RefundTransition | null {
  return (
    REFUND_TRANSITIONS.find((t) => t.event === event && t.from.includes(from) && t.actors.includes(actor)) ??
    null
  )
}

export function allowedRefundEvents(from: RefundStatusCode, actor: RefundActor): RefundEvent[] {
  const events: RefundEvent[] = []
  for (const t of REFUND_TRANSITIONS) {
    if (t.from.includes(from) && t.actors.includes(actor) && !events.includes(t.event)) events.push(t.event)
  }
  return events
}

/** Statuses of a request still waiting for someone (the others are final). */
export const OPEN_REFUND_STATUSES: RefundStatusCode[] = [
  RefundStatus.SUBMITTED,
  RefundStatus.WAITING_MERCHANT,
  RefundStatus.MERCHANT_REJECTED,
  RefundStatus.WAITING_PLATFORM,
]

export function isRefundTerminal(status: RefundStatusCode): boolean {
  return !REFUND_TRANSITIONS.some((t) => t.from.includes(status))
}
