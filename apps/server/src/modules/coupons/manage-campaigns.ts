import type { couponConsoleCalls } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { type StaffActor, seesShop } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { pick } from '../../platform/localize'
import { memberById } from '../auth'
import { readSettings } from '../settings'
import { type CampaignWithTemplate, campaignsRepository as campaigns } from './campaigns.repository'
import { createTemplate, grantFromTemplate, type TemplateInput } from './coupon-templates'
import { couponsRepository as coupons } from './coupons.repository'

type Deps = { db: Db; clock: Clock }
type CampaignInput = z.output<(typeof couponConsoleCalls)['adminCampaignCreate']['input']>
type CampaignView = z.output<(typeof couponConsoleCalls)['adminCampaignCreate']['output']>

/**
 * The platform's limits on a merchant's giveaway (product rules 7, merchant giveaways): shop
 * coupons only, for one of their own shops, at most `merchantCouponMaxAmountFen` off (or a
 * percentage capped at that), at most `merchantCouponMaxTotal` coupons per campaign (settings;
 * 100 yuan and 10,000 by default). The refusal names the limits in force.
 */
async function checkMerchantLimits(deps: Deps, staff: StaffActor, input: CampaignInput): Promise<void> {
  const { merchantCouponMaxAmountFen: maxFen, merchantCouponMaxTotal: maxTotal } = await readSettings(deps.db)
  const t = input.template
  const ownShop = t.shopId !== null && seesShop(staff, t.shopId)
  const capped = t.amountFen > 0 && t.amountFen <= maxFen
  if (!ownShop || t.kind !== 'shop' || !capped || input.total > maxTotal) {
    throw new AppError('COUPON_OVER_MERCHANT_LIMIT', { maxYuan: maxFen / 100, maxTotal })
  }
}

/** Creates a campaign and its template: the platform's (any kind) or a merchant's giveaway. */
export async function createCampaign(
  deps: Deps,
  staff: StaffActor,
  input: CampaignInput,
  source: 'campaign' | 'merchant',
  locale: Locale,
): Promise<CampaignView> {
  if (source === 'merchant') await checkMerchantLimits(deps, staff, input)
  const startsAt = new Date(input.startsAt)
  const endsAt = new Date(input.endsAt)
  if (endsAt <= startsAt) throw new AppError('COUPON_TEMPLATE_INVALID')
  const created = await deps.db.transaction(async (tx) => {
    const template = await createTemplate(tx, input.template, staff.staffId)
    const campaign = await campaigns.insertCampaign(tx, {
      id: newId(),
      templateId: template.id,
      source,
      total: input.total,
      perMember: input.perMember,
      startsAt,
      endsAt,
      createdBy: staff.staffId,
    })
    return { campaign, template }
  })
  const [view] = await viewsOf(deps, [created], locale)
  if (!view) throw new Error('campaign view missing')
  return view
}

/** Campaigns the staff member may see (platform: all; merchant: their shops'), with redemption figures. */
export async function listCampaigns(deps: Deps, staff: StaffActor, locale: Locale): Promise<CampaignView[]> {
  const rows = await campaigns.list(deps.db, staff.role === 'platform' ? null : staff.shopIds)
  return viewsOf(deps, rows, locale)
}

async function viewsOf(deps: Deps, rows: CampaignWithTemplate[], locale: Locale): Promise<CampaignView[]> {
  const figures = await coupons.campaignFigures(
    deps.db,
    rows.map((r) => r.campaign.id),
    null,
  )
  return rows.map(({ campaign, template }) => ({
    id: campaign.id,
    templateId: template.id,
    source: campaign.source,
    title: pick(template.title, locale),
    kind: template.kind,
    shopId: template.shopId,
    total: campaign.total,
    claimed: campaign.claimed,
    used: figures.get(campaign.id)?.used ?? 0,
    perMember: campaign.perMember,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    active: campaign.active,
  }))
}

/** The platform gives a member one coupon made from these terms (source `platform`). */
export async function giveCoupon(
  deps: Deps,
  staff: StaffActor,
  input: { memberId: string; template: TemplateInput },
): Promise<{ couponId: string }> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    if (!(await memberById(tx, input.memberId))) throw new AppError('NOT_FOUND')
    const template = await createTemplate(tx, input.template, staff.staffId)
    const couponId = await grantFromTemplate(tx, template, {
      memberId: input.memberId,
      source: 'platform',
      now,
    })
    return { couponId }
  })
}
