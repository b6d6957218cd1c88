import type { Coupon, CouponCampaign } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { pick } from '../../platform/localize'
import { campaignsRepository as campaigns } from './campaigns.repository'
import { grantFromTemplate } from './coupon-templates'
import { couponsFrom } from './coupons.mapper'
import { couponsRepository as coupons } from './coupons.repository'

type Deps = { db: Db; clock: Clock }

/**
 * Claims one coupon of a campaign for the member (coupon centre). The campaign's counter is taken
 * first with a guarded UPDATE (the last coupon goes to exactly one member), which also locks the
 * campaign row, so the member's own count is read after any racing claim of theirs committed.
 * The coupon is written in the same transaction: it is in the member's list when the call answers.
 */
export async function claimCoupon(
  deps: Deps,
  memberId: string,
  campaignId: string,
  locale: Locale,
): Promise<Coupon> {
  const now = deps.clock.now()
  const couponId = await deps.db.transaction(async (tx) => {
    const found = await campaigns.byId(tx, campaignId)
    if (!found) throw new AppError('COUPON_CAMPAIGN_NOT_FOUND')
    const { campaign, template } = found
    if (!campaign.active) throw new AppError('COUPON_CAMPAIGN_NOT_FOUND')
    if (campaign.startsAt > now || campaign.endsAt <= now) throw new AppError('COUPON_CAMPAIGN_NOT_OPEN')
    if (!(await campaigns.takeOne(tx, campaignId, now))) throw new AppError('COUPON_SOLD_OUT')
    if ((await coupons.claimedFrom(tx, campaignId, memberId)) >= campaign.perMember) {
      throw new AppError('COUPON_CLAIM_LIMIT')
    }
    return grantFromTemplate(tx, template, { memberId, source: campaign.source, campaignId, now })
  })
  const row = await coupons.byId(deps.db, couponId)
  if (!row) throw new AppError('COUPON_NOT_FOUND')
  const [coupon] = await couponsFrom(deps.db, [row], now, locale)
  if (!coupon) throw new AppError('COUPON_NOT_FOUND')
  return coupon
}

/** The coupon centre: running campaigns with what is left overall and for this member. */
export async function couponCentre(deps: Deps, memberId: string, locale: Locale): Promise<CouponCampaign[]> {
  const now = deps.clock.now()
  const running = await campaigns.running(deps.db, now)
  const figures = await coupons.campaignFigures(
    deps.db,
    running.map((r) => r.campaign.id),
    memberId,
  )
  return running.map(({ campaign, template }) => ({
    id: campaign.id,
    kind: template.kind,
    title: pick(template.title, locale),
    rules: template.rules ? pick(template.rules, locale) : null,
    amountFen: template.amountFen,
    percentOff: template.percentOff,
    thresholdFen: template.thresholdFen,
    shopId: template.shopId,
    remaining: Math.max(0, campaign.total - campaign.claimed),
    memberRemaining: Math.max(0, campaign.perMember - (figures.get(campaign.id)?.mine ?? 0)),
    endsAt: campaign.endsAt.toISOString(),
  }))
}
