import { LRUCache } from 'lru-cache'
import type { MemberActor } from '../../platform/actor'

/** Tokens remembered at most; a busy process's members beyond it are read from the table again. */
const SESSIONS_KEPT = 10_000

/**
 * Member sessions this process looked up lately, by token hash (issue 17: every member call read
 * the sessions table first; a place + pay is three calls). An entry is kept `ms`, never past the
 * session's own expiry. Sign-out and password reset drop this process's entries at once; another
 * server process learns of them within `ms` (decision 0057). Staff sessions are never kept: their
 * role and shops change from the console.
 */
export function createSessionCache(ms: number) {
  const kept = new LRUCache<string, { actor: MemberActor; until: number }>({ max: SESSIONS_KEPT })
  return {
    get(tokenHash: string, now: Date): MemberActor | undefined {
      const entry = kept.get(tokenHash)
      if (!entry) return undefined
      if (entry.until > now.getTime()) return entry.actor
      kept.delete(tokenHash)
      return undefined
    },
    put(tokenHash: string, actor: MemberActor, now: Date, expiresAt: Date): void {
      kept.set(tokenHash, { actor, until: Math.min(now.getTime() + ms, expiresAt.getTime()) })
    },
    drop(tokenHash: string): void {
      kept.delete(tokenHash)
    },
    /** Every kept session of the member (a password reset ends them all). */
    dropMember(memberId: string): void {
      for (const [tokenHash, entry] of kept.entries()) {
        if (entry.actor.memberId === memberId) kept.delete(tokenHash)
      }
    },
  }
}

export type SessionCache = ReturnType<typeof createSessionCache>
