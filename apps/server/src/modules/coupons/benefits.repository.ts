import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { couponOrderBenefits, memberCoupons, ticketProgress } from './coupons.tables'

export type BenefitRow = typeof couponOrderBenefits.$inferSelect
type ProgressRow = typeof ticketProgress.$inferSelect

/** The only SQL on order benefits and ticket progress (and the member's rebate cards). */
export const benefitsRepository = {
  /** Records an order's benefits once; false when it was already recorded. */
  async record(x: Executor, row: typeof couponOrderBenefits.$inferInsert): Promise<boolean> {
    const inserted = await x
      .insert(couponOrderBenefits)
      .values(row)
      .onConflictDoNothing({ target: couponOrderBenefits.orderId })
      .returning({ orderId: couponOrderBenefits.orderId })
    return inserted.length > 0
  },

  async ofOrder(x: Executor, orderId: string): Promise<BenefitRow | undefined> {
    const [row] = await x.select().from(couponOrderBenefits).where(eq(couponOrderBenefits.orderId, orderId))
    return row
  },

  /** Adds a completed order to the member's progress; returns the progress after it. */
  async addCompleted(x: Executor, memberId: string, fenCounted: number): Promise<ProgressRow> {
    const [row] = await x
      .insert(ticketProgress)
      .values({ memberId, completedFen: fenCounted, completedOrders: 1 })
      .onConflictDoUpdate({
        target: ticketProgress.memberId,
        set: {
          completedFen: sql`${ticketProgress.completedFen} + ${fenCounted}`,
          completedOrders: sql`${ticketProgress.completedOrders} + 1`,
        },
      })
      .returning()
    if (!row) throw new Error('ticket progress not written')
    return row
  },

  /** Counts one more invited friend with a completed first order for the inviter. */
  async addFriend(x: Executor, inviterId: string): Promise<ProgressRow> {
    const [row] = await x
      .insert(ticketProgress)
      .values({ memberId: inviterId, friendsWithFirstOrder: 1 })
      .onConflictDoUpdate({
        target: ticketProgress.memberId,
        set: { friendsWithFirstOrder: sql`${ticketProgress.friendsWithFirstOrder} + 1` },
      })
      .returning()
    if (!row) throw new Error('ticket progress not written')
    return row
  },

  /** The member's unused rebate cards (their windows are checked against the payment time). */
  async rebateCards(x: Executor, memberId: string) {
    return x
      .select()
      .from(memberCoupons)
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          eq(memberCoupons.kind, 'rebateCard'),
          eq(memberCoupons.status, 'unused'),
        ),
      )
  },
}
