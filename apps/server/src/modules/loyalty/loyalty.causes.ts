import { defineCause } from '../ledger'

/** Points and invitation rewards (product rules 8, 9): earned (pending), credited, reversed by refunds. */
export const loyaltyCauses = {
  pointsEarned: defineCause('points_earned'),
  pointsCredited: defineCause('points_credited'),
  pointsReversed: defineCause('points_reversed'),
  rewardEarned: defineCause('reward_earned'),
  rewardCredited: defineCause('reward_credited'),
  rewardReversed: defineCause('reward_reversed'),
} as const
