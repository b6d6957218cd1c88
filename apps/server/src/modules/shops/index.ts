import { shopCalls } from '@siam/contracts'
import { formatPosition, SHANGHAI_PEOPLES_SQUARE } from '@siam/domain'
import type { FastifyInstance } from 'fastify'
import type { ModuleDeps } from '../../app'
import { bindCall } from '../../platform/http'
import { createShopsRepository } from './shops.repository'
import { createShopsService } from './shops.service'

export type { GoodsRow, OptionGroupRow, OptionRow, ShopRow, ShopsRepository } from './shops.repository'
export { createShopsRepository } from './shops.repository'
export { deliveryQuoteFor, polygonBothSystems } from './shops.service'

export function registerShops(app: FastifyInstance, deps: ModuleDeps) {
  const service = createShopsService({
    db: deps.db,
    clock: deps.clock,
    repo: createShopsRepository(),
    settings: deps.settings,
    catalogueTtlMs: deps.config.SHOP_CACHE_MS,
  })
  const { http } = deps
  bindCall(app, http, shopCalls.list, ({ input, locale }) => service.list(input, locale))
  bindCall(app, http, shopCalls.detail, ({ input, locale }) =>
    service.detail(input.id, input.position, locale, input.coordSystem),
  )
  bindCall(app, http, shopCalls.search, ({ input, locale }) =>
    service.search(input.keywords, input.position, locale),
  )
  bindCall(app, http, shopCalls.menu, ({ input, locale }) => service.menu(input.shopId, locale))
  bindCall(app, http, shopCalls.goods, ({ input, locale }) => service.goods(input.id, locale))
  bindCall(app, http, shopCalls.banners, ({ input, locale }) => service.banners(input.type, locale))
  bindCall(app, http, shopCalls.settings, async () => {
    const s = await deps.settings.current()
    return {
      payDeadlineMinutes: s.payDeadlineMinutes,
      quickCancelMinutes: s.quickCancelMinutes,
      closingSoonMinutes: s.closingSoonMinutes,
      defaultPosition: formatPosition(SHANGHAI_PEOPLES_SQUARE),
      serviceWhatsApp: s.serviceWhatsApp,
      serviceEmail: s.serviceEmail,
      sandboxPayments: deps.gateways.sandboxEnabled,
    }
  })
  return service
}
