import { defineCause } from '../ledger'

/** Prizes of the double draw and rebates paid into the member's wallets (product rules 7). */
export const couponCauses = {
  drawPoints: defineCause('draw_points'),
  drawBalance: defineCause('draw_balance'),
  /** A rebate card's share of a completed order, credited to the balance. */
  rebateCredited: defineCause('rebate_credited'),
  /** A coupon pack bought from the balance, and its same-day refund. */
  packBought: defineCause('coupon_pack'),
  packRefunded: defineCause('coupon_pack_refund'),
} as const
