import { orderCalls } from '@siam/contracts'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '../../app'
import { bindCall } from '../../platform/http'
import { createAddressesRepository } from '../addresses'
import { createShopsRepository } from '../shops'
import { createOrdersRepository } from './orders.repository'
import { createOrdersService, type OrdersService } from './orders.service'

export type { OrderRow } from './orders.repository'
export { createOrdersRepository } from './orders.repository'
export type { ActorRef, OrdersService } from './orders.service'
export { detailFrom } from './orders.service'

export function registerOrders(app: FastifyInstance, deps: ModuleDeps): OrdersService {
  const service = createOrdersService({
    db: deps.db,
    clock: deps.clock,
    translate: deps.translate,
    settings: deps.settings,
    repo: createOrdersRepository(),
    shops: createShopsRepository(),
    addresses: createAddressesRepository(),
    loyalty: deps.loyalty,
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
  return service
}
