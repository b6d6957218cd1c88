import { parsePosition } from '@siam/domain'
import { z } from 'zod'
import { CATALOG_MAX_ROWS } from './paging-limits'
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

/**
 * Text hygiene (issue 10.4): every string a call takes is built from these helpers, so NUL and other
 * control characters (C0, DEL, C1) never reach the database or a log, and newlines only where a
 * text is multi-line. The message is a key of the `validation` namespace. `text.test.ts` walks
 * every call's input and fails for a string built without them.
 */
export const CONTROL_CHARACTERS = 'control_characters'
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const CONTROL_EXCEPT_LINE_BREAK = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/
export const isSingleLineText = (value: string): boolean => !CONTROL_OR_LINE_BREAK.test(value)
export const isMultilineText = (value: string): boolean => !CONTROL_EXCEPT_LINE_BREAK.test(value)
/** One line of text: names, addresses, keywords, ids, reasons. */
export const Text = () => z.string().refine(isSingleLineText, { message: CONTROL_CHARACTERS })
/** Text that may hold line breaks (\n, \r): a review, a refund description, a remark. */
export const MultilineText = () => z.string().refine(isMultilineText, { message: CONTROL_CHARACTERS })

/** Integer fen, never a float (product rules: money). */
export const Fen = z.number().int().nonnegative()
export const Id = Text().min(1).max(64)
/** ISO 8601 instant, as Date.toISOString() writes it. */
export const IsoTime = z.iso.datetime({ offset: true })
/** "lng,lat" as the location store keeps it (spec 3). */
export const Position = Text()
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/)
  // a point on the Earth: "999,99" was read as no position at all (and near me listed the city)
  .refine((text) => parsePosition(text) !== null, 'longitude -180 to 180, latitude -90 to 90')
export const IdempotencyKey = Text().min(8).max(100)

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

/**
 * Public catalogue lists page: no "all" (-1), which at city scale was every shop or dish of the city
 * in one answer (decision 0066). The depth is checked with the page size (CATALOG_MAX_ROWS).
 */
export const CatalogPaging = z.object({
  pageNo: z.number().int().min(1).max(CATALOG_MAX_ROWS).default(1),
  pageSize: Paging.shape.pageSize,
})

export { CATALOG_MAX_ROWS }

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
