/**
 * Largest-remainder apportionment (product rules 3.8): each line's share of a
 * discount is an integer, the shares add up exactly to the discount, and a
 * partial refund can later give back precisely the share a line carried.
 *
 * BigInt keeps total x weight exact: 1e12 x 1e9 is far past 2^53.
 */
export function largestRemainderShares(total: number, weights: number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError(`total must be a non-negative safe integer, got ${String(total)}`)
  }
  for (const [i, w] of weights.entries()) {
    if (!Number.isSafeInteger(w) || w < 0) {
      throw new RangeError(`weight ${i} must be a non-negative safe integer, got ${String(w)}`)
    }
  }
  if (weights.length === 0) {
    if (total > 0) throw new RangeError('cannot share a positive total over no weights')
    return []
  }
  if (total === 0) return weights.map(() => 0)

  // All-zero weights carry no proportion, so the only fair split is an equal one.
  const effective = weights.every((w) => w === 0) ? weights.map(() => 1) : weights
  const big = effective.map((w) => BigInt(w))
  const sum = big.reduce((a, b) => a + b, 0n)
  const bigTotal = BigInt(total)

  const shares: bigint[] = []
  const remainders: bigint[] = []
  let given = 0n
  for (const w of big) {
    const product = bigTotal * w
    const share = product / sum
    shares.push(share)
    remainders.push(product % sum)
    given += share
  }

  // Fewer than weights.length units are left over, so each index gets at most one.
  const order = remainders
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1))
  let left = Number(bigTotal - given)
  for (const { i } of order) {
    if (left === 0) break
    shares[i] = (shares[i] ?? 0n) + 1n
    left--
  }
  return shares.map((s) => Number(s))
}
