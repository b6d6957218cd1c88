import { and, count, gte, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { members } from './auth.tables'

/** Members who joined, by the Shanghai day they joined (the platform's figures, issue 14). */
export async function newMembersByDay(ex: Executor, from: Date, to: Date) {
  const day = sql<string>`to_char((${members.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
  return ex
    .select({ date: day, newMembers: count() })
    .from(members)
    .where(and(gte(members.createdAt, from), lt(members.createdAt, to)))
    .groupBy(day)
}
