import { describe, expect, it } from 'vitest'
import { createSessionCache, sessionsEndedNotice } from './session-cache'

const now = new Date('2026-12-06T12:00:00Z')
const later = new Date('2026-12-07T12:00:00Z')
const actor = (memberId: string) => ({ type: 'member', memberId }) as const

function keptThree() {
  const cache = createSessionCache(60_000)
  cache.put('t1', actor('m1'), now, later)
  cache.put('t2', actor('m1'), now, later)
  cache.put('t3', actor('m2'), now, later)
  return cache
}
const keptTokens = (cache: ReturnType<typeof keptThree>) =>
  ['t1', 't2', 't3'].filter((token) => cache.get(token, now) !== undefined)

describe('kept member sessions and the notices of ended ones', () => {
  it("a token's notice drops that token, a member's notice every token of the member", () => {
    const cache = keptThree()
    cache.dropNotice(sessionsEndedNotice({ tokenHash: 't2' }))
    expect(keptTokens(cache)).toEqual(['t1', 't3'])
    cache.dropNotice(sessionsEndedNotice({ memberId: 'm1' }))
    expect(keptTokens(cache)).toEqual(['t3'])
  })

  it('an unreadable notice, or a lost listening connection, forgets every kept session', () => {
    for (const forget of [
      (cache: ReturnType<typeof keptThree>) => cache.dropNotice('not json'),
      (cache: ReturnType<typeof keptThree>) => cache.dropNotice('{"other":1}'),
      (cache: ReturnType<typeof keptThree>) => cache.clear(),
    ]) {
      const cache = keptThree()
      forget(cache)
      expect(keptTokens(cache)).toEqual([])
    }
  })

  it('never answers past the kept time or the session expiry', () => {
    const cache = createSessionCache(2_000)
    cache.put('t', actor('m'), now, new Date(now.getTime() + 1_000))
    expect(cache.get('t', new Date(now.getTime() + 999))).toEqual(actor('m'))
    expect(cache.get('t', new Date(now.getTime() + 1_000))).toBeUndefined()
  })
})
