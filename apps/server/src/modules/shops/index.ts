import { shopCalls } from '@siam/contracts'
import { formatPosition, SHANGHAI_PEOPLES_SQUARE } from '@siam/domain'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { createShopsRepository } from './shops.repository'
import { createShopsService } from './shops.service'
import { createShopsNearbyRepository } from './shops-nearby.repository'

export { polygonBothSystems } from './shops.mapper'
export type { GoodsRow, OptionRow, ShopRow } from './shops.repository'
export { deliveryQuoteFor } from './shops.service'
/** For tests that wire services by hand; modules use shopQueries. */
export { createShopsRepository }

const shopsRepository = createShopsRepository()

/** What other modules read of shops (and write: delivery polygon, review stats); never the repository itself. */
export const shopQueries = {
  shopById: shopsRepository.shopById,
  shopsByIds: shopsRepository.shopsByIds,
  goodsByIds: shopsRepository.goodsByIds,
  optionsFor: shopsRepository.optionsFor,
  setDeliveryPolygon: shopsRepository.setDeliveryPolygon,
  lockShop: shopsRepository.lockShop,
  setReviewStats: shopsRepository.setReviewStats,
}
export type ShopQueries = typeof shopQueries

/** Cities, shops, menus, goods, banners and the app's public settings. */
export const shopsModule = defineModule({ name: 'shops', register: registerShops })

function registerShops({ app, deps }: ModuleContext) {
  const service = createShopsService({
    db: deps.db,
    clock: deps.clock,
    repo: shopsRepository,
    nearby: createShopsNearbyRepository(),
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
  bindCall(app, http, shopCalls.branches, ({ input, locale }) => service.branches(input, locale))
  bindCall(app, http, shopCalls.goodsList, ({ input, locale }) =>
    service.goodsAcrossShops({ keywords: input.keywords, type: input.type }, input, input, locale),
  )
  bindCall(app, http, shopCalls.featuredGoods, ({ input, locale }) =>
    service.goodsAcrossShops({ featured: true, shopId: input.shopId }, input, input, locale),
  )
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
      webviewHosts: s.webviewHosts,
      maxWidth: s.pageMaxWidth,
    }
  })
}
