import { describe, expect, it } from 'vitest'
import {
  allowedRefundEvents,
  findRefundTransition,
  isRefundStatusCode,
  isRefundTerminal,
  OPEN_REFUND_STATUSES,
  REFUND_STATUS_CODES,
  REFUND_TRANSITIONS,
  type RefundActor,
  type RefundEvent,
  RefundStatus,
  type RefundStatusCode,
  refundStatusKey,
} from './refundStatus'

const EVENTS: RefundEvent[] = [
  'submit',
  'merchant_approve',
  'merchant_reject',
  'auto_approve',
  'escalate',
  'escalation_expired',
  'platform_approve',
  'platform_reject',
  'withdraw',
  'out_of_stock',
]
const ACTORS: RefundActor[] = ['member', 'merchant', 'platform', 'system']

/** Product rules 4.1, written out independently of REFUND_TRANSITIONS: "event from actor -> to". */
const LEGAL = `
submit 1 system -> 2
merchant_approve 2 merchant -> 7
merchant_reject 2 merchant -> 3
auto_approve 2 system -> 7
escalate 3 member -> 4
escalation_expired 3 system -> 6
platform_approve 4 platform -> 7
platform_approve 3 platform -> 7
platform_reject 4 platform -> 5
withdraw 1 member -> 6
withdraw 2 member -> 6
withdraw 3 member -> 6
withdraw 4 member -> 6
out_of_stock 1 merchant -> 7
out_of_stock 1 platform -> 7
`
const expected = new Map<string, number>()
for (const row of LEGAL.trim().split('\n')) {
  const [event, from, actor, , to] = row.trim().split(/\s+/)
  expected.set(`${event} ${from} ${actor}`, Number(to))
}

describe('RefundStatus codes', () => {
  it('uses the specification codes', () => {
    expect(RefundStatus).toEqual({
      SUBMITTED: 1,
      WAITING_MERCHANT: 2,
      MERCHANT_REJECTED: 3,
      WAITING_PLATFORM: 4,
      PLATFORM_REJECTED: 5,
      CLOSED: 6,
      SUCCEEDED: 7,
    })
    expect(REFUND_STATUS_CODES).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(Object.keys(refundStatusKey).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(new Set(Object.values(refundStatusKey)).size).toBe(7)
  })

  it('recognises codes from untrusted input', () => {
    expect(isRefundStatusCode(7)).toBe(true)
    expect(isRefundStatusCode(8)).toBe(false)
    expect(isRefundStatusCode('1')).toBe(false)
  })
})

describe('findRefundTransition', () => {
  it('matches the expected list for every (event, from, actor) combination', () => {
    expect(expected.size).toBe(15)
    let checked = 0
    const mismatches: string[] = []
    for (const event of EVENTS) {
      for (const from of REFUND_STATUS_CODES) {
        for (const actor of ACTORS) {
          checked++
          const key = `${event} ${from} ${actor}`
          const t = findRefundTransition(event, from, actor)
          const want = expected.get(key) ?? null
          const got = t === null ? null : t.to
          if (got !== want) mismatches.push(`${key}: expected ${want}, got ${got}`)
        }
      }
    }
    expect(checked).toBe(10 * 7 * 4)
    expect(mismatches).toEqual([])
  })

  it.each<[RefundEvent, RefundStatusCode, RefundActor]>([
    ['merchant_approve', 2, 'platform'], // the platform acts second, not for the merchant
    ['merchant_approve', 3, 'merchant'], // no change of mind after rejecting
    ['platform_reject', 3, 'platform'], // only an escalated request can be rejected by the platform
    ['escalate', 3, 'merchant'],
    ['escalate', 5, 'member'], // the platform's rejection is final
    ['withdraw', 7, 'member'], // too late once refunded
    ['withdraw', 6, 'member'],
    ['auto_approve', 3, 'system'],
    ['out_of_stock', 2, 'merchant'], // a member's request waiting for an answer is not an out-of-stock mark
    ['out_of_stock', 1, 'member'],
  ])('%s from %i by %s is illegal', (event, from, actor) => {
    expect(findRefundTransition(event, from, actor)).toBeNull()
  })
})

describe('REFUND_TRANSITIONS', () => {
  it('has no overlapping rows for one event', () => {
    for (const a of REFUND_TRANSITIONS) {
      for (const b of REFUND_TRANSITIONS) {
        if (a !== b && a.event === b.event) expect(a.from.some((s) => b.from.includes(s))).toBe(false)
      }
    }
  })
})

describe('allowedRefundEvents', () => {
  it.each<[RefundStatusCode, RefundActor, RefundEvent[]]>([
    [1, 'system', ['submit']],
    [1, 'member', ['withdraw']],
    [1, 'merchant', ['out_of_stock']],
    [2, 'merchant', ['merchant_approve', 'merchant_reject']],
    [2, 'system', ['auto_approve']],
    [3, 'member', ['escalate', 'withdraw']],
    [3, 'platform', ['platform_approve']],
    [3, 'system', ['escalation_expired']],
    [4, 'platform', ['platform_approve', 'platform_reject']],
    [4, 'merchant', []],
    [7, 'member', []],
  ])('status %i for %s: %j', (from, actor, events) => {
    expect(allowedRefundEvents(from, actor)).toEqual(events)
  })
})

describe('isRefundTerminal', () => {
  it('platform-rejected, closed and succeeded are final', () => {
    expect(REFUND_STATUS_CODES.filter(isRefundTerminal)).toEqual([5, 6, 7])
  })

  it('the open statuses are exactly the non-final ones', () => {
    expect(OPEN_REFUND_STATUSES).toEqual(REFUND_STATUS_CODES.filter((s) => !isRefundTerminal(s)))
  })
})
