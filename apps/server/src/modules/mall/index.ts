/**
 * The points mall (product rules 8, decision 0019): catalogue, the member's cart, orders paid with
 * points (and a cash part from the balance), shipping, after-sale, and the points pages' reads.
 */
import { adminMallCalls, mallCalls, pointsCalls } from '@siam/contracts'
import { handleJob } from '../../jobs/queue'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import {
  adminBanners,
  adminCategories,
  adminDeleteBanner,
  adminDeleteCategory,
  adminDeleteGoods,
  adminGoodsList,
  adminSaveBanner,
  adminSaveCategory,
  adminSaveGoods,
} from './admin-catalogue'
import { cartDelete, cartInsert, cartList, cartUpdate } from './cart'
import { mallGoodsDetail, mallMenu, mallRecommend } from './catalogue'
import { adminMallOrder, adminMallOrders, listMallOrders, mallTabNumbers } from './list-orders'
import { mallPurchaseCause, mallRefundCause } from './mall.causes'
import type { MallDeps } from './mall.deps'
import { mallAutoCompleteJob } from './mall.jobs'
import { toMallOrder } from './mall.mapper'
import { mallRepository } from './mall.repository'
import { mallOrderPayTarget } from './mall-payments'
import {
  addMallLogistics,
  applyMallRefund,
  auditMallRefund,
  autoCompleteMallOrder,
  cancelMallOrder,
  confirmMallReceipt,
  logisticsOf,
  mallRefundProcess,
  ownedMallOrder,
  shipMallOrder,
} from './order-actions'
import { pendingPoints } from './pending-points'
import { placeMallOrder, previewMallOrder } from './place-order'

/** What other modules read of the mall: orders (wallet references on points entries), goods (favourites). */
export const mallQueries = {
  byIds: mallRepository.ordersByIds,
  goodsByIds: mallRepository.goodsByIds,
}

export const mallModule = defineModule({
  name: 'mall',
  causes: [mallPurchaseCause, mallRefundCause],
  register: registerMall,
})

function registerMall({ app, deps: moduleDeps, services }: ModuleContext) {
  const payments = services.get('payments')
  const deps: MallDeps = {
    db: moduleDeps.db,
    clock: moduleDeps.clock,
    refundToProvider: (tx, orderId, amountFen) =>
      payments.refundTarget(tx, { kind: 'mall_order', id: orderId }, amountFen),
  }
  // A cash part paid by WeChat Pay, Alipay or card goes through payments (decision 0025).
  moduleDeps.payTargets.register(mallOrderPayTarget(deps))
  const { http } = moduleDeps
  // catalogue (public)
  bindCall(app, http, mallCalls.menu, ({ locale }) => mallMenu(deps, locale))
  bindCall(app, http, mallCalls.goods, ({ input, locale }) => mallGoodsDetail(deps, input.id, locale))
  bindCall(app, http, mallCalls.recommend, ({ input, locale }) =>
    mallRecommend(deps, input.pageNo, input.pageSize, locale),
  )
  // cart
  bindCall(app, http, mallCalls.cartList, ({ input, actor, locale }) =>
    cartList(deps, actor.memberId, input.pageNo, input.pageSize, locale),
  )
  bindCall(app, http, mallCalls.cartInsert, ({ input, actor, locale }) =>
    cartInsert(deps, actor.memberId, input, locale),
  )
  bindCall(app, http, mallCalls.cartUpdateNumber, ({ input, actor, locale }) =>
    cartUpdate(deps, actor.memberId, input, locale),
  )
  bindCall(app, http, mallCalls.cartDelete, ({ input, actor }) => cartDelete(deps, actor.memberId, input.ids))
  // orders
  bindCall(app, http, mallCalls.preview, ({ input, actor, locale }) =>
    previewMallOrder(deps, actor.memberId, input, locale),
  )
  bindCall(app, http, mallCalls.insert, ({ input, actor, locale }) =>
    placeMallOrder(deps, actor.memberId, input, locale),
  )
  bindCall(app, http, mallCalls.list, ({ input, actor, locale }) =>
    listMallOrders(deps, actor.memberId, input, locale),
  )
  bindCall(app, http, mallCalls.detail, async ({ input, actor, locale }) =>
    toMallOrder(await ownedMallOrder(deps, actor.memberId, input.id), locale, deps.clock.now()),
  )
  bindCall(app, http, mallCalls.tabNumbers, ({ actor }) => mallTabNumbers(deps, actor.memberId))
  bindCall(app, http, mallCalls.cancel, ({ input, actor, locale }) =>
    cancelMallOrder(deps, actor.memberId, input.id, locale),
  )
  bindCall(app, http, mallCalls.confirmReceipt, ({ input, actor, locale }) =>
    confirmMallReceipt(deps, actor.memberId, input.id, locale),
  )
  bindCall(app, http, mallCalls.applyRefund, ({ input, actor }) =>
    applyMallRefund(deps, actor.memberId, input),
  )
  bindCall(app, http, mallCalls.refundProcess, ({ input, actor }) =>
    mallRefundProcess(deps, actor.memberId, input.id),
  )
  bindCall(app, http, mallCalls.logistics, async ({ input, actor }) =>
    logisticsOf(deps, await ownedMallOrder(deps, actor.memberId, input.orderId)),
  )
  // points pages
  bindCall(app, http, pointsCalls.pending, ({ input, actor }) =>
    pendingPoints(deps, actor.memberId, input.pageNo, input.pageSize),
  )
  // console (platform)
  bindCall(app, http, adminMallCalls.goodsList, ({ input }) =>
    adminGoodsList(deps, input.pageNo, input.pageSize),
  )
  bindCall(app, http, adminMallCalls.goodsSave, ({ input }) => adminSaveGoods(deps, input))
  bindCall(app, http, adminMallCalls.goodsDelete, ({ input }) => adminDeleteGoods(deps, input.id))
  bindCall(app, http, adminMallCalls.categoryList, () => adminCategories(deps))
  bindCall(app, http, adminMallCalls.categorySave, ({ input }) => adminSaveCategory(deps, input))
  bindCall(app, http, adminMallCalls.categoryDelete, ({ input }) => adminDeleteCategory(deps, input.id))
  bindCall(app, http, adminMallCalls.bannerList, () => adminBanners(deps))
  bindCall(app, http, adminMallCalls.bannerSave, ({ input }) => adminSaveBanner(deps, input))
  bindCall(app, http, adminMallCalls.bannerDelete, ({ input }) => adminDeleteBanner(deps, input.id))
  bindCall(app, http, adminMallCalls.orderList, ({ input, locale }) => adminMallOrders(deps, input, locale))
  bindCall(app, http, adminMallCalls.deliver, async ({ input, locale }) => {
    const row = await shipMallOrder(deps, input)
    return adminMallOrder(deps, row.id, locale)
  })
  bindCall(app, http, adminMallCalls.logistics, ({ input }) => addMallLogistics(deps, input))
  bindCall(app, http, adminMallCalls.refundAudit, async ({ input, actor, locale }) => {
    const row = await auditMallRefund(deps, actor, input)
    return adminMallOrder(deps, row.id, locale)
  })
  return {
    jobs: [
      handleJob(mallAutoCompleteJob, async ({ orderId }) => {
        await autoCompleteMallOrder(deps, orderId)
      }),
    ],
  }
}
