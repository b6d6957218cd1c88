import type { OrderStatusCode } from '@siam/domain'
import { describe, expect, it } from 'vitest'
import { type MemberActionFacts, memberOrderActions } from './orders.actions'
import type { OrderRow } from './orders.repository'

const PAID = new Date('2026-11-21T04:00:00Z')
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

function order(patch: Partial<OrderRow> = {}): OrderRow {
  return {
    status: 2,
    kind: 'delivery',
    paidAt: PAID,
    completedAt: null,
    paidFen: 4100,
    refundedFen: 0,
    ...patch,
  } as OrderRow
}

function facts(patch: Partial<MemberActionFacts> = {}, at = PAID.getTime()): MemberActionFacts {
  return {
    now: new Date(at),
    settings: { quickCancelMinutes: 1, refundWindowHours: 24, reviewWindowDays: 14 },
    items: [
      { quantity: 2, refundedQuantity: 0 },
      { quantity: 1, refundedQuantity: 0 },
    ],
    refunds: { count: 0, open: false },
    reviewed: false,
    ...patch,
  }
}

describe('memberOrderActions', () => {
  it('unpaid: pay and cancel', () => {
    expect(memberOrderActions(order({ status: 1, paidAt: null, paidFen: 0 }), facts())).toEqual([
      'pay',
      'cancel',
    ])
  })

  it('quick cancel only while pending and within the setting of payment (edge: the last millisecond)', () => {
    expect(memberOrderActions(order(), facts({}, PAID.getTime() + MIN - 1))).toEqual([
      'quick_cancel',
      'apply_refund',
    ])
    expect(memberOrderActions(order(), facts({}, PAID.getTime() + MIN))).toEqual(['apply_refund'])
    expect(memberOrderActions(order({ status: 4 }), facts())).toEqual(['apply_refund'])
    const longer = facts({ settings: { quickCancelMinutes: 5, refundWindowHours: 24, reviewWindowDays: 14 } })
    longer.now = new Date(PAID.getTime() + 4 * MIN)
    expect(memberOrderActions(order(), longer)).toContain('quick_cancel')
  })

  it.each<OrderStatusCode>([2, 3, 4, 5, 12, 6])(
    'apply_refund from %i within the refund window only',
    (status) => {
      const kind = status === 3 ? 'pickup' : 'delivery'
      expect(memberOrderActions(order({ status, kind }), facts({}, PAID.getTime() + DAY - 1))).toContain(
        'apply_refund',
      )
      expect(memberOrderActions(order({ status, kind }), facts({}, PAID.getTime() + DAY))).not.toContain(
        'apply_refund',
      )
    },
  )

  it.each<OrderStatusCode>([1, 7, 8, 9, 10, 11])('no apply_refund from %i', (status) => {
    expect(memberOrderActions(order({ status }), facts())).not.toContain('apply_refund')
  })

  it('no apply_refund while a request is open, or when nothing is left to refund', () => {
    expect(memberOrderActions(order(), facts({ refunds: { count: 1, open: true } }))).toEqual([
      'quick_cancel',
      'view_refund',
    ])
    const allBack = facts({
      items: [
        { quantity: 2, refundedQuantity: 2 },
        { quantity: 1, refundedQuantity: 1 },
      ],
    })
    expect(memberOrderActions(order({ status: 4 }), allBack)).toEqual([])
    expect(memberOrderActions(order({ status: 4, refundedFen: 4100 }), facts())).toEqual([])
  })

  it('view_refund once the order has any refund request', () => {
    expect(memberOrderActions(order({ status: 9 }), facts({ refunds: { count: 1, open: false } }))).toEqual([
      'view_refund',
    ])
  })

  it('delivered: confirm receipt', () => {
    expect(memberOrderActions(order({ status: 12 }), facts({}, PAID.getTime() + 2 * DAY))).toEqual([
      'confirm_receipt',
    ])
  })

  it('review: completed, not reviewed, within 14 days of completion', () => {
    const completedAt = new Date(PAID.getTime() + 2 * DAY)
    const done = order({ status: 6, completedAt })
    expect(memberOrderActions(done, facts({}, completedAt.getTime() + 14 * DAY - 1))).toEqual(['review'])
    expect(memberOrderActions(done, facts({}, completedAt.getTime() + 14 * DAY))).toEqual([])
    expect(memberOrderActions(done, facts({ reviewed: true }, completedAt.getTime()))).toEqual([])
    expect(memberOrderActions(order({ status: 9, completedAt }), facts({}, completedAt.getTime()))).toEqual(
      [],
    )
  })
})
