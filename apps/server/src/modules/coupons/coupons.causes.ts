import { defineCause } from '../ledger'

/** Prizes of the double draw paid into the member's wallets (product rules 7). */
export const couponCauses = {
  drawPoints: defineCause('draw_points'),
  drawBalance: defineCause('draw_balance'),
} as const
