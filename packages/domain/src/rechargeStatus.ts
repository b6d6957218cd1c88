/**
 * A member topping up the balance (recharges module, product rules 6): written `unpaid`, credited
 * by its provider payment, closed by the reconcile job when nobody paid within the window.
 */
import { defineMachine, type EventOf } from './machine'

export const RECHARGE_STATUSES = ['unpaid', 'paid', 'closed'] as const
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number]

export const rechargeMachine = /* @__PURE__ */ defineMachine({
  name: 'recharge',
  states: RECHARGE_STATUSES,
  actors: ['system'],
  moves: [
    // From closed it is a late payment: the member paid, so the balance is still credited. A second
    // payment for a paid recharge finds no move and is refunded by the caller.
    { event: 'credit', from: ['unpaid', 'closed'], to: 'paid', actors: ['system'] },
    { event: 'close', from: ['unpaid'], to: 'closed', actors: ['system'] },
  ],
})

export type RechargeEvent = EventOf<typeof rechargeMachine>
