import type { BoardOrder } from '@siam/contracts'
import { OrderStatus, type OrderStatusCode } from '@siam/domain'

/** Orders the shop still has to act on, in board order. */
export const ACTIVE_STATUSES: OrderStatusCode[] = [
  OrderStatus.PENDING,
  OrderStatus.READY_FOR_PICKUP,
  OrderStatus.TO_BE_DELIVERED,
  OrderStatus.DELIVERING,
  OrderStatus.DELIVERED,
]

/**
 * Orders that left the shop's hands. UNPAID and CANCELLED (never paid) orders never reached the shop,
 * so the board ignores them.
 */
export const FINISHED_STATUSES: OrderStatusCode[] = [
  OrderStatus.COMPLETED,
  OrderStatus.AFTER_SALE,
  OrderStatus.AFTER_SALE_DONE,
  OrderStatus.REFUNDED,
  OrderStatus.CANCELLED_REFUNDED,
]

export const RECENT_FINISHED_LIMIT = 30

export type OrderMap = Readonly<Record<string, BoardOrder>>

function isBoardStatus(status: number): boolean {
  return (ACTIVE_STATUSES as number[]).includes(status) || (FINISHED_STATUSES as number[]).includes(status)
}

function time(iso: string): number {
  const t = Date.parse(iso)
  return Number.isNaN(t) ? 0 : t
}

/** True when `incoming` is at least as recent as `current` (same time: the later answer wins). */
function isNewer(incoming: BoardOrder, current: BoardOrder | undefined): boolean {
  return current === undefined || time(incoming.updatedAt) >= time(current.updatedAt)
}

/**
 * Merges polled changes into the board: a changed order replaces the one shown unless the one shown is
 * already newer (an action's answer can arrive before a poll that started earlier). Orders of statuses
 * the board does not show are dropped. Returns the same object when nothing changed, so React can skip
 * a render.
 */
export function mergeOrders(current: OrderMap, changes: readonly BoardOrder[]): OrderMap {
  let next: Record<string, BoardOrder> | null = null
  for (const order of changes) {
    const shown = (next ?? current)[order.id]
    if (!isBoardStatus(order.status)) {
      if (shown !== undefined && isNewer(order, shown)) {
        next ??= { ...current }
        delete next[order.id]
      }
      continue
    }
    if (!isNewer(order, shown)) continue
    if (shown !== undefined && shown.updatedAt === order.updatedAt && shown.status === order.status) {
      // same version polled again (the cursor overlaps on purpose): keep the object, skip the render
      continue
    }
    next ??= { ...current }
    next[order.id] = order
  }
  return next ?? current
}

/**
 * A full reload is the truth about which orders are on the board; only an order shown in a newer version
 * than the reload carries (an action answered while the reload was running) is kept as shown.
 */
export function replaceOrders(current: OrderMap, loaded: readonly BoardOrder[]): OrderMap {
  const next: Record<string, BoardOrder> = {}
  for (const order of loaded) {
    if (!isBoardStatus(order.status)) continue
    const shown = current[order.id]
    next[order.id] = shown !== undefined && !isNewer(order, shown) ? shown : order
  }
  return next
}

/** The newest `updatedAt` on the board: the server's own clock, so the client's clock never matters. */
export function latestUpdate(orders: OrderMap): string | null {
  let latest: BoardOrder | null = null
  for (const order of Object.values(orders)) {
    if (latest === null || time(order.updatedAt) > time(latest.updatedAt)) latest = order
  }
  return latest?.updatedAt ?? null
}

export interface BoardGroups {
  /** 2: paid, waiting for the shop */
  fresh: BoardOrder[]
  /** 4 (delivery, accepted) and 3 (pickup, ready) */
  preparing: BoardOrder[]
  /** 5 */
  delivering: BoardOrder[]
  /** 12 */
  delivered: BoardOrder[]
  /** finished and cancelled, newest change first */
  finished: BoardOrder[]
}

const byCreated = (a: BoardOrder, b: BoardOrder) => time(a.createdAt) - time(b.createdAt)
const byUpdatedDesc = (a: BoardOrder, b: BoardOrder) => time(b.updatedAt) - time(a.updatedAt)

/** Sorts the board into its columns; active columns oldest first (first come, first cooked). */
export function groupOrders(orders: OrderMap, finishedLimit = RECENT_FINISHED_LIMIT): BoardGroups {
  const groups: BoardGroups = { fresh: [], preparing: [], delivering: [], delivered: [], finished: [] }
  for (const order of Object.values(orders)) {
    switch (order.status) {
      case OrderStatus.PENDING:
        groups.fresh.push(order)
        break
      case OrderStatus.TO_BE_DELIVERED:
      case OrderStatus.READY_FOR_PICKUP:
        groups.preparing.push(order)
        break
      case OrderStatus.DELIVERING:
        groups.delivering.push(order)
        break
      case OrderStatus.DELIVERED:
        groups.delivered.push(order)
        break
      default:
        if ((FINISHED_STATUSES as number[]).includes(order.status)) groups.finished.push(order)
    }
  }
  groups.fresh.sort(byCreated)
  groups.preparing.sort(byCreated)
  groups.delivering.sort(byCreated)
  groups.delivered.sort(byCreated)
  groups.finished.sort(byUpdatedDesc)
  groups.finished = groups.finished.slice(0, finishedLimit)
  return groups
}
