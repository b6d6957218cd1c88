/**
 * Order numbers: yyyyMMddHHmmss on the Shanghai clock, then a 6-digit sequence.
 * Members read and search these, so they use the local time they ordered at.
 */
import { shanghaiParts } from './shanghai'

const SEQUENCE_MODULUS = 1_000_000

const pad = (n: number, width: number) => String(n).padStart(width, '0')

export function formatOrderNumber(placedAt: Date, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 0) {
    throw new RangeError(`sequence must be a non-negative safe integer, got ${String(sequence)}`)
  }
  const p = shanghaiParts(placedAt)
  if (p.y < 0 || p.y > 9999) throw new RangeError('placedAt is outside years 0000-9999')
  // Only 6 digits are shown: a counter past a million wraps, which is safe
  // because two orders would also need to share the same second to collide.
  return (
    pad(p.y, 4) +
    pad(p.m, 2) +
    pad(p.d, 2) +
    pad(p.hour, 2) +
    pad(p.minute, 2) +
    pad(p.second, 2) +
    pad(sequence % SEQUENCE_MODULUS, 6)
  )
}

/** Matches what formatOrderNumber produces, for search boxes that accept an order number. */
export function isOrderNumber(s: string): boolean {
  return /^\d{20}$/.test(s)
}

/**
 * The number a kitchen calls out for a pickup order (issue 14, the kitchen ticket): the last four
 * digits of the order's sequence, short enough to shout and unique among a day's open orders of a
 * shop far beyond its volume.
 */
export function pickupNumber(orderNo: string): string {
  return orderNo.slice(-4).padStart(4, '0')
}
