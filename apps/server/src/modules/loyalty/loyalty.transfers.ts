import type { Tx } from '../../db/client'
import type { FoldedPart } from '../../db/folded'
import { type Cause, postTransfer, postTransferAfter, type Transfer } from '../ledger'

/**
 * One loyalty movement of an order's points or reward: `amount` leaves `from` for `to`. The key
 * makes a replay no transfer at all.
 */
export async function moveLoyalty(tx: Tx, movement: Movement, amount: number, now: Date): Promise<void> {
  await postTransfer(tx, transferOf(movement, amount), now)
}

/**
 * `moveLoyalty` with a statement folded in front of it, the movement gated on it (ledger's
 * `postTransferAfter`): true when `lead` gave a row (and so the movement was posted, or had been).
 */
export async function moveLoyaltyAfter(
  tx: Tx,
  lead: FoldedPart,
  movement: Movement,
  amount: number,
  now: Date,
): Promise<boolean> {
  const { led } = await postTransferAfter(tx, { sql: lead, gate: true }, transferOf(movement, amount), now)
  return led > 0
}

interface Movement {
  key: string
  cause: Cause
  orderId: string
  description: string
  from: string
  to: string
}

function transferOf(movement: Movement, amount: number): Transfer {
  return {
    idempotencyKey: movement.key,
    causeType: movement.cause,
    causeId: movement.orderId,
    description: movement.description,
    legs: [
      { accountId: movement.from, amountFen: -amount },
      { accountId: movement.to, amountFen: amount },
    ],
  }
}
