import { contentCalls, menuAdminCalls, platformCalls, shopAdminCalls, shopCalls } from '@siam/contracts'
import { formatPosition, SHANGHAI_PEOPLES_SQUARE } from '@siam/domain'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { createBannersAdmin } from './banners.admin'
import { createMenuAdminRepository } from './menu-admin.repository'
import { createMenuAdminService } from './menu-admin.service'
import { createShopsAdmin } from './shops.admin'
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
  shopByIdPart: shopsRepository.shopByIdPart,
  shopFromJson: shopsRepository.shopFromJson,
  shopsByIds: shopsRepository.shopsByIds,
  goodsByIds: shopsRepository.goodsByIds,
  orderable: shopsRepository.orderable,
  setDeliveryPolygon: shopsRepository.setDeliveryPolygon,
  lockShop: shopsRepository.lockShop,
  setReviewStats: shopsRepository.setReviewStats,
  setGoodsFacts: shopsRepository.setGoodsFacts,
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
  registerMenuAdmin(app, deps, service.invalidateShop)
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
  const admin = createShopsAdmin({
    db: deps.db,
    clock: deps.clock,
    repo: shopsRepository,
    invalidateShop: (shopId) => service.invalidateShop(shopId),
  })
  bindCall(app, http, platformCalls.shopList, ({ input, locale }) => admin.list(input, locale))
  bindCall(app, http, platformCalls.shopCreate, ({ input, actor, locale }) =>
    admin.create(actor, input, locale),
  )
  bindCall(app, http, platformCalls.shopSuspend, ({ input, actor, locale }) =>
    admin.suspend(actor, input.id, input.reason, locale),
  )
  bindCall(app, http, platformCalls.shopReinstate, ({ input, actor, locale }) =>
    admin.reinstate(actor, input.id, locale),
  )
  bindCall(app, http, shopCalls.banners, ({ input, locale }) => service.banners(input.type, locale))
  const banners = createBannersAdmin({ db: deps.db, clock: deps.clock, repo: shopsRepository })
  bindCall(app, http, contentCalls.adminBannerList, () => banners.list())
  bindCall(app, http, contentCalls.adminBannerSave, ({ input, actor }) => banners.save(actor, input))
  bindCall(app, http, contentCalls.adminBannerPublish, ({ input, actor }) =>
    banners.publish(actor, input.id, input.published),
  )
  bindCall(app, http, contentCalls.adminBannerDelete, ({ input, actor }) => banners.remove(actor, input.id))
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

/** Console: the merchant's menu and shop editing (issue 14); every call checks the shop scope. */
function registerMenuAdmin(
  app: ModuleContext['app'],
  deps: ModuleContext['deps'],
  invalidateShop: (shopId: string) => void,
) {
  const admin = createMenuAdminService({
    db: deps.db,
    repo: createMenuAdminRepository(),
    shops: shopsRepository,
    clock: deps.clock,
    invalidateShop,
  })
  const { http } = deps
  bindCall(app, http, menuAdminCalls.list, ({ input, actor }) => admin.menu(actor, input.shopId))
  bindCall(app, http, menuAdminCalls.categorySave, ({ input, actor }) => admin.saveCategory(actor, input))
  bindCall(app, http, menuAdminCalls.categoryDelete, ({ input, actor }) =>
    admin.deleteCategory(actor, input.shopId, input.id),
  )
  bindCall(app, http, menuAdminCalls.categoryReorder, ({ input, actor }) =>
    admin.reorderCategories(actor, input.shopId, input.ids),
  )
  bindCall(app, http, menuAdminCalls.goodsSave, ({ input, actor }) => admin.saveGoods(actor, input))
  bindCall(app, http, menuAdminCalls.goodsDelete, ({ input, actor }) =>
    admin.deleteGoods(actor, input.shopId, input.id),
  )
  bindCall(app, http, menuAdminCalls.goodsReorder, ({ input, actor }) =>
    admin.reorderGoods(actor, input.shopId, input.categoryId, input.ids),
  )
  bindCall(app, http, menuAdminCalls.goodsSoldOut, ({ input, actor }) =>
    admin.setSoldOut(actor, input.shopId, input.ids, input.soldOut),
  )
  bindCall(app, http, shopAdminCalls.detail, ({ input, actor }) => admin.shopDetail(actor, input.shopId))
  bindCall(app, http, shopAdminCalls.update, ({ input, actor }) => admin.updateShop(actor, input))
  bindCall(app, http, shopAdminCalls.hours, ({ input, actor }) =>
    admin.setHours(actor, input.shopId, input.hours),
  )
  bindCall(app, http, shopAdminCalls.operating, ({ input, actor }) =>
    admin.setOperating(actor, input.shopId, input.operating),
  )
}
