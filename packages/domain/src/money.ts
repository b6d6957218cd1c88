/**
 * Money is an integer number of fen (1 yuan = 100 fen) everywhere, so sums and
 * shares are exact; a float amount is always a bug upstream, never rounded here.
 */
export type Fen = number

/** Throws unless `value` is a non-negative safe integer amount of fen. */
export function assertFen(value: number, name = 'amount'): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer of fen, got ${String(value)}`)
  }
}

/** Throws unless `value` is a safe integer (negative allowed, e.g. a ledger entry). */
export function assertSignedFen(value: number, name = 'amount'): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer of fen, got ${String(value)}`)
  }
}

/**
 * Adds amounts of fen, refusing a total past 2^53 where integers stop being
 * exact: a silently rounded total would be worse than an error.
 */
export function sumFen(values: readonly number[], name = 'total'): number {
  let total = 0
  for (const v of values) {
    assertFen(v, name)
    total += v
    if (!Number.isSafeInteger(total)) throw new RangeError(`${name} exceeds the safe integer range`)
  }
  return total
}

/** Multiplies fen by a count, refusing results that are no longer exact integers. */
export function multiplyFen(fen: number, count: number, name = 'amount'): number {
  assertFen(fen, name)
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`${name} multiplier must be a non-negative safe integer, got ${String(count)}`)
  }
  const product = fen * count
  if (!Number.isSafeInteger(product)) throw new RangeError(`${name} exceeds the safe integer range`)
  return product
}

/** "12.50", "-3.00", "1234.00": no thousands separator, always two decimals. */
export function formatYuan(fen: number): string {
  assertSignedFen(fen, 'fen')
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  const cents = abs % 100
  return `${sign}${(abs - cents) / 100}.${cents < 10 ? '0' : ''}${cents}`
}

const YUAN_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/

/**
 * Parses a yuan amount typed by a person ("12.5", "0.07", " 3 ") into fen by
 * string arithmetic, because parseFloat("0.07") * 100 is 7.000000000000001.
 * Negative amounts are refused: every typed amount (recharge, withdrawal,
 * price) is a magnitude.
 */
export function yuanToFen(yuan: string): number {
  const match = YUAN_PATTERN.exec(yuan.trim())
  if (match === null) {
    throw new RangeError(`not a yuan amount with at most 2 decimals: ${JSON.stringify(yuan)}`)
  }
  const whole = match[1] ?? '0'
  const fraction = (match[2] ?? '').padEnd(2, '0')
  const fen = BigInt(whole) * 100n + BigInt(fraction)
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`yuan amount too large: ${JSON.stringify(yuan)}`)
  }
  return Number(fen)
}
