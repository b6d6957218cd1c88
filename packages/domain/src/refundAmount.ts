/**
 * How much a refund brings back (product rules 4.2), as a pure function the server applies and the
 * app may preview with:
 * - per refunded line: (unit price + per-unit packing fee) x refunded quantity, minus that quantity's
 *   part of the line's coupon and full-reduction shares (placed on the line at ordering, 3.8);
 * - the delivery fee, once, when every item has gone back or the order was never dispatched;
 * - never more than what was paid minus what was already refunded (or is being refunded).
 *
 * A line refunded in several steps gives back exactly its total: the discount of units r+1..r+q of
 * a line of Q units carrying share S is floor(S(r+q)/Q) - floor(Sr/Q), which telescopes to S once all
 * Q units are back. When the last unit of the order goes back, the refund is whatever is left of
 * what was paid, so the refunds of an order always add up to exactly what was paid.
 */
import { assertFen } from './money'

export interface RefundableLine {
  id: string
  unitPriceFen: number
  packingFeeFen: number
  quantity: number
  couponShareFen: number
  fullReductionShareFen: number
  /** units already refunded, or held by a request still open */
  refundedQuantity: number
}

export interface RefundOrderState {
  lines: RefundableLine[]
  deliveryFeeFen: number
  /** an earlier refund already gave the delivery fee back */
  deliveryFeeRefunded: boolean
  /** a courier took the order (it reached "delivering"); pickup orders never are */
  dispatched: boolean
  paidFen: number
  /** refunded, being refunded, or held by a request still open */
  refundedFen: number
}

export interface RefundRequestLine {
  lineId: string
  quantity: number
}

export interface RefundLineAmount {
  lineId: string
  quantity: number
  /** (unit price + packing fee) x quantity */
  grossFen: number
  /** this quantity's part of the line's discount shares */
  discountFen: number
  amountFen: number
}

export interface RefundAmount {
  lines: RefundLineAmount[]
  /** the delivery fee part of totalFen (0 or the whole fee) */
  deliveryFeeFen: number
  totalFen: number
  /** after this refund every unit of every line has gone back */
  allItemsRefunded: boolean
  /** what is still refundable after this refund */
  remainingFen: number
}

export type RefundAmountErrorCode =
  | 'empty'
  | 'unknown_line'
  | 'duplicate_line'
  | 'bad_quantity'
  | 'too_many'
  | 'nothing_left'

/** A request the order cannot satisfy; `lineId` names the offending line when there is one. */
export class RefundAmountError extends Error {
  constructor(
    readonly code: RefundAmountErrorCode,
    readonly lineId: string | null = null,
  ) {
    super(lineId ? `${code}: ${lineId}` : code)
    this.name = 'RefundAmountError'
  }
}

/** floor(share x units / quantity), exact for any safe integers. */
function partOf(share: number, units: number, quantity: number): number {
  return Number((BigInt(share) * BigInt(units)) / BigInt(quantity))
}

/** The discount carried by units r+1..r+q of a line (see the file comment). */
export function lineDiscountFen(line: RefundableLine, alreadyRefunded: number, quantity: number): number {
  const share = line.couponShareFen + line.fullReductionShareFen
  return (
    partOf(share, alreadyRefunded + quantity, line.quantity) - partOf(share, alreadyRefunded, line.quantity)
  )
}

/** Units of a line that may still be asked back. */
export function refundableQuantity(line: RefundableLine): number {
  return Math.max(0, line.quantity - line.refundedQuantity)
}

export function computeRefundAmount(order: RefundOrderState, request: RefundRequestLine[]): RefundAmount {
  assertFen(order.paidFen, 'paidFen')
  assertFen(order.refundedFen, 'refundedFen')
  assertFen(order.deliveryFeeFen, 'deliveryFeeFen')
  if (request.length === 0) throw new RefundAmountError('empty')
  const remaining = order.paidFen - order.refundedFen
  if (remaining <= 0) throw new RefundAmountError('nothing_left')

  const byId = new Map(order.lines.map((l) => [l.id, l]))
  const seen = new Set<string>()
  const lines: RefundLineAmount[] = []
  for (const asked of request) {
    const line = byId.get(asked.lineId)
    if (!line) throw new RefundAmountError('unknown_line', asked.lineId)
    if (seen.has(asked.lineId)) throw new RefundAmountError('duplicate_line', asked.lineId)
    seen.add(asked.lineId)
    if (!Number.isSafeInteger(asked.quantity) || asked.quantity < 1) {
      throw new RefundAmountError('bad_quantity', asked.lineId)
    }
    if (asked.quantity > refundableQuantity(line)) throw new RefundAmountError('too_many', asked.lineId)
    const grossFen = (line.unitPriceFen + line.packingFeeFen) * asked.quantity
    // A line's shares never exceed its gross (they are shares of at most goods + packing); the cap
    // only guards against a malformed row making a line's refund negative.
    const discountFen = Math.min(grossFen, lineDiscountFen(line, line.refundedQuantity, asked.quantity))
    lines.push({
      lineId: line.id,
      quantity: asked.quantity,
      grossFen,
      discountFen,
      amountFen: grossFen - discountFen,
    })
  }

  const allItemsRefunded = order.lines.every(
    (l) => l.refundedQuantity + (request.find((r) => r.lineId === l.id)?.quantity ?? 0) >= l.quantity,
  )
  const feeDue = !order.deliveryFeeRefunded && (allItemsRefunded || !order.dispatched)
  const deliveryFeeFen = feeDue ? order.deliveryFeeFen : 0
  const computed = lines.reduce((n, l) => n + l.amountFen, 0) + deliveryFeeFen
  // The last refund of an order takes what is left, so the refunds add up to exactly what was paid.
  const totalFen = allItemsRefunded ? remaining : Math.min(computed, remaining)
  return {
    lines,
    deliveryFeeFen: Math.min(deliveryFeeFen, totalFen),
    totalFen,
    allItemsRefunded,
    remainingFen: remaining - totalFen,
  }
}

/** Where money was paid from: a payment and how much of it can still go back. */
export interface RefundSource {
  id: string
  /** the payment was made from the platform balance (its refund goes back there) */
  toBalance: boolean
  refundableFen: number
}

export interface RefundAllocation {
  id: string
  toBalance: boolean
  amountFen: number
}

/**
 * Splits a refund over the payments it comes from, in the order given (the caller passes them
 * oldest first), each up to what it can still give back. Throws when they cannot cover it.
 */
export function allocateRefund(totalFen: number, sources: RefundSource[]): RefundAllocation[] {
  assertFen(totalFen, 'totalFen')
  let left = totalFen
  const out: RefundAllocation[] = []
  for (const source of sources) {
    assertFen(source.refundableFen, `refundableFen of ${source.id}`)
    if (left === 0) break
    const amountFen = Math.min(left, source.refundableFen)
    if (amountFen > 0) out.push({ id: source.id, toBalance: source.toBalance, amountFen })
    left -= amountFen
  }
  if (left > 0) throw new RangeError(`payments cannot cover a refund of ${totalFen} fen (${left} short)`)
  return out
}
