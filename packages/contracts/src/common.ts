import { z } from 'zod'
import { SCOPES, SHOP_TYPES, TASTES } from './shopFilters'

export const LOCALE_CODES = [
  'en',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ko',
  'ru',
  'ur',
  'ar',
  'fr',
  'de',
  'es',
] as const
export const Locale = z.enum(LOCALE_CODES)

/** Integer fen, never a float (product rules: money). */
export const Fen = z.number().int().nonnegative()
export const Id = z.string().min(1).max(64)
/** ISO 8601 instant, as Date.toISOString() writes it. */
export const IsoTime = z.iso.datetime({ offset: true })
/** "lng,lat" as the location store keeps it (spec 3). */
export const Position = z.string().regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/)
export const IdempotencyKey = z.string().min(8).max(100)

/** Lists: pageNo is 1-based, -1 means all (spec 7). */
export const Paging = z.object({
  pageNo: z
    .number()
    .int()
    .min(-1)
    .refine((n) => n !== 0, 'pageNo is 1-based; -1 means all')
    .default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
})

export function page<T extends z.ZodType>(record: T) {
  return z.object({ records: z.array(record), total: z.number().int() })
}

export const Empty = z.object({}).passthrough()
export const Ok = z.boolean()

export { SCOPES, SHOP_TYPES, TASTES }
export const ShopType = z.enum(SHOP_TYPES)
export const Taste = z.enum(TASTES)
export const Scope = z.enum(SCOPES)

export const ORDER_KINDS = ['delivery', 'pickup'] as const
export const OrderKind = z.enum(ORDER_KINDS)
export const DINING_OPTIONS = ['dine_in', 'take_away'] as const
export const DiningOption = z.enum(DINING_OPTIONS)
/** Spec 3: the customer talks to the courier, or asks the product to arrange it. */
export const DELIVERY_HELPERS = ['self', 'platform'] as const
export const DeliveryHelper = z.enum(DELIVERY_HELPERS)
export const PAY_TYPES = ['balance', 'wechat', 'alipay', 'card'] as const
export const PayType = z.enum(PAY_TYPES)
export const PAYMENT_STATUSES = ['created', 'pending', 'succeeded', 'failed', 'closed'] as const
export const PaymentStatus = z.enum(PAYMENT_STATUSES)
