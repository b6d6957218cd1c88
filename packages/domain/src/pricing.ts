/**
 * Order price (product rules 3.1-3.5, 3.8). The server is authoritative; the
 * apps run the same function to preview, so both sides agree to the fen.
 */
import { assertFen, multiplyFen, sumFen } from './money'
import { largestRemainderShares } from './shares'

export interface PricedLine {
  goodsId: string
  basePriceFen: number
  optionPricesFen: number[]
  packingFeeFen: number
  quantity: number
}
export interface FullReductionTier {
  thresholdFen: number
  reductionFen: number
}
export type OrderKind = 'delivery' | 'pickup'
export interface PriceInput {
  kind: OrderKind
  /** a pickup eaten in the shop: no packing (packing is for take-away and delivery) */
  dineIn?: boolean
  lines: PricedLine[]
  fullReductionTiers: FullReductionTier[]
  /** amount off already decided by the coupon rules (0 when none); capped so the total never goes below 0 */
  couponFen?: number
  /** fee before subsidy, from computeDeliveryFee; ignored (0) for pickup */
  deliveryFeeFen: number
  /** shop's subsidy on the delivery fee */
  deliverySubsidyFen: number
  /** delivery only; pickup has no minimum */
  minimumOrderFen: number
}
export interface LineAmounts {
  goodsId: string
  unitPriceFen: number
  quantity: number
  goodsFen: number
  packingFen: number
  couponShareFen: number
  fullReductionShareFen: number
  payableFen: number
}
export interface PriceBreakdown {
  goodsFen: number
  packingFen: number
  couponFen: number
  fullReductionFen: number
  /** after subsidy, floored at 0 */
  deliveryFeeFen: number
  deliveryFeeBeforeSubsidyFen: number
  /** amount actually paid = goods + packing - coupon - fullReduction + deliveryFee, never < 0 */
  totalFen: number
  /** delivery: the shop's minimum; pickup: 0 (pickup has no minimum) */
  minimumOrderFen: number
  /** delivery: max(0, minimum - (goods+packing)); pickup: 0 */
  missingForMinimumFen: number
  lines: LineAmounts[]
}

/** Goods price plus every chosen option's price (spec values such as size). */
export function unitPriceFen(line: Pick<PricedLine, 'basePriceFen' | 'optionPricesFen'>): number {
  assertFen(line.basePriceFen, 'basePriceFen')
  return sumFen([line.basePriceFen, ...line.optionPricesFen], 'unit price')
}

/**
 * The shop's tier with the highest threshold that `eligibleFen` reaches.
 * Equal thresholds are a shop misconfiguration; the larger reduction wins so the
 * answer does not depend on the order the tiers were stored in.
 */
export function applicableFullReduction(
  tiers: FullReductionTier[],
  eligibleFen: number,
): FullReductionTier | null {
  assertFen(eligibleFen, 'eligibleFen')
  let best: FullReductionTier | null = null
  for (const tier of tiers) {
    assertFen(tier.thresholdFen, 'thresholdFen')
    assertFen(tier.reductionFen, 'reductionFen')
    if (tier.thresholdFen > eligibleFen) continue
    if (
      best === null ||
      tier.thresholdFen > best.thresholdFen ||
      (tier.thresholdFen === best.thresholdFen && tier.reductionFen > best.reductionFen)
    ) {
      best = tier
    }
  }
  return best
}

function assertQuantity(quantity: number, index: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`line ${index}: quantity must be a positive integer, got ${String(quantity)}`)
  }
}

export function priceOrder(input: PriceInput): PriceBreakdown {
  if (input.lines.length === 0) throw new RangeError('an order needs at least one line')
  const couponRequested = input.couponFen ?? 0
  assertFen(couponRequested, 'couponFen')
  assertFen(input.deliveryFeeFen, 'deliveryFeeFen')
  assertFen(input.deliverySubsidyFen, 'deliverySubsidyFen')
  assertFen(input.minimumOrderFen, 'minimumOrderFen')

  const packed = !(input.kind === 'pickup' && input.dineIn === true)
  const base = input.lines.map((line, index) => {
    assertQuantity(line.quantity, index)
    assertFen(line.packingFeeFen, `line ${index} packingFeeFen`)
    const unit = unitPriceFen(line)
    return {
      goodsId: line.goodsId,
      unitPriceFen: unit,
      quantity: line.quantity,
      goodsFen: multiplyFen(unit, line.quantity, `line ${index} goods`),
      packingFen: packed ? multiplyFen(line.packingFeeFen, line.quantity, `line ${index} packing`) : 0,
    }
  })
  const goodsFen = sumFen(
    base.map((l) => l.goodsFen),
    'goods total',
  )
  const packingFen = sumFen(
    base.map((l) => l.packingFen),
    'packing total',
  )
  const itemsFen = sumFen([goodsFen, packingFen], 'goods and packing')

  // The coupon is shared over lines, so it is capped at what the lines cost:
  // a larger share than a line's own amount could never be refunded sensibly.
  const couponFen = Math.min(couponRequested, itemsFen)
  const lineWeights = base.map((l) => l.goodsFen + l.packingFen)
  const couponShares = largestRemainderShares(couponFen, lineWeights)

  const eligibleFen = itemsFen - couponFen
  const tier = applicableFullReduction(input.fullReductionTiers, eligibleFen)
  const fullReductionFen = tier === null ? 0 : Math.min(tier.reductionFen, eligibleFen)
  // Weighted by what each line still costs after its coupon share, because the
  // full reduction applies to that amount; it also guarantees no line goes negative.
  const afterCoupon = lineWeights.map((w, i) => w - (couponShares[i] ?? 0))
  const reductionShares = largestRemainderShares(fullReductionFen, afterCoupon)

  const isDelivery = input.kind === 'delivery'
  const deliveryFeeBeforeSubsidyFen = isDelivery ? input.deliveryFeeFen : 0
  const deliveryFeeFen = Math.max(0, deliveryFeeBeforeSubsidyFen - input.deliverySubsidyFen)
  const minimumOrderFen = isDelivery ? input.minimumOrderFen : 0

  const lines: LineAmounts[] = base.map((l, i) => {
    const couponShareFen = couponShares[i] ?? 0
    const fullReductionShareFen = reductionShares[i] ?? 0
    return {
      ...l,
      couponShareFen,
      fullReductionShareFen,
      payableFen: l.goodsFen + l.packingFen - couponShareFen - fullReductionShareFen,
    }
  })

  return {
    goodsFen,
    packingFen,
    couponFen,
    fullReductionFen,
    deliveryFeeFen,
    deliveryFeeBeforeSubsidyFen,
    totalFen: sumFen([eligibleFen - fullReductionFen, deliveryFeeFen], 'order total'),
    minimumOrderFen,
    missingForMinimumFen: Math.max(0, minimumOrderFen - itemsFen),
    lines,
  }
}
