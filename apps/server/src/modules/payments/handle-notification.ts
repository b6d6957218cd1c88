import type { ProviderName } from '../../adapters/payments/gateway'
import { AppError, fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { applyProviderStatus } from './apply-provider-status'
import { applyRefundResult } from './apply-refund-result'
import type { PaymentsDeps } from './payments.deps'

/**
 * A provider notification: verified, stored by event id, applied once (a payment's in one
 * transaction with its record; a refund's through its status-guarded moves, then recorded).
 * Concurrent duplicate deliveries all get the success answer: the second insert of the event id
 * waits for the first and then finds it (ON CONFLICT DO NOTHING), and the moves are guarded.
 * The amount and the provider must match the payment we hold, whatever the signature says.
 */
export async function handleNotification(
  deps: PaymentsDeps,
  providerName: ProviderName,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
) {
  const { db, repo } = deps
  const provider = deps.gateways.byName(providerName)
  if (!provider) fail('NOT_FOUND')
  const note = await provider.verifyNotification(headers, rawBody)
  const record = (paymentId: string | null) => ({
    id: newId(),
    provider: providerName,
    eventId: note.eventId,
    paymentId,
    payload: { raw: rawBody },
    receivedAt: deps.clock.now(),
  })
  if (note.kind === 'ignored') {
    await repo.recordNotification(db, record(null))
    return provider.answer(true)
  }
  const payment = await repo.byId(db, note.paymentId)
  if (!payment || payment.provider !== providerName) throw new AppError('SIGNATURE_INVALID')
  if (note.kind === 'payment') {
    if (payment.amountFen !== note.amountFen) throw new AppError('SIGNATURE_INVALID')
    await db.transaction(async (tx) => {
      if (await repo.recordNotification(tx, record(payment.id))) {
        await applyProviderStatus(deps, tx, payment.id, note.status, note.providerTradeNo)
      }
    })
    return provider.answer(true)
  }
  const refund = await repo.refundById(db, note.refundId)
  if (!refund || refund.paymentId !== payment.id || refund.amountFen !== note.amountFen) {
    throw new AppError('SIGNATURE_INVALID')
  }
  // Applied first (status-guarded, so a duplicate changes nothing), stored after: a delivery that
  // failed half-way is not taken for seen when the provider sends it again.
  await applyRefundResult(deps, refund, {
    status: note.status,
    providerRefundNo: note.providerRefundNo,
    error: note.status === 'failed' ? 'refund failed at the provider' : null,
  })
  await repo.recordNotification(db, record(payment.id))
  return provider.answer(true)
}
