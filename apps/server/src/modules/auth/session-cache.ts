import { LRUCache } from 'lru-cache'
import type { MemberActor } from '../../platform/actor'

/** Tokens remembered at most; a busy process's members beyond it are read from the table again. */
const SESSIONS_KEPT = 10_000

/**
 * Member sessions this process looked up lately, by token hash (issue 17: every member call read
 * the sessions table first; a place + pay is three calls). An entry is kept `ms`, never past the
 * session's own expiry. Sign-out and password reset drop this process's entries at once, and
 * announce the ended sessions to every server process (`SESSIONS_ENDED_CHANNEL`, delivered when
 * their transaction commits), which drop theirs on the notice; a process whose listening connection
 * was lost (notices missed) forgets every kept session (decision 0057). Staff sessions are never
 * kept: their role and shops change from the console.
 */
export function createSessionCache(ms: number) {
  const kept = new LRUCache<string, { actor: MemberActor; until: number }>({ max: SESSIONS_KEPT })
  /** Every kept session of the member (a password reset ends them all). */
  function dropMember(memberId: string): void {
    for (const [tokenHash, entry] of kept.entries()) {
      if (entry.actor.memberId === memberId) kept.delete(tokenHash)
    }
  }
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
    /** A notice of ended sessions from any server process (`sessionsEndedNotice`). */
    dropNotice(payload: string): void {
      const notice = readNotice(payload)
      if (typeof notice?.tokenHash === 'string') kept.delete(notice.tokenHash)
      else if (typeof notice?.memberId === 'string') dropMember(notice.memberId)
      else kept.clear() // unreadable: forgetting everything is always safe
    },
    /** Notices may have been missed (the listening connection was lost): nothing kept is trusted. */
    clear(): void {
      kept.clear()
    },
    dropMember,
  }
}

export type SessionCache = ReturnType<typeof createSessionCache>

/** The PostgreSQL channel ended member sessions are announced on, to every server process. */
export const SESSIONS_ENDED_CHANNEL = 'siam_sessions_ended'

type SessionsEnded = { tokenHash: string; memberId?: never } | { memberId: string; tokenHash?: never }

/** The NOTIFY payload for ended sessions: one token's, or every session of a member. */
export function sessionsEndedNotice(ended: SessionsEnded): string {
  return JSON.stringify(ended)
}

function readNotice(payload: string): Partial<Record<'tokenHash' | 'memberId', unknown>> | null {
  try {
    const value = JSON.parse(payload) as unknown
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
