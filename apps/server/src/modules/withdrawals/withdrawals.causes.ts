import { defineCause } from '../ledger'

/** Reward money leaves the member's reward wallet for the withdrawals-pending account. */
export const withdrawalHeldCause = defineCause('withdrawal_held')
/** The platform paid the held money out to the member's Alipay, WeChat or bank account. */
export const withdrawalPaidCause = defineCause('withdrawal_paid')
/** A refused withdrawal: the held money goes back to the reward wallet, once. */
export const withdrawalReturnedCause = defineCause('withdrawal_returned')

/** The platform's side of a withdrawal (decision 0021); opened on first use like every platform account. */
export const WITHDRAWAL_ACCOUNTS = {
  pending: 'platform:withdrawals_pending',
  paidOut: 'platform:withdrawals_paid_out',
} as const
