import type { Favourite } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { LocalizedText } from '../../db/columns'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { pageWindow } from '../../platform/paging'
import { mallQueries } from '../mall'
import { shopQueries } from '../shops'
import { favouritesRepository as repo } from './favourites.repository'
import type { FavouriteKind } from './favourites.tables'

const textIn = (text: LocalizedText, locale: Locale): string =>
  text[locale] || text['zh-Hans'] || text.en || Object.values(text).find(Boolean) || ''

/**
 * Favourite dishes, shops and mall goods; one that is sold out or gone (a mall item off sale or
 * deleted) is listed as such (it cannot be ordered). The goods list holds dishes and mall goods.
 */
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
    /** member/pointsMall/goodsCollect/insert: a mall goods item on sale (again is a no-op). */
    async addMallGoods(memberId: string, goodsId: string): Promise<true> {
      const [item] = await mallQueries.goodsByIds(db, [goodsId])
      if (!item?.enabled) fail('MALL_GOODS_NOT_FOUND')
      await repo.insert(db, {
        id: newId(),
        memberId,
        kind: 'mall',
        shopId: null,
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
    async remove(memberId: string, kinds: FavouriteKind[], ids: string[]): Promise<true> {
      await repo.remove(db, memberId, kinds, ids)
      return true
    },
    has: (memberId: string, kind: FavouriteKind, id: string) => repo.has(db, memberId, kind, id),

    /** The shop list (kind shop), or the goods list (dishes and mall goods together, newest first). */
    async list(
      memberId: string,
      kind: 'goods' | 'shop',
      paging: { pageNo: number; pageSize: number },
      locale: Locale,
    ) {
      const kinds: FavouriteKind[] = kind === 'goods' ? ['goods', 'mall'] : ['shop']
      const { rows, total } = await repo.page(db, memberId, kinds, pageWindow(paging.pageNo, paging.pageSize))
      const idsOf = (k: FavouriteKind) => rows.flatMap((r) => (r.kind === k && r.goodsId ? [r.goodsId] : []))
      const [dishRows, mallRows, shopRows] = await Promise.all([
        shopQueries.goodsByIds(db, idsOf('goods')),
        mallQueries.goodsByIds(db, idsOf('mall')),
        shopQueries.shopsByIds(db, [...new Set(rows.flatMap((r) => (r.shopId ? [r.shopId] : [])))]),
      ])
      const dishes = new Map(dishRows.map((g) => [g.id, g]))
      const mallGoods = new Map(mallRows.map((g) => [g.id, g]))
      const shops = new Map(shopRows.map((s) => [s.id, s]))
      const records: Favourite[] = rows.map((r) => {
        const base = {
          id: r.id,
          kind: r.kind,
          shopId: r.shopId,
          goodsId: r.goodsId,
          createdAt: r.createdAt.toISOString(),
        }
        if (r.kind === 'mall') {
          const item = r.goodsId ? mallGoods.get(r.goodsId) : undefined
          return {
            ...base,
            name: item ? textIn(item.names, locale) : '',
            image: item?.photos[0] ?? null,
            priceFen: item ? item.cashFen : null,
            points: item ? item.points : null,
            state: !item?.enabled ? 'gone' : item.stock <= 0 ? 'sold_out' : 'available',
          }
        }
        const shop = r.shopId ? shops.get(r.shopId) : undefined
        const dish = r.goodsId ? dishes.get(r.goodsId) : undefined
        const gone = r.kind === 'goods' ? !dish : !shop
        return {
          ...base,
          name: dish ? textIn(dish.name, locale) : shop ? textIn(shop.name, locale) : '',
          image: dish?.image ?? (r.kind === 'shop' ? (shop?.image ?? null) : null),
          priceFen: dish?.priceFen ?? null,
          points: null,
          state: gone ? 'gone' : dish?.soldOut ? 'sold_out' : 'available',
        }
      })
      return { records, total }
    },
  }
}
