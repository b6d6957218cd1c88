import { z } from 'zod'
import { defineCall } from './call'
import { Fen, Id, IdempotencyKey, IsoTime, Paging, page, Text } from './common'
import { OrderDraft } from './order'

/**
 * The four kinds a member holds (product rules 7): delivery and shop coupons take money off an
 * order; a double-draw ticket gives two draws; a rebate card pays back part of what orders cost.
 */
export const COUPON_KINDS = ['delivery', 'shop', 'doubleDraw', 'rebateCard'] as const
export const CouponKind = z.enum(COUPON_KINDS)
export type CouponKind = z.infer<typeof CouponKind>

/** `expired` also covers an unused coupon whose validity has ended. */
export const COUPON_STATUSES = ['unused', 'used', 'expired', 'refunded'] as const
export const CouponStatus = z.enum(COUPON_STATUSES)

/** Where a coupon came from (product rules 7, sources). */
export const COUPON_SOURCES = [
  'new_member',
  'invitation',
  'draw',
  'campaign',
  'merchant',
  'recharge',
  'purchase',
  'compensation',
  'platform',
  'spending',
] as const
export const CouponSource = z.enum(COUPON_SOURCES)

export const Coupon = z.object({
  id: Id,
  kind: CouponKind,
  /** In the request's language. */
  title: z.string(),
  /**
   * Delivery coupon: up to this much off the delivery fee; shop coupon: this much off the order, or
   * with `percentOff` the cap of the percentage (0 = none); rebate card: the cap per order.
   */
  amountFen: Fen,
  /** Shop coupon: percent off the goods; rebate card: percent of the amount paid; else null. */
  percentOff: z.number().int().min(1).max(99).nullable(),
  /** Usage rules in the request's language (null: the kind's standard text, shown by the app). */
  rules: z.string().nullable(),
  /** Double-draw ticket: draws left (2, 1 or 0); other kinds 0. */
  drawsLeft: z.number().int().min(0).max(2),
  /** Goods + packing the order must reach; 0 = none. */
  thresholdFen: Fen,
  /** null = every shop. */
  shopId: Id.nullable(),
  shopName: z.string().nullable(),
  validFrom: IsoTime,
  validUntil: IsoTime,
  status: CouponStatus,
  /** The order that used it, while used. */
  orderId: Id.nullable(),
  usedAt: IsoTime.nullable(),
  source: CouponSource,
})
export type Coupon = z.infer<typeof Coupon>

export const couponCalls = {
  list: defineCall({
    path: 'member/coupon/list',
    audience: 'member',
    summary:
      "The member's coupons of one kind: valid (unused, not ended; soonest end first) or invalid (used or expired; latest first).",
    input: Paging.extend({
      kind: CouponKind.default('delivery'),
      state: z.enum(['valid', 'invalid']).default('valid'),
    }),
    output: page(Coupon),
  }),
  usableForOrder: defineCall({
    path: 'member/coupon/usableForOrder',
    audience: 'member',
    summary:
      'For a draft order (the preview body, couponId ignored): the valid coupons it can use, with the discount each gives (largest first), and the others with the reason (an error key).',
    input: OrderDraft,
    output: z.object({
      usable: z.array(z.object({ coupon: Coupon, discountFen: Fen })),
      unusable: z.array(z.object({ coupon: Coupon, reason: z.string() })),
    }),
  }),
}

const KindCounts = z.object({
  delivery: z.number().int(),
  shop: z.number().int(),
  doubleDraw: z.number().int(),
  rebateCard: z.number().int(),
})

/** A campaign of the coupon centre as the member sees it. */
export const CouponCampaign = z.object({
  id: Id,
  kind: CouponKind,
  title: z.string(),
  rules: z.string().nullable(),
  amountFen: Fen,
  percentOff: z.number().int().nullable(),
  thresholdFen: Fen,
  shopId: Id.nullable(),
  /** How many are left of the campaign's quantity. */
  remaining: z.number().int().nonnegative(),
  /** How many more this member may claim (0 = claimed up to the limit). */
  memberRemaining: z.number().int().nonnegative(),
  endsAt: IsoTime,
})
export type CouponCampaign = z.infer<typeof CouponCampaign>

export const couponCentreCalls = {
  selectCounts: defineCall({
    path: 'member/coupon/selectCounts',
    audience: 'member',
    summary: "How many valid coupons the member holds of each kind (the Mine page's count and the tabs).",
    input: z.object({}),
    output: KindCounts,
  }),
  campaigns: defineCall({
    path: 'member/coupon/campaigns',
    audience: 'member',
    summary:
      'The coupon centre: running campaigns the member can see, with what is left overall and for them.',
    input: z.object({}),
    output: z.array(CouponCampaign),
  }),
  orderBenefits: defineCall({
    path: 'member/coupon/orderBenefits',
    audience: 'member',
    summary:
      "What an order of the member earns from coupons: the rebate to come (or credited at completion) and the on-time promise's compensation coupon, if the delivery was late.",
    input: z.object({ orderId: Id }),
    output: z.object({
      rebateFen: Fen,
      rebateCredited: z.boolean(),
      compensationCoupon: Coupon.nullable(),
    }),
  }),
  serviceContact: defineCall({
    path: 'coupon/serviceContact',
    audience: 'public',
    summary:
      '"Ask for a discount": the platform service contacts (WhatsApp number, WeChat id) from the settings.',
    input: z.object({}),
    output: z.object({ whatsApp: z.string(), weChat: z.string() }),
  }),
  claim: defineCall({
    path: 'member/coupon/claim',
    audience: 'member',
    summary:
      "Claims one coupon of a campaign: in the member's list at once (same transaction). The last one goes to exactly one member.",
    input: z.object({ campaignId: Id }),
    output: Coupon,
  }),
}

/** A prize of the draw with its odds, as the member sees it. */
export const DrawPrize = z.object({
  id: Id,
  kind: z.enum(['coupon', 'points', 'balance']),
  title: z.string(),
  /** Points, or fen of balance; 0 for a coupon. */
  amount: z.number().int().nonnegative(),
  /** Chance in basis points (1/10000) of one draw. */
  oddsBp: z.number().int().nonnegative(),
})
export const DrawRecord = z.object({
  id: Id,
  ticketId: Id,
  drawNo: z.number().int().min(1).max(2),
  prize: DrawPrize.omit({ oddsBp: true }),
  couponId: Id.nullable(),
  createdAt: IsoTime,
})
export type DrawRecord = z.infer<typeof DrawRecord>

export const drawCalls = {
  prizes: defineCall({
    path: 'member/draw/prizes',
    audience: 'member',
    summary: "The draw's prizes and odds, and how many draws the member's tickets still give.",
    input: z.object({}),
    output: z.object({ prizes: z.array(DrawPrize), drawsLeft: z.number().int().nonnegative() }),
  }),
  play: defineCall({
    path: 'member/draw/play',
    audience: 'member',
    summary:
      "Plays one draw of the member's ticket (the one ending soonest unless given): server randomness, recorded, the prize paid at once; a replay of the key answers the same draw.",
    input: z.object({ ticketId: Id.optional(), idempotencyKey: IdempotencyKey }),
    output: DrawRecord,
  }),
  history: defineCall({
    path: 'member/draw/history',
    audience: 'member',
    summary: "The member's draws, latest first.",
    input: Paging,
    output: page(DrawRecord),
  }),
}

const LocalizedText = z
  .record(Text().max(20), Text().max(200))
  .refine((t) => typeof t.en === 'string' && t.en.length > 0, {
    message: 'en required',
  })

/** A coupon template as the console writes it; validity is a fixed window or N days from receipt. */
export const CouponTemplateInput = z.object({
  kind: CouponKind,
  title: LocalizedText,
  rules: LocalizedText.nullable().default(null),
  amountFen: Fen,
  percentOff: z.number().int().min(1).max(99).nullable().default(null),
  thresholdFen: Fen.default(0),
  shopId: Id.nullable().default(null),
  validity: z.discriminatedUnion('type', [
    z.object({ type: z.literal('fixed'), from: IsoTime, until: IsoTime }),
    z.object({ type: z.literal('days'), days: z.number().int().min(1).max(365) }),
  ]),
})

const CampaignInput = z.object({
  template: CouponTemplateInput,
  total: z.number().int().min(1).max(1_000_000),
  perMember: z.number().int().min(1).max(100).default(1),
  startsAt: IsoTime,
  endsAt: IsoTime,
})

const CampaignRow = z.object({
  id: Id,
  templateId: Id,
  source: z.enum(['campaign', 'merchant']),
  title: z.string(),
  kind: CouponKind,
  shopId: Id.nullable(),
  /** The shop's name in the request's language; null for every shop. */
  shopName: z.string().nullable(),
  total: z.number().int(),
  claimed: z.number().int(),
  /** Claimed coupons used on orders so far (redemption). */
  used: z.number().int(),
  perMember: z.number().int(),
  startsAt: IsoTime,
  endsAt: IsoTime,
  active: z.boolean(),
})

/** What may change on a running campaign: its quantity (not below what was claimed), per-member limit and end. */
const CampaignChange = z.object({
  id: Id,
  total: z.number().int().min(1).max(1_000_000),
  perMember: z.number().int().min(1).max(100),
  endsAt: IsoTime,
})

export const couponConsoleCalls = {
  adminCampaignCreate: defineCall({
    path: 'admin/coupon/create',
    audience: 'admin',
    summary:
      'Creates a platform campaign (its template and quantity) for the coupon centre; any of the four kinds.',
    input: CampaignInput,
    output: CampaignRow,
  }),
  adminCampaignUpdate: defineCall({
    path: 'admin/coupon/update',
    audience: 'admin',
    summary:
      "Changes a campaign's quantity (never below the coupons claimed), per-member limit and end; an ended campaign stays ended.",
    input: CampaignChange,
    output: CampaignRow,
  }),
  adminCampaignEnd: defineCall({
    path: 'admin/coupon/end',
    audience: 'admin',
    summary: 'Ends a campaign now: nobody can claim from it any more; claimed coupons stay valid.',
    input: z.object({ id: Id }),
    output: CampaignRow,
  }),
  adminGive: defineCall({
    path: 'admin/coupon/give',
    audience: 'admin',
    summary: 'Gives one coupon made from a template straight to a member, found by id or by e-mail.',
    input: z
      .object({
        memberId: Id.optional(),
        email: Text().trim().max(254).optional(),
        template: CouponTemplateInput,
      })
      .refine((v) => Boolean(v.memberId || v.email), 'memberId or email is required'),
    output: z.object({ couponId: Id }),
  }),
  adminCampaignList: defineCall({
    path: 'admin/coupon/list',
    audience: 'admin',
    summary: 'Every campaign with its redemption figures (claimed, used).',
    input: z.object({}),
    output: z.array(CampaignRow),
  }),
  adminDrawPrizesSet: defineCall({
    path: 'admin/draw/prizes/set',
    audience: 'admin',
    summary: 'Replaces the draw prizes and their weights (odds = weight / total weight).',
    input: z.object({
      prizes: z
        .array(
          z.object({
            kind: z.enum(['coupon', 'points', 'balance']),
            title: LocalizedText,
            amount: z.number().int().nonnegative().default(0),
            template: CouponTemplateInput.nullable().default(null),
            weight: z.number().int().min(0).max(1_000_000),
          }),
        )
        .min(1)
        .max(20),
    }),
    output: z.array(DrawPrize),
  }),
  merchantCampaignCreate: defineCall({
    path: 'merchant/coupon/create',
    audience: 'console',
    summary:
      "A merchant's giveaway of shop coupons for one of their own shops, within the platform's limits (value, quantity).",
    input: CampaignInput.extend({ template: CouponTemplateInput.extend({ shopId: Id }) }),
    output: CampaignRow,
  }),
  merchantCampaignUpdate: defineCall({
    path: 'merchant/coupon/update',
    audience: 'console',
    summary:
      "Changes one of the merchant's own giveaways (quantity within the platform's limit, per-member limit, end).",
    input: CampaignChange,
    output: CampaignRow,
  }),
  merchantCampaignEnd: defineCall({
    path: 'merchant/coupon/end',
    audience: 'console',
    summary: "Ends one of the merchant's own giveaways now; claimed coupons stay valid.",
    input: z.object({ id: Id }),
    output: CampaignRow,
  }),
  merchantCampaignList: defineCall({
    path: 'merchant/coupon/list',
    audience: 'console',
    summary: "The campaigns of the merchant's shops with their redemption figures.",
    input: z.object({}),
    output: z.array(CampaignRow),
  }),
}

const PackView = z.object({
  id: Id,
  title: z.string(),
  count: z.number().int().positive(),
  priceFen: Fen,
  coupon: z.object({
    kind: CouponKind,
    title: z.string(),
    amountFen: Fen,
    percentOff: z.number().int().nullable(),
    thresholdFen: Fen,
  }),
})
export const CouponPackPurchase = z.object({
  id: Id,
  packId: Id,
  count: z.number().int(),
  priceFen: Fen,
  /** pending: waiting for a provider's payment (closed when its window passes unpaid). */
  status: z.enum(['pending', 'paid', 'refunded', 'closed']),
  /** How it was paid (null while pending, or for purchases older than decision 0025: the balance). */
  payType: z.enum(['balance', 'wechat', 'alipay', 'card']).nullable(),
  refundedFen: Fen,
  /** Null while pending (or closed unpaid). */
  paidAt: IsoTime.nullable(),
  refundedAt: IsoTime.nullable(),
  /** The one-tap refund is open: bought today (Shanghai) and not refunded yet. */
  refundableToday: z.boolean(),
})
export type CouponPackPurchase = z.infer<typeof CouponPackPurchase>

export const couponPackCalls = {
  list: defineCall({
    path: 'member/couponPack/list',
    audience: 'member',
    summary: 'Coupon packs for sale.',
    input: z.object({}),
    output: z.array(PackView),
  }),
  buy: defineCall({
    path: 'member/couponPack/buy',
    audience: 'member',
    summary:
      'Buys a coupon pack from the balance (payment password): its coupons are in the list at once; a replay of the key buys nothing twice.',
    input: z.object({
      packId: Id,
      paymentPassword: Text().min(1).max(64),
      idempotencyKey: IdempotencyKey,
    }),
    output: CouponPackPurchase,
  }),
  order: defineCall({
    path: 'member/couponPack/order',
    audience: 'member',
    summary:
      'Orders a coupon pack to pay with WeChat Pay, Alipay or card: a pending purchase to pay by member/payment/create with its couponPurchaseId; the coupons come when the provider confirms. A replay of the key orders nothing twice.',
    input: z.object({ packId: Id, idempotencyKey: IdempotencyKey }),
    output: CouponPackPurchase,
  }),
  purchases: defineCall({
    path: 'member/couponPack/purchases',
    audience: 'member',
    summary: "The member's coupon pack purchases, latest first.",
    input: z.object({}),
    output: z.array(CouponPackPurchase),
  }),
  refundPurchased: defineCall({
    path: 'member/coupon/refundPurchased',
    audience: 'member',
    summary:
      'Same-day refund of the unused coupons of a purchase, in one tap, exactly once: the money goes back where it came from (the balance, or the provider through a payment refund). Refused the next day.',
    input: z.object({ purchaseId: Id }),
    output: CouponPackPurchase,
  }),
  adminCreate: defineCall({
    path: 'admin/couponPack/create',
    audience: 'admin',
    summary: 'Puts a coupon pack on sale: count coupons made from the template, for a price.',
    input: z.object({
      title: LocalizedText,
      count: z.number().int().min(1).max(50),
      priceFen: Fen.min(1),
      template: CouponTemplateInput,
    }),
    output: PackView,
  }),
}
