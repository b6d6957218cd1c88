import { paymentRefundMachine } from '@siam/domain'
import type { RefundResult } from '../../adapters/payments/gateway'
import type { Executor } from '../../db/client'
import { tryTransition } from '../../platform/transition'
import { memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import { orderRefundCause } from './payments.causes'
import { type PaymentsDeps, receivingAccount } from './payments.deps'
import type { PaymentRow, RefundRow } from './payments.repository'
import { paymentRefunds } from './payments.tables'

type RefundDeps = Pick<PaymentsDeps, 'db' | 'clock' | 'orders' | 'repo' | 'targets'>

/** Why a refund that can no longer be paid was closed: what the platform's list shows. */
export const REFUND_EXCEEDS_PAYMENT = 'more than is left of the payment: closed without sending'

/** Whether the refund still fits in what its payment has not given back yet. */
export const fitsPayment = (payment: PaymentRow, refund: RefundRow) =>
  payment.refundedFen + refund.amountFen <= payment.amountFen

/**
 * A pending refund that can never be paid (it would give back more than its payment, e.g. left by
 * two refunds decided at once before the order lock): closed as failed with the reason, so the
 * platform sees it and reconciliation stops asking. False when it was no longer pending.
 */
export async function closeUnpayableRefund(deps: Pick<RefundDeps, 'clock'>, x: Executor, refund: RefundRow) {
  const moved = await tryTransition(x, {
    machine: paymentRefundMachine,
    table: paymentRefunds,
    id: refund.id,
    event: 'fail',
    actor: 'system',
    patch: { lastError: REFUND_EXCEEDS_PAYMENT, finishedAt: deps.clock.now() },
  })
  return moved !== null
}

/**
 * The money of a refund the provider confirmed: the books follow, once, under the order's lock.
 * A refund that no longer fits its payment is closed instead (see closeUnpayableRefund).
 */
export async function finishRefundSucceeded(
  deps: RefundDeps,
  refund: RefundRow,
  providerRefundNo: string | null,
) {
  const { clock, repo } = deps
  return deps.db.transaction(async (tx) => {
    const now = clock.now()
    if (refund.orderId) await deps.orders.lock(tx, refund.orderId)
    const current = await repo.byId(tx, refund.paymentId)
    if (current && !fitsPayment(current, refund)) {
      await closeUnpayableRefund(deps, tx, refund)
      return false
    }
    const done = await tryTransition(tx, {
      machine: paymentRefundMachine,
      table: paymentRefunds,
      id: refund.id,
      event: 'succeed',
      actor: 'system',
      patch: { providerRefundNo, lastError: null, finishedAt: now },
    })
    if (!done) return false
    const payment = await repo.addRefunded(tx, refund.paymentId, refund.amountFen)
    if (!payment) throw new Error(`refund ${refund.id} without payment`)
    const to =
      payment.provider === 'balance'
        ? memberBalanceAccount(payment.memberId)
        : PLATFORM_ACCOUNTS.providerClearing
    await postTransfer(
      tx,
      {
        idempotencyKey: `refund:${refund.id}`,
        causeType: payment.targetKind
          ? deps.targets.byKind(payment.targetKind).refundCause
          : orderRefundCause,
        causeId: refund.orderId ?? payment.rechargeId ?? payment.targetId ?? payment.id,
        description: `refund ${refund.id} (${refund.reason})`,
        legs: [
          { accountId: receivingAccount(deps.targets, payment), amountFen: -refund.amountFen },
          { accountId: to, amountFen: refund.amountFen },
        ],
      },
      now,
    )
    // A late or duplicate payment was never the order's money: only accepted payments count.
    if (refund.orderId && refund.reason !== 'late_payment' && refund.reason !== 'duplicate_payment') {
      await deps.orders.addRefunded(tx, refund.orderId, refund.amountFen, now)
    }
    return true
  })
}

/** Records a provider's answer about a refund; returns what the refund is now. */
export async function applyRefundResult(deps: RefundDeps, refund: RefundRow, result: RefundResult) {
  if (result.status === 'succeeded') {
    await finishRefundSucceeded(deps, refund, result.providerRefundNo)
    return 'succeeded' as const
  }
  if (result.status === 'failed') {
    // A refusal stays visible (status failed, the provider's reason) for staff to retry.
    await tryTransition(deps.db, {
      machine: paymentRefundMachine,
      table: paymentRefunds,
      id: refund.id,
      event: 'fail',
      actor: 'system',
      patch: {
        lastError: result.error ?? 'refused by the provider',
        providerRefundNo: result.providerRefundNo,
        finishedAt: deps.clock.now(),
      },
    })
    return 'failed' as const
  }
  if (result.providerRefundNo) {
    await deps.repo.noteRefundAnswer(deps.db, refund.id, { providerRefundNo: result.providerRefundNo })
  }
  return 'pending' as const
}
