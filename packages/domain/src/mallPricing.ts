/**
 * Points-mall prices (product rules 8): a goods item costs points, or points plus cash (fen).
 * Shipping is free. Totals are exact integers; a cart line's number is 1..99.
 */

export const MALL_MAX_LINE_NUMBER = 99

export interface MallPrice {
  /** Points per item (at least 1: everything in the mall costs points). */
  points: number
  /** Cash per item in fen (0 for points only). */
  cashFen: number
}

export interface MallLine extends MallPrice {
  number: number
}

export interface MallTotals {
  points: number
  cashFen: number
  /** How many items in all. */
  number: number
}

/** Whether a price is one the mall sells at. */
export function isValidMallPrice(price: MallPrice): boolean {
  return (
    Number.isSafeInteger(price.points) &&
    Number.isSafeInteger(price.cashFen) &&
    price.points >= 1 &&
    price.cashFen >= 0
  )
}

export function isValidLineNumber(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MALL_MAX_LINE_NUMBER
}

/** The totals of some lines; throws on a price or number outside the rules (the caller validated). */
export function mallTotals(lines: readonly MallLine[]): MallTotals {
  let points = 0
  let cashFen = 0
  let number = 0
  for (const line of lines) {
    if (!isValidMallPrice(line) || !isValidLineNumber(line.number)) {
      throw new RangeError(`invalid mall line ${JSON.stringify(line)}`)
    }
    points += line.points * line.number
    cashFen += line.cashFen * line.number
    number += line.number
  }
  if (!Number.isSafeInteger(points) || !Number.isSafeInteger(cashFen))
    throw new RangeError('mall totals overflow')
  return { points, cashFen, number }
}

/** The tab badge of spec section 2: the sum of the cart lines' numbers; null (no badge) at zero. */
export function cartBadge(lines: readonly { number: number }[]): number | null {
  const sum = lines.reduce((total, line) => total + line.number, 0)
  return sum > 0 ? sum : null
}
