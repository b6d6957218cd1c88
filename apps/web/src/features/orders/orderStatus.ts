/**
 * What the order detail page derives from an order's status: whether it can still change (and so how
 * often to poll), the next-step line, and the text of a cancel reason or history note.
 */

import type { OrderDetail } from '@siam/contracts'
import { CANCEL_REASONS, cancelReasonKey, OrderStatus, orderStatusKey } from '@siam/domain'

export const DETAIL_POLL_MS = 5000
/** While the order's event stream is up, polling is only a safety net (decision 0036). */
export const LIVE_POLL_MS = 60_000
/** Statuses nothing moves on from without the member (the member's own refund request refreshes the page). */
const FINAL_STATUSES: number[] = [
  OrderStatus.COMPLETED,
  OrderStatus.REFUNDED,
  OrderStatus.AFTER_SALE_DONE,
  OrderStatus.CANCELLED,
  OrderStatus.CANCELLED_REFUNDED,
]

export function isFinalStatus(status: number): boolean {
  return FINAL_STATUSES.includes(status)
}

/**
 * How often to refresh: while visible and not final, every 5 s, or every minute while the live
 * stream carries the changes; never otherwise.
 */
export function pollInterval(
  status: number | undefined,
  visibility: DocumentVisibilityState,
  live = false,
): number | false {
  if (status === undefined || isFinalStatus(status)) return false
  if (visibility !== 'visible') return false
  return live ? LIVE_POLL_MS : DETAIL_POLL_MS
}

export type T = (key: string, options?: Record<string, unknown>) => string

export function nextStepText(o: OrderDetail, t: T): string {
  const key = orderStatusKey[o.status]
  if (o.kind === 'pickup' && (o.status === OrderStatus.PENDING || o.status === OrderStatus.COMPLETED)) {
    return t(`order:next_${key}_pickup`)
  }
  return t(`order:next_${key}`)
}

/** A cancel reason or note: a reason code ("4"), a reason key ("out_of_stock"), or plain text. */
export function reasonText(value: string, t: T): string {
  const trimmed = value.trim()
  const byCode = /^\d+$/.test(trimmed) ? cancelReasonKey(Number(trimmed)) : null
  const key = byCode ?? (CANCEL_REASONS.some((r) => r.key === trimmed) ? trimmed : null)
  return key ? t(`status:reason_${key}`) : value
}
