import type { Tx } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { newToken, sha256 } from '../../platform/ids'
import type { AuthDeps } from './auth.deps'
import { DAY_MS } from './auth.deps'
import * as repo from './auth.repository'
import type { SubjectType } from './auth.tables'

/** Tokens are 43 characters; anything much longer is not one of ours and is not looked up. */
const MAX_TOKEN_LENGTH = 256

/** A new session in the caller's transaction; returns the token (only its hash is stored). */
export async function createSession(
  tx: Tx,
  deps: Pick<AuthDeps, 'clock' | 'config'>,
  subjectType: SubjectType,
  subjectId: string,
): Promise<string> {
  const now = deps.clock.now()
  const token = newToken()
  await repo.deleteExpiredSessions(tx, subjectType, subjectId, now)
  await repo.insertSession(tx, {
    tokenHash: sha256(token),
    subjectType,
    subjectId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deps.config.SESSION_DAYS * DAY_MS),
  })
  return token
}

/** The actor behind a token, or null for a missing, expired or unknown one. */
export async function resolveActor(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'sessionCache'>,
  token: string,
): Promise<Actor | null> {
  const { db, sessionCache } = deps
  if (!token || token.length > MAX_TOKEN_LENGTH) return null
  const tokenHash = sha256(token)
  const now = deps.clock.now()
  const kept = sessionCache?.get(tokenHash, now)
  if (kept) return kept
  const session = await repo.liveSession(db, tokenHash, now)
  if (!session) return null
  if (session.subjectType === 'member') {
    if (!session.memberExists) return null
    const actor = { type: 'member', memberId: session.subjectId } as const
    sessionCache?.put(tokenHash, actor, now, session.expiresAt)
    return actor
  }
  const row = await repo.staffById(db, session.subjectId)
  if (!row) return null
  const shopIds = await repo.shopIdsOfStaff(db, row.id)
  return { type: 'staff', staffId: row.id, role: row.role, shopIds }
}

export async function logout(
  deps: Pick<AuthDeps, 'db' | 'sessionCache'>,
  token: string | null,
): Promise<true> {
  if (!token) return true
  const tokenHash = sha256(token)
  await repo.deleteSession(deps.db, tokenHash)
  // After the delete: a lookup running meanwhile may have kept the session again.
  deps.sessionCache?.drop(tokenHash)
  return true
}
