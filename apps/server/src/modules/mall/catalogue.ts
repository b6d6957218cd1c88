import type { Locale } from '@siam/i18n'
import { fail } from '../../platform/errors'
import { pick } from '../../platform/localize'
import { pageWindow } from '../../platform/paging'
import type { MallDeps } from './mall.deps'
import { toGoods, toGoodsDetail } from './mall.mapper'
import { mallRepository as repo } from './mall.repository'

/** pointsMall/menu/listWithGoods: categories with their goods (empty ones left out), and banners. */
export async function mallMenu(deps: MallDeps, locale: Locale) {
  const [categories, goods, banners] = await Promise.all([
    repo.categories(deps.db),
    repo.enabledGoods(deps.db),
    repo.banners(deps.db, true),
  ])
  const records = categories
    .map((c) => ({
      id: c.id,
      name: pick(c.names, locale),
      goods: goods.filter((g) => g.categoryId === c.id).map((g) => toGoods(g, locale)),
    }))
    .filter((c) => c.goods.length > 0)
  return { records, banners: banners.map((b) => ({ id: b.id, image: b.image, goodsId: b.goodsId })) }
}

export async function mallGoodsDetail(deps: MallDeps, id: string, locale: Locale) {
  const row = await repo.goodsById(deps.db, id)
  if (!row?.enabled) fail('MALL_GOODS_NOT_FOUND')
  return toGoodsDetail(row, locale)
}

export async function mallRecommend(deps: MallDeps, pageNo: number, pageSize: number, locale: Locale) {
  const { rows, total } = await repo.recommended(deps.db, pageWindow(pageNo, pageSize))
  return { records: rows.map((g) => toGoods(g, locale)), total }
}
