import { z } from 'zod'
import { defineCall } from './call'
import { CatalogPaging, Empty, Fen, Id, Position, page, Scope, ShopType, Taste, Text } from './common'
import { DishFacts } from './dietary'
import { CoordSystem, PolygonBothSystems } from './geo'

/** `days` (issue 14): the weekdays the span starts on, 0 = Sunday; absent = every day. */
export const OpeningSpan = z.object({
  open: z.string(),
  close: z.string(),
  days: z.array(z.number().int()).optional(),
})

export const FullReductionTier = z.object({ thresholdFen: Fen, reductionFen: Fen })

/** Shop as a list card. Text is in the request's language; `nameZh` is the Chinese original. */
export const ShopCard = z.object({
  id: Id,
  name: z.string(),
  nameZh: z.string(),
  type: ShopType,
  cuisine: z.string(),
  tastes: z.array(Taste),
  image: z.string(),
  rating: z.number(),
  monthlySales: z.number().int(),
  reviewCount: z.number().int(),
  distanceMeters: z.number().int().nullable(),
  deliveryFeeFen: Fen.nullable(),
  deliveryMinutes: z.number().int().nullable(),
  minimumOrderFen: Fen,
  inRange: z.boolean(),
  supportsDelivery: z.boolean(),
  supportsPickup: z.boolean(),
  fullReductionTiers: z.array(FullReductionTier),
  open: z.boolean(),
  closingSoon: z.boolean(),
  operating: z.boolean(),
  hours: z.array(OpeningSpan),
})
export type ShopCard = z.infer<typeof ShopCard>

/** A licence a shop shows on its details page (issue 15). */
export const ShopLicence = z.object({
  kind: z.enum(['business', 'food']),
  number: z.string(),
  holder: z.string(),
})
export type ShopLicence = z.infer<typeof ShopLicence>

export const ShopDetail = ShopCard.extend({
  address: z.string(),
  addressZh: z.string(),
  phone: z.string(),
  lng: z.number(),
  lat: z.number(),
  deliveryRangeMeters: z.number().int(),
  baseDeliveryFeeFen: Fen,
  perKmFeeFen: Fen,
  deliverySubsidyFen: Fen,
  closesAt: z.string().nullable(),
  nextOpenAt: z.string().nullable(),
  /**
   * The shop's delivery polygon, [lng, lat] WGS-84, closed; when present it decides `inRange`
   * instead of `deliveryRangeMeters` (decision 0011). The GCJ-02 copy is for Chinese map tiles.
   */
  deliveryPolygon: PolygonBothSystems.nullable(),
  /** The chain (brand) the shop is a branch of, and how many branches it has (itself included). */
  brand: z.string().nullable(),
  branchCount: z.number().int(),
  /** A featured restaurant (a platform pick); `featuredGoods` counts its featured dishes. */
  featured: z.boolean(),
  featuredGoods: z.number().int(),
  /** More photos after `image`, licences, and chat-app contacts from the shop's profile. */
  photos: z.array(z.string()),
  licences: z.array(ShopLicence),
  whatsApp: z.string().nullable(),
  weChat: z.string().nullable(),
})
export type ShopDetail = z.infer<typeof ShopDetail>

export const GoodsOption = z.object({ id: Id, name: z.string(), nameZh: z.string(), priceFen: Fen })
export const GoodsOptionGroup = z.object({
  id: Id,
  name: z.string(),
  nameZh: z.string(),
  required: z.boolean(),
  multiple: z.boolean(),
  options: z.array(GoodsOption),
})
export const Goods = z.object({
  id: Id,
  shopId: Id,
  categoryId: Id,
  name: z.string(),
  nameZh: z.string(),
  description: z.string(),
  image: z.string(),
  priceFen: Fen,
  packingFeeFen: Fen,
  soldOut: z.boolean(),
  monthlySales: z.number().int(),
  optionGroups: z.array(GoodsOptionGroup),
  /** Issue 14: spice, diet, allergens; null until the shop has given them. */
  facts: DishFacts.nullable(),
})
export type Goods = z.infer<typeof Goods>
export const MenuCategory = z.object({ id: Id, name: z.string(), nameZh: z.string(), goods: z.array(Goods) })
export type MenuCategory = z.infer<typeof MenuCategory>

/** A branch of a chain: the card plus its address in the reader's language and in Chinese. */
export const ShopBranch = ShopCard.extend({ address: z.string(), addressZh: z.string() })
export type ShopBranch = z.infer<typeof ShopBranch>

/** A dish in a list across shops: with its shop and that shop's distance (issue 15). */
export const GoodsWithShop = Goods.extend({
  shopName: z.string(),
  shopNameZh: z.string(),
  shopOpen: z.boolean(),
  distanceMeters: z.number().int().nullable(),
})
export type GoodsWithShop = z.infer<typeof GoodsWithShop>

const Near = { position: Position.optional(), coordSystem: CoordSystem.default('wgs84') }

export const Banner = z.object({ id: Id, image: z.string(), title: z.string(), link: z.string().nullable() })

export const PublicSettings = z.object({
  payDeadlineMinutes: z.number().int(),
  quickCancelMinutes: z.number().int(),
  closingSoonMinutes: z.number().int(),
  defaultPosition: Position,
  serviceWhatsApp: z.string(),
  serviceEmail: z.string(),
  sandboxPayments: z.boolean(),
  /** Hosts the in-app web view may open besides the app's own (issue 15: listed partners). */
  webviewHosts: z.array(z.string()),
  /** The page column's max width in CSS px (the maxWidth setting), centred. */
  maxWidth: z.number().int(),
})

export const shopCalls = {
  list: defineCall({
    path: 'shop/list',
    audience: 'public',
    summary: 'Shops near a position with filters; distance, fee, open state computed by the server.',
    input: CatalogPaging.extend({
      position: Position.optional(),
      /** Which system `position` is in (issue 5); the server measures in WGS-84. */
      coordSystem: CoordSystem.default('wgs84'),
      scope: Scope.default('all'),
      type: ShopType.optional(),
      taste: Taste.optional(),
      keywords: Text().max(50).optional(),
      sort: z.enum(['distance', 'sales', 'rating']).default('distance'),
      /**
       * Issue 17: the `nextCursor` of the previous page (keyset paging: no shop is skipped or repeated
       * when shops change between pages); pageNo is then ignored.
       */
      cursor: Text().min(1).max(200).optional(),
    }),
    output: page(ShopCard).extend({
      /** The cursor for the next page, null on the last one. */
      nextCursor: z.string().nullable(),
      /**
       * With a position: whether any shop (whatever the filters and page) delivers to it; false lets
       * the app say "delivery in this area coming soon". null without a position.
       */
      deliversHere: z.boolean().nullable(),
    }),
  }),
  detail: defineCall({
    path: 'shop/detail',
    audience: 'public',
    summary: 'One shop, with the fee and range for the given position.',
    input: z.object({ id: Id, position: Position.optional(), coordSystem: CoordSystem.default('wgs84') }),
    output: ShopDetail,
  }),
  search: defineCall({
    path: 'shop/search',
    audience: 'public',
    summary: 'Shops and dishes matching keywords in any language.',
    input: z.object({ keywords: Text().trim().min(1).max(50), position: Position.optional() }),
    output: z.object({
      /** The nearest matching shops (at most 20); `nextCursor` pages on through shop/list with the same keywords. */
      shops: z.array(ShopCard),
      nextCursor: z.string().nullable(),
      goods: z.array(Goods.extend({ shopName: z.string() })),
    }),
  }),
  menu: defineCall({
    path: 'menu/listWithGoods',
    audience: 'public',
    summary: 'The menu of a shop: categories with their dishes and options.',
    input: z.object({ shopId: Id }),
    output: z.array(MenuCategory),
  }),
  goods: defineCall({
    path: 'goods/selectById',
    audience: 'public',
    summary: 'One dish with its option groups.',
    input: z.object({ id: Id }),
    output: Goods,
  }),
  branches: defineCall({
    path: 'shop/branchList',
    audience: 'public',
    summary: 'The branches of the chain a shop belongs to (itself included), nearest first.',
    input: z.object({ shopId: Id, ...Near }),
    output: z.array(ShopBranch),
  }),
  goodsList: defineCall({
    path: 'goods/list',
    audience: 'public',
    summary: 'Dishes across shops for keywords or a restaurant type, with their shop; nearest shop first.',
    input: CatalogPaging.extend({
      keywords: Text().trim().max(50).optional(),
      type: ShopType.optional(),
      ...Near,
    }),
    output: page(GoodsWithShop),
  }),
  featuredGoods: defineCall({
    path: 'goods/featuredList',
    audience: 'public',
    summary: 'Featured dishes the platform picks (of one shop with shopId), nearest shop first.',
    input: CatalogPaging.extend({ shopId: Id.optional(), ...Near }),
    output: page(GoodsWithShop),
  }),
  banners: defineCall({
    path: 'advertisement/list',
    audience: 'public',
    summary: 'Banners for a place in the app.',
    input: z.object({ type: z.enum(['home', 'menu', 'mall', 'share']).default('home') }),
    output: z.array(Banner),
  }),
  settings: defineCall({
    path: 'setting/selectCurrent',
    audience: 'public',
    summary: 'Public settings: limits and service contacts.',
    input: Empty,
    output: PublicSettings,
  }),
}
