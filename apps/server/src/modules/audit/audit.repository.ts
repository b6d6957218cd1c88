import { count, desc, like } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { escapeLike } from '../../db/like'
import { auditLog } from './audit.tables'

export type AuditRow = typeof auditLog.$inferSelect

/** The only SQL of the audit module. */
export const auditRepository = {
  async insert(x: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
    await x.insert(auditLog).values(row)
  },
  async page(
    x: Executor,
    subjectPrefix: string | undefined,
    window: { limit: number | null; offset: number },
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const where = subjectPrefix ? like(auditLog.subject, `${escapeLike(subjectPrefix)}%`) : undefined
    let query = x
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .$dynamic()
    if (window.limit !== null) query = query.limit(window.limit)
    const rows = await query.offset(window.offset)
    const [total] = await x.select({ n: count() }).from(auditLog).where(where)
    return { rows, total: total?.n ?? 0 }
  },
}
