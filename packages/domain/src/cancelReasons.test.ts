import { describe, expect, it } from 'vitest'
import {
  AFTER_SALE_REASON_CODES,
  CANCEL_REASONS,
  cancelReasonKey,
  isAfterSaleReason,
  isQuickCancelReason,
  QUICK_CANCEL_REASON_CODES,
} from './cancelReasons'

describe('CANCEL_REASONS', () => {
  it('lists codes 1-20 in order with the specification reasons', () => {
    expect(CANCEL_REASONS.map((r) => r.code)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(CANCEL_REASONS[0]).toEqual({ code: 1, key: 'incorrect_information' })
    expect(CANCEL_REASONS[1]).toEqual({ code: 2, key: 'wrong_delivery_time' })
    expect(CANCEL_REASONS[3]).toEqual({ code: 4, key: 'out_of_stock' })
    expect(CANCEL_REASONS[8]).toEqual({ code: 9, key: 'merchant_sold_out' })
    expect(CANCEL_REASONS[19]).toEqual({ code: 20, key: 'other' })
  })
  it('has unique snake_case keys usable as i18n keys', () => {
    const keys = CANCEL_REASONS.map((r) => r.key)
    expect(new Set(keys).size).toBe(20)
    for (const k of keys) expect(k).toMatch(/^[a-z]+(_[a-z]+)*$/)
  })
})

describe('reason groups', () => {
  it('quick cancel offers 1-8 and after-sale 9-20, together all twenty', () => {
    expect(QUICK_CANCEL_REASON_CODES).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(AFTER_SALE_REASON_CODES).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
  })
  it.each([
    [1, true, false],
    [8, true, false],
    [9, false, true],
    [20, false, true],
    [0, false, false],
    [21, false, false],
    [1.5, false, false],
    [Number.NaN, false, false],
  ])('code %s: quick %s, after-sale %s', (code, quick, afterSale) => {
    expect(isQuickCancelReason(code)).toBe(quick)
    expect(isAfterSaleReason(code)).toBe(afterSale)
  })
  it('finds the key of a code', () => {
    expect(cancelReasonKey(17)).toBe('foreign_objects')
    expect(cancelReasonKey(21)).toBeNull()
  })
})
