import { OrderStatus } from '@siam/domain'
import type { Db, Tx } from '../../db/client'
import { fail } from '../../platform/errors'
import type { OrderRow } from '../orders'
import { RECHARGE_PAY_WINDOW_MS } from '../recharges'
import type { PaymentsDeps } from './payments.deps'

/** What a payment is for: an order or a recharge. */
export interface PayTarget {
  orderId?: string | undefined
  rechargeId?: string | undefined
  /** A registered target's id field (`couponPurchaseId`, ...; decision 0025). */
  couponPurchaseId?: string | undefined
  mallOrderId?: string | undefined
}

/** What a payment is for, as the provider needs it. */
export interface Payable {
  orderId: string | null
  rechargeId: string | null
  targetKind: string | null
  targetId: string | null
  description: string
  amountFen: number
  reference: string
  expiresAt: Date
}

type PayableDeps = Pick<PaymentsDeps, 'clock' | 'orders' | 'recharges' | 'targets'>

/** The member's order, if it may be paid now. */
export async function payableOrder(
  deps: Pick<PaymentsDeps, 'clock' | 'orders'>,
  tx: Tx | Db,
  memberId: string,
  orderId: string,
) {
  return checkPayableOrder(deps, await deps.orders.byId(tx, orderId), memberId)
}

/** The order (read already, locked or not) if it is the member's and may be paid now. */
export function checkPayableOrder<O extends OrderRow>(
  deps: Pick<PaymentsDeps, 'clock'>,
  order: O | undefined,
  memberId: string,
): O {
  if (!order || order.memberId !== memberId) fail('ORDER_NOT_FOUND')
  if (order.status !== OrderStatus.UNPAID) fail('ORDER_NOT_PAYABLE')
  // Past its deadline an order is as good as cancelled: the job that cancels it may not have run yet.
  if (order.payDeadlineAt && order.payDeadlineAt <= deps.clock.now()) fail('ORDER_NOT_PAYABLE')
  return order
}

/** The order or recharge a provider payment is for, if the member may pay it now. */
export async function payable(
  deps: PayableDeps,
  tx: Tx | Db,
  memberId: string,
  target: PayTarget,
): Promise<Payable> {
  const now = deps.clock.now().getTime()
  const registered = deps.targets.fromInput(target)
  if (registered) {
    const due = await registered.handler.payable(tx, memberId, registered.targetId, deps.clock.now())
    return {
      orderId: null,
      rechargeId: null,
      targetKind: registered.handler.kind,
      targetId: registered.targetId,
      ...due,
    }
  }
  if (target.orderId) {
    const order = await payableOrder(deps, tx, memberId, target.orderId)
    return {
      orderId: order.id,
      rechargeId: null,
      targetKind: null,
      targetId: null,
      description: `Siam order ${order.orderNo}`,
      amountFen: order.totalFen,
      reference: order.orderNo,
      expiresAt: order.payDeadlineAt ?? new Date(now + 5 * 60_000),
    }
  }
  const row = await deps.recharges.byId(tx, target.rechargeId ?? '')
  if (!row) fail('RECHARGE_NOT_FOUND')
  deps.recharges.payable(row, memberId)
  return {
    orderId: null,
    rechargeId: row.id,
    targetKind: null,
    targetId: null,
    description: `Siam balance recharge ${row.rechargeNo}`,
    amountFen: row.payFen,
    reference: row.rechargeNo,
    expiresAt: new Date(now + RECHARGE_PAY_WINDOW_MS),
  }
}
