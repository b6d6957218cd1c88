/**
 * What the payments module needs from a payment provider (WeChat Pay, Alipay, card gateway, or the
 * offline sandbox). Every call is idempotent on our payment id / refund id, so a retry after a crash
 * lands on the same provider-side trade.
 */
export type ProviderName = 'sandbox' | 'wechat' | 'alipay' | 'card'
export type ProviderPayType = 'wechat' | 'alipay' | 'card'
export type ProviderStatus = 'pending' | 'succeeded' | 'failed' | 'closed'

export interface CreatePaymentRequest {
  paymentId: string
  orderNo: string
  payType: ProviderPayType
  amountFen: number
  description: string
  /** Where the browser goes back after the provider's page. */
  returnUrl: string
}

export type PaymentAction =
  | { type: 'redirect'; url: string }
  | { type: 'jsapi'; params: Record<string, string> }

export interface ProviderTrade {
  status: ProviderStatus
  providerTradeNo: string | null
  amountFen: number
}

export interface VerifiedNotification {
  eventId: string
  paymentId: string
  status: ProviderStatus
  amountFen: number
  providerTradeNo: string
}

export interface NotificationAnswer {
  status: number
  contentType: string
  body: string
}

export interface RefundResult {
  status: 'succeeded' | 'pending' | 'failed'
  providerRefundNo: string | null
  error: string | null
}

export interface PaymentProvider {
  readonly name: ProviderName
  createPayment(request: CreatePaymentRequest): Promise<{ providerTradeNo: string; action: PaymentAction }>
  query(paymentId: string): Promise<ProviderTrade | null>
  close(paymentId: string): Promise<ProviderTrade | null>
  refund(request: { paymentId: string; refundId: string; amountFen: number }): Promise<RefundResult>
  /** Checks signature, freshness and shape; throws AppError SIGNATURE_INVALID otherwise. */
  verifyNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<VerifiedNotification>
  answer(ok: boolean): NotificationAnswer
}
