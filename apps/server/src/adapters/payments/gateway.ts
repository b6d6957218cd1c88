/**
 * What the payments module needs from a payment provider (WeChat Pay, Alipay, the card gateway, or
 * the offline sandbox). Every call is idempotent on our payment id / refund id, so a retry after a
 * crash lands on the same provider-side trade or refund.
 *
 * Errors: a provider that cannot be reached, answers 5xx, or answers something we cannot verify
 * makes the call throw `AppError('PROVIDER_ERROR')`; callers keep their row `created`/`pending` and
 * the reconciliation job asks again later. Business refusals (e.g. "trade already closed") are
 * answers, not exceptions.
 */
export type ProviderName = 'sandbox' | 'wechat' | 'alipay' | 'card'
export type ProviderPayType = 'wechat' | 'alipay' | 'card'
export type ProviderStatus = 'pending' | 'succeeded' | 'failed' | 'closed'

export interface CreatePaymentRequest {
  /** Our payment id (a UUID); providers get `toMerchantRef(paymentId)` as their out_trade_no. */
  paymentId: string
  /** What the payer sees (order number or recharge number). */
  orderNo: string
  payType: ProviderPayType
  amountFen: number
  description: string
  /** Absolute URL the browser returns to after a hosted page (never proof of payment). */
  returnUrl: string
  /** Absolute URL the provider posts its notifications to. */
  notifyUrl: string
  /** After this the provider must refuse to take the money (order pay deadline). */
  expiresAt: Date
  /** WeChat JSAPI: the payer's openid for our official account; null outside WeChat. */
  payerOpenId?: string | null
  /** The payer's IP as seen by us (WeChat scene info). */
  clientIp?: string | null
}

export type PaymentAction =
  /** Send the browser to a hosted page (Alipay wap pay, card checkout, sandbox page). */
  | { type: 'redirect'; url: string }
  /** Inside WeChat: the exact parameters of the JS-SDK `chooseWXPay` / WeixinJSBridge call. */
  | { type: 'jsapi'; params: Record<string, string> }

export interface ProviderTrade {
  status: ProviderStatus
  providerTradeNo: string | null
  amountFen: number
}

export type VerifiedNotification =
  | {
      kind: 'payment'
      /** Unique per provider event: replays carry the same id. */
      eventId: string
      paymentId: string
      status: ProviderStatus
      amountFen: number
      providerTradeNo: string
    }
  | {
      kind: 'refund'
      eventId: string
      paymentId: string
      /** Our refund id (from `toMerchantRef(refundId)` given to the provider). */
      refundId: string
      status: 'succeeded' | 'failed' | 'pending'
      amountFen: number
      providerRefundNo: string | null
    }
  /** A verified event we have nothing to do with (acknowledged so the provider stops sending). */
  | { kind: 'ignored'; eventId: string }

export interface NotificationAnswer {
  status: number
  contentType: string
  body: string
}

export interface RefundResult {
  /** `unknown`: the provider has no such refund (the request never reached it). */
  status: 'succeeded' | 'pending' | 'failed' | 'unknown'
  providerRefundNo: string | null
  error: string | null
}

export interface RefundRequest {
  paymentId: string
  refundId: string
  amountFen: number
  /** The whole payment, which WeChat and Alipay want beside the refunded part. */
  paymentAmountFen: number
  reason: string
  notifyUrl: string
}

export interface PaymentProvider {
  readonly name: ProviderName
  createPayment(
    request: CreatePaymentRequest,
  ): Promise<{ providerTradeNo: string | null; action: PaymentAction }>
  /** null when the provider has no trade for this payment (it was never created there). */
  query(paymentId: string): Promise<ProviderTrade | null>
  /** Closes an unpaid trade; answers the trade as it is afterwards (it may have been paid meanwhile). */
  close(paymentId: string): Promise<ProviderTrade | null>
  refund(request: RefundRequest): Promise<RefundResult>
  queryRefund(request: { paymentId: string; refundId: string }): Promise<RefundResult>
  /** Checks signature, freshness and shape; throws AppError SIGNATURE_INVALID otherwise. */
  verifyNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<VerifiedNotification>
  /** The body and status the provider expects in answer to a notification. */
  answer(ok: boolean): NotificationAnswer
}

/** Providers limit merchant references to 32 characters: our UUIDs travel without hyphens. */
export function toMerchantRef(id: string): string {
  return id.replaceAll('-', '')
}

export function fromMerchantRef(ref: string): string {
  if (!/^[0-9a-f]{32}$/i.test(ref)) return ref
  const r = ref.toLowerCase()
  return `${r.slice(0, 8)}-${r.slice(8, 12)}-${r.slice(12, 16)}-${r.slice(16, 20)}-${r.slice(20)}`
}

/** One header value, whatever shape the HTTP layer gave it. */
export function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name.toLowerCase()]
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
}
