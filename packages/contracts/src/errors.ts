/**
 * The error catalogue: every failure the API can answer, with its HTTP status (spec section 8 codes)
 * and a stable key the clients can branch on. Messages live in @siam/i18n (namespace `errors`),
 * translated into the request's language; a test keeps both lists equal.
 */
export const ERRORS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  NOT_LOGGED_IN: 401,
  LOGIN_USER_ERROR: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  SHOP_NOT_FOUND: 404,
  GOODS_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  ADDRESS_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  RECHARGE_NOT_FOUND: 404,
  BILLING_RECORD_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  EMAIL_NOT_REGISTERED: 404,
  WRONG_CREDENTIALS: 401,
  CODE_INVALID: 400,
  CODE_TOO_FREQUENT: 429,
  RATE_LIMITED: 429,
  SHOP_RESTING: 409,
  SHOP_NO_DELIVERY: 409,
  SHOP_NO_PICKUP: 409,
  GOODS_SOLD_OUT: 409,
  GOODS_NOT_IN_SHOP: 400,
  OPTION_INVALID: 400,
  OPTION_REQUIRED: 400,
  OUT_OF_RANGE: 409,
  BELOW_MINIMUM: 409,
  ADDRESS_REQUIRED: 400,
  PRICE_CHANGED: 409,
  ORDER_STATUS_CONFLICT: 409,
  ORDER_NOT_PAYABLE: 409,
  PAY_METHOD_UNAVAILABLE: 409,
  PAYMENT_PASSWORD_NOT_SET: 409,
  PAYMENT_PASSWORD_WRONG: 400,
  PAYMENT_PASSWORD_LOCKED: 423,
  PAYMENT_PASSWORD_ALREADY_SET: 409,
  RECHARGE_TIER_UNKNOWN: 400,
  RECHARGE_NOT_PAYABLE: 409,
  WECHAT_OPENID_REQUIRED: 409,
  WECHAT_UNAVAILABLE: 409,
  INSUFFICIENT_BALANCE: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  SIGNATURE_INVALID: 400,
  PROVIDER_ERROR: 502,
  INTERNAL: 500,
} as const

export type ErrorKey = keyof typeof ERRORS
export const ERROR_KEYS = Object.keys(ERRORS) as ErrorKey[]

/** Messages for bare HTTP statuses, used by the clients when a response carries no message (spec 8). */
export const HTTP_STATUS_MESSAGE_KEYS: Record<number, string> = {
  400: 'http_400',
  401: 'http_401',
  403: 'http_403',
  404: 'http_404',
  500: 'http_500',
  502: 'http_502',
}
