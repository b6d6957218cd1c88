import { and, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { couponCampaigns, couponTemplates } from './coupons.tables'

export type TemplateRow = typeof couponTemplates.$inferSelect
export type CampaignRow = typeof couponCampaigns.$inferSelect
export type CampaignWithTemplate = { campaign: CampaignRow; template: TemplateRow }

/** The only SQL on coupon templates and campaigns. */
export const campaignsRepository = {
  async insertTemplate(x: Executor, row: typeof couponTemplates.$inferInsert): Promise<TemplateRow> {
    const [inserted] = await x.insert(couponTemplates).values(row).returning()
    if (!inserted) throw new Error('template not inserted')
    return inserted
  },

  async templateById(x: Executor, id: string): Promise<TemplateRow | undefined> {
    const [row] = await x.select().from(couponTemplates).where(eq(couponTemplates.id, id))
    return row
  },

  async insertCampaign(x: Executor, row: typeof couponCampaigns.$inferInsert): Promise<CampaignRow> {
    const [inserted] = await x.insert(couponCampaigns).values(row).returning()
    if (!inserted) throw new Error('campaign not inserted')
    return inserted
  },

  async byId(x: Executor, id: string): Promise<CampaignWithTemplate | undefined> {
    const [row] = await x
      .select({ campaign: couponCampaigns, template: couponTemplates })
      .from(couponCampaigns)
      .innerJoin(couponTemplates, eq(couponTemplates.id, couponCampaigns.templateId))
      .where(eq(couponCampaigns.id, id))
    return row
  },

  /**
   * Changes a campaign's quantity, per-member limit and end, guarded so that the quantity never
   * drops below what was claimed (a claim racing the change is counted) and an ended campaign stays
   * ended. Returns the changed row, or undefined when the guard refused.
   */
  async change(
    x: Executor,
    id: string,
    patch: { total: number; perMember: number; endsAt: Date },
  ): Promise<CampaignRow | undefined> {
    const [row] = await x
      .update(couponCampaigns)
      .set(patch)
      .where(
        and(
          eq(couponCampaigns.id, id),
          eq(couponCampaigns.active, true),
          lte(couponCampaigns.claimed, patch.total),
        ),
      )
      .returning()
    return row
  },

  /** Ends a campaign (no more claims); ending it again changes nothing. */
  async end(x: Executor, id: string): Promise<void> {
    await x.update(couponCampaigns).set({ active: false }).where(eq(couponCampaigns.id, id))
  },

  /** Campaigns running at `now`, ending soonest first. */
  async running(x: Executor, now: Date): Promise<CampaignWithTemplate[]> {
    return x
      .select({ campaign: couponCampaigns, template: couponTemplates })
      .from(couponCampaigns)
      .innerJoin(couponTemplates, eq(couponTemplates.id, couponCampaigns.templateId))
      .where(
        and(
          eq(couponCampaigns.active, true),
          lte(couponCampaigns.startsAt, now),
          gt(couponCampaigns.endsAt, now),
        ),
      )
      .orderBy(couponCampaigns.endsAt, couponCampaigns.id)
  },

  /** Every campaign (null) or those of these shops, newest first. */
  async list(x: Executor, shopIds: readonly string[] | null): Promise<CampaignWithTemplate[]> {
    if (shopIds !== null && shopIds.length === 0) return []
    return x
      .select({ campaign: couponCampaigns, template: couponTemplates })
      .from(couponCampaigns)
      .innerJoin(couponTemplates, eq(couponTemplates.id, couponCampaigns.templateId))
      .where(shopIds === null ? undefined : inArray(couponTemplates.shopId, [...shopIds]))
      .orderBy(desc(couponCampaigns.createdAt), couponCampaigns.id)
  },

  /**
   * Takes the next coupon of a running campaign: one guarded UPDATE, so of members racing for the
   * last coupons exactly as many win as are left (the others' UPDATE re-reads the row and finds it
   * full). The row stays locked until the claim commits, which serialises the per-member count.
   */
  async takeOne(x: Executor, id: string, now: Date): Promise<boolean> {
    const taken = await x
      .update(couponCampaigns)
      .set({ claimed: sql`${couponCampaigns.claimed} + 1` })
      .where(
        and(
          eq(couponCampaigns.id, id),
          eq(couponCampaigns.active, true),
          lte(couponCampaigns.startsAt, now),
          gt(couponCampaigns.endsAt, now),
          lt(couponCampaigns.claimed, couponCampaigns.total),
        ),
      )
      .returning({ id: couponCampaigns.id })
    return taken.length > 0
  },
}
