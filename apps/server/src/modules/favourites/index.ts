import { favouriteCalls as f } from '@siam/contracts'
import { bindCall } from '../../platform/http'
import { defineModule, type ModuleContext } from '../../platform/module'
import { createFavouritesService } from './favourites.service'

/** Favourite dishes, shops and mall goods (api-map "Cart, addresses, favourites"). */
export const favouritesModule = defineModule({ name: 'favourites', register: registerFavourites })

function registerFavourites({ app, deps }: ModuleContext) {
  const service = createFavouritesService({ db: deps.db, clock: deps.clock })
  const { http } = deps
  bindCall(app, http, f.goodsCollectList, ({ input, actor, locale }) =>
    service.list(actor.memberId, 'goods', input, locale),
  )
  bindCall(app, http, f.goodsCollectInsert, ({ input, actor }) =>
    service.addGoods(actor.memberId, input.goodsId),
  )
  bindCall(app, http, f.goodsCollectDelete, ({ input, actor }) =>
    service.remove(actor.memberId, ['goods', 'mall'], input.goodsIds),
  )
  bindCall(app, http, f.goodsCollectSelectByGoodsId, ({ input, actor }) =>
    service.has(actor.memberId, 'goods', input.goodsId),
  )
  bindCall(app, http, f.mallCollectInsert, ({ input, actor }) =>
    service.addMallGoods(actor.memberId, input.goodsId),
  )
  bindCall(app, http, f.mallCollectDelete, ({ input, actor }) =>
    service.remove(actor.memberId, ['mall'], input.goodsIds),
  )
  bindCall(app, http, f.mallCollectSelectByGoodsId, ({ input, actor }) =>
    service.has(actor.memberId, 'mall', input.goodsId),
  )
  bindCall(app, http, f.shopCollectList, ({ input, actor, locale }) =>
    service.list(actor.memberId, 'shop', input, locale),
  )
  bindCall(app, http, f.shopCollectInsert, ({ input, actor }) =>
    service.addShop(actor.memberId, input.shopId),
  )
  bindCall(app, http, f.shopCollectDelete, ({ input, actor }) =>
    service.remove(actor.memberId, ['shop'], input.shopIds),
  )
  bindCall(app, http, f.shopCollectSelectByShopId, ({ input, actor }) =>
    service.has(actor.memberId, 'shop', input.shopId),
  )
  return {}
}
