import type { Executor } from '../../db/client'
import { mallQueries } from '../mall'
import { orderQueries } from '../orders'
import { rechargeQueries } from '../recharges'

/** What ledger entries point at (their cause ids are order or recharge ids), asked of their modules. */
export function createWalletRepository() {
  return {
    /** Order numbers and recharge numbers by id, for the entries' references. */
    async references(db: Executor, ids: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)]
      if (unique.length === 0) return new Map()
      const [orderRows, rechargeRows, mallRows] = await Promise.all([
        orderQueries.byIds(db, unique),
        rechargeQueries.byIds(db, unique),
        mallQueries.byIds(db, unique),
      ])
      return new Map([
        ...orderRows.map((o): [string, string] => [o.id, o.orderNo]),
        ...rechargeRows.map((r): [string, string] => [r.id, r.rechargeNo]),
        // points-mall orders (issue 12): their points and cash entries show the mall order number
        ...mallRows.map((m): [string, string] => [m.id, m.orderNo]),
      ])
    },
    async target(db: Executor, causeId: string, memberId: string) {
      const order = await orderQueries.byId(db, causeId)
      // An inviter's reward names the invitee's order: no link to (or method of) someone else's order.
      if (order && order.memberId !== memberId) return { orderId: null, rechargeId: null, payType: null }
      if (order) return { orderId: order.id, rechargeId: null, payType: asPayType(order.payType) }
      const recharge = await rechargeQueries.byId(db, causeId)
      if (recharge) return { orderId: null, rechargeId: recharge.id, payType: asPayType(recharge.payType) }
      return { orderId: null, rechargeId: null, payType: null }
    },
  }
}

const PAY_TYPES = ['balance', 'wechat', 'alipay', 'card'] as const
function asPayType(value: string | null): (typeof PAY_TYPES)[number] | null {
  return PAY_TYPES.find((p) => p === value) ?? null
}
