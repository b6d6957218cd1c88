import { describe, expect, it } from 'vitest'
import { isFinalState } from './machine'
import { PAYMENT_REFUND_STATUSES, type PaymentRefundEvent, paymentRefundMachine } from './paymentRefundStatus'
import { disagreements } from './testMachine'

const EVENTS: PaymentRefundEvent[] = ['succeed', 'fail', 'supersede']

/** What payments.service.ts does today (finishRefund, supersedeRefund), written out by hand. */
const LEGAL = `
succeed pending system -> succeeded
fail pending system -> failed
supersede failed platform -> failed
supersede failed system -> failed
`

describe('paymentRefundMachine', () => {
  it('has the statuses of the payment_refunds CHECK list', () => {
    expect(PAYMENT_REFUND_STATUSES).toEqual(['pending', 'succeeded', 'failed'])
  })

  it('allows exactly the listed moves, for their actors only', () => {
    const { mismatches, asked, listed } = disagreements(paymentRefundMachine, EVENTS, LEGAL)
    expect(listed).toBe(4)
    expect(asked).toBe(3 * 3 * 2)
    expect(mismatches).toEqual([])
  })

  it('leaves a succeeded refund alone, and a failed one open to being replaced', () => {
    expect(isFinalState(paymentRefundMachine, 'succeeded')).toBe(true)
    expect(isFinalState(paymentRefundMachine, 'failed')).toBe(false)
  })
})
