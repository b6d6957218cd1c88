import type { COUPON_SOURCES, CouponKind } from '@siam/contracts'
import type { CouponStatus } from '@siam/domain'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { at, createdAt, fen, type LocalizedText } from '../../db/columns'

type CouponSource = (typeof COUPON_SOURCES)[number]
/** What a draw prize pays: a coupon (from a template), points, or balance money. */
export type PrizeKind = 'coupon' | 'points' | 'balance'

const KINDS_SQL = sql.raw(`'delivery','shop','doubleDraw','rebateCard'`)

/**
 * A coupon a member holds (product rules 7), of the four kinds. `expired` is written when a used
 * coupon comes back after its end; an unused coupon past `valid_until` is shown as expired without
 * being rewritten. A double-draw ticket is `used` once both its draws are played (no order); a rebate
 * card stays unused until its end and pays on every order paid inside its window.
 */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Usage rules as the member reads them (null = the kind's standard text). */
    rules: jsonb('rules').$type<LocalizedText>(),
    /** Amount off; with `percent_off` the cap per order (0 = none); 0 for a ticket. */
    amountFen: fen('amount_fen').notNull(),
    /** Shop coupon: percent off the goods; rebate card: percent of the amount paid. */
    percentOff: integer('percent_off'),
    /** Goods + packing the order must reach (0 = no threshold). */
    thresholdFen: fen('threshold_fen').notNull().default(0),
    /** null = valid at every shop. */
    shopId: text('shop_id'),
    validFrom: at('valid_from').notNull(),
    validUntil: at('valid_until').notNull(),
    status: text('status').$type<CouponStatus>().notNull().default('unused'),
    /** The order that holds it while used. */
    orderId: text('order_id'),
    usedAt: at('used_at'),
    source: text('source').$type<CouponSource>().notNull(),
    /** The campaign it was claimed from (limits per campaign and per member count these). */
    campaignId: text('campaign_id'),
    /** The coupon pack purchase it came from (same-day refund of unused purchased coupons). */
    purchaseId: text('purchase_id'),
    /** Double-draw ticket: draws played so far (two per ticket). */
    drawsUsed: integer('draws_used').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_coupons_member_idx').on(t.memberId, t.status, t.validUntil),
    index('member_coupons_order_idx').on(t.orderId),
    index('member_coupons_campaign_idx').on(t.campaignId, t.memberId),
    index('member_coupons_purchase_idx').on(t.purchaseId),
    check('member_coupons_kind_check', sql`${t.kind} in (${KINDS_SQL})`),
    check('member_coupons_status_check', sql`${t.status} in ('unused','used','expired','refunded')`),
    check(
      'member_coupons_source_check',
      sql`${t.source} in ('new_member','invitation','draw','campaign','merchant','recharge','purchase','compensation','platform','spending')`,
    ),
    check(
      'member_coupons_amount_check',
      sql`${t.amountFen} >= 0 and ${t.thresholdFen} >= 0 and ${t.validUntil} > ${t.validFrom} and (${t.amountFen} > 0 or ${t.percentOff} is not null or ${t.kind} = 'doubleDraw')`,
    ),
    check(
      'member_coupons_percent_check',
      sql`${t.percentOff} is null or (${t.percentOff} between 1 and 99 and ${t.kind} in ('shop','rebateCard'))`,
    ),
    check('member_coupons_draws_check', sql`${t.drawsUsed} between 0 and 2`),
    check(
      'member_coupons_used_check',
      sql`${t.kind} = 'doubleDraw' or (${t.status} = 'used') = (${t.orderId} is not null)`,
    ),
  ],
)

/**
 * What a coupon is made from (platform or a merchant's shop): kind, value, threshold, shop and
 * validity, a fixed window (`valid_from`..`valid_until`) or N days from receipt (`valid_days`).
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<CouponKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    rules: jsonb('rules').$type<LocalizedText>(),
    amountFen: fen('amount_fen').notNull(),
    percentOff: integer('percent_off'),
    thresholdFen: fen('threshold_fen').notNull().default(0),
    shopId: text('shop_id'),
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    validDays: integer('valid_days'),
    /** The staff member who made it. */
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupon_templates_kind_check', sql`${t.kind} in (${KINDS_SQL})`),
    check(
      'coupon_templates_amount_check',
      sql`${t.amountFen} >= 0 and ${t.thresholdFen} >= 0 and (${t.amountFen} > 0 or ${t.percentOff} is not null or ${t.kind} = 'doubleDraw')`,
    ),
    check(
      'coupon_templates_percent_check',
      sql`${t.percentOff} is null or (${t.percentOff} between 1 and 99 and ${t.kind} in ('shop','rebateCard'))`,
    ),
    check(
      'coupon_templates_validity_check',
      sql`(${t.validDays} is not null and ${t.validDays} > 0 and ${t.validFrom} is null and ${t.validUntil} is null) or (${t.validDays} is null and ${t.validUntil} > ${t.validFrom})`,
    ),
  ],
)

/**
 * Coupons members claim in the coupon centre: a limited quantity (`claimed` never passes `total`:
 * one guarded UPDATE takes the next one) and a limit per member, while the campaign runs.
 */
export const couponCampaigns = pgTable(
  'coupon_campaigns',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id').notNull(),
    /** Platform campaign, or a merchant's giveaway for their shop. */
    source: text('source').$type<'campaign' | 'merchant'>().notNull(),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
    perMember: integer('per_member').notNull().default(1),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_campaigns_open_idx').on(t.active, t.endsAt),
    check('coupon_campaigns_source_check', sql`${t.source} in ('campaign','merchant')`),
    check(
      'coupon_campaigns_quantity_check',
      sql`${t.total} > 0 and ${t.claimed} between 0 and ${t.total} and ${t.perMember} > 0 and ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
)

/** The prizes of the double draw and their weights (odds = weight / sum of active weights). */
export const drawPrizes = pgTable(
  'draw_prizes',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<PrizeKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Points, or fen of balance; 0 for a coupon prize. */
    amount: fen('amount').notNull().default(0),
    /** A coupon prize: the template the coupon is made from. */
    templateId: text('template_id'),
    weight: integer('weight').notNull(),
    /** Where it shows on the draw wheel (the order the platform set). */
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('draw_prizes_kind_check', sql`${t.kind} in ('coupon','points','balance')`),
    check(
      'draw_prizes_amount_check',
      sql`${t.weight} >= 0 and ${t.amount} >= 0 and ((${t.kind} = 'coupon') = (${t.templateId} is not null)) and (${t.kind} = 'coupon' or ${t.amount} > 0)`,
    ),
  ],
)

/** Every draw played, with its outcome: one row per (ticket, draw number), so a prize is paid once. */
export const draws = pgTable(
  'draws',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    ticketId: text('ticket_id').notNull(),
    drawNo: integer('draw_no').notNull(),
    prizeId: text('prize_id').notNull(),
    prizeKind: text('prize_kind').$type<PrizeKind>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    amount: fen('amount').notNull(),
    /** The coupon a coupon prize gave. */
    couponId: text('coupon_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('draws_ticket_no_idx').on(t.ticketId, t.drawNo),
    index('draws_member_idx').on(t.memberId, t.createdAt),
    check('draws_no_check', sql`${t.drawNo} between 1 and 2`),
    check('draws_kind_check', sql`${t.prizeKind} in ('coupon','points','balance')`),
  ],
)

/**
 * What an order earned from coupons when it completed (written once, keyed by the order): the
 * rebate credited from the member's best rebate card, and that the order was counted towards
 * double-draw tickets. A second completion report finds the row and does nothing.
 */
export const couponOrderBenefits = pgTable(
  'coupon_order_benefits',
  {
    orderId: text('order_id').primaryKey(),
    memberId: text('member_id').notNull(),
    /** What the order counted: paid minus refunded when it completed. */
    countedFen: fen('counted_fen').notNull(),
    rebateCardId: text('rebate_card_id'),
    rebateFen: fen('rebate_fen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_order_benefits_member_idx').on(t.memberId),
    check('coupon_order_benefits_amount_check', sql`${t.countedFen} >= 0 and ${t.rebateFen} >= 0`),
  ],
)

/** A member's progress towards double-draw tickets (product rules 9). */
export const ticketProgress = pgTable(
  'ticket_progress',
  {
    memberId: text('member_id').primaryKey(),
    /** Paid minus refunded of the member's own completed orders. */
    completedFen: fen('completed_fen').notNull().default(0),
    completedOrders: integer('completed_orders').notNull().default(0),
    /** Invited friends who completed a first order. */
    friendsWithFirstOrder: integer('friends_with_first_order').notNull().default(0),
  },
  (t) => [
    check(
      'ticket_progress_check',
      sql`${t.completedFen} >= 0 and ${t.completedOrders} >= 0 and ${t.friendsWithFirstOrder} >= 0`,
    ),
  ],
)

export type PackPurchaseStatus = 'pending' | 'paid' | 'refunded' | 'closed'

/** Coupon packs for sale (platform): `count` coupons made from a template, for a price. */
export const couponPacks = pgTable(
  'coupon_packs',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    count: integer('count').notNull(),
    priceFen: fen('price_fen').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('coupon_packs_check', sql`${t.count} between 1 and 50 and ${t.priceFen} > 0`)],
)

/**
 * A pack bought: from the balance (paid at once, a ledger transfer), or by a provider (decision
 * 0025: `pending` until the provider confirms, then paid with its coupons; `closed` when the pay
 * window passes unpaid). `refunded_fen` grows once, by the same-day refund of the coupons still
 * unused; `status` goes paid -> refunded under the row lock, so two refunds at once pay back once.
 */
export const couponPackPurchases = pgTable(
  'coupon_pack_purchases',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').notNull(),
    packId: text('pack_id').notNull(),
    count: integer('count').notNull(),
    priceFen: fen('price_fen').notNull(),
    status: text('status').$type<PackPurchaseStatus>().notNull(),
    /** How it was paid: 'balance' (null on purchases older than decision 0025) or a provider's pay type. */
    payType: text('pay_type').$type<'balance' | 'wechat' | 'alipay' | 'card'>(),
    refundedFen: fen('refunded_fen').notNull().default(0),
    paidAt: at('paid_at'),
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_pack_purchases_member_idx').on(t.memberId, t.paidAt),
    index('coupon_pack_purchases_pending_idx').on(t.status, t.createdAt),
    check(
      'coupon_pack_purchases_status_check',
      sql`${t.status} in ('pending','paid','refunded','closed') and (${t.status} in ('pending','closed')) = (${t.paidAt} is null)`,
    ),
    check(
      'coupon_pack_purchases_amount_check',
      sql`${t.priceFen} > 0 and ${t.refundedFen} between 0 and ${t.priceFen} and (${t.status} = 'refunded') = (${t.refundedAt} is not null)`,
    ),
  ],
)
