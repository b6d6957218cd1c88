/**
 * The refund request form's rules, apart from the screen: which lines can go back and how many, the
 * items the server receives, and what stops a submit. The amount itself is never computed here: the
 * server previews it (product rules 4.2) and the page shows that.
 */
import type { OrderDetail, RefundPreview } from '@siam/contracts'
import { INPUT_MAX_LENGTH } from '@siam/domain'

/** Spec 9: input max length 140; image picker count 9. */
export const DESCRIPTION_MAX = INPUT_MAX_LENGTH
export const PHOTOS_MAX = 9

export type OrderLine = OrderDetail['lines'][number]
export type Quantities = Record<string, number>
export interface RefundItemDraft {
  orderItemId: string
  number: number
}

/**
 * How many of each line the member may still ask back: the order's own figure, lowered by the
 * preview's when the server has answered since (another request or an out-of-stock mark meanwhile).
 */
export function refundableLimits(
  lines: readonly OrderLine[],
  preview?: Pick<RefundPreview, 'available'> | null,
): Quantities {
  const limits: Quantities = {}
  for (const line of lines) limits[line.id] = Math.max(0, line.refundableQuantity)
  for (const a of preview?.available ?? []) {
    const current = limits[a.orderItemId]
    if (current !== undefined) limits[a.orderItemId] = Math.max(0, Math.min(current, a.refundableQuantity))
  }
  return limits
}

/** A quantity kept between 0 and the line's limit, whole. */
export function clampQuantity(value: number, limit: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(Math.max(0, Math.trunc(value)), Math.max(0, limit))
}

/** Every quantity within its limit (a limit that fell below the choice lowers it). */
export function clampAll(quantities: Quantities, limits: Quantities): Quantities {
  const next: Quantities = {}
  for (const [id, n] of Object.entries(quantities)) next[id] = clampQuantity(n, limits[id] ?? 0)
  return next
}

/** The items of the request, in the order's line order; lines at 0 are left out. */
export function toItems(lines: readonly OrderLine[], quantities: Quantities): RefundItemDraft[] {
  const items: RefundItemDraft[] = []
  for (const line of lines) {
    const n = quantities[line.id] ?? 0
    if (n > 0) items.push({ orderItemId: line.id, number: n })
  }
  return items
}

/** Every refundable line at its limit. */
export function selectAll(limits: Quantities): Quantities {
  return { ...limits }
}

export interface ApplyDraft {
  items: RefundItemDraft[]
  reason: number | null
  description: string
  images: string[]
}

export type ApplyErrors = Partial<Record<'items' | 'reason' | 'description' | 'images', string>>

/** What stops the request, as aftersale: keys (the server checks everything again). */
export function validateApply(draft: ApplyDraft): ApplyErrors {
  const errors: ApplyErrors = {}
  if (draft.items.length === 0) errors.items = 'aftersale:choose_items_first'
  if (draft.reason === null) errors.reason = 'aftersale:reason_required'
  if (draft.description.trim().length > DESCRIPTION_MAX) errors.description = 'aftersale:description_too_long'
  if (draft.images.length > PHOTOS_MAX) errors.images = 'aftersale:photos_hint'
  return errors
}

/** Two item lists ask the same thing (the preview on screen belongs to the current choice). */
export function sameItems(a: readonly RefundItemDraft[], b: readonly RefundItemDraft[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => x.orderItemId === b[i]?.orderItemId && x.number === b[i]?.number)
  )
}
