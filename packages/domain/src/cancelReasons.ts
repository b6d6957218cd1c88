/**
 * The specification's cancel reasons (spec 4), codes 1-20 in its order. Codes
 * are stored on orders, so they never change meaning; keys are i18n keys.
 * Quick cancel offers 1-8, after-sale requests 9-20 (product rules 4.4).
 */
export interface CancelReason {
  code: number
  key: string
}

export const CANCEL_REASONS: CancelReason[] = [
  { code: 1, key: 'incorrect_information' },
  { code: 2, key: 'wrong_delivery_time' },
  { code: 3, key: 'wrong_or_too_few_items' },
  { code: 4, key: 'out_of_stock' },
  { code: 5, key: 'merchant_cancelled_after_contact' },
  { code: 6, key: 'delivery_too_slow' },
  { code: 7, key: 'rider_asked_to_cancel' },
  { code: 8, key: 'no_longer_wanted' },
  { code: 9, key: 'merchant_sold_out' },
  { code: 10, key: 'poor_merchant_communication' },
  { code: 11, key: 'poor_rider_communication' },
  { code: 12, key: 'waited_too_long' },
  { code: 13, key: 'damaged_packaging' },
  { code: 14, key: 'items_missing' },
  { code: 15, key: 'wrong_items' },
  { code: 16, key: 'bad_taste' },
  { code: 17, key: 'foreign_objects' },
  { code: 18, key: 'discomfort_after_eating' },
  { code: 19, key: 'spoiled_items' },
  { code: 20, key: 'other' },
]

export const QUICK_CANCEL_REASON_CODES: number[] = [1, 2, 3, 4, 5, 6, 7, 8]
export const AFTER_SALE_REASON_CODES: number[] = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]

export function isQuickCancelReason(code: number): boolean {
  return QUICK_CANCEL_REASON_CODES.includes(code)
}

export function isAfterSaleReason(code: number): boolean {
  return AFTER_SALE_REASON_CODES.includes(code)
}

export function cancelReasonKey(code: number): string | null {
  return CANCEL_REASONS.find((r) => r.code === code)?.key ?? null
}
