import { paymentRefundMachine } from '@siam/domain'
import type { RefundResult } from '../../adapters/payments/gateway'
import { tryTransition } from '../../platform/transition'
import { memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import { orderRefundCause } from './payments.causes'
import { type PaymentsDeps, receivingAccount } from './payments.deps'
import type { RefundRow } from './payments.repository'
import { paymentRefunds } from './payments.tables'

type RefundDeps = Pick<PaymentsDeps, 'db' | 'clock' | 'orders' | 'repo'>

/** The money of a refund the provider confirmed: the books follow, once. */
export async function finishRefundSucceeded(
  deps: RefundDeps,
  refund: RefundRow,
  providerRefundNo: string | null,
) {
  const { clock, repo } = deps
  return deps.db.transaction(async (tx) => {
    const now = clock.now()
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
        causeType: orderRefundCause,
        causeId: refund.orderId ?? payment.rechargeId ?? payment.id,
        description: `refund ${refund.id} (${refund.reason})`,
        legs: [
          { accountId: receivingAccount(payment), amountFen: -refund.amountFen },
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
