import type { MemberOrderAction } from '@siam/contracts'
import { findTransition, OrderStatus } from '@siam/domain'
import type { Settings } from '../settings'
import type { OrderItemRow, OrderRow, RefundFacts } from './orders.repository'

/** What, besides the order row, decides the member's buttons. */
export interface MemberActionFacts {
  now: Date
  settings: Pick<Settings, 'quickCancelMinutes' | 'refundWindowHours' | 'reviewWindowDays'>
  items: Pick<OrderItemRow, 'quantity' | 'refundedQuantity'>[]
  /** refund requests of the order: how many, and whether one is still open */
  refunds: Pick<RefundFacts, 'count' | 'open'>
  /** the member has reviewed the order (the reviews module answers; false until it does) */
  reviewed: boolean
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const within = (start: Date | null, ms: number, now: Date) =>
  start !== null && now.getTime() < start.getTime() + ms

/**
 * The member's actions on an order now (product rules 2.3, 4, 4.5): the state machine says which
 * events exist, the settings' time windows say whether they are still open. The server refuses
 * the same events outside these windows, so a stale button only meets a clear error.
 */
export function memberOrderActions(order: OrderRow, facts: MemberActionFacts): MemberOrderAction[] {
  const { status, kind } = order
  const { now, settings } = facts
  const actions: MemberOrderAction[] = []
  if (status === OrderStatus.UNPAID) actions.push('pay', 'cancel')
  if (
    findTransition('quick_cancel', status, kind, 'member') &&
    within(order.paidAt, settings.quickCancelMinutes * MINUTE, now)
  ) {
    actions.push('quick_cancel')
  }
  const somethingLeft =
    order.refundedFen < order.paidFen && facts.items.some((i) => i.refundedQuantity < i.quantity)
  if (
    findTransition('apply_refund', status, kind, 'member') &&
    within(order.paidAt, settings.refundWindowHours * HOUR, now) &&
    !facts.refunds.open &&
    somethingLeft
  ) {
    actions.push('apply_refund')
  }
  if (findTransition('confirm_receipt', status, kind, 'member')) actions.push('confirm_receipt')
  if (
    status === OrderStatus.COMPLETED &&
    !facts.reviewed &&
    within(order.completedAt, settings.reviewWindowDays * DAY, now)
  ) {
    actions.push('review')
  }
  if (facts.refunds.count > 0) actions.push('view_refund')
  return actions
}
