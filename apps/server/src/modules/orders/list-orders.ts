import type { OrderSummary } from '@siam/contracts'
import { OrderStatus, type OrderStatusCode } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { pageWindow } from '../../platform/paging'
import { summaryFrom } from './orders.mapper'
import type { OrdersDeps } from './orders.types'

/** Orders whose list card shows their refund request's status. */
const AFTER_SALE_STATUSES: OrderStatusCode[] = [
  OrderStatus.AFTER_SALE,
  OrderStatus.AFTER_SALE_DONE,
  OrderStatus.REFUNDED,
]

export interface OrderListInput {
  tab: string
  keyWords?: string
  pageNo: number
  pageSize: number
}

/** "My orders": one tab's page of list cards, with the total of that tab. */
export async function listOrders(
  deps: Pick<OrdersDeps, 'db' | 'repo' | 'shops'>,
  memberId: string,
  input: OrderListInput,
  locale: Locale,
): Promise<{ records: OrderSummary[]; total: number }> {
  const { db, repo } = deps
  const { limit, offset } = pageWindow(input.pageNo, input.pageSize)
  const { records, total } = await repo.listForMember(db, memberId, input.tab, input.keyWords, limit, offset)
  const items = await repo.items(
    db,
    records.map((o) => o.id),
  )
  const shops = await deps.shops.shopsByIds(db, [...new Set(records.map((o) => o.shopId))])
  const refunds = await repo.refundFacts(
    db,
    records.filter((o) => AFTER_SALE_STATUSES.includes(o.status)).map((o) => o.id),
  )
  return {
    records: records.map((o) =>
      summaryFrom(
        o,
        items.filter((i) => i.orderId === o.id),
        shops.find((s) => s.id === o.shopId),
        locale,
        refunds.get(o.id)?.latestMemberStatus ?? null,
      ),
    ),
    total,
  }
}
