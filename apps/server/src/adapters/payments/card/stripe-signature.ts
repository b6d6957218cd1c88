import { createHmac, timingSafeEqual } from 'node:crypto'

/** Stripe refuses to let an endpoint accept events signed longer ago than this (replay window). */
const WEBHOOK_TOLERANCE_SECONDS = 300

/** Stripe's `v1` scheme: hex HMAC-SHA256 of `${timestamp}.${payload}` keyed with the endpoint secret. */
export function computeStripeSignature(secret: string, timestampSeconds: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`, 'utf8').digest('hex')
}

/** The `Stripe-Signature` header value as Stripe sends it: `t=<unix seconds>,v1=<hex>`. */
export function stripeSignatureHeader(secret: string, timestampSeconds: number, payload: string): string {
  return `t=${timestampSeconds},v1=${computeStripeSignature(secret, timestampSeconds, payload)}`
}

/**
 * Parses `t=...,v1=...[,v1=...][,v0=...]`. Several v1 entries appear while a secret is being
 * rolled (one per active secret), so any matching one is enough. Other schemes are ignored.
 */
function parseStripeSignatureHeader(value: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const item of value.split(',')) {
    const at = item.indexOf('=')
    if (at <= 0) return null
    const key = item.slice(0, at).trim()
    const content = item.slice(at + 1).trim()
    if (key === 't') {
      if (!/^\d{1,12}$/.test(content) || timestamp !== null) return null
      timestamp = Number(content)
    } else if (key === 'v1' && /^[0-9a-f]{64}$/.test(content)) {
      signatures.push(content)
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures }
}

/** True when one v1 signature matches and the timestamp lies within the tolerance of `nowSeconds`. */
export function verifyStripeSignature(input: {
  header: string
  payload: string
  secret: string
  nowSeconds: number
  toleranceSeconds?: number
}): boolean {
  const parsed = parseStripeSignatureHeader(input.header)
  if (!parsed) return false
  const tolerance = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS
  // Both directions: a timestamp far in the future is as suspicious as a stale one.
  if (Math.abs(input.nowSeconds - parsed.timestamp) > tolerance) return false
  const expected = Buffer.from(computeStripeSignature(input.secret, parsed.timestamp, input.payload), 'hex')
  let matched = false
  for (const candidate of parsed.signatures) {
    // No early exit: every candidate costs the same whether or not an earlier one matched.
    if (timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) matched = true
  }
  return matched
}
