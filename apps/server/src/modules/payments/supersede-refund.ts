import { paymentRefundMachine } from '@siam/domain'
import { isNull } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { tryTransition } from '../../platform/transition'
import { paymentRefunds } from './payments.tables'

/**
 * Marks a failed refund as replaced by `by`: only once (superseded_by still empty), only while it
 * is failed. False when another replacement got there first.
 */
export async function supersedeRefund(
  tx: Tx,
  refundId: string,
  by: string,
  actor: 'platform' | 'system',
): Promise<boolean> {
  const moved = await tryTransition(tx, {
    machine: paymentRefundMachine,
    table: paymentRefunds,
    id: refundId,
    event: 'supersede',
    actor,
    where: isNull(paymentRefunds.supersededBy),
    patch: { supersededBy: by },
  })
  return moved !== null
}
