import { describe, expect, it } from 'vitest'
import { availableEvents, isFinalState } from './machine'
import { PAYMENT_STATUSES, type PaymentEvent, paymentMachine } from './paymentStatus'
import { disagreements } from './testMachine'

const EVENTS: PaymentEvent[] = ['hand_over', 'succeed', 'fail', 'close']

/** What payments.service.ts does today, written out independently of the table. */
const LEGAL = `
hand_over created system -> pending
succeed created system -> succeeded
succeed pending system -> succeeded
succeed closed system -> succeeded
succeed failed system -> succeeded
fail created system -> failed
fail pending system -> failed
close created system -> closed
close pending system -> closed
`

describe('paymentMachine', () => {
  it('has the statuses of the payments CHECK list', () => {
    expect(PAYMENT_STATUSES).toEqual(['created', 'pending', 'succeeded', 'failed', 'closed'])
  })

  it('allows exactly the listed moves, for their actors only', () => {
    const { mismatches, asked, listed } = disagreements(paymentMachine, EVENTS, LEGAL)
    expect(listed).toBe(9)
    expect(asked).toBe(4 * 5 * 1)
    expect(mismatches).toEqual([])
  })

  it('takes a late payment from closed or failed, never a second one', () => {
    expect(availableEvents(paymentMachine, 'closed', 'system')).toEqual(['succeed'])
    expect(availableEvents(paymentMachine, 'failed', 'system')).toEqual(['succeed'])
    expect(isFinalState(paymentMachine, 'succeeded')).toBe(true)
  })
})
