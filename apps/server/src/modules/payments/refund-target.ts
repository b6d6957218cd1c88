import type { Tx } from '../../db/client'
import { createRefund } from './create-refund'
import type { PaymentsDeps } from './payments.deps'

/**
 * Sends part or all of a registered target's money back where it came from (decision 0025): a
 * pending refund of its succeeded provider payment, with its job (pending -> succeeded | failed,
 * retried). The owner calls this under its own lock on the target, once (its status change is the
 * guard); false when the target has no provider payment (the owner paid it from the balance).
 */
export async function refundTarget(
  deps: Pick<PaymentsDeps, 'clock' | 'repo'>,
  tx: Tx,
  target: { kind: string; id: string },
  amountFen: number,
): Promise<boolean> {
  const [payment] = await deps.repo.forTarget(tx, target, ['succeeded'])
  if (!payment) return false
  if (amountFen > 0) await createRefund(deps, tx, payment, amountFen, 'target_refund')
  return true
}
