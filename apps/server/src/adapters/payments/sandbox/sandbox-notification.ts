import { AppError } from '../../../platform/errors'
import type { NotificationAnswer, VerifiedNotification } from '../gateway'
import { NOTIFICATION_MAX_SKEW_MS, verifySandboxSignature } from './signature'
import { providerStatusOf } from './trade-status'

/** Checks a sandbox notification's timestamp, signature and shape, as the merchant side of it. */
export function verifySandboxNotification(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  check: { secret: string; now: Date },
): VerifiedNotification {
  const timestamp = String(headers['x-sandbox-timestamp'] ?? '')
  const signature = String(headers['x-sandbox-signature'] ?? '')
  const sentAt = Number(timestamp)
  if (
    !timestamp ||
    !Number.isFinite(sentAt) ||
    Math.abs(check.now.getTime() - sentAt) > NOTIFICATION_MAX_SKEW_MS
  ) {
    throw new AppError('SIGNATURE_INVALID')
  }
  if (
    !/^[0-9a-f]{64}$/.test(signature) ||
    !verifySandboxSignature(check.secret, timestamp, rawBody, signature)
  ) {
    throw new AppError('SIGNATURE_INVALID')
  }
  const body = JSON.parse(rawBody) as {
    eventId: string
    tradeNo: string
    merchantRef: string
    status: string
    amountFen: number
  }
  const status = providerStatusOf(body.status)
  if (!status || typeof body.eventId !== 'string' || !Number.isSafeInteger(body.amountFen))
    throw new AppError('SIGNATURE_INVALID')
  return {
    kind: 'payment',
    eventId: body.eventId,
    paymentId: body.merchantRef,
    status,
    amountFen: body.amountFen,
    providerTradeNo: body.tradeNo,
  }
}

export function sandboxAnswer(ok: boolean): NotificationAnswer {
  return {
    status: ok ? 200 : 400,
    contentType: 'application/json',
    body: JSON.stringify({ code: ok ? 'SUCCESS' : 'FAIL' }),
  }
}
