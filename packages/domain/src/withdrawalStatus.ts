/**
 * A member withdrawing reward money (withdrawals module, product rules 9): written `reviewing`
 * with the money held; up to the automatic limit the system approves it at once, above it the
 * platform approves (paid out, with the payout reference) or rejects it (the money goes back).
 * Both ends are final: a rejected withdrawal can never be paid, a paid one never returned.
 */
import { defineMachine, type EventOf } from './machine'

/** Product rules 9: the least a withdrawal takes, and up to what it is approved at once (fen). */
export const WITHDRAWAL_MIN_FEN = 1_000
export const WITHDRAWAL_AUTO_APPROVE_FEN = 10_000

export const WITHDRAWAL_STATUSES = ['reviewing', 'approved', 'rejected'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

export const withdrawalMachine = /* @__PURE__ */ defineMachine({
  name: 'withdrawal',
  states: WITHDRAWAL_STATUSES,
  actors: ['system', 'platform'],
  moves: [
    { event: 'approve', from: ['reviewing'], to: 'approved', actors: ['system', 'platform'] },
    { event: 'reject', from: ['reviewing'], to: 'rejected', actors: ['platform'] },
  ],
})

export type WithdrawalEvent = EventOf<typeof withdrawalMachine>
