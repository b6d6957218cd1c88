import type { Goods, ShopBranch, ShopCard, ShopDetail } from '@siam/contracts'
import { shopOpenState, wgs84ToGcj02 } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { original, pick } from '../../platform/localize'
import type { GoodsRow, OptionGroupRow, OptionRow, ShopRow } from './shops.repository'
import type { DeliveryQuote } from './shops.service'

/** What a card shows of a shop: near me reads only these columns (decision 0053). */
export type CardShop = Pick<
  ShopRow,
  | 'id'
  | 'name'
  | 'type'
  | 'cuisine'
  | 'tastes'
  | 'image'
  | 'rating'
  | 'monthlySales'
  | 'reviewCount'
  | 'deliverySubsidyFen'
  | 'minimumOrderFen'
  | 'supportsDelivery'
  | 'supportsPickup'
  | 'fullReductionTiers'
  | 'operating'
  | 'hours'
>

/** What a shop card depends on besides the shop: the reader's language, position quote and time. */
export interface CardView {
  locale: Locale
  quote: DeliveryQuote
  closingSoonMinutes: number
  now: Date
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
 * minute, and the same for every shop with the same hours: it is worked out once per minute for
 * each distinct set of hours (a city's shops share a few dozen). Keyed by the hours' text, not by
 * the row: near me reads fresh rows for every answer, and working the state out for each card was
 * a fifth of what an answer allocated (decision 0060). At most OPEN_STATES_KEPT sets a minute.
 */
const OPEN_STATES_KEPT = 5_000
type OpenState = ReturnType<typeof shopOpenState>
const openStates = {
  minute: Number.NaN,
  closingSoonMinutes: Number.NaN,
  byHours: new Map<string, OpenState>(),
}

function openStateOf(shop: Pick<ShopRow, 'hours' | 'operating'>, now: Date, closingSoonMinutes: number) {
  const minute = Math.floor(now.getTime() / 60_000)
  if (
    openStates.minute !== minute ||
    openStates.closingSoonMinutes !== closingSoonMinutes ||
    openStates.byHours.size >= OPEN_STATES_KEPT
  ) {
    openStates.minute = minute
    openStates.closingSoonMinutes = closingSoonMinutes
    openStates.byHours = new Map()
  }
  const key = `${shop.operating ? 1 : 0}${JSON.stringify(shop.hours)}`
  let state = openStates.byHours.get(key)
  if (!state) {
    state = shopOpenState(shop.hours, shop.operating, new Date(minute * 60_000), closingSoonMinutes)
    openStates.byHours.set(key, state)
  }
  return state
}

/** Riding time: preparation plus about 4 minutes a kilometre on the route. */
function deliveryMinutes(routeMeters: number): number {
  return 20 + Math.ceil((routeMeters / 1000) * 4)
}

export function cardFrom(shop: CardShop, view: CardView): ShopCard {
  const { locale, quote, closingSoonMinutes, now } = view
  const state = openStateOf(shop, now, closingSoonMinutes)
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
    // Out of range there is no fee or time to tell: the shop does not deliver there (issue 15).
    deliveryFeeFen: quote?.inRange ? Math.max(0, quote.feeFen - shop.deliverySubsidyFen) : null,
    deliveryMinutes: quote?.inRange ? deliveryMinutes(quote.routeMeters) : null,
    minimumOrderFen: shop.minimumOrderFen,
    inRange,
    supportsDelivery: shop.supportsDelivery,
    supportsPickup: shop.supportsPickup,
    fullReductionTiers:
      shop.fullReductionTiers.length < 2
        ? shop.fullReductionTiers
        : [...shop.fullReductionTiers].sort((a, b) => a.thresholdFen - b.thresholdFen),
    open: state.open,
    closingSoon: state.closingSoon,
    operating: shop.operating,
    hours: shop.hours,
  }
}

/** What the detail shows of the shop's chain and featured dishes (counted by the service). */
export interface DetailExtras {
  branchCount: number
  featuredGoods: number
}

export function detailFrom(shop: ShopRow, view: CardView, extras: DetailExtras): ShopDetail {
  const state = openStateOf(shop, view.now, view.closingSoonMinutes)
  return {
    ...cardFrom(shop, view),
    address: pick(shop.address, view.locale),
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
    brand: shop.brand,
    branchCount: extras.branchCount,
    featured: shop.featured,
    featuredGoods: extras.featuredGoods,
    photos: shop.photos,
    licences: shop.licences,
    whatsApp: shop.whatsApp,
    weChat: shop.weChat,
  }
}

/** A chain's branch: its card and address (reader's language and Chinese). */
export function branchFrom(shop: ShopRow, view: CardView): ShopBranch {
  return {
    ...cardFrom(shop, view),
    address: pick(shop.address, view.locale),
    addressZh: original(shop.address),
  }
}

/** What a dish's answer reads of its row (search reads only these columns, decision 0054). */
export type GoodsCardRow = Pick<
  GoodsRow,
  | 'id'
  | 'shopId'
  | 'categoryId'
  | 'name'
  | 'description'
  | 'image'
  | 'priceFen'
  | 'packingFeeFen'
  | 'soldOut'
  | 'monthlySales'
  | 'facts'
>

export function goodsMapper(groups: OptionGroupRow[], options: OptionRow[], locale: Locale) {
  return (row: GoodsCardRow): Goods => ({
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
    facts: row.facts,
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
