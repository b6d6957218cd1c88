import type {
  CallInput,
  Goods,
  GoodsWithShop,
  MenuCategory,
  ShopBranch,
  ShopCard,
  ShopDetail,
  shopCalls,
} from '@siam/contracts'
import {
  type CoordSystem,
  haversineMeters,
  type LngLat,
  parsePosition,
  pointInPolygon,
  quoteDelivery,
  toWgs84,
} from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { original, pick } from '../../platform/localize'
import { pageWindow } from '../../platform/paging'
import type { SettingsService } from '../settings'
import { createReadThroughCache } from './shops.cache'
import { branchFrom, cardFrom, detailFrom, goodsMapper } from './shops.mapper'
import type { ShopRow, ShopsRepository } from './shops.repository'

const SCOPE_METERS = { '1km': 1000, '3km': 3000, '5km': 5000, all: Number.POSITIVE_INFINITY } as const

export interface ShopsDeps {
  db: Db
  clock: Clock
  repo: ShopsRepository
  settings: SettingsService
  /** How long browsing may see a shop change late (config SHOP_CACHE_MS; 0 in tests). */
  catalogueTtlMs?: number
}

export type DeliveryQuote = ReturnType<typeof deliveryQuoteFor>

/** A "lng,lat" position in the given system, as the WGS-84 point the server measures with. */
function positionToWgs84(text: string | undefined, system: CoordSystem = 'wgs84'): LngLat | null {
  const p = text ? parsePosition(text) : null
  return p ? toWgs84(p, system) : null
}

/**
 * Where the shop stands relative to a WGS-84 point: distance, fee and whether it delivers there.
 * The one range rule for list, detail, fee, preview and placement (decision 0011): the shop's
 * polygon when it has one (boundary included), else its radius. The fee always follows distance.
 */
export function deliveryQuoteFor(shop: ShopRow, position: LngLat | null, routeFactor: number) {
  if (!position) return null
  const straight = haversineMeters(position, { lng: shop.lng, lat: shop.lat })
  const quote = quoteDelivery(straight, {
    baseFeeFen: shop.baseDeliveryFeeFen,
    perKmFeeFen: shop.perKmFeeFen,
    rangeMeters: shop.deliveryRangeMeters,
    routeFactor,
  })
  if (!shop.deliveryPolygon) return quote
  return { ...quote, inRange: pointInPolygon(position, shop.deliveryPolygon) }
}

export function createShopsService(deps: ShopsDeps) {
  const { db, clock, repo, settings } = deps
  const catalogue = createReadThroughCache(() => repo.allShops(db), deps.catalogueTtlMs ?? 2000)

  return {
    /**
     * After a console edit: browsing sees the shop's change at once. One call per edited shop; the
     * catalogue is one list today, so the whole list is reloaded on the next read.
     */
    invalidateShop(_shopId: string): void {
      catalogue.invalidate()
    },

    async list(
      input: CallInput<typeof shopCalls.list> & { pageNo: number; pageSize: number },
      locale: Locale,
    ) {
      const position = positionToWgs84(input.position, input.coordSystem)
      const { routeFactor, closingSoonMinutes } = await settings.current()
      const keywords = input.keywords?.trim().toLowerCase()
      const all = await catalogue.get()
      const rows = keywords
        ? all.filter((r) => r.searchText.includes(keywords) || r.cuisine.includes(keywords))
        : all
      // Each shop's quote once per call: deliversHere and the cards both need it.
      const quotes = new Map<ShopRow, DeliveryQuote>()
      const quoteOf = (row: ShopRow): DeliveryQuote => {
        const known = quotes.get(row)
        if (known !== undefined) return known
        const quote = deliveryQuoteFor(row, position, routeFactor)
        quotes.set(row, quote)
        return quote
      }
      // "Delivery in this area coming soon": does any shop deliver here, whatever the filters?
      const deliversHere = position
        ? all.some((r) => r.supportsDelivery && quoteOf(r)?.inRange === true)
        : null
      const cards: ShopCard[] = []
      for (const row of rows) {
        if (input.type && row.type !== input.type) continue
        if (input.taste && !row.tastes.includes(input.taste)) continue
        const card = cardFrom(row, { locale, quote: quoteOf(row), closingSoonMinutes, now: clock.now() })
        const scope = SCOPE_METERS[input.scope ?? 'all']
        if (card.distanceMeters !== null && card.distanceMeters > scope) continue
        cards.push(card)
      }
      cards.sort(comparator(input.sort ?? 'distance'))
      const { limit, offset } = pageWindow(input.pageNo, input.pageSize)
      const records = limit === null ? cards : cards.slice(offset, offset + limit)
      return { records, total: cards.length, deliversHere }
    },

    async detail(
      id: string,
      positionText: string | undefined,
      locale: Locale,
      coordSystem: CoordSystem = 'wgs84',
    ): Promise<ShopDetail> {
      const shop = await repo.shopById(db, id)
      if (!shop) fail('SHOP_NOT_FOUND')
      const { routeFactor, closingSoonMinutes } = await settings.current()
      const position = positionToWgs84(positionText, coordSystem)
      const quote = deliveryQuoteFor(shop, position, routeFactor)
      const branchCount = shop.brand ? (await repo.shopsOfBrand(db, shop.brand)).length : 1
      const featuredGoods = (await repo.goodsWhere(db, { shopIds: [shop.id], featured: true })).length
      return detailFrom(
        shop,
        { locale, quote, closingSoonMinutes, now: clock.now() },
        { branchCount, featuredGoods },
      )
    },

    /** The chain's branches (the shop alone when it has no brand), nearest first. */
    async branches(input: CallInput<typeof shopCalls.branches>, locale: Locale): Promise<ShopBranch[]> {
      const shop = await repo.shopById(db, input.shopId)
      if (!shop) fail('SHOP_NOT_FOUND')
      const rows = shop.brand ? await repo.shopsOfBrand(db, shop.brand) : [shop]
      const { routeFactor, closingSoonMinutes } = await settings.current()
      const position = positionToWgs84(input.position, input.coordSystem)
      const now = clock.now()
      return rows
        .map((row) =>
          branchFrom(row, {
            locale,
            quote: deliveryQuoteFor(row, position, routeFactor),
            closingSoonMinutes,
            now,
          }),
        )
        .sort(comparator('distance'))
    },

    /**
     * Dishes across shops (keywords, a restaurant type, featured only, one shop), each with its
     * shop; nearest shop first, then the shop's best sellers.
     */
    async goodsAcrossShops(
      filter: { keywords?: string; type?: ShopCard['type']; featured?: boolean; shopId?: string },
      near: { position?: string; coordSystem?: CoordSystem },
      paging: { pageNo: number; pageSize: number },
      locale: Locale,
    ) {
      const all = await catalogue.get()
      const shopsHere = all.filter(
        (r) => (!filter.type || r.type === filter.type) && (!filter.shopId || r.id === filter.shopId),
      )
      const keywords = filter.keywords?.trim() || undefined
      const rows = await repo.goodsWhere(db, {
        shopIds: shopsHere.map((r) => r.id),
        keywords,
        featured: filter.featured,
      })
      const { routeFactor, closingSoonMinutes } = await settings.current()
      const position = positionToWgs84(near.position, near.coordSystem)
      const now = clock.now()
      const cards = new Map(
        shopsHere.map((r) => [
          r.id,
          cardFrom(r, { locale, quote: deliveryQuoteFor(r, position, routeFactor), closingSoonMinutes, now }),
        ]),
      )
      const ordered = rows
        .map((g, index) => ({ g, index, card: cards.get(g.shopId) }))
        .filter((x): x is { g: (typeof rows)[number]; index: number; card: ShopCard } => x.card !== undefined)
        .sort((a, b) => {
          const byShop = comparator('distance')(a.card, b.card)
          return byShop !== 0 ? byShop : a.index - b.index
        })
      const { limit, offset } = pageWindow(paging.pageNo, paging.pageSize)
      const window = limit === null ? ordered : ordered.slice(offset, offset + limit)
      const { groups, options } = await repo.optionsFor(
        db,
        window.map((x) => x.g.id),
      )
      const toGoods = goodsMapper(groups, options, locale)
      const records: GoodsWithShop[] = window.map(({ g, card }) => ({
        ...toGoods(g),
        shopName: card.name,
        shopNameZh: card.nameZh,
        shopOpen: card.open,
        distanceMeters: card.distanceMeters,
      }))
      return { records, total: ordered.length }
    },

    async menu(shopId: string, locale: Locale): Promise<MenuCategory[]> {
      const shop = await repo.shopById(db, shopId)
      if (!shop) fail('SHOP_NOT_FOUND')
      const { categories, dishes, groups, options } = await repo.menu(db, shopId)
      const toGoods = goodsMapper(groups, options, locale)
      return categories.map((category) => ({
        id: category.id,
        name: pick(category.name, locale),
        nameZh: original(category.name),
        goods: dishes.filter((d) => d.categoryId === category.id).map(toGoods),
      }))
    },

    async goods(id: string, locale: Locale): Promise<Goods> {
      const [row] = await repo.goodsByIds(db, [id])
      if (!row) fail('GOODS_NOT_FOUND')
      const { groups, options } = await repo.optionsFor(db, [id])
      return goodsMapper(groups, options, locale)(row)
    },

    async search(keywords: string, positionText: string | undefined, locale: Locale) {
      const { records } = await this.list(
        { keywords, position: positionText, pageNo: -1, pageSize: 100, scope: 'all', sort: 'distance' },
        locale,
      )
      const goodsRows = await repo.searchGoods(db, keywords, 30)
      const { groups, options } = await repo.optionsFor(
        db,
        goodsRows.map((g) => g.id),
      )
      const shopRows = await repo.shopsByIds(db, [...new Set(goodsRows.map((g) => g.shopId))])
      const names = new Map(shopRows.map((s) => [s.id, pick(s.name, locale)]))
      const toGoods = goodsMapper(groups, options, locale)
      return {
        shops: records,
        goods: goodsRows.map((g) => ({ ...toGoods(g), shopName: names.get(g.shopId) ?? '' })),
      }
    },

    async banners(type: string, locale: Locale) {
      const rows = await repo.banners(db, type)
      return rows.map((b) => ({ id: b.id, image: b.image, title: pick(b.title, locale), link: b.link }))
    },
  }
}

function comparator(sort: 'distance' | 'sales' | 'rating') {
  return (a: ShopCard, b: ShopCard): number => {
    // Open shops first whatever the sort: a closed shop at the top of "near me" helps nobody.
    if (a.open !== b.open) return a.open ? -1 : 1
    if (sort === 'sales') return b.monthlySales - a.monthlySales
    if (sort === 'rating') return b.rating - a.rating
    return (a.distanceMeters ?? 0) - (b.distanceMeters ?? 0)
  }
}
