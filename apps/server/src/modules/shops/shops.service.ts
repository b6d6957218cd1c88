import {
  CATALOG_MAX_ROWS,
  type CallInput,
  type Goods,
  type GoodsWithShop,
  type MenuCategory,
  type ShopBranch,
  type ShopCard,
  type ShopDetail,
  type shopCalls,
} from '@siam/contracts'
import {
  type CoordSystem,
  haversineMeters,
  type LngLat,
  parsePosition,
  pointInPolygon,
  quoteDelivery,
  shanghaiMinuteOfWeek,
  toWgs84,
} from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { fail } from '../../platform/errors'
import { JsonText } from '../../platform/http'
import { pick } from '../../platform/localize'
import { catalogWindow } from '../../platform/paging'
import type { SettingsService } from '../settings'
import { createRareDishes } from './rare-dishes'
import { keptOnRepeat } from './shops.cache'
import { createShopList } from './shops.list'
import { branchFrom, cardFrom, detailFrom, goodsMapper } from './shops.mapper'
import type { GoodsFilter, GoodsRow, ShopsRepository } from './shops.repository'
import type { DeliveryShop, ShopsNearbyRepository } from './shops-nearby.repository'

export interface ShopsDeps {
  db: Db
  clock: Clock
  repo: ShopsRepository
  nearby: ShopsNearbyRepository
  settings: SettingsService
  /** How long browsing may see a shop change late (config SHOP_CACHE_MS; 0 in tests). */
  catalogueTtlMs?: number
  /** which keywords are in few dishes (rare-dishes.ts); a sample of the dishes by default */
  rareDishes?: { isRare(keywords: string): boolean | Promise<boolean> }
  /** FEW_DISHES unless a test reads a small city's dishes the way a large one's are read */
  fewDishes?: number
  /** SHOPS_SCANNED unless a test bounds a small city's list as a large one's is bounded */
  shopsScanned?: number
}

/**
 * Shops in one search answer: near me's first page, so the dishes that follow them are about a
 * screen down at 375 px, not two and a half (decision 0071); more through shop/list with the same
 * keywords and the cursor.
 */
const SEARCH_SHOPS_PAGE = 10
/** Dishes in one search answer. */
const SEARCH_DISHES = 30
/** Keywords whose dishes are kept (each for the catalogue's few seconds): memory is bounded. */
const DISH_ANSWERS_KEPT = 500

/** A keyword's dishes as read (rows with their options), kept per keyword (dishAnswers). */
type Dishes = Awaited<ReturnType<ShopsRepository['searchGoods']>>
/** A dish in search's answer: its card and its shop's name. */
type SearchGoods = Goods & { shopName: string }

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
export function deliveryQuoteFor(shop: DeliveryShop, position: LngLat | null, routeFactor: number) {
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
  // How long browsing answers (shop pages, search's dishes) are kept: one setting for both.
  const ttlMs = deps.catalogueTtlMs ?? 2000
  const listPage = createShopList({
    db,
    clock,
    nearby: deps.nearby,
    settings,
    ttlMs,
    quoteFor: deliveryQuoteFor,
  })
  /*
   * Search's dishes do not depend on where the customer is: a keyword's dishes are read once and,
   * once searched for again, served for the catalogue's few seconds, as the shops' pages are
   * (decisions 0056, 0062). A common word was a dish statement per search (0.5 ms of execution and
   * 0.3 of planning at 1,000,000 dishes); concurrent searches for one keyword share one read. A
   * console edit drops them (invalidateShop).
   */
  const dishAnswers =
    ttlMs > 0
      ? keptOnRepeat<string, Dishes>({
          max: DISH_ANSWERS_KEPT,
          ttl: ttlMs,
          read: (keywords) => readDishes(keywords),
        })
      : null
  // A keyword in no sampled dish is read by the named statement (decision 0059): the same rows.
  const rareDishes = deps.rareDishes ?? createRareDishes((size) => repo.dishSample(db, size))
  async function readDishes(keywords: string) {
    return repo.searchGoods(db, keywords, SEARCH_DISHES, await rareDishes.isRare(keywords))
  }
  async function dishesFor(keywords: string) {
    return dishAnswers ? dishAnswers.fetch(keywords.toLowerCase(), undefined) : readDishes(keywords)
  }
  /*
   * A keyword's dishes in a language, made once per kept read: they do not depend on where the
   * customer is, and mapping 30 dishes with their options for every search was a good part of its
   * server time (decision 0060). Kept as long as the read is (a WeakMap on it).
   */
  const dishCards = new WeakMap<Dishes, Map<Locale, SearchGoods[]>>()
  function dishCardsOf(dishes: Dishes, locale: Locale): SearchGoods[] {
    let byLocale = dishCards.get(dishes)
    if (!byLocale) {
      byLocale = new Map()
      dishCards.set(dishes, byLocale)
    }
    let cards = byLocale.get(locale)
    if (!cards) {
      const toGoods = goodsMapper(dishes.groups, dishes.options, locale)
      cards = dishes.rows.map((g) => ({
        ...toGoods(g),
        shopName: g.shopName ? pick(g.shopName, locale) : '',
      }))
      byLocale.set(locale, cards)
    }
    return cards
  }

  return {
    /**
     * After a console edit: browsing sees the shop's change at once (in this process; others within
     * the list cache's few seconds). The cached pages mix shops, so all of them are dropped.
     */
    invalidateShop(_shopId: string): void {
      listPage.invalidate()
      dishAnswers?.clear()
    },

    /** Near me: one page from the database (keyset `cursor`, or `pageNo`), see shops.list.ts. */
    async list(
      input: CallInput<typeof shopCalls.list> & { pageNo: number; pageSize: number },
      locale: Locale,
      options: { deliversHere?: boolean } = {},
    ) {
      return listPage(input, positionToWgs84(input.position, input.coordSystem), locale, options)
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
      const featuredGoods = await repo.countGoodsUpTo(
        db,
        { shopIds: [shop.id], featured: true },
        CATALOG_MAX_ROWS,
      )
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
     * shop; nearest shop first, then the shop's best sellers. One page, never every dish of the city
     * (decision 0066): a filter keeping at most FEW_DISHES dishes is read whole and ordered here; a
     * larger one is paged in the database over the dishes of the nearest shops (goodsPageIds).
     */
    async goodsAcrossShops(
      filter: { keywords?: string; type?: ShopCard['type']; featured?: boolean; shopId?: string },
      near: { position?: string; coordSystem?: CoordSystem },
      paging: { pageNo: number; pageSize: number },
      locale: Locale,
    ) {
      const keywords = filter.keywords?.trim() || undefined
      const where: GoodsFilter = {
        shopIds: filter.shopId ? [filter.shopId] : undefined,
        shopType: filter.type,
        keywords,
        featured: filter.featured,
      }
      const window = catalogWindow(paging.pageNo, paging.pageSize)
      const position = positionToWgs84(near.position, near.coordSystem)
      const fewDishes = deps.fewDishes ?? FEW_DISHES
      const few = await repo.goodsUpTo(db, where, fewDishes + 1)
      let rows: GoodsRow[]
      let total: number | null = null
      if (few.length <= fewDishes) rows = few
      else {
        const q = {
          origin: position,
          filter: where,
          minuteOfWeek: shanghaiMinuteOfWeek(clock.now()),
          shopsScanned: deps.shopsScanned ?? SHOPS_SCANNED,
        }
        const page = await repo.goodsPageIds(db, { ...q, ...window })
        total = page.total
        rows = await repo.goodsByIds(db, page.ids)
      }
      // Only the shops of the dishes read are read; a suspended shop's dishes are in no list (issue 14).
      const shopsHere = (await repo.shopsByIds(db, [...new Set(rows.map((g) => g.shopId))])).filter(
        (r) => r.suspendedAt === null,
      )
      const { routeFactor, closingSoonMinutes } = await settings.current()
      const now = clock.now()
      const cards = new Map(
        shopsHere.map((r) => [
          r.id,
          cardFrom(r, { locale, quote: deliveryQuoteFor(r, position, routeFactor), closingSoonMinutes, now }),
        ]),
      )
      // The rows come in no order (goodsUpTo, goodsByIds): put in list order here, the order the
      // database cut the page in (open shops first, nearest, then the shop's best sellers).
      const ordered = rows
        .map((g) => ({ g, card: cards.get(g.shopId) }))
        .filter((x): x is { g: GoodsRow; card: ShopCard } => x.card !== undefined)
        .sort((a, b) => {
          const byShop = comparator('distance')(a.card, b.card)
          return byShop !== 0 ? byShop : byRank(a.g, b.g)
        })
      const page = total === null ? ordered.slice(window.offset, window.offset + window.limit) : ordered
      const { groups, options } = await repo.optionsFor(
        db,
        page.map((x) => x.g.id),
      )
      const toGoods = goodsMapper(groups, options, locale)
      const records: GoodsWithShop[] = page.map(({ g, card }) => ({
        ...toGoods(g),
        shopName: card.name,
        shopNameZh: card.nameZh,
        shopOpen: card.open,
        distanceMeters: card.distanceMeters,
      }))
      return { records, total: total ?? ordered.length }
    },

    /** Written by the database as the answer's JSON (decision 0064). */
    async menu(shopId: string, locale: Locale): Promise<JsonText<MenuCategory[]>> {
      const text = await repo.menuAnswer(db, shopId, locale)
      if (text === undefined) fail('SHOP_NOT_FOUND')
      return new JsonText(text)
    },

    async goods(id: string, locale: Locale): Promise<Goods> {
      const [row] = await repo.goodsByIds(db, [id])
      if (!row) fail('GOODS_NOT_FOUND')
      const { groups, options } = await repo.optionsFor(db, [id])
      return goodsMapper(groups, options, locale)(row)
    },

    /** Shops (the first page, nearest first; `nextCursor` pages on through shop/list) and dishes. */
    async search(keywords: string, positionText: string | undefined, locale: Locale) {
      // The shops and the dishes are independent reads: asked for together.
      const [{ records, nextCursor }, dishes] = await Promise.all([
        this.list(
          {
            keywords,
            position: positionText,
            pageNo: 1,
            pageSize: SEARCH_SHOPS_PAGE,
            scope: 'all',
            sort: 'distance',
            coordSystem: 'wgs84',
          },
          locale,
          // search's answer has no delivery banner: not asked (a query per search at city scale)
          { deliversHere: false },
        ),
        dishesFor(keywords),
      ])
      return { shops: records, nextCursor, goods: dishCardsOf(dishes, locale) }
    },

    async banners(type: string, locale: Locale) {
      const rows = await repo.banners(db, type)
      return rows.map((b) => ({ id: b.id, image: b.image, title: pick(b.title, locale), link: b.link }))
    },
  }
}

/** A shop's dishes in a list: best sellers first, then by id. */
function byRank(a: GoodsRow, b: GoodsRow): number {
  return b.monthlySales - a.monthlySales || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** Dishes kept by a filter that are read whole and ordered in the server (decision 0066). */
const FEW_DISHES = 200

/**
 * How many shops a list of more dishes reads, nearest first (best selling without a position): the
 * bound on one page's work (decision 0066), about 3 km around a point of a 100,000-shop city.
 */
const SHOPS_SCANNED = 1000

function comparator(sort: 'distance' | 'sales' | 'rating') {
  return (a: ShopCard, b: ShopCard): number => {
    // Open shops first whatever the sort: a closed shop at the top of "near me" helps nobody.
    if (a.open !== b.open) return a.open ? -1 : 1
    if (sort === 'sales') return b.monthlySales - a.monthlySales
    if (sort === 'rating') return b.rating - a.rating
    return (a.distanceMeters ?? 0) - (b.distanceMeters ?? 0)
  }
}
