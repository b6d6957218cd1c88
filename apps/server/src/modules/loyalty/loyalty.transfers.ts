import type { Tx } from '../../db/client'
import { type Cause, postTransfer } from '../ledger'

/**
 * One loyalty movement of an order's points or reward: `amount` leaves `from` for `to`. The key
 * makes a replay no transfer at all.
 */
export async function moveLoyalty(
  tx: Tx,
  movement: { key: string; cause: Cause; orderId: string; description: string; from: string; to: string },
  amount: number,
  now: Date,
): Promise<void> {
  await postTransfer(
    tx,
    {
      idempotencyKey: movement.key,
      causeType: movement.cause,
      causeId: movement.orderId,
      description: movement.description,
      legs: [
        { accountId: movement.from, amountFen: -amount },
        { accountId: movement.to, amountFen: amount },
      ],
    },
    now,
  )
}
