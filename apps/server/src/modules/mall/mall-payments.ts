import type { Executor, Tx } from '../../db/client'
import { AppError } from '../../platform/errors'
import type { PayTargetHandler } from '../../platform/pay-targets'
import { PLATFORM_ACCOUNTS } from '../ledger'
import { mallPurchaseCause, mallRefundCause } from './mall.causes'
import type { MallDeps } from './mall.deps'
import { mallRepository as repo } from './mall.repository'
import { giveBack, tryMoveMallOrder } from './move-order'

/**
 * Mall orders whose cash part a provider pays, as a payments target (decision 0025): the order is
 * `unpaid` (points and stock already taken) until the provider confirms, and cancelled with points
 * and stock back once if its window passes first.
 */
export function mallOrderPayTarget(deps: Pick<MallDeps, 'refundToProvider'>): PayTargetHandler {
  return {
    kind: 'mall_order',
    inputField: 'mallOrderId',
    returnPath: 'pages/internal/mall/order/detail/detail',
    // The cash part sits where a balance-paid one does (decision 0019).
    account: PLATFORM_ACCOUNTS.orderReceipts,
    paymentCause: mallPurchaseCause,
    refundCause: mallRefundCause,
    // The balance pays the cash part when the order is placed (cashBy 'balance').
    balanceThroughPayments: false,

    async payable(x: Executor, memberId: string, orderId: string, now: Date) {
      const order = await repo.orderById(x, orderId)
      if (!order || order.memberId !== memberId) throw new AppError('MALL_ORDER_NOT_FOUND')
      if (order.status !== 'unpaid' || !order.payDeadlineAt || order.payDeadlineAt <= now)
        throw new AppError('TARGET_NOT_PAYABLE')
      return {
        amountFen: order.cashFen,
        reference: order.orderNo,
        expiresAt: order.payDeadlineAt,
        description: `Siam mall order ${order.orderNo}`,
      }
    },

    async paid(tx: Tx, orderId: string, payment: { payType: string; amountFen: number }, now: Date) {
      const order = await repo.lockOrder(tx, orderId)
      if (order?.status !== 'unpaid' || payment.amountFen !== order.cashFen) return false
      const cashPaidBy = payment.payType as 'wechat' | 'alipay' | 'card'
      return (await tryMoveMallOrder(tx, orderId, 'pay', { cashPaidBy }, now)) !== null
    },

    expiredUnpaid: (x: Executor, before: Date, limit: number) => repo.unpaidBefore(x, before, limit),

    async close(tx: Tx, orderId: string, now: Date) {
      await repo.lockOrder(tx, orderId)
      const moved = await tryMoveMallOrder(tx, orderId, 'expire', { cancelledAt: now }, now)
      if (!moved) return false
      // cash_paid_by is null: points and stock come back, no cash was taken.
      await giveBack(deps, tx, moved, true, now)
      return true
    },
  }
}
