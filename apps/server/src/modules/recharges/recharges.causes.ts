import { defineCause } from '../ledger'

/** A member topped up the balance. */
export const rechargeCause = defineCause('recharge')
/** The platform's bonus on a recharge (product rules 6), its own entry. */
export const rechargeBonusCause = defineCause('recharge_bonus')
