import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { orders } from '../orders/orders.tables'
import { recharges } from '../recharges/recharges.tables'

/** What ledger entries point at (their cause ids are order or recharge ids). */
export function createWalletRepository() {
  return {
    /** Order numbers and recharge numbers by id, for the entries' references. */
    async references(db: Executor, ids: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)]
      if (unique.length === 0) return new Map()
      const [orderRows, rechargeRows] = await Promise.all([
        db.select({ id: orders.id, no: orders.orderNo }).from(orders).where(inArray(orders.id, unique)),
        db
          .select({ id: recharges.id, no: recharges.rechargeNo })
          .from(recharges)
          .where(inArray(recharges.id, unique)),
      ])
      return new Map([...orderRows, ...rechargeRows].map((r) => [r.id, r.no]))
    },
    async target(db: Executor, causeId: string, memberId: string) {
      const [order] = await db
        .select({ id: orders.id, payType: orders.payType, memberId: orders.memberId })
        .from(orders)
        .where(eq(orders.id, causeId))
      // An inviter's reward names the invitee's order: no link to (or method of) someone else's order.
      if (order && order.memberId !== memberId) return { orderId: null, rechargeId: null, payType: null }
      if (order) return { orderId: order.id, rechargeId: null, payType: asPayType(order.payType) }
      const [recharge] = await db
        .select({ id: recharges.id, payType: recharges.payType })
        .from(recharges)
        .where(eq(recharges.id, causeId))
      if (recharge) return { orderId: null, rechargeId: recharge.id, payType: asPayType(recharge.payType) }
      return { orderId: null, rechargeId: null, payType: null }
    },
  }
}

const PAY_TYPES = ['balance', 'wechat', 'alipay', 'card'] as const
function asPayType(value: string | null): (typeof PAY_TYPES)[number] | null {
  return PAY_TYPES.find((p) => p === value) ?? null
}
