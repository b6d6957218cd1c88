/**
 * The parts of Stripe's API objects the adapter reads (API version pinned in STRIPE_API_VERSION).
 * Stripe sends many more fields; these are the ones our decisions depend on.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive'

export type Metadata = Record<string, string>

interface StripePaymentIntent {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: string
  metadata: Metadata
  latest_charge: string | null
  last_payment_error: { type: string; code?: string; decline_code?: string; message?: string } | null
}

export interface StripeCheckoutSession {
  id: string
  object: 'checkout.session'
  amount_total: number | null
  currency: string | null
  client_reference_id: string | null
  metadata: Metadata | null
  /** Created lazily by Checkout at the first payment attempt, so null while nobody tried to pay. */
  payment_intent: string | StripePaymentIntent | null
  payment_status: 'paid' | 'unpaid' | 'no_payment_required'
  status: 'open' | 'complete' | 'expired' | null
  expires_at: number
  url: string | null
}

export interface StripeRefund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string | null
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled' | string
  failure_reason?: string | null
  metadata: Metadata | null
}

export interface StripeList<T> {
  object: 'list'
  data: T[]
  has_more: boolean
  url: string
}

export interface StripeEvent {
  id: string
  object: 'event'
  type: string
  created: number
  data: { object: Record<string, unknown> }
}

export interface StripeApiError {
  type: string
  code?: string
  message?: string
  param?: string
  decline_code?: string
}

export function paymentIntentId(session: StripeCheckoutSession): string | null {
  const pi = session.payment_intent
  return typeof pi === 'string' ? pi : (pi?.id ?? null)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Shape checks: an answer we cannot read is treated like no answer (PROVIDER_ERROR upstream). */
export function isCheckoutSession(value: unknown): value is StripeCheckoutSession {
  return (
    isRecord(value) &&
    value.object === 'checkout.session' &&
    typeof value.id === 'string' &&
    (value.amount_total === null || Number.isSafeInteger(value.amount_total)) &&
    typeof value.payment_status === 'string' &&
    (value.status === null || typeof value.status === 'string')
  )
}

export function isRefund(value: unknown): value is StripeRefund {
  return (
    isRecord(value) &&
    value.object === 'refund' &&
    typeof value.id === 'string' &&
    Number.isSafeInteger(value.amount) &&
    typeof value.status === 'string'
  )
}

export function isList(value: unknown): value is StripeList<unknown> {
  return isRecord(value) && value.object === 'list' && Array.isArray(value.data)
}

export function isEvent(value: unknown): value is StripeEvent {
  return (
    isRecord(value) &&
    value.object === 'event' &&
    typeof value.id === 'string' &&
    typeof value.type === 'string' &&
    isRecord(value.data) &&
    isRecord(value.data.object)
  )
}

export function metadataValue(metadata: Metadata | null | undefined, key: string): string | null {
  const value = metadata?.[key]
  return typeof value === 'string' && value !== '' ? value : null
}
