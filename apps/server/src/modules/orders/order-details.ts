import type { OrderDetail } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { Executor } from '../../db/client'
import { fail } from '../../platform/errors'
import { reviewedOrderIds } from '../reviews'
import type { ShopRow } from '../shops'
import { memberOrderActions } from './orders.actions'
import { detailFrom } from './orders.mapper'
import type { HistoryRow, OrderItemRow, OrderRow, RefundFacts } from './orders.repository'
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
  return rows.map((order) =>
    detailOfRows(
      deps,
      {
        order,
        items: items.filter((i) => i.orderId === order.id),
        history: history.filter((h) => h.orderId === order.id),
        shop: shops.find((s) => s.id === order.shopId),
        refunds: refunds.get(order.id),
        reviewed: reviewed.has(order.id),
      },
      locale,
      actionsOf,
      linesRefundable,
    ),
  )
}

/** Everything one order's detail is made of. */
export interface OrderDetailRows {
  order: OrderRow
  items: OrderItemRow[]
  history: HistoryRow[]
  shop: ShopRow | undefined
  refunds: RefundFacts | undefined
  reviewed: boolean
}

function detailOfRows(
  deps: Pick<DetailsDeps, 'translate'>,
  rows: OrderDetailRows,
  locale: Locale,
  actionsOf: (order: OrderRow, facts: OrderFacts) => string[],
  linesRefundable: (order: OrderRow, actions: string[]) => boolean,
): OrderDetail {
  const { order } = rows
  const facts: OrderFacts = {
    items: rows.items,
    refunds: rows.refunds ?? { count: 0, open: false },
    reviewed: rows.reviewed,
  }
  const actions = actionsOf(order, facts)
  return detailFrom(order, rows.items, rows.history, rows.shop, locale, actions, deps.translate, {
    reviewed: facts.reviewed,
    linesRefundable: linesRefundable(order, actions),
    refundStatus: rows.refunds?.latestMemberStatus ?? null,
  })
}

/**
 * The member's view of an order from rows the caller has already (a placement's transaction wrote
 * them all: issue 17 answers it without reading them back).
 */
export async function memberDetailOfRows(
  deps: Pick<DetailsDeps, 'translate'> & Pick<OrdersDeps, 'clock' | 'settings'>,
  rows: OrderDetailRows,
  locale: Locale,
): Promise<OrderDetail> {
  const settings = await deps.settings.current()
  const now = deps.clock.now()
  return detailOfRows(
    deps,
    rows,
    locale,
    (o, facts) => memberOrderActions(o, { ...facts, now, settings }),
    (_o, actions) => actions.includes('apply_refund'),
  )
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
