import type { couponConsoleCalls } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { type StaffActor, seesShop } from '../../platform/actor'
import type { Clock } from '../../platform/clock'
import { AppError } from '../../platform/errors'
import { newId } from '../../platform/ids'
import { pick } from '../../platform/localize'
import { audit } from '../audit'
import { memberByEmail, memberById } from '../auth'
import { readSettings } from '../settings'
import { shopQueries } from '../shops'
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
    await audit.record(tx, {
      actor: staff,
      action: 'coupon_campaign.create',
      subject: `campaign:${campaign.id}`,
      before: null,
      after: { source, ...termsOf(campaign), template: input.template },
      at: deps.clock.now(),
    })
    return { campaign, template }
  })
  const [view] = await viewsOf(deps, [created], locale)
  if (!view) throw new Error('campaign view missing')
  return view
}

/** A campaign's terms as its audit rows keep them. */
const termsOf = (c: { total: number; perMember: number; startsAt: Date; endsAt: Date }) => ({
  total: c.total,
  perMember: c.perMember,
  startsAt: c.startsAt.toISOString(),
  endsAt: c.endsAt.toISOString(),
})

type CampaignChange = z.output<(typeof couponConsoleCalls)['adminCampaignUpdate']['input']>

/**
 * The campaign as this staff member may change it: the platform any campaign, a merchant only
 * their own giveaways (source `merchant`, one of their shops). Anything else is not found.
 */
async function changeableCampaign(deps: Deps, staff: StaffActor, id: string) {
  const found = await campaigns.byId(deps.db, id)
  const mine =
    staff.role === 'platform' ||
    (found?.campaign.source === 'merchant' &&
      found.template.shopId !== null &&
      seesShop(staff, found.template.shopId))
  if (!found || !mine) throw new AppError('COUPON_CAMPAIGN_NOT_FOUND')
  return found
}

/**
 * Changes a campaign's quantity, per-member limit and end (product rules 7: the console edits
 * campaigns). The end stays after the start; a merchant stays within the platform's quantity
 * limit; the quantity never drops below the coupons already claimed; an ended campaign is refused.
 */
export async function changeCampaign(
  deps: Deps,
  staff: StaffActor,
  input: CampaignChange,
  locale: Locale,
): Promise<CampaignView> {
  const found = await changeableCampaign(deps, staff, input.id)
  const endsAt = new Date(input.endsAt)
  if (endsAt <= found.campaign.startsAt) throw new AppError('COUPON_TEMPLATE_INVALID')
  if (staff.role !== 'platform') {
    const { merchantCouponMaxAmountFen: maxFen, merchantCouponMaxTotal: maxTotal } = await readSettings(
      deps.db,
    )
    if (input.total > maxTotal)
      throw new AppError('COUPON_OVER_MERCHANT_LIMIT', { maxYuan: maxFen / 100, maxTotal })
  }
  if (!found.campaign.active) throw new AppError('COUPON_CAMPAIGN_NOT_OPEN')
  const changed = await deps.db.transaction(async (tx) => {
    const row = await campaigns.change(tx, input.id, {
      total: input.total,
      perMember: input.perMember,
      endsAt,
    })
    if (row)
      await audit.record(tx, {
        actor: staff,
        action: 'coupon_campaign.update',
        subject: `campaign:${input.id}`,
        before: termsOf(found.campaign),
        after: termsOf(row),
        at: deps.clock.now(),
      })
    return row
  })
  if (!changed) {
    // the guard refused: ended meanwhile, or more were claimed than the new quantity
    const now = await campaigns.byId(deps.db, input.id)
    throw new AppError(now?.campaign.active === false ? 'COUPON_CAMPAIGN_NOT_OPEN' : 'COUPON_BELOW_CLAIMED', {
      claimed: now?.campaign.claimed ?? 0,
    })
  }
  const [view] = await viewsOf(deps, [{ campaign: changed, template: found.template }], locale)
  if (!view) throw new Error('campaign view missing')
  return view
}

/** Ends a campaign now (no more claims; claimed coupons stay valid). Ending it twice is harmless. */
export async function endCampaign(
  deps: Deps,
  staff: StaffActor,
  input: { id: string },
  locale: Locale,
): Promise<CampaignView> {
  const found = await changeableCampaign(deps, staff, input.id)
  await deps.db.transaction(async (tx) => {
    await campaigns.end(tx, input.id)
    await audit.record(tx, {
      actor: staff,
      action: 'coupon_campaign.end',
      subject: `campaign:${input.id}`,
      before: { active: found.campaign.active, ...termsOf(found.campaign) },
      after: { active: false },
      at: deps.clock.now(),
    })
  })
  const ended = await campaigns.byId(deps.db, input.id)
  const [view] = await viewsOf(deps, ended ? [ended] : [], locale)
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
  const shopIds = [...new Set(rows.flatMap((r) => (r.template.shopId ? [r.template.shopId] : [])))]
  const names = new Map(
    (await shopQueries.shopsByIds(deps.db, shopIds)).map((s) => [s.id, pick(s.name, locale)]),
  )
  return rows.map(({ campaign, template }) => ({
    id: campaign.id,
    templateId: template.id,
    source: campaign.source,
    title: pick(template.title, locale),
    kind: template.kind,
    shopId: template.shopId,
    shopName: template.shopId ? (names.get(template.shopId) ?? null) : null,
    total: campaign.total,
    claimed: campaign.claimed,
    used: figures.get(campaign.id)?.used ?? 0,
    perMember: campaign.perMember,
    startsAt: campaign.startsAt.toISOString(),
    endsAt: campaign.endsAt.toISOString(),
    active: campaign.active,
  }))
}

/**
 * The platform gives a member one coupon made from these terms (source `platform`); the member is
 * found by id or by the e-mail they sign in with (the console knows members by e-mail).
 */
export async function giveCoupon(
  deps: Deps,
  staff: StaffActor,
  input: { memberId?: string | undefined; email?: string | undefined; template: TemplateInput },
): Promise<{ couponId: string }> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const member = input.memberId
      ? await memberById(tx, input.memberId)
      : await memberByEmail(tx, (input.email ?? '').toLowerCase())
    if (!member) throw new AppError('NOT_FOUND')
    const template = await createTemplate(tx, input.template, staff.staffId)
    const couponId = await grantFromTemplate(tx, template, {
      memberId: member.id,
      source: 'platform',
      now,
    })
    await audit.record(tx, {
      actor: staff,
      action: 'coupon.give',
      subject: `member:${member.id}`,
      before: null,
      after: { couponId, template: input.template },
      at: now,
    })
    return { couponId }
  })
}
