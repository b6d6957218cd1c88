import { RECHARGE_PAY_WINDOW_MS } from '../recharges'
import { OPEN_PAYMENT_STATUSES, type PaymentsDeps, unlessProviderDown } from './payments.deps'
import { reconcilePayment, reconcileRefund } from './reconcile-payment'

/** Before an unpaid order is cancelled: ask the provider about its open payments, close them. */
export async function reconcileOrder(deps: PaymentsDeps, orderId: string): Promise<void> {
  for (const payment of await deps.repo.forOrder(deps.db, orderId, [...OPEN_PAYMENT_STATUSES])) {
    // A provider that cannot be reached must not keep the order open past its deadline: it is
    // cancelled anyway, and money that arrives later is refunded (late payment).
    await unlessProviderDown(() => reconcilePayment(deps, payment, { closeIfOpen: true }))
  }
}

/** A recharge page asks: apply what the provider knows about its open payments. */
export async function reconcileRecharge(deps: PaymentsDeps, rechargeId: string): Promise<void> {
  for (const payment of await deps.repo.forRecharge(deps.db, rechargeId, [...OPEN_PAYMENT_STATUSES])) {
    await reconcilePayment(deps, payment, { closeIfOpen: false })
  }
}

/**
 * The safety net behind every two-step money flow (payments.reconcile job): payments left
 * `created` or `pending` (a crash between our steps, a lost notification), refunds left
 * `pending`, and recharges nobody paid. Each step is idempotent, so overlapping runs are fine.
 * One row that cannot be settled does not stop the others: it is logged, counted in `failed`, and
 * a refund keeps the error as its `lastError`, which the platform's list of stuck refunds shows.
 */
export async function reconcile(
  deps: PaymentsDeps,
  limit = 50,
): Promise<{ payments: number; refunds: number; recharges: number; targets: number; failed: number }> {
  const { db, repo } = deps
  const now = deps.clock.now()
  const settledBefore = new Date(now.getTime() - deps.reconcileAfterMs)
  const counts = { payments: 0, refunds: 0, recharges: 0, targets: 0, failed: 0 }
  const each = async (
    what: string,
    id: string,
    step: () => Promise<boolean>,
    report?: (e: string) => Promise<void>,
  ) => {
    try {
      return await step()
    } catch (error) {
      counts.failed++
      deps.log.error({ err: error, [what]: id }, 'reconciliation could not settle this row; going on')
      await report?.(`reconciliation: ${error instanceof Error ? error.message : String(error)}`).catch(
        () => {},
      )
      return false
    }
  }
  for (const payment of await repo.openPayments(db, settledBefore, limit)) {
    const expired = payment.expiresAt !== null && payment.expiresAt <= settledBefore
    if (
      await each('paymentId', payment.id, () =>
        unlessProviderDown(() => reconcilePayment(deps, payment, { closeIfOpen: expired })),
      )
    )
      counts.payments++
  }
  for (const refund of await repo.pendingRefunds(db, settledBefore, limit)) {
    if (
      await each(
        'refundId',
        refund.id,
        () => unlessProviderDown(() => reconcileRefund(deps, refund)),
        (lastError) => repo.noteRefundAnswer(db, refund.id, { lastError: lastError.slice(0, 500) }),
      )
    )
      counts.refunds++
  }
  const windowStart = new Date(settledBefore.getTime() - RECHARGE_PAY_WINDOW_MS)
  for (const rechargeId of await repo.unpaidRechargesWithoutOpenPayments(db, windowStart, limit)) {
    if (
      await each('rechargeId', rechargeId, () => db.transaction((tx) => deps.recharges.close(tx, rechargeId)))
    )
      counts.recharges++
  }
  // Registered targets (decision 0025) whose pay window has passed with no payment still open.
  for (const handler of deps.targets.all()) {
    for (const targetId of await handler.expiredUnpaid(db, settledBefore, limit)) {
      const target = { kind: handler.kind, id: targetId }
      if ((await repo.forTarget(db, target, [...OPEN_PAYMENT_STATUSES])).length > 0) continue
      if (await each('targetId', targetId, () => db.transaction((tx) => handler.close(tx, targetId, now))))
        counts.targets++
    }
  }
  return counts
}
