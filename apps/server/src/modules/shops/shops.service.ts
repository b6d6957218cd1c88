import type { CallInput, Goods, MenuCategory, ShopCard, ShopDetail, shopCalls } from '@siam/contracts'
import {
  type CoordSystem,
  haversineMeters,
  type LngLat,
  parsePosition,
  pointInPolygon,
  quoteDelivery,
  shopOpenState,
  toWgs84,
  wgs84ToGcj02,
} from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { original, pick } from '../../platform/localize'
import { pageWindow } from '../../platform/paging'
import type { SettingsService } from '../settings'
import { createReadThroughCache } from './shops.cache'
import type { GoodsRow, OptionGroupRow, OptionRow, ShopRow, ShopsRepository } from './shops.repository'

const SCOPE_METERS = { '1km': 1000, '3km': 3000, '5km': 5000, all: Number.POSITIVE_INFINITY } as const

export interface ShopsDeps {
  db: Db
  clock: Clock
  repo: ShopsRepository
  settings: SettingsService
  /** How long browsing may see a shop change late (config SHOP_CACHE_MS; 0 in tests). */
  catalogueTtlMs?: number
}

type DeliveryQuote = ReturnType<typeof deliveryQuoteFor>

/** A "lng,lat" position in the given system, as the WGS-84 point the server measures with. */
export function positionToWgs84(text: string | undefined, system: CoordSystem = 'wgs84'): LngLat | null {
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

/** The stored WGS-84 ring and its GCJ-02 copy for Chinese map tiles, or null (radius shops). */
export function polygonBothSystems(ring: [number, number][] | null) {
  if (!ring) return null
  return {
    wgs84: ring.map(([lng, lat]): [number, number] => [lng, lat]),
    gcj02: ring.map(([lng, lat]): [number, number] => {
      const p = wgs84ToGcj02({ lng, lat })
      return [p.lng, p.lat]
    }),
  }
}

/**
 * Opening hours are whole minutes, so a shop's open state is the same for every instant of a
 * minute: compute it once per shop row and minute (list and detail are hot paths).
 */
const openStates = new WeakMap<
  ShopRow,
  { minute: number; closingSoonMinutes: number; state: ReturnType<typeof shopOpenState> }
>()
function openStateOf(shop: ShopRow, now: Date, closingSoonMinutes: number) {
  const minute = Math.floor(now.getTime() / 60_000)
  const memo = openStates.get(shop)
  if (memo && memo.minute === minute && memo.closingSoonMinutes === closingSoonMinutes) return memo.state
  const state = shopOpenState(shop.hours, shop.operating, new Date(minute * 60_000), closingSoonMinutes)
  openStates.set(shop, { minute, closingSoonMinutes, state })
  return state
}

/** Riding time: preparation plus about 4 minutes a kilometre on the route. */
function deliveryMinutes(routeMeters: number): number {
  return 20 + Math.ceil((routeMeters / 1000) * 4)
}

export function createShopsService(deps: ShopsDeps) {
  const { db, clock, repo, settings } = deps
  const catalogue = createReadThroughCache(() => repo.allShops(db), deps.catalogueTtlMs ?? 2000)

  function toCard(shop: ShopRow, locale: Locale, quote: DeliveryQuote, closingSoonMinutes: number): ShopCard {
    const state = openStateOf(shop, clock.now(), closingSoonMinutes)
    const inRange = quote ? quote.inRange : true
    return {
      id: shop.id,
      name: pick(shop.name, locale),
      nameZh: original(shop.name),
      type: shop.type,
      cuisine: shop.cuisine,
      tastes: shop.tastes,
      image: shop.image,
      rating: shop.rating / 10,
      monthlySales: shop.monthlySales,
      reviewCount: shop.reviewCount,
      distanceMeters: quote ? Math.round(quote.straightMeters) : null,
      deliveryFeeFen: quote ? Math.max(0, quote.feeFen - shop.deliverySubsidyFen) : null,
      deliveryMinutes: quote ? deliveryMinutes(quote.routeMeters) : null,
      minimumOrderFen: shop.minimumOrderFen,
      inRange,
      supportsDelivery: shop.supportsDelivery,
      supportsPickup: shop.supportsPickup,
      fullReductionTiers: [...shop.fullReductionTiers].sort((a, b) => a.thresholdFen - b.thresholdFen),
      open: state.open,
      closingSoon: state.closingSoon,
      operating: shop.operating,
      hours: shop.hours,
    }
  }

  return {
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
        if (!quotes.has(row)) quotes.set(row, deliveryQuoteFor(row, position, routeFactor))
        return quotes.get(row) as DeliveryQuote
      }
      // "Delivery in this area coming soon": does any shop deliver here, whatever the filters?
      const deliversHere = position
        ? all.some((r) => r.supportsDelivery && quoteOf(r)?.inRange === true)
        : null
      const cards: ShopCard[] = []
      for (const row of rows) {
        if (input.type && row.type !== input.type) continue
        if (input.taste && !row.tastes.includes(input.taste)) continue
        const card = toCard(row, locale, quoteOf(row), closingSoonMinutes)
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
      const card = toCard(shop, locale, deliveryQuoteFor(shop, position, routeFactor), closingSoonMinutes)
      const state = openStateOf(shop, clock.now(), closingSoonMinutes)
      return {
        ...card,
        address: pick(shop.address, locale),
        addressZh: original(shop.address),
        phone: shop.phone,
        lng: shop.lng,
        lat: shop.lat,
        deliveryRangeMeters: shop.deliveryRangeMeters,
        baseDeliveryFeeFen: shop.baseDeliveryFeeFen,
        perKmFeeFen: shop.perKmFeeFen,
        deliverySubsidyFen: shop.deliverySubsidyFen,
        closesAt: state.closesAt?.toISOString() ?? null,
        nextOpenAt: state.nextOpenAt?.toISOString() ?? null,
        deliveryPolygon: polygonBothSystems(shop.deliveryPolygon),
      }
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

function goodsMapper(groups: OptionGroupRow[], options: OptionRow[], locale: Locale) {
  return (row: GoodsRow): Goods => ({
    id: row.id,
    shopId: row.shopId,
    categoryId: row.categoryId,
    name: pick(row.name, locale),
    nameZh: original(row.name),
    description: pick(row.description, locale),
    image: row.image,
    priceFen: row.priceFen,
    packingFeeFen: row.packingFeeFen,
    soldOut: row.soldOut,
    monthlySales: row.monthlySales,
    optionGroups: groups
      .filter((g) => g.goodsId === row.id)
      .map((g) => ({
        id: g.id,
        name: pick(g.name, locale),
        nameZh: original(g.name),
        required: g.required,
        multiple: g.multiple,
        options: options
          .filter((o) => o.groupId === g.id)
          .map((o) => ({
            id: o.id,
            name: pick(o.name, locale),
            nameZh: original(o.name),
            priceFen: o.priceFen,
          })),
      })),
  })
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

export type ShopsService = ReturnType<typeof createShopsService>
