import { formatMoney, formatNumber } from '@siam/domain'
import { getLang } from './i18n'

/** "¥12.50", "12,50 ¥": an amount as the app's language writes it (decision 0030). `whole` drops ".00". */
export function money(fen: number, options?: { whole?: boolean }): string {
  return formatMoney(fen, getLang(), options)
}

/**
 * An amount for use inside translated sentences: wrapped in left-to-right isolate marks (LRI ... PDI) so an
 * Arabic or Urdu sentence does not reorder "¥12.50" into "12.50¥".
 */
export function yuanText(fen: number, options?: { whole?: boolean }): string {
  return `\u2066${money(fen, options)}\u2069`
}

/** A rating or another decimal figure in the app's language ("4.5", "4,5"). */
export function decimal(value: number, fractionDigits = 1): string {
  return formatNumber(value, getLang(), fractionDigits)
}

/**
 * The variables of a full-reduction promotion's sentence ("¥10 off ¥80"): whole amounts with the sign, or bare
 * numbers in Chinese, which writes these promotions as "满80减10" on every menu in China.
 */
export function reductionVars(tier: { thresholdFen: number; reductionFen: number }): {
  threshold: string
  reduction: string
} {
  const lang = getLang()
  const amount = (fen: number) =>
    lang.startsWith('zh')
      ? formatNumber(fen / 100, lang, fen % 100 === 0 ? 0 : 2)
      : yuanText(fen, { whole: true })
  return { threshold: amount(tier.thresholdFen), reduction: amount(tier.reductionFen) }
}
