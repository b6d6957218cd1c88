import type { Favourite } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { LocalizedText } from '../../db/columns'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { pageWindow } from '../../platform/paging'
import { shopQueries } from '../shops'
import { favouritesRepository as repo } from './favourites.repository'
import type { FavouriteKind } from './favourites.tables'

const textIn = (text: LocalizedText, locale: Locale): string =>
  text[locale] || text['zh-Hans'] || text.en || Object.values(text).find(Boolean) || ''

/** Favourite dishes and shops; a dish that is sold out or gone is listed as such (it cannot be ordered). */
export function createFavouritesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    async addGoods(memberId: string, goodsId: string): Promise<true> {
      const [dish] = await shopQueries.goodsByIds(db, [goodsId])
      if (!dish) fail('GOODS_NOT_FOUND')
      await repo.insert(db, {
        id: newId(),
        memberId,
        kind: 'goods',
        shopId: dish.shopId,
        goodsId,
        createdAt: clock.now(),
      })
      return true
    },
    async addShop(memberId: string, shopId: string): Promise<true> {
      if (!(await shopQueries.shopById(db, shopId))) fail('SHOP_NOT_FOUND')
      await repo.insert(db, {
        id: newId(),
        memberId,
        kind: 'shop',
        shopId,
        goodsId: null,
        createdAt: clock.now(),
      })
      return true
    },
    async remove(memberId: string, kind: FavouriteKind, ids: string[]): Promise<true> {
      await repo.remove(db, memberId, kind, ids)
      return true
    },
    has: (memberId: string, kind: FavouriteKind, id: string) => repo.has(db, memberId, kind, id),

    async list(
      memberId: string,
      kind: FavouriteKind,
      paging: { pageNo: number; pageSize: number },
      locale: Locale,
    ) {
      const { rows, total } = await repo.page(db, memberId, kind, pageWindow(paging.pageNo, paging.pageSize))
      const dishes = new Map(
        (
          await shopQueries.goodsByIds(
            db,
            rows.flatMap((r) => (r.goodsId ? [r.goodsId] : [])),
          )
        ).map((g) => [g.id, g]),
      )
      const shops = new Map(
        (await shopQueries.shopsByIds(db, [...new Set(rows.map((r) => r.shopId))])).map((s) => [s.id, s]),
      )
      const records: Favourite[] = rows.map((r) => {
        const shop = shops.get(r.shopId)
        const dish = r.goodsId ? dishes.get(r.goodsId) : undefined
        const gone = kind === 'goods' ? !dish : !shop
        return {
          id: r.id,
          kind,
          shopId: r.shopId,
          goodsId: r.goodsId,
          name: dish ? textIn(dish.name, locale) : shop ? textIn(shop.name, locale) : '',
          image: dish?.image ?? (kind === 'shop' ? (shop?.image ?? null) : null),
          priceFen: dish?.priceFen ?? null,
          state: gone ? 'gone' : dish?.soldOut ? 'sold_out' : 'available',
          createdAt: r.createdAt.toISOString(),
        }
      })
      return { records, total }
    },
  }
}
