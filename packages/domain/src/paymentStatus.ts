/**
 * Provider and balance payments (payments module). A provider payment is written `created`, handed
 * to the provider, and then follows only what the provider says (a notification, a query, or the
 * reconcile job asking it), so every move is the system's. A balance payment is written
 * `succeeded` at once and never moves.
 */
import { defineMachine, type EventOf } from './machine'

export const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'closed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const paymentMachine = /* @__PURE__ */ defineMachine({
  name: 'payment',
  states: PAYMENT_STATUSES,
  actors: ['system'],
  moves: [
    // The provider took the payment request (or answers a query with "waiting for the payer").
    { event: 'hand_over', from: ['created'], to: 'pending', actors: ['system'] },
    // From closed or failed it is a late payment: the money arrived after all, is booked, and the
    // caller sends it back when the order or recharge no longer takes it.
    {
      event: 'succeed',
      from: ['created', 'pending', 'closed', 'failed'],
      to: 'succeeded',
      actors: ['system'],
    },
    { event: 'fail', from: ['created', 'pending'], to: 'failed', actors: ['system'] },
    // Closed at the provider: the member gave up, or the payment window passed.
    { event: 'close', from: ['created', 'pending'], to: 'closed', actors: ['system'] },
  ],
})

export type PaymentEvent = EventOf<typeof paymentMachine>
