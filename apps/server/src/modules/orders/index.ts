import { orderCalls } from '@siam/contracts'
import { handleJob } from '../../jobs/queue'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { addressQueries } from '../addresses'
import { shopQueries } from '../shops'
import { autoCompleteJob, payDeadlineJob } from './orders.jobs'
import { createOrdersRepository } from './orders.repository'
import { createOrdersService, type OrdersService } from './orders.service'

declare module '../../platform/module' {
  interface ModuleServices {
    orders: OrdersService
  }
}

export { orderFigures } from './figures.repository'
export type { OrderDetailRows } from './order-details'
export { type LockedOrder, withOrderLock, withOwnOrderLock } from './order-lock'
export { autoCompleteJob } from './orders.jobs'
export type { OrderItemRow, OrderRow } from './orders.repository'
/** For tests that wire services by hand; modules use orderQueries. */
export { createOrdersRepository } from './orders.repository'

const ordersRepository = createOrdersRepository()

/**
 * What other modules read and write of orders (console board, after-sale, reviews, loyalty,
 * wallet, payments, recharge numbers); never the repository itself.
 */
export const orderQueries = {
  byId: ordersRepository.byId,
  byOrderNo: ordersRepository.byOrderNo,
  /** Issue 14: a member's orders, newest first (the platform's member view). */
  listForMember: ordersRepository.listForMember,
  byIds: ordersRepository.byIds,
  ownedBy: ordersRepository.ownedBy,
  items: ordersRepository.items,
  addRefundedQuantity: ordersRepository.addRefundedQuantity,
  wasDispatched: ordersRepository.wasDispatched,
  listForShops: ordersRepository.listForShops,
  /** Recharge numbers share the order-number sequence. */
  nextSequence: ordersRepository.nextSequence,
}
export type OrderQueries = typeof orderQueries

export type { OrdersService } from './orders.service'
export type { ActorRef, OrderPatch } from './orders.types'

/** The member's orders: preview, place, list, detail, cancel, confirm receipt; deadlines as jobs. */
export const ordersModule = defineModule({ name: 'orders', register: registerOrders })

function registerOrders({ app, deps, services }: ModuleContext) {
  const service = createOrdersService({
    db: deps.db,
    clock: deps.clock,
    translate: deps.translate,
    settings: deps.settings,
    repo: ordersRepository,
    shops: shopQueries,
    addresses: addressQueries,
    loyalty: services.get('loyalty'),
  })
  const { http } = deps
  bindCall(app, http, orderCalls.preview, ({ input, actor, locale }) =>
    service.preview(actor.memberId, input, locale),
  )
  bindCall(app, http, orderCalls.insert, ({ input, actor, locale }) =>
    service.place(actor.memberId, input, locale),
  )
  bindCall(app, http, orderCalls.list, ({ input, actor, locale }) =>
    service.list(actor.memberId, input, locale),
  )
  bindCall(app, http, orderCalls.detail, ({ input, actor, locale }) =>
    service.detail(actor.memberId, input.id, locale),
  )
  bindCall(app, http, orderCalls.tabNumbers, async ({ actor }) => {
    const counts = await service.tabNumbers(actor.memberId)
    return {
      all: counts.all ?? 0,
      waitPayment: counts.waitPayment ?? 0,
      waitReceived: counts.waitReceived ?? 0,
      waitPickedUp: counts.waitPickedUp ?? 0,
      afterSales: counts.afterSales ?? 0,
    }
  })
  bindCall(app, http, orderCalls.cancel, ({ input, actor, locale }) =>
    service.cancel(actor.memberId, input.id, input.reason, locale),
  )
  bindCall(app, http, orderCalls.confirmReceipt, ({ input, actor, locale }) =>
    service.confirmReceipt(actor.memberId, input.id, locale),
  )
  return {
    services: { orders: service },
    jobs: [
      // A payment whose notification never came is asked about before its order is cancelled.
      handleJob(payDeadlineJob, async ({ orderId }) => {
        await services.get('payments').reconcileOrder(orderId)
        await service.expire(orderId)
      }),
      handleJob(autoCompleteJob, async ({ orderId }) => {
        await service.autoComplete(orderId)
      }),
    ],
  }
}
