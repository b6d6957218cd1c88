import { createHmac, timingSafeEqual } from 'node:crypto'

/** The sandbox's notification signature: HMAC-SHA256 over "timestamp\nbody", hex. */
export function signSandbox(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${body}`).digest('hex')
}

export function verifySandboxSignature(
  secret: string,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signSandbox(secret, timestamp, body), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** Notifications older or newer than this are refused (replay protection, product rules 5). */
export const NOTIFICATION_MAX_SKEW_MS = 5 * 60 * 1000
