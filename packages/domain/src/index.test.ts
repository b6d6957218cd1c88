import { describe, expect, it } from 'vitest'
import * as domain from './index'

describe('@siam/domain entry point', () => {
  // Other packages code against these names; losing one must fail here, not in their build.
  it.each([
    'assertFen',
    'formatYuan',
    'yuanToFen',
    'largestRemainderShares',
    'unitPriceFen',
    'applicableFullReduction',
    'priceOrder',
    'quoteDelivery',
    'parsePosition',
    'formatPosition',
    'haversineMeters',
    'outOfChina',
    'wgs84ToGcj02',
    'gcj02ToWgs84',
    'shopOpenState',
    'isValidSpan',
    'shanghaiDate',
    'findTransition',
    'allowedEvents',
    'isTerminal',
    'findRefundTransition',
    'computeRefundAmount',
    'allocateRefund',
    'estimateArrival',
    'payDeadline',
    'isMobilePhone',
    'isE164',
    'isContactPhone',
    'isEmail',
    'isPaymentPassword',
    'isEmailCode',
    'isLoginPassword',
    'validatePhone',
    'validateContactPhone',
    'validateEmail',
    'validateAddress',
    'isQuickCancelReason',
    'isAfterSaleReason',
    'formatOrderNumber',
  ])('exports function %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function')
  })

  it.each([
    'DEFAULT_DELIVERY_FEE_RULE',
    'SHANGHAI_PEOPLES_SQUARE',
    'OrderStatus',
    'ORDER_STATUS_CODES',
    'orderStatusKey',
    'ORDER_TRANSITIONS',
    'RefundStatus',
    'PAY_DEADLINE_MINUTES',
    'INPUT_MAX_LENGTH',
    'VALIDATION_KEYS',
    'CANCEL_REASONS',
    'QUICK_CANCEL_REASON_CODES',
    'AFTER_SALE_REASON_CODES',
  ])('exports value %s', (name) => {
    expect((domain as Record<string, unknown>)[name]).toBeDefined()
  })
})
