import { defineCause } from '../ledger'

/** A member paid an order (balance or provider). */
export const orderPaymentCause = defineCause('order_payment')
/** Money of an order went back to the payer. */
export const orderRefundCause = defineCause('order_refund')
