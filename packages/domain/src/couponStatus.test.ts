import { describe, expect, it } from 'vitest'
import { COUPON_STATUSES, type CouponEvent, couponMachine } from './couponStatus'
import { availableEvents } from './machine'
import { disagreements } from './testMachine'

const EVENTS: CouponEvent[] = ['use', 'give_back', 'give_back_expired', 'refund']

/** What the coupons repository does today (use, giveBack), written out by hand. */
const LEGAL = `
use unused member -> used
give_back used system -> unused
give_back_expired used system -> expired
refund unused member -> refunded
`

describe('couponMachine', () => {
  it('has the statuses of the member_coupons CHECK list', () => {
    expect(COUPON_STATUSES).toEqual(['unused', 'used', 'expired', 'refunded'])
  })

  it('allows exactly the listed moves, for their actors only', () => {
    const { mismatches, asked, listed } = disagreements(couponMachine, EVENTS, LEGAL)
    expect(listed).toBe(4)
    expect(asked).toBe(4 * 4 * 2)
    expect(mismatches).toEqual([])
  })

  it('never moves an expired coupon, and only the system gives one back', () => {
    expect(availableEvents(couponMachine, 'expired', 'member')).toEqual([])
    expect(availableEvents(couponMachine, 'expired', 'system')).toEqual([])
    expect(availableEvents(couponMachine, 'used', 'member')).toEqual([])
    expect(availableEvents(couponMachine, 'used', 'system')).toEqual(['give_back', 'give_back_expired'])
  })
})
