import { addressCalls } from '@siam/contracts'
import { fail } from '../../platform/errors'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { deliveryQuoteFor, shopQueries } from '../shops'
import { createAddressesRepository } from './addresses.repository'
import { createAddressesService } from './addresses.service'

export type { AddressRow } from './addresses.repository'
/** For tests that wire services by hand; modules use addressQueries. */
export { createAddressesRepository } from './addresses.repository'

const addressesRepository = createAddressesRepository()

/** What other modules read of the address book (orders: the member's chosen address). */
export const addressQueries = { ownedBy: addressesRepository.ownedBy }
export type AddressQueries = typeof addressQueries
export { courierLineOf } from './addresses.service'

/** The member's address book, and the delivery fee of a shop to one of its addresses. */
export const addressesModule = defineModule({ name: 'addresses', register: registerAddresses })

function registerAddresses({ app, deps }: ModuleContext) {
  const service = createAddressesService({
    db: deps.db,
    repo: addressesRepository,
    geocoder: deps.geocoder,
    settings: deps.settings,
  })
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
    const shop = await shopQueries.shopById(deps.db, input.shopId)
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
}
