import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { affiliateMembers } from './invites.tables'

export const invitesRepository = {
  /** Joins the member once; a second join keeps the first day. Answers the day they joined. */
  async join(db: Executor, memberId: string, now: Date): Promise<Date> {
    await db.insert(affiliateMembers).values({ memberId, joinedAt: now }).onConflictDoNothing()
    const joined = await invitesRepository.joinedAt(db, [memberId])
    return joined.get(memberId) ?? now
  },
  /** When each of these members joined the affiliate programme (absent: not joined). */
  async joinedAt(db: Executor, memberIds: string[]): Promise<Map<string, Date>> {
    if (!memberIds.length) return new Map()
    const rows = await db.select().from(affiliateMembers).where(inArray(affiliateMembers.memberId, memberIds))
    return new Map(rows.map((r) => [r.memberId, r.joinedAt]))
  },
}
