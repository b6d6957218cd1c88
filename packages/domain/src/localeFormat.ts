/**
 * Numbers and money as the reader's locale writes them (decision 0030): grouping, decimal mark and the
 * place of the currency sign come from Intl ("¥1,234.50" in English, "1.234,50 ¥" in German), while the sign
 * itself is always "¥" (CLDR writes "CN¥" or "￥" in some locales; the app is about China, where "¥" is what
 * menus and receipts show). Digits are always Latin, as on prices in China.
 */
import { formatYuan } from './money'

const cache = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = cache.get(key)
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { ...options, numberingSystem: 'latn' })
    } catch {
      // a locale tag the runtime does not know: English conventions rather than a crash
      format = new Intl.NumberFormat('en', { ...options, numberingSystem: 'latn' })
    }
    cache.set(key, format)
  }
  return format
}

/**
 * "¥12.50" / "12,50 ¥" for an amount in fen. `whole` drops ".00" from whole amounts ("¥80" on a promotion
 * badge); amounts with fen keep both digits.
 */
export function formatMoney(fen: number, locale: string, { whole = false } = {}): string {
  const digits = whole && fen % 100 === 0 ? 0 : 2
  const format = numberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  // The exact decimal string (no binary fractions), which Intl formats as written.
  const exact = formatYuan(fen) as Intl.StringNumericLiteral
  const text = format
    .formatToParts(exact)
    .map((part) => (part.type === 'currency' ? '¥' : part.value))
    .join('')
  // Intl's bidi marks (U+200E/U+200F/U+061C in Arabic) would reorder the amount inside the app's own
  // left-to-right isolates; the app isolates amounts itself.
  return text.replace(/[\u200e\u200f\u061c]/g, '').trim()
}

/** A plain number with a fixed count of fraction digits: a rating "4.5" / "4,5". */
export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value)
}
