/** Delivery fee and range (product rules 3.6). */
import { assertFen, multiplyFen, sumFen } from './money'

export interface DeliveryFeeRule {
  baseFeeFen: number
  perKmFeeFen: number
  rangeMeters: number
  routeFactor: number
}

/** Platform defaults; every field is a run-time setting a shop or the platform may override. */
export const DEFAULT_DELIVERY_FEE_RULE: DeliveryFeeRule = Object.freeze({
  baseFeeFen: 500,
  perKmFeeFen: 100,
  rangeMeters: 5000,
  routeFactor: 1.3,
})

export interface DeliveryQuote {
  inRange: boolean
  straightMeters: number
  routeMeters: number
  feeFen: number
}

/** The base fee covers the first kilometre of route. */
export const BASE_FEE_METERS = 1000

/** Fills the defaults, skipping keys set to undefined (a settings row with a NULL column). */
export function resolveDeliveryFeeRule(rule: Partial<DeliveryFeeRule> = {}): DeliveryFeeRule {
  const resolved: DeliveryFeeRule = { ...DEFAULT_DELIVERY_FEE_RULE }
  if (rule.baseFeeFen !== undefined) resolved.baseFeeFen = rule.baseFeeFen
  if (rule.perKmFeeFen !== undefined) resolved.perKmFeeFen = rule.perKmFeeFen
  if (rule.rangeMeters !== undefined) resolved.rangeMeters = rule.rangeMeters
  if (rule.routeFactor !== undefined) resolved.routeFactor = rule.routeFactor
  assertFen(resolved.baseFeeFen, 'baseFeeFen')
  assertFen(resolved.perKmFeeFen, 'perKmFeeFen')
  if (!Number.isFinite(resolved.rangeMeters) || resolved.rangeMeters < 0) {
    throw new RangeError(
      `rangeMeters must be a non-negative finite number, got ${String(resolved.rangeMeters)}`,
    )
  }
  // A route can never be shorter than the straight line between its ends.
  if (!Number.isFinite(resolved.routeFactor) || resolved.routeFactor < 1) {
    throw new RangeError(`routeFactor must be a finite number >= 1, got ${String(resolved.routeFactor)}`)
  }
  return resolved
}

function assertMeters(meters: number, name: string): void {
  if (!Number.isFinite(meters) || meters < 0) {
    throw new RangeError(`${name} must be a non-negative finite number, got ${String(meters)}`)
  }
}

/**
 * Fee for a route distance, for callers that have a real riding distance from a
 * maps provider instead of straight line x route factor. Fractional metres
 * round to the nearest metre first, as quoteDelivery does.
 */
export function computeDeliveryFee(routeMeters: number, rule?: Partial<DeliveryFeeRule>): number {
  assertMeters(routeMeters, 'routeMeters')
  const { baseFeeFen, perKmFeeFen } = resolveDeliveryFeeRule(rule)
  const meters = Math.round(routeMeters)
  if (meters <= BASE_FEE_METERS) return baseFeeFen
  const beyond = meters - BASE_FEE_METERS
  // Integer ceiling: a float division can round a just-over value down for huge inputs.
  const startedKm = (beyond - (beyond % 1000)) / 1000 + (beyond % 1000 > 0 ? 1 : 0)
  return sumFen([baseFeeFen, multiplyFen(perKmFeeFen, startedKm, 'distance fee')], 'delivery fee')
}

/**
 * Quotes a delivery for a straight-line distance between shop and address.
 * The range is checked against the straight line, not the route: shops draw
 * their range as a radius on a map, and members see it that way. An
 * out-of-range quote still carries the fee it would cost, for the message.
 */
export function quoteDelivery(straightMeters: number, rule?: Partial<DeliveryFeeRule>): DeliveryQuote {
  assertMeters(straightMeters, 'straightMeters')
  const resolved = resolveDeliveryFeeRule(rule)
  const routeMeters = Math.round(straightMeters * resolved.routeFactor)
  return {
    inRange: straightMeters <= resolved.rangeMeters,
    straightMeters,
    routeMeters,
    feeFen: computeDeliveryFee(routeMeters, resolved),
  }
}
