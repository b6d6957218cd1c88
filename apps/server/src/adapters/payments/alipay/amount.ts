import { formatYuan } from '@siam/domain'

/**
 * Alipay carries money as decimal yuan strings ("88.88"); we keep integer fen. The conversion works
 * on digits only, never on floating point numbers, so 12345678 fen is exactly "123456.78".
 */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`)
  return formatYuan(fen)
}

/** A plain decimal with at most two decimals ("0.01", "100", "12.5"); anything else is refused. */
const YUAN = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/

/** null for anything that is not an exact yuan amount: "0.001", "1e3", "-1", " 1", "1." */
export function yuanToFen(yuan: string): number | null {
  const match = YUAN.exec(yuan)
  if (!match) return null
  const whole = match[1] ?? '0'
  const cents = (match[2] ?? '').padEnd(2, '0')
  return Number(whole) * 100 + Number(cents)
}
