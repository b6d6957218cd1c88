import { addressCalls } from '@siam/contracts'
import type { FastifyInstance } from 'fastify'
import type { Geocoder } from '../../adapters/geocoder'
import type { ModuleDeps } from '../../app'
import { fail } from '../../platform/errors'
import { bindCall } from '../../platform/http'
import { createShopsRepository, deliveryQuoteFor } from '../shops'
import { createAddressesRepository } from './addresses.repository'
import { createAddressesService } from './addresses.service'

export type { AddressesRepository, AddressRow } from './addresses.repository'
export { createAddressesRepository } from './addresses.repository'
export { courierLineOf, toAddress } from './addresses.service'

export function registerAddresses(app: FastifyInstance, deps: ModuleDeps, geocoder: Geocoder) {
  const service = createAddressesService({
    db: deps.db,
    repo: createAddressesRepository(),
    geocoder,
    settings: deps.settings,
  })
  const shops = createShopsRepository()
  const { http } = deps
  bindCall(app, http, addressCalls.list, ({ input, actor }) =>
    service.list(actor.memberId, input.pageNo, input.pageSize),
  )
  bindCall(app, http, addressCalls.insert, ({ input, actor }) => service.insert(actor.memberId, input))
  bindCall(app, http, addressCalls.update, ({ input, actor }) => service.update(actor.memberId, input))
  bindCall(app, http, addressCalls.delete, ({ input, actor }) => service.delete(actor.memberId, input.id))
  bindCall(app, http, addressCalls.updateIsDefault, ({ input, actor }) =>
    service.setDefault(actor.memberId, input.id),
  )
  bindCall(app, http, addressCalls.selectById, ({ input, actor }) => service.get(actor.memberId, input.id))
  bindCall(app, http, addressCalls.deliveryFee, async ({ input, actor }) => {
    const address = await service.owned(actor.memberId, input.deliveryAddressId)
    const shop = await shops.shopById(deps.db, input.shopId)
    if (!shop) fail('SHOP_NOT_FOUND')
    const { routeFactor } = await deps.settings.current()
    // The same range rule as list, detail and orders: radius, or the shop's polygon.
    const quote = deliveryQuoteFor(shop, address, routeFactor)
    if (!quote) throw new Error('an address always has a position')
    return {
      inRange: quote.inRange,
      distanceMeters: Math.round(quote.straightMeters),
      deliveryFeeFen: Math.max(0, quote.feeFen - shop.deliverySubsidyFen),
    }
  })
  return service
}
