import type { OrderDetail, OrderDraft } from '@siam/contracts'
import type { OrderEvent } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Executor, Tx } from '../../db/client'
import { autoCompleteOrder } from './auto-complete-order'
import { cancelOrder } from './cancel-order'
import { confirmReceipt } from './confirm-receipt'
import { expireOrder } from './expire-order'
import { listOrders, type OrderListInput } from './list-orders'
import { markOrderPaid, type OrderPayment } from './mark-order-paid'
import { memberDetailOfRows, memberOrderDetail, type OrderDetailRows, orderDetails } from './order-details'
import { type LockedOrder, lockOrder } from './order-lock'
import type { OrderRow } from './orders.repository'
import type { ActorRef, OrderFacts, OrderPatch, OrdersDeps } from './orders.types'
import { type PlaceOrderInput, placeOrder } from './place-order'
import { couponBasis, previewOrder } from './quote-order'
import { transitionOrder } from './transition-order'

/**
 * The orders use cases bound to their dependencies: what the module's calls and jobs run, and what
 * other modules get as `services.get('orders')`. Each use case lives in its own file.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db, repo } = deps
  const detail = (memberId: string, id: string, locale: Locale): Promise<OrderDetail> =>
    memberOrderDetail(deps, memberId, id, locale)
  return {
    transition: (
      tx: Tx,
      order: LockedOrder,
      event: OrderEvent,
      actor: ActorRef,
      patch?: OrderPatch,
      note?: string | null,
    ) => transitionOrder(deps, tx, order, event, actor, patch, note),
    toDetails: (
      x: Executor,
      rows: OrderRow[],
      locale: Locale,
      actionsOf: (order: OrderRow, facts: OrderFacts) => string[],
      linesRefundable?: (order: OrderRow, actions: string[]) => boolean,
    ) => orderDetails(deps, x, rows, locale, actionsOf, linesRefundable),
    couponBasis: (memberId: string, draft: OrderDraft, locale: Locale) =>
      couponBasis(deps, memberId, draft, locale),
    preview: (memberId: string, draft: OrderDraft, locale: Locale) =>
      previewOrder(deps, memberId, draft, locale),
    async place(memberId: string, input: PlaceOrderInput, locale: Locale) {
      const { orderId, placed } = await placeOrder(deps, memberId, input, locale)
      // A replay of the key placed nothing now: the order as it is now, read.
      return placed ? memberDetailOfRows(deps, placed, locale) : detail(memberId, orderId, locale)
    },
    detail,
    /** The member's view from rows at hand (a payment's transaction read them: `justPaidRows`). */
    detailOfRows: (rows: OrderDetailRows, locale: Locale) => memberDetailOfRows(deps, rows, locale),
    /**
     * In the transaction that paid `order` (moved 1 -> 2 under its lock): what its detail needs.
     * No refund request or review exists yet (both need a paid order, and this one was unpaid under
     * the lock), so only lines, history and shop are read.
     */
    async justPaidRows(tx: Tx, order: OrderRow): Promise<OrderDetailRows> {
      // One statement for the three reads (issue 17: round trips), decoded as drizzle decodes them.
      const read = await repo.linesHistoryAnd(tx, order.id, deps.shops.shopByIdPart(order.shopId))
      const { items, history } = read
      return {
        order,
        items,
        history,
        shop: deps.shops.shopFromJson(read.shop),
        refunds: undefined,
        reviewed: false,
      }
    },
    list: (memberId: string, input: OrderListInput, locale: Locale) =>
      listOrders(deps, memberId, input, locale),
    tabNumbers: (memberId: string) => repo.tabCounts(db, memberId),
    async cancel(memberId: string, id: string, reason: number | undefined, locale: Locale) {
      await cancelOrder(deps, memberId, id, reason)
      return detail(memberId, id, locale)
    },
    async confirmReceipt(memberId: string, id: string, locale: Locale) {
      await confirmReceipt(deps, memberId, id)
      return detail(memberId, id, locale)
    },
    /** `locked`: the row the caller locked in tx already (saves reading it again). */
    markPaid: (tx: Tx, orderId: string, paid: OrderPayment, locked?: LockedOrder) =>
      markOrderPaid(deps, tx, orderId, paid, locked),
    expire: (orderId: string) => expireOrder(deps, orderId),
    autoComplete: (orderId: string) => autoCompleteOrder(deps, orderId),
    byId: (x: Executor, id: string) => repo.byId(x, id),
    /** The order locked for the rest of tx (order-lock.ts): first, before its money is read. */
    lock: (tx: Tx, id: string) => lockOrder(tx, id),
    addRefunded: (x: Executor, id: string, amountFen: number, now: Date) =>
      repo.addRefunded(x, id, amountFen, now),
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>
