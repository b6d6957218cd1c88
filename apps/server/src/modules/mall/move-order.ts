import { type MallOrderEvent, type MallOrderStatus, mallOrderMachine } from '@siam/domain'
import type { Tx } from '../../db/client'
import { newId } from '../../platform/ids'
import { applyTransition, tryTransition } from '../../platform/transition'
import { memberAccount, memberBalanceAccount, PLATFORM_ACCOUNTS, postTransfer } from '../ledger'
import { mallRefundCause } from './mall.causes'
import type { MallDeps } from './mall.deps'
import { type MallOrderRow, mallRepository as repo } from './mall.repository'
import { mallOrders } from './mall.tables'

type Actor = 'member' | 'platform' | 'system'
type Patch = Omit<Partial<typeof mallOrders.$inferInsert>, 'status'>

/**
 * The one way a mall order's status changes when the caller saw the row: the machine's move, the
 * row still where the caller saw it (else MALL_ORDER_STATUS_CONFLICT), and a history row, in `tx`.
 */
export function moveMallOrder(
  tx: Tx,
  order: MallOrderRow,
  event: MallOrderEvent,
  actor: Actor,
  patch: Patch,
  now: Date,
  note = '',
): Promise<MallOrderRow> {
  return applyTransition(tx, {
    machine: mallOrderMachine,
    table: mallOrders,
    id: order.id,
    from: order.status,
    event,
    actor,
    patch,
    conflict: 'MALL_ORDER_STATUS_CONFLICT',
    history: (h, move) => historyRow(h, order.id, move.from, move.to, event, actor, now, note),
  })
}

/** A move made by the system from wherever the event starts (the auto-complete job); null if none. */
export async function tryMoveMallOrder(
  tx: Tx,
  orderId: string,
  event: MallOrderEvent,
  patch: Patch,
  now: Date,
) {
  const before = await repo.orderById(tx, orderId)
  if (!before) return null
  const row = await tryTransition(tx, {
    machine: mallOrderMachine,
    table: mallOrders,
    id: orderId,
    from: before.status,
    event,
    actor: 'system',
    patch,
  })
  if (row) await historyRow(tx, orderId, before.status, row.status, event, 'system', now, '')
  return row
}

function historyRow(
  tx: Tx,
  orderId: string,
  from: MallOrderStatus,
  to: MallOrderStatus,
  event: string,
  actor: Actor,
  now: Date,
  note: string,
) {
  return repo.addHistory(tx, {
    id: newId(),
    orderId,
    fromStatus: from,
    toStatus: to,
    event,
    actor,
    note,
    createdAt: now,
  })
}

/**
 * Gives an order's points and cash back, exactly once (the ledger's idempotency keys; callers
 * reach here only through a move the machine allows once). Stock comes back first when the goods
 * come back, so every flow locks goods rows before ledger accounts (no crosswise waits).
 */
export async function giveBack(
  deps: Pick<MallDeps, 'refundToProvider'>,
  tx: Tx,
  order: MallOrderRow,
  restock: boolean,
  now: Date,
): Promise<void> {
  if (restock) {
    const byGoods = new Map<string, number>()
    for (const l of order.lines) byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.number)
    for (const goodsId of [...byGoods.keys()].sort())
      await repo.returnStock(tx, goodsId, byGoods.get(goodsId) ?? 0)
  }
  await postTransfer(
    tx,
    {
      idempotencyKey: `mall_points_back:${order.id}`,
      causeType: mallRefundCause,
      causeId: order.id,
      description: `points back for mall order ${order.orderNo}`,
      legs: [
        { accountId: PLATFORM_ACCOUNTS.pointsIssued, amountFen: -order.points },
        { accountId: memberAccount(order.memberId, 'points'), amountFen: order.points },
      ],
    },
    now,
  )
  // No cash taken yet (cancelled while unpaid): nothing to give back. A provider's money goes back
  // to that provider through a payment refund (decision 0025), exactly once by the move that got here.
  if (order.cashFen > 0 && order.cashPaidBy && order.cashPaidBy !== 'balance') {
    if (!(await deps.refundToProvider(tx, order.id, order.cashFen)))
      throw new Error(`mall order ${order.id}: paid by ${order.cashPaidBy} without a payment`)
  } else if (order.cashFen > 0 && order.cashPaidBy === 'balance') {
    await postTransfer(
      tx,
      {
        idempotencyKey: `mall_cash_back:${order.id}`,
        causeType: mallRefundCause,
        causeId: order.id,
        description: `balance back for mall order ${order.orderNo}`,
        legs: [
          { accountId: PLATFORM_ACCOUNTS.orderReceipts, amountFen: -order.cashFen },
          { accountId: memberBalanceAccount(order.memberId), amountFen: order.cashFen },
        ],
      },
      now,
    )
  }
}
