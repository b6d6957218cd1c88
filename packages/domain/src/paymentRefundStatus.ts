/**
 * Money going back to a payer (payments module, `payment_refunds`): written `pending` with a job,
 * sent to the provider outside the transaction, finished by the provider's answer. Recording a
 * provider's refund number or error on a pending refund changes no status and is no move.
 */
import { defineMachine, type EventOf } from './machine'

export const PAYMENT_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export type PaymentRefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number]

export const paymentRefundMachine = /* @__PURE__ */ defineMachine({
  name: 'payment refund',
  states: PAYMENT_REFUND_STATUSES,
  actors: ['platform', 'system'],
  moves: [
    // The provider confirmed it, or the ledger moved a balance refund.
    { event: 'succeed', from: ['pending'], to: 'succeeded', actors: ['system'] },
    // The provider refused it: it stays visible for staff to send again.
    { event: 'fail', from: ['pending'], to: 'failed', actors: ['system'] },
    // A new refund now carries the failed one's money: staff sent it again, or a full refund of the
    // order took it along. Superseded is the `superseded_by` column, not a status, so the refund
    // stays failed; the caller guards the update with "superseded_by is null" so it happens once.
    { event: 'supersede', from: ['failed'], to: 'failed', actors: ['platform', 'system'] },
  ],
})

export type PaymentRefundEvent = EventOf<typeof paymentRefundMachine>
