import { describe, expect, it } from 'vitest'
import { nextState } from './machine'
import { RECHARGE_STATUSES, type RechargeEvent, rechargeMachine } from './rechargeStatus'
import { disagreements } from './testMachine'

const EVENTS: RechargeEvent[] = ['credit', 'close']

/** What recharges.service.ts does today (credit, close), written out by hand. */
const LEGAL = `
credit unpaid system -> paid
credit closed system -> paid
close unpaid system -> closed
`

describe('rechargeMachine', () => {
  it('has the statuses of the recharges CHECK list', () => {
    expect(RECHARGE_STATUSES).toEqual(['unpaid', 'paid', 'closed'])
  })

  it('allows exactly the listed moves, for their actors only', () => {
    const { mismatches, asked, listed } = disagreements(rechargeMachine, EVENTS, LEGAL)
    expect(listed).toBe(3)
    expect(asked).toBe(2 * 3 * 1)
    expect(mismatches).toEqual([])
  })

  it('credits a late payment once: a paid recharge takes no second one', () => {
    expect(nextState(rechargeMachine, 'closed', 'credit', 'system')).toBe('paid')
    expect(nextState(rechargeMachine, 'paid', 'credit', 'system')).toBeNull()
  })
})
