import type { BoardOrder } from '@siam/contracts'
import { allowedEvents, OrderStatus } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import { type StaffActor, staffActorRef } from '../../platform/actor'
import { membersByIds } from '../auth'
import type { OrderRow, OrdersService } from '../orders'

/** The board cards the after-sale console shows too (refund detail, out-of-stock marking). */
export interface ConsoleBoards {
  boards(rows: OrderRow[], locale: Locale, staff: StaffActor): Promise<BoardOrder[]>
  board(order: OrderRow, locale: Locale, staff: StaffActor): Promise<BoardOrder>
}

export function createConsoleBoards(db: Db, orders: OrdersService): ConsoleBoards {
  /** Board cards for a page of orders: a fixed number of queries whatever the page size. */
  async function boards(rows: OrderRow[], locale: Locale, staff: StaffActor): Promise<BoardOrder[]> {
    const actor = staffActorRef(staff).type
    const details = await orders.toDetails(
      db,
      rows,
      locale,
      (o) => allowedEvents(o.status, o.kind, actor),
      // Staff may mark lines of a pending order out of stock (after-sale, product rules 2.4).
      (o) => o.status === OrderStatus.PENDING,
    )
    const emails = new Map(
      (await membersByIds(db, [...new Set(rows.map((o) => o.memberId))])).map((m) => [m.id, m.email]),
    )
    return rows.map((order, i) => {
      const a = order.address
      const detail = details[i]
      if (!detail) throw new Error('missing order detail')
      return {
        ...detail,
        memberEmail: emails.get(order.memberId) ?? '',
        // The courier's Chinese line from the address book (decision 0011); older orders: the fields as entered.
        addressZh: a ? a.courierLine || [a.city, a.street, a.door].filter(Boolean).join(' ') : null,
        updatedAt: order.updatedAt.toISOString(),
        dietary: order.dietaryProfile ?? null,
      }
    })
  }

  async function board(order: OrderRow, locale: Locale, staff: StaffActor): Promise<BoardOrder> {
    const [card] = await boards([order], locale, staff)
    if (!card) throw new Error('missing board card')
    return card
  }

  return { boards, board }
}
