import type { ConsoleRefund, RefundProcess } from '@siam/contracts'
import type { OrderStatusCode } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Executor } from '../../db/client'
import type { StaffActor } from '../../platform/actor'
import { fail } from '../../platform/errors'
import { pick } from '../../platform/localize'
import { membersByIds } from '../auth'
import type { OrderRow } from '../orders'
import type { AftersaleDeps } from './aftersale.deps'
import { type RequestBundle, requestView } from './aftersale.mapper'
import type { RefundRequestRow } from './aftersale.repository'
import { visibleRequest } from './refund-access'
import { memberActions, staffActions } from './refund-actions'

type BundleDeps = Pick<AftersaleDeps, 'repo' | 'ordersRepo'>
export type ProcessDeps = BundleDeps & Pick<AftersaleDeps, 'db' | 'clock' | 'translate'>
export type ConsoleViewDeps = BundleDeps & Pick<AftersaleDeps, 'db' | 'shops' | 'translate'>

/** The views of some requests, with a fixed number of queries (orders the caller holds are not read again). */
export async function bundles(
  deps: BundleDeps,
  x: Executor,
  requests: RefundRequestRow[],
  known: OrderRow[] = [],
): Promise<RequestBundle[]> {
  const { repo, ordersRepo } = deps
  const ids = requests.map((r) => r.id)
  const orderIds = [...new Set(requests.map((r) => r.orderId))]
  const [items, history, money, orderItems] = [
    await repo.items(x, ids),
    await repo.history(x, ids),
    await repo.moneyOf(x, ids),
    await ordersRepo.items(x, orderIds),
  ]
  const orders = new Map(known.map((o) => [o.id, o]))
  const missing = orderIds.filter((id) => !orders.has(id))
  for (const order of await ordersRepo.byIds(x, missing)) orders.set(order.id, order)
  return requests.map((request) => {
    const order = orders.get(request.orderId)
    if (!order) throw new Error(`refund ${request.id} without its order`)
    return {
      request,
      order,
      orderItems: orderItems.filter((i) => i.orderId === order.id),
      items: items.filter((i) => i.requestId === request.id),
      history: history.filter((h) => h.requestId === request.id),
      money: money.filter((m) => m.refundRequestId === request.id),
    }
  })
}

/** An order's refund requests as its member sees them (read after any commit). */
export async function processOf(
  deps: ProcessDeps,
  memberId: string,
  orderId: string,
  locale: Locale,
): Promise<RefundProcess> {
  const { db } = deps
  const order = await deps.ordersRepo.ownedBy(db, memberId, orderId)
  if (!order) fail('ORDER_NOT_FOUND')
  const requests = await deps.repo.forOrder(db, order.id)
  const now = deps.clock.now()
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    orderStatus: order.status as OrderStatusCode,
    paidFen: order.paidFen,
    refundedFen: order.refundedFen,
    refunds: (await bundles(deps, db, requests, [order])).map((b) =>
      requestView(b, locale, deps.translate, memberActions(b.request, now)),
    ),
  }
}

/** Requests as the console shows them: with their shop, member and order, and this staff's answers. */
export async function consoleViews(
  deps: Pick<AftersaleDeps, 'shops' | 'translate'>,
  x: Executor,
  all: RequestBundle[],
  locale: Locale,
  staff: StaffActor,
): Promise<ConsoleRefund[]> {
  const requests = all.map((b) => b.request)
  const shops = await deps.shops.shopsByIds(x, [...new Set(requests.map((r) => r.shopId))])
  const emails = new Map(
    (await membersByIds(x, [...new Set(requests.map((r) => r.memberId))])).map((m) => [m.id, m.email]),
  )
  return all.map((b) => {
    const shop = shops.find((s) => s.id === b.request.shopId)
    return {
      ...requestView(b, locale, deps.translate, staffActions(b.request, staff)),
      shopId: b.request.shopId,
      shopName: pick(shop?.name, locale),
      memberEmail: emails.get(b.request.memberId) ?? '',
      orderStatus: b.order.status as OrderStatusCode,
      orderPaidFen: b.order.paidFen,
    }
  })
}

/** One request this staff member may see, as the console shows it (read after any commit). */
export async function consoleView(
  deps: ConsoleViewDeps,
  staff: StaffActor,
  refundId: string,
  locale: Locale,
) {
  const request = await visibleRequest(deps, deps.db, staff, refundId)
  const [bundle] = await bundles(deps, deps.db, [request])
  if (!bundle) throw new Error('refund view missing')
  const [view] = await consoleViews(deps, deps.db, [bundle], locale, staff)
  if (!view) throw new Error('refund view missing')
  return { order: bundle.order, view }
}
