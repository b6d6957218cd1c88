import type { Db, Tx } from '../../db/client'
import { fail } from '../../platform/errors'
import { createOrdersRepository, type OrderRow } from './orders.repository'

declare const lockedBrand: unique symbol

/**
 * An order row read under its row lock, in the transaction that holds it. Only `lockOrder` (and
 * the status change, which keeps the lock) make one; every operation that changes an order's
 * money, lines or status takes one (`orders.transition`, `payments.refundOrderInFull` and
 * `refundForRequest`, after-sale's settlement), so forgetting the lock does not compile.
 */
export type LockedOrder = OrderRow & { readonly [lockedBrand]: true }

const repo = createOrdersRepository()

/**
 * The one rule for an order's money (decision 0015): the order row is locked (SELECT ... FOR
 * UPDATE) before anything about its payments, refunds or lines is read, so two operations on one
 * order run one after the other and the second sees what the first did. Undefined when no order.
 */
export async function lockOrder(tx: Tx, orderId: string): Promise<LockedOrder | undefined> {
  return (await repo.lockedById(tx, orderId)) as LockedOrder | undefined
}

/**
 * A transaction that starts by locking the order (ORDER_NOT_FOUND when there is none) and hands
 * the fresh, locked row to `work`.
 */
export async function withOrderLock<T>(
  db: Db,
  orderId: string,
  work: (tx: Tx, order: LockedOrder) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId)
    if (!order) fail('ORDER_NOT_FOUND')
    return work(tx, order)
  })
}

/** Like withOrderLock, for the member's own order: someone else's is simply not found. */
export async function withOwnOrderLock<T>(
  db: Db,
  memberId: string,
  orderId: string,
  work: (tx: Tx, order: LockedOrder) => Promise<T>,
): Promise<T> {
  return withOrderLock(db, orderId, async (tx, order) => {
    if (order.memberId !== memberId) fail('ORDER_NOT_FOUND')
    return work(tx, order)
  })
}
