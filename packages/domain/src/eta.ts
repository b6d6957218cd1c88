/** Time promises (spec 4 and 9): the estimated arrival and the pay deadline. */
import type { OrderKind } from './pricing'
import { assertValidDate, MINUTE_MS } from './shanghai'

/** The specification's estimated-time helper: delivery + 33 min, pickup + 3 min after payment. */
export const ETA_MINUTES: Readonly<Record<OrderKind, number>> = Object.freeze({ delivery: 33, pickup: 3 })

/** Unpaid orders are cancelled this long after placement (a setting; this is its default). */
export const PAY_DEADLINE_MINUTES = 5

function addMinutes(date: Date, minutes: number, name: string): Date {
  assertValidDate(date, name)
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new RangeError(`minutes must be a non-negative number, got ${String(minutes)}`)
  }
  return new Date(date.getTime() + minutes * MINUTE_MS)
}

export function estimateArrival(paidAt: Date, kind: OrderKind): Date {
  return addMinutes(paidAt, ETA_MINUTES[kind], 'paidAt')
}

export function payDeadline(placedAt: Date, minutes: number = PAY_DEADLINE_MINUTES): Date {
  return addMinutes(placedAt, minutes, 'placedAt')
}
