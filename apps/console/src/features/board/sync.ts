import type { DescriptorInput, DescriptorOutput } from '@siam/api-client'
import type { BoardOrder } from '@siam/contracts'
import type { consoleApi } from '@siam/contracts/descriptors'
import {
  ACTIVE_STATUSES,
  FINISHED_STATUSES,
  latestUpdate,
  mergeOrders,
  type OrderMap,
  RECENT_FINISHED_LIMIT,
  replaceOrders,
} from './merge'

/**
 * Live board polling: every POLL_INTERVAL_MS (3 s) the board asks `merchant/order/list` for the orders
 * changed since the newest change it holds and merges them; every FULL_RELOAD_MS (60 s) it reloads the
 * whole board instead, which also drops anything a missed change left behind. Polling pauses while the
 * tab is hidden (see useOrderBoard).
 */
export const POLL_INTERVAL_MS = 3_000
/** While the event stream is up (decision 0036) polling is only a safety net. */
export const LIVE_POLL_INTERVAL_MS = 30_000
export const FULL_RELOAD_MS = 60_000
/**
 * The cursor reaches back a little: a transaction that stamped its change a moment before another one
 * but committed after it would otherwise fall behind the cursor. Merging is idempotent, so the overlap
 * costs only a few repeated rows.
 */
export const CURSOR_OVERLAP_MS = 5_000

export type OrderListInput = DescriptorInput<typeof consoleApi.orders>
export type OrderPage = DescriptorOutput<typeof consoleApi.orders>
export type ListOrders = (input: OrderListInput) => Promise<OrderPage>

export interface BoardSyncOptions {
  list: ListOrders
  shopId?: string
  onChange: (orders: OrderMap) => void
  now?: () => number
}

export class BoardSync {
  private orders: OrderMap = {}
  private lastFullAt: number | null = null
  private disposed = false
  private readonly now: () => number

  constructor(private readonly options: BoardSyncOptions) {
    this.now = options.now ?? Date.now
  }

  get current(): OrderMap {
    return this.orders
  }

  /** Stop reporting: answers that arrive after this (e.g. for a shop no longer selected) are ignored. */
  dispose(): void {
    this.disposed = true
  }

  private set(next: OrderMap): void {
    if (this.disposed || next === this.orders) return
    this.orders = next
    this.options.onChange(next)
  }

  private base(): Pick<OrderListInput, 'shopId'> {
    return this.options.shopId ? { shopId: this.options.shopId } : {}
  }

  /** The whole board: every active order, plus the most recent finished ones. */
  async reload(): Promise<void> {
    const startedAt = this.now()
    const [active, finished] = await Promise.all([
      this.options.list({ ...this.base(), statuses: ACTIVE_STATUSES, pageNo: -1, pageSize: 100 }),
      this.options.list({
        ...this.base(),
        statuses: FINISHED_STATUSES,
        pageNo: 1,
        pageSize: RECENT_FINISHED_LIMIT,
      }),
    ])
    if (this.disposed) return
    this.lastFullAt = startedAt
    this.set(replaceOrders(this.orders, [...active.records, ...finished.records]))
  }

  /** Orders changed since the newest change on the board, merged in. */
  async pollChanges(): Promise<void> {
    const latest = latestUpdate(this.orders)
    if (latest === null) {
      // an empty board has no cursor of the server's clock: ask for everything again
      await this.reload()
      return
    }
    const changedSince = new Date(Date.parse(latest) - CURSOR_OVERLAP_MS).toISOString()
    const page = await this.options.list({ ...this.base(), changedSince, pageNo: -1, pageSize: 100 })
    if (this.disposed) return
    this.set(mergeOrders(this.orders, page.records))
  }

  /** One polling step: a full reload when the last one is FULL_RELOAD_MS old, otherwise the changes. */
  async tick(): Promise<void> {
    if (this.lastFullAt === null || this.now() - this.lastFullAt >= FULL_RELOAD_MS) {
      await this.reload()
    } else {
      await this.pollChanges()
    }
  }

  /** An order an action just answered with: shown at once, without waiting for the next poll. */
  apply(order: BoardOrder): void {
    this.set(mergeOrders(this.orders, [order]))
  }
}
