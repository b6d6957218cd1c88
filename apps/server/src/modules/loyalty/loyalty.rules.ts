/** What an order earns and what a refund takes back of it, in exact integers (product rules 8, 9). */

/** Product rules 9: the inviter earns 2% of the goods amount (a specification constant, not a setting). */
const INVITE_REWARD_PERCENT = 2

/** floor(total x part / whole) in exact integers (reward fen x refunded fen can pass 2^53). */
export function proportion(total: number, part: number, whole: number): number {
  if (whole <= 0 || part <= 0) return 0
  if (part >= whole) return total
  return Number((BigInt(total) * BigInt(part)) / BigInt(whole))
}

/** Points for an amount paid: per whole yuan (product rules 8), floored. */
export function pointsFor(paidFen: number, pointsPerYuan: number): number {
  return Math.max(0, Math.floor(Math.floor(paidFen / 100) * pointsPerYuan))
}

/** The inviter's reward on a goods amount: 2% in whole fen, rounded down (never more than 2%). */
export function inviteRewardFor(goodsFen: number): number {
  return Math.floor((goodsFen * INVITE_REWARD_PERCENT) / 100)
}
