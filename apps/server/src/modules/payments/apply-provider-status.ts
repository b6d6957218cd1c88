import { paymentMachine } from '@siam/domain'
import type { ProviderStatus } from '../../adapters/payments/gateway'
import type { Tx } from '../../db/client'
import { tryTransition } from '../../platform/transition'
import { PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import { rechargeCause } from '../recharges'
import { createRefund } from './create-refund'
import { orderPaymentCause } from './payments.causes'
import { type PaymentsDeps, receivingAccount } from './payments.deps'
import type { PaymentRow } from './payments.repository'
import { payments } from './payments.tables'

type ProviderStatusDeps = Pick<PaymentsDeps, 'clock' | 'orders' | 'recharges' | 'repo' | 'targets'>

/**
 * Applies what the provider says about a payment, exactly once: the payment moves only from a
 * status the machine lets it leave, so a duplicate notification or a query racing it finds nothing
 * left to do. Money that arrives for an order already cancelled (or a recharge already paid) goes back.
 */
export async function applyProviderStatus(
  deps: ProviderStatusDeps,
  tx: Tx,
  paymentId: string,
  status: ProviderStatus,
  providerTradeNo: string | null,
) {
  const now = deps.clock.now()
  // The order's lock first, as every change of an order's money takes it (decision 0015).
  const payment = await deps.repo.byId(tx, paymentId)
  if (payment?.orderId) await deps.orders.lock(tx, payment.orderId)
  if (status === 'succeeded') {
    // The conditional update is the read: a missing or finished payment moves nothing.
    const moved = await tryTransition(tx, {
      machine: paymentMachine,
      table: payments,
      id: paymentId,
      event: 'succeed',
      actor: 'system',
      // undefined keeps the trade number the payment already has
      patch: { paidAt: now, providerTradeNo: providerTradeNo ?? undefined },
    })
    if (moved) await bookReceivedPayment(deps, tx, moved, now)
    return
  }
  if (status === 'failed' || status === 'closed') {
    await tryTransition(tx, {
      machine: paymentMachine,
      table: payments,
      id: paymentId,
      event: status === 'failed' ? 'fail' : 'close',
      actor: 'system',
      patch: { closedAt: now },
    })
  }
}

/** The money of a succeeded payment: booked, then given to its order or recharge, or sent back. */
async function bookReceivedPayment(deps: ProviderStatusDeps, tx: Tx, moved: PaymentRow, now: Date) {
  const paymentId = moved.id
  const handler = moved.targetKind ? deps.targets.byKind(moved.targetKind) : null
  await postTransfer(
    tx,
    {
      idempotencyKey: `payment:${paymentId}`,
      causeType: handler ? handler.paymentCause : moved.rechargeId ? rechargeCause : orderPaymentCause,
      causeId: moved.targetId ?? moved.rechargeId ?? moved.orderId ?? paymentId,
      description: `${moved.payType} payment ${paymentId}`,
      legs: [
        { accountId: PLATFORM_ACCOUNTS.providerClearing, amountFen: -moved.amountFen },
        { accountId: receivingAccount(deps.targets, moved), amountFen: moved.amountFen },
      ],
    },
    now,
  )
  if (handler && moved.targetId) {
    const taken = await handler.paid(
      tx,
      moved.targetId,
      { paymentId, payType: moved.payType, amountFen: moved.amountFen },
      now,
    )
    if (!taken) await createRefund(deps, tx, moved, moved.amountFen, 'late_payment')
    return
  }
  if (moved.rechargeId) {
    const credited = await deps.recharges.credit(tx, moved.rechargeId, moved.payType)
    if (!credited) await createRefund(deps, tx, moved, moved.amountFen, 'duplicate_payment')
    return
  }
  const paid = await deps.orders.markPaid(tx, moved.orderId ?? '', {
    payType: moved.payType,
    paidFen: moved.amountFen,
    balanceUsedFen: 0,
    actor: { type: 'system', id: null },
  })
  if (!paid) await createRefund(deps, tx, moved, moved.amountFen, 'late_payment')
}
