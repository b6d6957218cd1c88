import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Executor, Tx } from '../../db/client'
import { wechatGrants } from './wechat.tables'

/** The only SQL of the wechat module. */
export const wechatRepository = {
  async insertGrant(db: Executor, row: typeof wechatGrants.$inferInsert): Promise<void> {
    await db.insert(wechatGrants).values(row)
  },
  /** Takes one live grant of the openid (used once: the row is locked and marked). */
  async takeGrant(tx: Tx, openId: string, now: Date): Promise<boolean> {
    const [grant] = await tx
      .select({ id: wechatGrants.id })
      .from(wechatGrants)
      .where(
        and(eq(wechatGrants.openId, openId), isNull(wechatGrants.usedAt), gt(wechatGrants.expiresAt, now)),
      )
      .limit(1)
      .for('update', { skipLocked: true })
    if (!grant) return false
    const taken = await tx
      .update(wechatGrants)
      .set({ usedAt: now })
      .where(and(eq(wechatGrants.id, grant.id), isNull(wechatGrants.usedAt)))
      .returning({ id: wechatGrants.id })
    return taken.length > 0
  },
  /** Grants used or expired before `before` (kept a day for the record). */
  async prune(db: Executor, before: Date): Promise<void> {
    await db
      .delete(wechatGrants)
      .where(or(lt(wechatGrants.expiresAt, before), lt(wechatGrants.usedAt, before)))
  },
}
