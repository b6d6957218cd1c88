/**
 * Order state machine (product rules 2.2, 2.3). The table is the single source
 * of truth: the server refuses (409) any event it does not list. Time windows
 * (quick cancel within 1 min, refund within 24 h) are settings the server
 * checks on top; they are not part of the table.
 */
import {
  availableEvents,
  defineMachine,
  type EventOf,
  findMove,
  isFinalState,
  isStateOf,
  type Move,
} from './machine'
import type { OrderKind } from './pricing'

export const OrderStatus = {
  UNPAID: 1,
  PENDING: 2,
  READY_FOR_PICKUP: 3,
  TO_BE_DELIVERED: 4,
  DELIVERING: 5,
  COMPLETED: 6,
  AFTER_SALE: 7,
  REFUNDED: 8,
  AFTER_SALE_DONE: 9,
  CANCELLED: 10,
  CANCELLED_REFUNDED: 11,
  DELIVERED: 12,
} as const

export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus]

export const ORDER_STATUS_CODES: OrderStatusCode[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

/** i18n keys (namespace for order statuses); also the stable text form of a code. */
export const orderStatusKey: Record<OrderStatusCode, string> = {
  1: 'unpaid',
  2: 'pending',
  3: 'ready_for_pickup',
  4: 'to_be_delivered',
  5: 'delivering',
  6: 'completed',
  7: 'after_sale',
  8: 'refunded',
  9: 'after_sale_done',
  10: 'cancelled',
  11: 'cancelled_refunded',
  12: 'delivered',
}

export function isOrderStatusCode(value: unknown): value is OrderStatusCode {
  return isStateOf(orderMachine, value)
}

/** Who moves orders and refund requests. */
export const ORDER_ACTORS = ['member', 'merchant', 'platform', 'system'] as const
export type OrderActor = (typeof ORDER_ACTORS)[number]
const ORDER_KINDS: readonly OrderKind[] = ['delivery', 'pickup']

export type OrderTransition = Move<OrderStatusCode, OrderEvent, OrderActor, OrderKind>

const S = OrderStatus
const REFUND_DECIDERS: OrderActor[] = ['merchant', 'platform', 'system']

export const orderMachine = /* @__PURE__ */ defineMachine({
  name: 'order',
  states: ORDER_STATUS_CODES,
  actors: ORDER_ACTORS,
  kinds: ORDER_KINDS,
  moves: [
    // A balance payment is made by the member; provider payments are confirmed by the system.
    { event: 'pay', from: [S.UNPAID], to: S.PENDING, actors: ['system', 'member'] },
    { event: 'cancel', from: [S.UNPAID], to: S.CANCELLED, actors: ['member'] },
    { event: 'expire', from: [S.UNPAID], to: S.CANCELLED, actors: ['system'] },
    { event: 'quick_cancel', from: [S.PENDING], to: S.CANCELLED_REFUNDED, actors: ['member'] },
    {
      event: 'merchant_reject',
      from: [S.PENDING],
      to: S.CANCELLED_REFUNDED,
      actors: ['merchant', 'platform'],
    },
    { event: 'accept', from: [S.PENDING], to: S.TO_BE_DELIVERED, actors: ['merchant'], kinds: ['delivery'] },
    // "Merchant accepts a pickup order and marks it ready" is one step.
    {
      event: 'mark_ready',
      from: [S.PENDING],
      to: S.READY_FOR_PICKUP,
      actors: ['merchant'],
      kinds: ['pickup'],
    },
    {
      event: 'dispatch',
      from: [S.TO_BE_DELIVERED],
      to: S.DELIVERING,
      actors: ['merchant'],
      kinds: ['delivery'],
    },
    { event: 'deliver', from: [S.DELIVERING], to: S.DELIVERED, actors: ['merchant'] },
    { event: 'confirm_receipt', from: [S.DELIVERED], to: S.COMPLETED, actors: ['member'] },
    { event: 'auto_complete', from: [S.DELIVERED], to: S.COMPLETED, actors: ['system'] },
    {
      event: 'picked_up',
      from: [S.READY_FOR_PICKUP],
      to: S.COMPLETED,
      actors: ['merchant'],
      kinds: ['pickup'],
    },
    {
      event: 'apply_refund',
      from: [S.PENDING, S.READY_FOR_PICKUP, S.TO_BE_DELIVERED, S.DELIVERING, S.DELIVERED, S.COMPLETED],
      to: S.AFTER_SALE,
      actors: ['member'],
    },
    { event: 'refund_full', from: [S.AFTER_SALE], to: S.REFUNDED, actors: REFUND_DECIDERS },
    { event: 'refund_partial', from: [S.AFTER_SALE], to: S.AFTER_SALE_DONE, actors: REFUND_DECIDERS },
    { event: 'refund_refused', from: [S.AFTER_SALE], to: S.AFTER_SALE_DONE, actors: REFUND_DECIDERS },
  ],
})

export type OrderEvent = EventOf<typeof orderMachine>

// Read through a pure call: a plain property read would keep the machine in every bundle that
// imports the package, used or not.
export const ORDER_TRANSITIONS: readonly OrderTransition[] = /* @__PURE__ */ (() => orderMachine.moves)()

export function findTransition(
  event: OrderEvent,
  from: OrderStatusCode,
  kind: OrderKind,
  actor: OrderActor,
): OrderTransition | null {
  return findMove(orderMachine, from, event, actor, kind)
}

/** Events `actor` may apply now, in table order: what the UI offers as buttons. */
export function allowedEvents(from: OrderStatusCode, kind: OrderKind, actor: OrderActor): OrderEvent[] {
  return availableEvents(orderMachine, from, actor, kind)
}

/** A status no event leaves, derived from the table so the two cannot disagree. */
export function isTerminal(status: OrderStatusCode): boolean {
  return isFinalState(orderMachine, status)
}
