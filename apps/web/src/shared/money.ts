import { formatYuan } from '@siam/domain'

/**
 * "¥12.50" for use inside translated sentences: wrapped in left-to-right isolate marks (LRI ... PDI) so an
 * Arabic or Urdu sentence does not reorder it into "12.50¥".
 */
export function yuanText(fen: number): string {
  return `\u2066¥${formatYuan(fen)}\u2069`
}
