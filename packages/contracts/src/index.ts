import { addressCalls } from './address'
import type { Call } from './call'
import { consoleCalls } from './console'
import { memberCalls } from './member'
import { orderCalls } from './order'
import { paymentCalls } from './payment'
import { shopCalls } from './shop'
import { walletCalls } from './wallet'

export * from './address'
export * from './call'
export * from './common'
export * from './console'
export * from './errors'
export * from './member'
export * from './order'
export * from './payment'
export * from './shop'
export * from './wallet'

/** Every call of the API, for the OpenAPI document and for the test that each one is bound. */
export const ALL_CALLS: Call[] = [
  ...Object.values(memberCalls),
  ...Object.values(shopCalls),
  ...Object.values(addressCalls),
  ...Object.values(orderCalls),
  ...Object.values(paymentCalls),
  ...Object.values(consoleCalls),
  ...Object.values(walletCalls),
]
