import type { ShopCard, ShopLicence } from '@siam/contracts'
import type { DishFacts } from '@siam/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { at, createdAt, fen, type LocalizedText } from '../../db/columns'

type OpeningSpan = { open: string; close: string; days?: number[] }

export const cities = pgTable('cities', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  lng: doublePrecision('lng').notNull(),
  lat: doublePrecision('lat').notNull(),
})

export const shops = pgTable(
  'shops',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    cityId: text('city_id').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    type: text('type').$type<ShopCard['type']>().notNull(),
    cuisine: text('cuisine').notNull(),
    tastes: jsonb('tastes').$type<ShopCard['tastes']>().notNull(),
    address: jsonb('address').$type<LocalizedText>().notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    phone: text('phone').notNull(),
    /** Opening spans; a span with `days` holds on those weekdays only (issue 14, decision 0038). */
    hours: jsonb('hours').$type<OpeningSpan[]>().notNull(),
    operating: boolean('operating').notNull().default(true),
    supportsDelivery: boolean('supports_delivery').notNull().default(true),
    supportsPickup: boolean('supports_pickup').notNull().default(true),
    minimumOrderFen: fen('minimum_order_fen').notNull().default(0),
    baseDeliveryFeeFen: fen('base_delivery_fee_fen').notNull().default(500),
    perKmFeeFen: fen('per_km_fee_fen').notNull().default(100),
    deliveryRangeMeters: integer('delivery_range_meters').notNull().default(5000),
    deliverySubsidyFen: fen('delivery_subsidy_fen').notNull().default(0),
    fullReductionTiers: jsonb('full_reduction_tiers')
      .$type<{ thresholdFen: number; reductionFen: number }[]>()
      .notNull(),
    rating: integer('rating').notNull().default(45),
    monthlySales: integer('monthly_sales').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    image: text('image').notNull(),
    /** lower-cased names in every language, for keyword search */
    searchText: text('search_text').notNull().default(''),
    /**
     * Issue 5 (migration 0002_after_sale_and_addresses): the delivery polygon, a closed ring of [lng, lat] WGS-84;
     * when set it decides the range instead of delivery_range_meters (decision 0011).
     */
    deliveryPolygon: jsonb('delivery_polygon').$type<[number, number][]>(),
    /** Issue 15: the chain a shop is a branch of (shops of one brand are its branches), or null. */
    brand: text('brand'),
    /** Issue 15: a featured restaurant, picked by the platform. */
    featured: boolean('featured').notNull().default(false),
    /** Issue 15: more photos of the shop (stored image paths), after `image`. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Issue 15: the licences a shop shows (business licence, food business licence). */
    licences: jsonb('licences').$type<ShopLicence[]>().notNull().default([]),
    /** Issue 15: chat-app contacts from the shop's profile (WhatsApp number in E.164, WeChat id). */
    whatsApp: text('whats_app'),
    weChat: text('we_chat'),
    /**
     * Issue 14: suspended by the platform (hidden from the customer app's lists and not orderable;
     * orders already placed continue); null when the shop may trade.
     */
    suspendedAt: at('suspended_at'),
    suspendedReason: text('suspended_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('shops_city_idx').on(t.cityId),
    index('shops_brand_idx').on(t.brand),
    // Issue 17: near me reads a bounding box through this index (shops-nearby.repository.ts). Migration
    // 0022 makes it INCLUDE the columns the nearest-first steps test (id, lng, lat, type, operating,
    // open_week, suspended_at, search_all: index-only scans, decision 0056); drizzle's builder
    // cannot say INCLUDE, so it is written in that migration's SQL only.
    index('shops_point_idx').using('gist', sql`point(${t.lng}, ${t.lat})`),
    // Issue 17 (decision 0047): "best sellers" / "best rated" read open shops in this order and stop
    // at the page, instead of sorting every shop.
    index('shops_sales_idx').on(t.monthlySales.desc(), t.id),
    index('shops_rating_idx').on(t.rating.desc(), t.id),
    check(
      'shops_type_check',
      sql`${t.type} in ('western','asian','halal','buffet','chain','fast_food','drink','diet')`,
    ),
  ],
)

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id').notNull(),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('menu_categories_shop_key_idx').on(t.shopId, t.key)],
)

export const goods = pgTable(
  'goods',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id').notNull(),
    categoryId: text('category_id').notNull(),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    priceFen: fen('price_fen').notNull(),
    packingFeeFen: fen('packing_fee_fen').notNull().default(0),
    soldOut: boolean('sold_out').notNull().default(false),
    image: text('image').notNull(),
    monthlySales: integer('monthly_sales').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    /** Issue 15: a featured dish, picked by the platform (feature_item_list, the featured tab). */
    featured: boolean('featured').notNull().default(false),
    /** Issue 14: more photos after `image` (stored image paths). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Issue 14: when the dish can be ordered (opening spans); empty = whenever the shop is open. */
    availableHours: jsonb('available_hours').$type<OpeningSpan[]>().notNull().default([]),
    /** Issue 14: bumped by every save from the menu editor; a save from an older version is refused. */
    version: integer('version').notNull().default(1),
    /** Issue 14: spice, diet, allergens, pork, alcohol (domain dish-facts); null until the shop gives them. */
    facts: jsonb('facts').$type<DishFacts>(),
  },
  (t) => [
    uniqueIndex('goods_shop_key_idx').on(t.shopId, t.key),
    index('goods_category_idx').on(t.categoryId),
    // Issue 17 (decision 0066): the platform's few featured dishes, found without reading every dish.
    index('goods_featured_idx').on(t.shopId).where(sql`${t.featured}`),
    check('goods_price_check', sql`${t.priceFen} >= 0 and ${t.packingFeeFen} >= 0`),
  ],
)

export const goodsOptionGroups = pgTable(
  'goods_option_groups',
  {
    id: text('id').primaryKey(),
    goodsId: text('goods_id').notNull(),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    required: boolean('required').notNull().default(false),
    multiple: boolean('multiple').notNull().default(false),
    /** Issue 14: how many options a member picks (required = min >= 1, multiple = max > 1); null max = no cap. */
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('goods_option_groups_key_idx').on(t.goodsId, t.key)],
)

export const goodsOptions = pgTable(
  'goods_options',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull(),
    key: text('key').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    priceFen: fen('price_fen').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('goods_options_key_idx').on(t.groupId, t.key)],
)

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  image: text('image').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  link: text('link'),
  sort: integer('sort').notNull().default(0),
  /** issue 14: platform staff publish and unpublish banners; the app shows the published ones */
  published: boolean('published').notNull().default(true),
})
