import { addressCalls } from '@siam/contracts'
import { haversineMeters } from '@siam/domain'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '../../app'
import { fail } from '../../platform/errors'
import { bindCall } from '../../platform/http'
import { createShopsRepository, deliveryQuoteFor } from '../shops'
import { createAddressesRepository } from './addresses.repository'
import { createAddressesService } from './addresses.service'

export type { AddressesRepository, AddressRow } from './addresses.repository'
export { createAddressesRepository } from './addresses.repository'

export function registerAddresses(app: FastifyInstance, deps: ModuleDeps) {
  const service = createAddressesService(deps.db, createAddressesRepository())
  const shops = createShopsRepository()
  bindCall(app, deps.http, addressCalls.list, ({ input, actor }) =>
    service.list(actor.memberId, input.pageNo, input.pageSize),
  )
  bindCall(app, deps.http, addressCalls.insert, ({ input, actor }) => service.insert(actor.memberId, input))
  bindCall(app, deps.http, addressCalls.deliveryFee, async ({ input, actor }) => {
    const address = await service.owned(actor.memberId, input.deliveryAddressId)
    const shop = await shops.shopById(deps.db, input.shopId)
    if (!shop) fail('SHOP_NOT_FOUND')
    const { routeFactor } = await deps.settings.current()
    const quote = deliveryQuoteFor(shop, address, routeFactor)
    const distance = haversineMeters(address, shop)
    return {
      inRange: quote?.inRange ?? false,
      distanceMeters: Math.round(distance),
      deliveryFeeFen: Math.max(0, (quote?.feeFen ?? 0) - shop.deliverySubsidyFen),
    }
  })
  return service
}
