import { consoleCalls } from '@siam/contracts'
import { isMobilePhone } from '@siam/domain'
import { listedShops } from '../../platform/actor'
import { AppError } from '../../platform/errors'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { pageWindow } from '../../platform/paging'
import { orderQueries } from '../orders'
import { type ConsoleBoards, createConsoleBoards } from './board-cards'
import { moveOrder } from './move-order'

const ACTION_EVENTS = {
  accept: 'accept',
  mark_ready: 'mark_ready',
  deliver: 'deliver',
  picked_up: 'picked_up',
} as const

/**
 * The console's order board: merchants see and move their own shops' orders, platform staff see
 * all. Moves go through the orders state machine (moveOrder.ts).
 */
export const consoleModule = defineModule({ name: 'console', register: registerConsole })

declare module '../../platform/module' {
  interface ModuleServices {
    /** The board cards the after-sale console shows too (refund detail, out-of-stock marking). */
    consoleBoards: ConsoleBoards
  }
}

function registerConsole({ app, deps, services }: ModuleContext) {
  const { db, clock, http } = deps
  const consoleBoards = createConsoleBoards(db, services.get('orders'))
  const { boards, board } = consoleBoards
  const mover = { deps, orders: services.get('orders'), payments: services.get('payments'), log: app.log }

  bindCall(app, http, consoleCalls.orders, async ({ input, actor, locale }) => {
    const { limit, offset } = pageWindow(input.pageNo, input.pageSize)
    const changedSince = input.changedSince ? new Date(input.changedSince) : undefined
    if (changedSince && Number.isNaN(changedSince.getTime())) {
      throw new AppError('VALIDATION_FAILED', { fields: 'changedSince' }, { changedSince: 'invalid' })
    }
    const { records, total } = await orderQueries.listForShops(
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
    return board(await moveOrder(mover, actor, input.id, event, patch), locale, actor)
  })

  bindCall(app, http, consoleCalls.dispatch, async ({ input, actor, locale }) => {
    const fieldErrors: Record<string, string> = {}
    if (!input.courierName) fieldErrors.courierName = 'required'
    if (!input.courierPhone) fieldErrors.courierPhone = 'phone_required'
    else if (!isMobilePhone(input.courierPhone)) fieldErrors.courierPhone = 'phone_invalid'
    if (Object.keys(fieldErrors).length)
      throw new AppError('VALIDATION_FAILED', { fields: Object.keys(fieldErrors).join(', ') }, fieldErrors)
    const order = await moveOrder(mover, actor, input.id, 'dispatch', {
      courierName: input.courierName,
      courierPhone: input.courierPhone,
    })
    return board(order, locale, actor)
  })

  bindCall(app, http, consoleCalls.reject, async ({ input, actor, locale }) => {
    const { reason } = input
    const order = await moveOrder(mover, actor, input.id, 'merchant_reject', { cancelReason: reason }, reason)
    return board(order, locale, actor)
  })

  return { services: { consoleBoards } }
}
