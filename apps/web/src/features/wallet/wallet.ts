/**
 * Wallet display rules (product rules 6): which wallets hold money (fen) and which points, the signed
 * text of an entry ("+¥5.00", "−¥42.00", "+120"), and the catalogue keys of causes, wallets and recharge
 * statuses (namespace wallet). Pure functions; the pages import them.
 */

import type { BillingRecord, Recharge } from '@siam/contracts'
import { money } from '../../shared/money'

export type CoinType = BillingRecord['coinType']
export type CauseType = BillingRecord['causeType']
export type RechargeStatus = Recharge['status']

/** Money wallets count fen; the points wallets count points. */
function isMoneyCoin(coin: CoinType): boolean {
  return coin === 'balance' || coin === 'reward' || coin === 'uncreditedReward'
}

const COIN_KEYS: Record<CoinType, string> = {
  balance: 'wallet:coin_balance',
  points: 'wallet:coin_points',
  reward: 'wallet:coin_reward',
  uncreditedPoints: 'wallet:coin_uncredited_points',
  uncreditedReward: 'wallet:coin_uncredited_reward',
}

export function coinKey(coin: CoinType): string {
  return COIN_KEYS[coin] ?? 'wallet:coin_balance'
}

export function causeKey(cause: CauseType): string {
  return `wallet:cause_${cause}`
}

export function rechargeStatusKey(status: RechargeStatus): string {
  return `wallet:recharge_status_${status}`
}

/** U+2212 MINUS SIGN reads better than a hyphen next to digits. */
const MINUS = '\u2212'

/** An amount of a wallet without its sign: "¥5.00" for money, "120" for points. */
export function amountText(coin: CoinType, amount: number): string {
  const n = Math.abs(amount)
  return isMoneyCoin(coin) ? money(n) : String(n)
}

/** "+¥5.00", "−¥42.00", "+120": in is positive, out negative (zero shows no sign). */
export function signedAmountText(coin: CoinType, amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? MINUS : ''
  return `${sign}${amountText(coin, amount)}`
}

/** 'in' (green), 'out' (red), or 'zero'. */
export function amountTone(amount: number): 'in' | 'out' | 'zero' {
  return amount > 0 ? 'in' : amount < 0 ? 'out' : 'zero'
}
