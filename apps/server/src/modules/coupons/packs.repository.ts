import { and, asc, desc, eq, lt } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { couponPackPurchases, couponPacks, memberCoupons } from './coupons.tables'

export type PackRow = typeof couponPacks.$inferSelect
export type PurchaseRow = typeof couponPackPurchases.$inferSelect

/** The only SQL on coupon packs and their purchases. */
export const packsRepository = {
  async insertPack(x: Executor, row: typeof couponPacks.$inferInsert): Promise<PackRow> {
    const [inserted] = await x.insert(couponPacks).values(row).returning()
    if (!inserted) throw new Error('pack not inserted')
    return inserted
  },

  async activePacks(x: Executor): Promise<PackRow[]> {
    return x
      .select()
      .from(couponPacks)
      .where(eq(couponPacks.active, true))
      .orderBy(couponPacks.priceFen, couponPacks.id)
  },

  async packById(x: Executor, id: string): Promise<PackRow | undefined> {
    const [row] = await x.select().from(couponPacks).where(eq(couponPacks.id, id))
    return row
  },

  async insertPurchase(x: Executor, row: typeof couponPackPurchases.$inferInsert): Promise<PurchaseRow> {
    const [inserted] = await x.insert(couponPackPurchases).values(row).returning()
    if (!inserted) throw new Error('purchase not inserted')
    return inserted
  },

  /** The member's purchase, locked: a racing refund waits here and then sees it refunded. */
  async lockPurchase(x: Executor, memberId: string, id: string): Promise<PurchaseRow | undefined> {
    const [row] = await x
      .select()
      .from(couponPackPurchases)
      .where(and(eq(couponPackPurchases.id, id), eq(couponPackPurchases.memberId, memberId)))
      .for('update')
    return row
  },

  /** A purchase by id, locked (the provider's confirmation and closing take it). */
  async lockById(x: Executor, id: string): Promise<PurchaseRow | undefined> {
    const [row] = await x
      .select()
      .from(couponPackPurchases)
      .where(eq(couponPackPurchases.id, id))
      .for('update')
    return row
  },

  /** pending -> paid or closed, once: false when it was no longer pending. */
  async settlePending(
    x: Executor,
    id: string,
    patch: { status: 'paid' | 'closed'; paidAt?: Date; payType?: PurchaseRow['payType'] },
  ): Promise<boolean> {
    const rows = await x
      .update(couponPackPurchases)
      .set(patch)
      .where(and(eq(couponPackPurchases.id, id), eq(couponPackPurchases.status, 'pending')))
      .returning({ id: couponPackPurchases.id })
    return rows.length === 1
  },

  /** Pending purchases created before `before`, oldest first. */
  async pendingBefore(x: Executor, before: Date, limit: number): Promise<string[]> {
    const rows = await x
      .select({ id: couponPackPurchases.id })
      .from(couponPackPurchases)
      .where(and(eq(couponPackPurchases.status, 'pending'), lt(couponPackPurchases.createdAt, before)))
      .orderBy(asc(couponPackPurchases.createdAt))
      .limit(limit)
    return rows.map((r) => r.id)
  },

  async markRefunded(x: Executor, id: string, refundedFen: number, now: Date): Promise<void> {
    await x
      .update(couponPackPurchases)
      .set({ status: 'refunded', refundedFen, refundedAt: now })
      .where(and(eq(couponPackPurchases.id, id), eq(couponPackPurchases.status, 'paid')))
  },

  async purchases(x: Executor, memberId: string): Promise<PurchaseRow[]> {
    return x
      .select()
      .from(couponPackPurchases)
      .where(eq(couponPackPurchases.memberId, memberId))
      .orderBy(desc(couponPackPurchases.createdAt), couponPackPurchases.id)
  },

  /** The purchase's coupons still unused (and not ended), to be refunded. */
  async unusedOf(x: Executor, purchaseId: string) {
    return x
      .select({ id: memberCoupons.id })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.purchaseId, purchaseId), eq(memberCoupons.status, 'unused')))
  },
}
