import { defineCause } from '../ledger'

/** Points (and the cash part, from the balance) a member spent on a mall order. */
export const mallPurchaseCause = defineCause('mall_purchase')
/** Points and cash of a mall order given back (cancelled before shipping, or after-sale approved). */
export const mallRefundCause = defineCause('mall_refund')
