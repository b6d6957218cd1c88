import { addressCalls } from './address'
import { aftersaleCalls, aftersaleConsoleCalls } from './aftersale'
import type { Call } from './call'
import { consoleCalls } from './console'
import { couponCalls } from './coupons'
import { geoCalls } from './geo'
import { memberCalls } from './member'
import { orderCalls } from './order'
import { paymentCalls } from './payment'
import { reviewCalls, reviewConsoleCalls } from './reviews'
import { shopCalls } from './shop'
import { walletCalls } from './wallet'

export * from './address'
export * from './aftersale'
export * from './call'
export * from './common'
export * from './console'
export * from './coupons'
export * from './errors'
export * from './geo'
export * from './member'
export * from './order'
export * from './payment'
export * from './reviews'
export * from './shop'
export * from './uploads'
export * from './wallet'

/** Every call of the API, for the OpenAPI document and for the test that each one is bound. */
export const ALL_CALLS: Call[] = [
  ...Object.values(memberCalls),
  ...Object.values(shopCalls),
  ...Object.values(addressCalls),
  ...Object.values(geoCalls),
  ...Object.values(orderCalls),
  ...Object.values(paymentCalls),
  ...Object.values(consoleCalls),
  ...Object.values(walletCalls),
  ...Object.values(couponCalls),
  ...Object.values(reviewCalls),
  ...Object.values(reviewConsoleCalls),
  ...Object.values(aftersaleCalls),
  ...Object.values(aftersaleConsoleCalls),
]
