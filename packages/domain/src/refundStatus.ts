/**
 * Refund request state machine (product rules 4.1): merchant first, platform
 * second. Time limits (escalate within 48 h, merchant silent for 12 h) are
 * settings the server's jobs apply; the table only says which moves exist.
 */
import {
  availableEvents,
  defineMachine,
  type EventOf,
  findMove,
  isFinalState,
  isStateOf,
  type Move,
} from './machine'
import { ORDER_ACTORS, type OrderActor } from './orderStatus'

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
  return isStateOf(refundMachine, value)
}

export type RefundActor = OrderActor
const R = RefundStatus

export const refundMachine = /* @__PURE__ */ defineMachine({
  name: 'refund request',
  states: REFUND_STATUS_CODES,
  actors: ORDER_ACTORS,
  moves: [
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
  ],
})

export type RefundEvent = EventOf<typeof refundMachine>
export type RefundTransition = Move<RefundStatusCode, RefundEvent, RefundActor>

// Read through a pure call: a plain property read would keep the machine in every bundle that
// imports the package, used or not.
export const REFUND_TRANSITIONS: readonly RefundTransition[] = /* @__PURE__ */ (() => refundMachine.moves)()

export function findRefundTransition(
  event: RefundEvent,
  from: RefundStatusCode,
  actor: RefundActor,
): RefundTransition | null {
  return findMove(refundMachine, from, event, actor)
}

export function allowedRefundEvents(from: RefundStatusCode, actor: RefundActor): RefundEvent[] {
  return availableEvents(refundMachine, from, actor)
}

/** Statuses of a request still waiting for someone (the others are final). */
export const OPEN_REFUND_STATUSES: RefundStatusCode[] = [
  RefundStatus.SUBMITTED,
  RefundStatus.WAITING_MERCHANT,
  RefundStatus.MERCHANT_REJECTED,
  RefundStatus.WAITING_PLATFORM,
]

export function isRefundTerminal(status: RefundStatusCode): boolean {
  return isFinalState(refundMachine, status)
}
