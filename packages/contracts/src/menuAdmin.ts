import { z } from 'zod'
import { defineCall } from './call'
import { Empty, Fen, Id, Locale, ShopType, Text } from './common'
import { DishFacts } from './dietary'
import { FullReductionTier } from './shop'
import { CUISINES } from './shopFilters'

/**
 * The merchant's menu and shop editing (issue 14; api-map "Console": `merchant/menu/...`,
 * `merchant/shop/{detail,update,hours,operating}`). Console calls: a merchant reaches its own shops
 * only (another shop is SHOP_NOT_FOUND), platform staff every shop.
 */

export const Cuisine = z.enum(CUISINES)

/** Text in each locale as the editor keeps it: Chinese (the original) and any translations. */
function translations(max: number) {
  const text = () => Text().trim().max(max).optional()
  return z.object({
    en: text(),
    'zh-Hant': text(),
    ja: text(),
    ko: text(),
    ru: text(),
    ur: text(),
    ar: text(),
    fr: text(),
    de: text(),
    es: text(),
  })
}
/** Chinese required (names, addresses). */
function localized(max: number) {
  return translations(max).extend({ 'zh-Hans': Text().trim().min(1).max(max) })
}
export const LocalizedName = localized(60)
/** Chinese optional too (descriptions). */
export const LocalizedDescription = translations(400).extend({ 'zh-Hans': Text().trim().max(400).optional() })
/** Texts as stored: one string per locale that has one. */
export const StoredText = z.record(z.string(), z.string())

const HHMM = Text().regex(/^([01]\d|2[0-3]):[0-5]\d$/)
const HHMM_OR_24 = Text().regex(/^(?:([01]\d|2[0-3]):[0-5]\d|24:00)$/)
/** "HH:MM" open, "HH:MM" (or 24:00) close; close <= open runs past midnight; `days` 0 = Sunday. */
export const WeeklySpan = z.object({
  open: HHMM,
  close: HHMM_OR_24,
  days: z.array(z.number().int().min(0).max(6)).min(1).max(7).optional(),
})
/** An image: an uploaded photo's URL or a stored image path. */
const ImagePath = Text().trim().max(300)

export const OptionInput = z.object({
  id: Id.optional(),
  name: localized(30),
  priceFen: Fen.max(1_000_000),
})
export const OptionGroupInput = z.object({
  id: Id.optional(),
  name: localized(30),
  /** How many options the member picks: min 0 is optional, min >= 1 required; max 1 is single choice. */
  minChoices: z.number().int().min(0).max(20),
  maxChoices: z.number().int().min(1).max(20),
  options: z.array(OptionInput).min(1).max(30),
})

export const AdminOption = z.object({ id: Id, name: StoredText, priceFen: Fen })
export const AdminOptionGroup = z.object({
  id: Id,
  name: StoredText,
  required: z.boolean(),
  multiple: z.boolean(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  options: z.array(AdminOption),
})
export const AdminGoods = z.object({
  id: Id,
  shopId: Id,
  categoryId: Id,
  name: StoredText,
  description: StoredText,
  /** Locales without a name translation: the editor marks them "missing translation". */
  missingLocales: z.array(Locale),
  priceFen: Fen,
  packingFeeFen: Fen,
  image: z.string(),
  photos: z.array(z.string()),
  soldOut: z.boolean(),
  /** When the dish can be ordered; empty = whenever the shop is open. */
  availableHours: z.array(WeeklySpan),
  optionGroups: z.array(AdminOptionGroup),
  /** Spice, diet, allergens (set with merchant/menu/goods/facts); null until the shop gives them. */
  facts: DishFacts.nullable(),
  sort: z.number().int(),
  /** Bumped by every save: a save naming an older version is MENU_VERSION_CONFLICT. */
  version: z.number().int(),
})
export type AdminGoods = z.infer<typeof AdminGoods>
export const AdminCategory = z.object({
  id: Id,
  name: StoredText,
  missingLocales: z.array(Locale),
  sort: z.number().int(),
  goods: z.array(AdminGoods),
})
export type AdminCategory = z.infer<typeof AdminCategory>
export const AdminMenu = z.object({ shopId: Id, categories: z.array(AdminCategory) })
export type AdminMenu = z.infer<typeof AdminMenu>

const ShopScoped = { shopId: Id }

export const menuAdminCalls = {
  list: defineCall({
    path: 'merchant/menu/list',
    audience: 'console',
    summary:
      "A shop's whole menu for editing: categories in order, each with its dishes, texts in every locale.",
    input: z.object(ShopScoped),
    output: AdminMenu,
  }),
  categorySave: defineCall({
    path: 'merchant/menu/category/save',
    audience: 'console',
    summary:
      'Creates (no id) or renames a category; a new one goes last. CATEGORY_NOT_FOUND for an unknown id.',
    input: z.object({ ...ShopScoped, id: Id.optional(), name: LocalizedName }),
    output: AdminCategory,
  }),
  categoryDelete: defineCall({
    path: 'merchant/menu/category/delete',
    audience: 'console',
    summary: 'Deletes an empty category; CATEGORY_NOT_EMPTY while it holds dishes.',
    input: z.object({ ...ShopScoped, id: Id }),
    output: Empty,
  }),
  categoryReorder: defineCall({
    path: 'merchant/menu/category/reorder',
    audience: 'console',
    summary:
      "Puts the shop's categories in this order; the list must name each of them once (MENU_ORDER_INVALID).",
    input: z.object({ ...ShopScoped, ids: z.array(Id).min(1).max(200) }),
    output: Empty,
  }),
  goodsSave: defineCall({
    path: 'merchant/menu/goods/save',
    audience: 'console',
    summary:
      'Creates (no id) or updates a dish with its option groups. An update names the version it was edited ' +
      'from; when someone saved the dish since, MENU_VERSION_CONFLICT (409) and nothing changes.',
    input: z.object({
      ...ShopScoped,
      id: Id.optional(),
      version: z.number().int().min(1).optional(),
      categoryId: Id,
      name: LocalizedName,
      description: LocalizedDescription,
      priceFen: Fen.max(10_000_000),
      packingFeeFen: Fen.max(100_000),
      image: ImagePath,
      photos: z.array(ImagePath).max(8).default([]),
      soldOut: z.boolean().default(false),
      availableHours: z.array(WeeklySpan).max(14).default([]),
      optionGroups: z.array(OptionGroupInput).max(10).default([]),
    }),
    output: AdminGoods,
  }),
  goodsDelete: defineCall({
    path: 'merchant/menu/goods/delete',
    audience: 'console',
    summary: 'Deletes a dish and its options (orders keep their own copy of what was bought).',
    input: z.object({ ...ShopScoped, id: Id }),
    output: Empty,
  }),
  goodsReorder: defineCall({
    path: 'merchant/menu/goods/reorder',
    audience: 'console',
    summary:
      "Puts a category's dishes in this order; the list must name each of them once (MENU_ORDER_INVALID).",
    input: z.object({ ...ShopScoped, categoryId: Id, ids: z.array(Id).min(1).max(500) }),
    output: Empty,
  }),
  goodsSoldOut: defineCall({
    path: 'merchant/menu/goods/soldOut',
    audience: 'console',
    summary:
      "Marks dishes of the shop sold out or back in stock, several at once; GOODS_NOT_FOUND if one is not the shop's.",
    input: z.object({ ...ShopScoped, ids: z.array(Id).min(1).max(500), soldOut: z.boolean() }),
    output: z.object({ updated: z.number().int() }),
  }),
}

export const MerchantShop = z.object({
  id: Id,
  name: StoredText,
  missingLocales: z.array(Locale),
  address: StoredText,
  type: ShopType,
  cuisine: z.string(),
  lng: z.number(),
  lat: z.number(),
  phone: z.string(),
  whatsApp: z.string().nullable(),
  weChat: z.string().nullable(),
  image: z.string(),
  photos: z.array(z.string()),
  hours: z.array(WeeklySpan),
  operating: z.boolean(),
  supportsDelivery: z.boolean(),
  supportsPickup: z.boolean(),
  minimumOrderFen: Fen,
  baseDeliveryFeeFen: Fen,
  perKmFeeFen: Fen,
  deliverySubsidyFen: Fen,
  deliveryRangeMeters: z.number().int(),
  fullReductionTiers: z.array(FullReductionTier),
})
export type MerchantShop = z.infer<typeof MerchantShop>

export const shopAdminCalls = {
  detail: defineCall({
    path: 'merchant/shop/detail',
    audience: 'console',
    summary: "A shop's profile, hours and fees for editing, texts in every locale.",
    input: z.object(ShopScoped),
    output: MerchantShop,
  }),
  update: defineCall({
    path: 'merchant/shop/update',
    audience: 'console',
    summary:
      'Saves the profile (names, address and location, cuisine, photos, phone and chat-app contacts) and the ' +
      'money settings (minimum order, delivery fees, full-reduction tiers: thresholds rising, each reduction ' +
      'below its threshold, else SHOP_TIERS_INVALID).',
    input: z.object({
      ...ShopScoped,
      name: LocalizedName,
      address: localized(120),
      type: ShopType,
      cuisine: Cuisine,
      lng: z.number().min(73).max(136),
      lat: z.number().min(3).max(54),
      phone: Text()
        .trim()
        .regex(/^\+?[0-9 -]{5,20}$/),
      whatsApp: Text()
        .trim()
        .regex(/^\+[1-9][0-9]{6,14}$/)
        .nullable(),
      weChat: Text()
        .trim()
        .regex(/^[A-Za-z][-_A-Za-z0-9]{5,19}$/)
        .nullable(),
      image: ImagePath,
      photos: z.array(ImagePath).max(8),
      supportsDelivery: z.boolean(),
      supportsPickup: z.boolean(),
      minimumOrderFen: Fen.max(1_000_000),
      baseDeliveryFeeFen: Fen.max(100_000),
      perKmFeeFen: Fen.max(100_000),
      deliverySubsidyFen: Fen.max(100_000),
      fullReductionTiers: z.array(FullReductionTier).max(5),
    }),
    output: MerchantShop,
  }),
  hours: defineCall({
    path: 'merchant/shop/hours',
    audience: 'console',
    summary: 'Sets the opening hours: spans per weekday, a close at or before the open runs past midnight.',
    input: z.object({ ...ShopScoped, hours: z.array(WeeklySpan).min(1).max(21) }),
    output: MerchantShop,
  }),
  operating: defineCall({
    path: 'merchant/shop/operating',
    audience: 'console',
    summary: 'The temporary "resting" switch: operating false closes the shop to orders whatever its hours.',
    input: z.object({ ...ShopScoped, operating: z.boolean() }),
    output: MerchantShop,
  }),
}
