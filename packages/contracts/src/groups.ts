/**
 * Every contract file of the package. A new contract file is one line here: its calls reach
 * ALL_CALLS, the OpenAPI document and the generated descriptors from this list.
 */
export * from './address'
export * from './aftersale'
export * from './call'
export * from './common'
export * from './console'
export * from './coupons'
export * from './dietary'
export * from './errors'
export * from './geo'
export * from './help'
export * from './invite'
export * from './mall'
export * from './member'
export * from './order'
export * from './payment'
export * from './profile'
export * from './reviews'
export * from './shop'
export * from './uploads'
export * from './wallet'
