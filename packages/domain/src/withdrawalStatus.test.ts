import { describe, expect, it } from 'vitest'
import { nextState } from './machine'
import { disagreements } from './testMachine'
import { WITHDRAWAL_STATUSES, type WithdrawalEvent, withdrawalMachine } from './withdrawalStatus'

const EVENTS: WithdrawalEvent[] = ['approve', 'reject']

/** What the withdrawals module does (automatic approval, platform review), written out by hand. */
const LEGAL = `
approve reviewing system -> approved
approve reviewing platform -> approved
reject reviewing platform -> rejected
`

describe('withdrawalMachine', () => {
  it('has the statuses of the withdrawals CHECK list', () => {
    expect(WITHDRAWAL_STATUSES).toEqual(['reviewing', 'approved', 'rejected'])
  })

  it('allows exactly the listed moves, for their actors only', () => {
    const { mismatches, asked, listed } = disagreements(withdrawalMachine, EVENTS, LEGAL)
    expect(listed).toBe(3)
    expect(asked).toBe(2 * 3 * 2)
    expect(mismatches).toEqual([])
  })

  it('never leaves a final status: a refused withdrawal is not paid, a paid one not returned', () => {
    expect(nextState(withdrawalMachine, 'rejected', 'approve', 'platform')).toBeNull()
    expect(nextState(withdrawalMachine, 'approved', 'reject', 'platform')).toBeNull()
    expect(nextState(withdrawalMachine, 'reviewing', 'reject', 'system')).toBeNull()
  })
})
