import { describe, expect, it } from 'vitest'
import { availableEvents, isFinalState, nextState } from './machine'
import {
  MALL_ORDER_STATUSES,
  type MallOrderEvent,
  mallAfterSaleOpen,
  mallOrderMachine,
} from './mallOrderStatus'
import { disagreements } from './testMachine'

const EVENTS: MallOrderEvent[] = [
  'pay',
  'expire',
  'ship',
  'cancel',
  'confirmReceipt',
  'autoComplete',
  'applyRefund',
  'approveRefund',
  'rejectRefund',
  'rejectRefundUnreceived',
]

/** Product rules 8 written out by hand. */
const LEGAL = `
pay unpaid system -> paid
expire unpaid system -> cancelled
cancel unpaid member -> cancelled
cancel unpaid platform -> cancelled
ship paid platform -> shipped
cancel paid member -> cancelled
cancel paid platform -> cancelled
confirmReceipt shipped member -> completed
autoComplete shipped system -> completed
applyRefund shipped member -> after_sale
applyRefund completed member -> after_sale
approveRefund after_sale platform -> refunded
rejectRefund after_sale platform -> completed
rejectRefundUnreceived after_sale platform -> shipped
`

describe('mallOrderMachine', () => {
  it('has the statuses of the mall_orders CHECK list', () => {
    expect(MALL_ORDER_STATUSES).toEqual([
      'unpaid',
      'paid',
      'shipped',
      'completed',
      'cancelled',
      'after_sale',
      'refunded',
    ])
  })

  it('allows exactly the listed moves, for their actors only', () => {
    const { mismatches, asked, listed } = disagreements(mallOrderMachine, EVENTS, LEGAL)
    expect(listed).toBe(14)
    expect(asked).toBe(EVENTS.length * 7 * 3)
    expect(mismatches).toEqual([])
  })

  it('cancels only before shipping; after shipping the member goes through after-sale', () => {
    expect(availableEvents(mallOrderMachine, 'paid', 'member')).toEqual(['cancel'])
    expect(availableEvents(mallOrderMachine, 'shipped', 'member')).toEqual(['confirmReceipt', 'applyRefund'])
    expect(nextState(mallOrderMachine, 'shipped', 'cancel', 'member')).toBeNull()
  })

  it('ends in cancelled or refunded; a completed order may still ask for after-sale', () => {
    expect(isFinalState(mallOrderMachine, 'cancelled')).toBe(true)
    expect(isFinalState(mallOrderMachine, 'refunded')).toBe(true)
    expect(isFinalState(mallOrderMachine, 'completed')).toBe(false)
  })

  it('keeps after-sale open for 20 days after shipping', () => {
    const shipped = new Date('2026-11-01T00:00:00Z')
    expect(mallAfterSaleOpen(shipped, new Date('2026-11-21T00:00:00Z'))).toBe(true)
    expect(mallAfterSaleOpen(shipped, new Date('2026-11-21T00:00:01Z'))).toBe(false)
  })
})
