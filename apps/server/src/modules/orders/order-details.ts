import type { OrderDetail } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { Executor } from '../../db/client'
import { fail } from '../../platform/errors'
import { reviewedOrderIds } from '../reviews'
import { memberOrderActions } from './orders.actions'
import { detailFrom } from './orders.mapper'
import type { OrderRow } from './orders.repository'
import type { OrderFacts, OrdersDeps } from './orders.types'

type DetailsDeps = Pick<OrdersDeps, 'repo' | 'shops' | 'translate'>

/**
 * Details of several orders with a fixed number of queries (lines, histories, shops, refund
 * requests, reviews). `actionsOf` gets what it needs to decide the buttons; `linesRefundable`
 * says whether lines may be asked back now (default: the member may apply for a refund).
 */
export async function orderDetails(
  deps: DetailsDeps,
  x: Executor,
  rows: OrderRow[],
  locale: Locale,
  actionsOf: (order: OrderRow, facts: OrderFacts) => string[],
  linesRefundable: (order: OrderRow, actions: string[]) => boolean = (_o, actions) =>
    actions.includes('apply_refund'),
): Promise<OrderDetail[]> {
  const { repo } = deps
  const ids = rows.map((o) => o.id)
  const [items, history, shops, refunds, reviewed] = [
    await repo.items(x, ids),
    await repo.historyOf(x, ids),
    await deps.shops.shopsByIds(x, [...new Set(rows.map((o) => o.shopId))]),
    await repo.refundFacts(x, ids),
    await reviewedOrderIds(x, ids),
  ]
  return rows.map((order) => {
    const lines = items.filter((i) => i.orderId === order.id)
    const facts: OrderFacts = {
      items: lines,
      refunds: refunds.get(order.id) ?? { count: 0, open: false },
      reviewed: reviewed.has(order.id),
    }
    const actions = actionsOf(order, facts)
    return detailFrom(
      order,
      lines,
      history.filter((h) => h.orderId === order.id),
      shops.find((s) => s.id === order.shopId),
      locale,
      actions,
      deps.translate,
      {
        reviewed: facts.reviewed,
        linesRefundable: linesRefundable(order, actions),
        refundStatus: refunds.get(order.id)?.latestMemberStatus ?? null,
      },
    )
  })
}

/** The member's own order, with the buttons open to them now (orders.actions.ts). */
export async function memberOrderDetail(
  deps: DetailsDeps & Pick<OrdersDeps, 'db' | 'clock' | 'settings'>,
  memberId: string,
  id: string,
  locale: Locale,
): Promise<OrderDetail> {
  const settings = await deps.settings.current()
  const now = deps.clock.now()
  const order = await deps.repo.ownedBy(deps.db, memberId, id)
  if (!order) fail('ORDER_NOT_FOUND')
  const [detail] = await orderDetails(deps, deps.db, [order], locale, (o, facts) =>
    memberOrderActions(o, { ...facts, now, settings }),
  )
  if (!detail) throw new Error('no detail for an order')
  return detail
}
