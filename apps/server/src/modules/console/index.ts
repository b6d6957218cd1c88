import { type BoardOrder, consoleCalls } from '@siam/contracts'
import { allowedEvents, isMobilePhone, type OrderEvent, OrderStatus } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Executor } from '../../db/client'
import { scheduleJob } from '../../jobs/queue'
import { listedShops, type StaffActor, seesShop, staffActorRef } from '../../platform/actor'
import { AppError, fail } from '../../platform/errors'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { pageWindow } from '../../platform/paging'
import { membersByIds } from '../auth'
import { autoCompleteJob, type OrderRow, orderQueries } from '../orders'

const ACTION_EVENTS = {
  accept: 'accept',
  mark_ready: 'mark_ready',
  deliver: 'deliver',
  picked_up: 'picked_up',
} as const

/**
 * The console's order board: merchants see and move their own shops' orders, platform staff see
 * all. Moves go through the orders state machine; a rejection refunds everything in the same
 * transaction that rejects (the refund is sent right after, and retried by a job if it fails).
 */
export const consoleModule = defineModule({ name: 'console', register: registerConsole })

declare module '../../platform/module' {
  interface ModuleServices {
    /** The board cards the after-sale console shows too (refund detail, out-of-stock marking). */
    consoleBoards: ConsoleBoards
  }
}

export interface ConsoleBoards {
  boards(rows: OrderRow[], locale: Locale, staff: StaffActor): Promise<BoardOrder[]>
  board(order: OrderRow, locale: Locale, staff: StaffActor): Promise<BoardOrder>
}

function registerConsole({ app, deps, services }: ModuleContext) {
  const orders = services.get('orders')
  const payments = services.get('payments')
  const repo = orderQueries
  const { db, clock, http } = deps

  /** Board cards for a page of orders: a fixed number of queries whatever the page size. */
  async function boards(rows: OrderRow[], locale: Locale, staff: StaffActor): Promise<BoardOrder[]> {
    const actor = staffActorRef(staff).type
    const details = await orders.toDetails(
      db,
      rows,
      locale,
      (o) => allowedEvents(o.status as never, o.kind as never, actor),
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
      }
    })
  }

  async function board(order: OrderRow, locale: Locale, staff: StaffActor): Promise<BoardOrder> {
    const [card] = await boards([order], locale, staff)
    if (!card) throw new Error('missing board card')
    return card
  }

  /** The order if this staff member may see it; another shop's order is simply not found. */
  async function visibleOrder(x: Executor, staff: StaffActor, id: string) {
    const order = await repo.byId(x, id)
    if (!order || !seesShop(staff, order.shopId)) fail('ORDER_NOT_FOUND')
    return order
  }

  async function act(
    staff: StaffActor,
    id: string,
    event: OrderEvent,
    patch: Partial<OrderRow> = {},
    note: string | null = null,
  ) {
    // Read before the transaction: settings use the outer `db`, which inside it deadlocks on PGlite.
    const { autoCompleteMinutes } = await deps.settings.current()
    const { moved, refundIds } = await db.transaction(async (tx) => {
      const order = await visibleOrder(tx, staff, id)
      const moved = await orders.transition(tx, order, event, staffActorRef(staff), patch, note)
      if (event === 'deliver') {
        await scheduleJob(tx, autoCompleteJob, {
          dedupeKey: moved.id,
          runAt: new Date(clock.now().getTime() + autoCompleteMinutes * 60_000),
          payload: { orderId: moved.id },
        })
      }
      const refundIds =
        event === 'merchant_reject' ? await payments.refundOrderInFull(tx, moved.id, 'order_rejected') : []
      return { moved, refundIds }
    })
    for (const refundId of refundIds) {
      await payments
        .processRefund(refundId)
        .catch((error) => app.log.warn({ err: error, refundId }, 'refund will be retried'))
    }
    // Sent refunds change the order's refunded amount: only then read it again.
    return refundIds.length > 0 ? visibleOrder(db, staff, id) : moved
  }

  bindCall(app, http, consoleCalls.orders, async ({ input, actor, locale }) => {
    const { limit, offset } = pageWindow(input.pageNo, input.pageSize)
    const changedSince = input.changedSince ? new Date(input.changedSince) : undefined
    if (changedSince && Number.isNaN(changedSince.getTime())) {
      throw new AppError('VALIDATION_FAILED', { fields: 'changedSince' }, { changedSince: 'invalid' })
    }
    const { records, total } = await repo.listForShops(
      db,
      listedShops(actor, input.shopId),
      input.statuses,
      changedSince,
      limit,
      offset,
    )
    return { records: await boards(records, locale, actor), total }
  })

  bindCall(app, http, consoleCalls.updateStatus, async ({ input, actor, locale }) => {
    const event = ACTION_EVENTS[input.action]
    const patch = event === 'picked_up' ? { completedAt: clock.now() } : {}
    return board(await act(actor, input.id, event, patch), locale, actor)
  })

  bindCall(app, http, consoleCalls.dispatch, async ({ input, actor, locale }) => {
    const fieldErrors: Record<string, string> = {}
    if (!input.courierName) fieldErrors.courierName = 'required'
    if (!input.courierPhone) fieldErrors.courierPhone = 'phone_required'
    else if (!isMobilePhone(input.courierPhone)) fieldErrors.courierPhone = 'phone_invalid'
    if (Object.keys(fieldErrors).length)
      throw new AppError('VALIDATION_FAILED', { fields: Object.keys(fieldErrors).join(', ') }, fieldErrors)
    const order = await act(actor, input.id, 'dispatch', {
      courierName: input.courierName,
      courierPhone: input.courierPhone,
    })
    return board(order, locale, actor)
  })

  bindCall(app, http, consoleCalls.reject, async ({ input, actor, locale }) => {
    const order = await act(actor, input.id, 'merchant_reject', { cancelReason: input.reason }, input.reason)
    return board(order, locale, actor)
  })

  const consoleBoards: ConsoleBoards = { boards, board }
  return { services: { consoleBoards } }
}
