import type { ErrorKey, OrderDraft, OrderQuote } from '@siam/contracts'
import { type PriceBreakdown, priceOrder, shopOpenState } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Executor } from '../../db/client'
import type { AddressSnapshot, LocalizedText } from '../../db/columns'
import { AppError, fail } from '../../platform/errors'
import { original, pick } from '../../platform/localize'
import { type AddressRow, courierLineOf } from '../addresses'
import { type CouponBasis, type CouponRow, couponDiscount } from '../coupons'
import type { Settings } from '../settings'
import { deliveryQuoteFor, type GoodsRow, type OptionRow, type ShopRow } from '../shops'

/** A priced line with what the order keeps of the dish as it was when ordered. */
interface QuotedLine {
  goods: GoodsRow
  options: OptionRow[]
  quantity: number
}

export interface QuoteContext {
  shop: ShopRow
  lines: QuotedLine[]
  address: AddressSnapshot | null
  distanceMeters: number | null
  breakdown: PriceBreakdown
  quote: OrderQuote
  /** The coupon the order uses and what it takes off (null: none asked, or refused by a blocker). */
  coupon: { id: string; discountFen: number } | null
  /** What stops the order being placed now (the quote lists the same keys). */
  blockers: ErrorKey[]
}

export interface QuoteSources {
  /** The shop (undefined: none), the dishes asked for that exist, and their option groups and options. */
  orderable(
    db: Executor,
    shopId: string,
    goodsIds: string[],
  ): Promise<{
    shop: ShopRow | undefined
    goods: GoodsRow[]
    groups: {
      id: string
      goodsId: string
      required: boolean
      multiple: boolean
      minChoices: number
      maxChoices: number | null
    }[]
    options: OptionRow[]
  }>
  addressOf(db: Executor, memberId: string, id: string): Promise<AddressRow | undefined>
  /** One of the member's coupons (another member's is not found). */
  couponOf(db: Executor, memberId: string, id: string): Promise<CouponRow | undefined>
}

/** What a coupon is checked against: the order priced without one. */
export function couponBasisOf(shopId: string, breakdown: PriceBreakdown): CouponBasis {
  return {
    shopId,
    itemsFen: breakdown.goodsFen + breakdown.packingFen,
    deliveryFeeFen: breakdown.deliveryFeeFen,
  }
}

/**
 * Prices a draft exactly as placement will (product rules 3). Mistakes in the draft itself (a dish
 * of another shop, an option of another dish) are errors; conditions the member can act on (shop
 * resting, below minimum, out of range, sold out, no address) are blockers the preview reports and
 * placement refuses.
 */
export async function quoteDraft(
  db: Executor,
  sources: QuoteSources,
  memberId: string,
  draft: OrderDraft,
  settings: Settings,
  now: Date,
  locale: Locale,
): Promise<QuoteContext> {
  const {
    shop,
    goods: goodsRows,
    groups,
    options,
  } = await sources.orderable(db, draft.shopId, [...new Set(draft.items.map((i) => i.goodsId))])
  if (!shop) fail('SHOP_NOT_FOUND')
  const blockers: ErrorKey[] = []
  // Issue 14: a shop the platform suspended takes no new orders (placed ones continue).
  if (shop.suspendedAt) blockers.push('SHOP_SUSPENDED')
  const delivery = draft.shoppingWay === 'delivery'
  if (delivery && !shop.supportsDelivery) blockers.push('SHOP_NO_DELIVERY')
  if (!delivery && !shop.supportsPickup) blockers.push('SHOP_NO_PICKUP')

  const goodsById = new Map(goodsRows.map((g) => [g.id, g]))
  const lines: QuotedLine[] = draft.items.map((item) => {
    const goods = goodsById.get(item.goodsId)
    if (!goods) fail('GOODS_NOT_FOUND')
    if (goods.shopId !== shop.id) fail('GOODS_NOT_IN_SHOP')
    if (goods.soldOut && !blockers.includes('GOODS_SOLD_OUT')) blockers.push('GOODS_SOLD_OUT')
    // Issue 14: a dish with its own hours (breakfast, lunch set) is orderable only then.
    const dishHours = goods.availableHours.length > 0 && !shopOpenState(goods.availableHours, true, now).open
    if (dishHours && !blockers.includes('GOODS_NOT_AVAILABLE_NOW')) blockers.push('GOODS_NOT_AVAILABLE_NOW')
    return { goods, options: chosenOptions(goods.id, item.optionIds, groups, options), quantity: item.number }
  })

  let address: AddressSnapshot | null = null
  let distanceMeters: number | null = null
  let deliveryFeeFen = 0
  if (delivery) {
    if (!draft.deliveryAddressId) {
      blockers.push('ADDRESS_REQUIRED')
    } else {
      const row = await sources.addressOf(db, memberId, draft.deliveryAddressId)
      if (!row) fail('ADDRESS_NOT_FOUND')
      address = {
        contactName: row.contactName,
        phone: row.phone,
        city: row.city,
        street: row.street,
        door: row.door,
        lng: row.lng,
        lat: row.lat,
        courierLine: courierLineOf(row),
      }
      // The shops module's range rule (radius, or the shop's polygon: decision 0011).
      const delivery = deliveryQuoteFor(shop, row, settings.routeFactor)
      if (!delivery) throw new Error('an address always has a position')
      distanceMeters = Math.round(delivery.straightMeters)
      deliveryFeeFen = delivery.feeFen
      if (!delivery.inRange) blockers.push('OUT_OF_RANGE')
    }
  }

  const open = shopOpenState(shop.hours, shop.operating, now, settings.closingSoonMinutes)
  if (!open.open) blockers.push('SHOP_RESTING')

  const priceInput = {
    kind: draft.shoppingWay,
    dineIn: draft.diningOption === 'dine_in',
    lines: lines.map((l) => ({
      goodsId: l.goods.id,
      basePriceFen: l.goods.priceFen,
      optionPricesFen: l.options.map((o) => o.priceFen),
      packingFeeFen: l.goods.packingFeeFen,
      quantity: l.quantity,
    })),
    fullReductionTiers: shop.fullReductionTiers,
    couponFen: 0,
    deliveryFeeFen,
    deliverySubsidyFen: delivery ? shop.deliverySubsidyFen : 0,
    minimumOrderFen: delivery ? shop.minimumOrderFen : 0,
  }
  let breakdown = priceOrder(priceInput)
  if (breakdown.missingForMinimumFen > 0) blockers.push('BELOW_MINIMUM')
  // The coupon (product rules 3.3, 7): checked against the order priced without it, then the
  // order is priced again with its discount, which the pricing shares over the lines.
  let coupon: QuoteContext['coupon'] = null
  if (draft.couponId) {
    const row = await sources.couponOf(db, memberId, draft.couponId)
    if (!row) fail('COUPON_NOT_FOUND')
    const verdict = couponDiscount(row, couponBasisOf(shop.id, breakdown), now)
    if ('refusal' in verdict) blockers.push(verdict.refusal)
    else {
      breakdown = priceOrder({ ...priceInput, couponFen: verdict.discountFen })
      coupon = { id: row.id, discountFen: breakdown.couponFen }
    }
  }

  const quote: OrderQuote = {
    goodsFen: breakdown.goodsFen,
    packingFen: breakdown.packingFen,
    couponFen: breakdown.couponFen,
    fullReductionFen: breakdown.fullReductionFen,
    deliveryFeeFen: breakdown.deliveryFeeFen,
    deliveryFeeBeforeSubsidyFen: breakdown.deliveryFeeBeforeSubsidyFen,
    totalFen: breakdown.totalFen,
    minimumOrderFen: breakdown.minimumOrderFen,
    missingForMinimumFen: breakdown.missingForMinimumFen,
    distanceMeters,
    inRange: !blockers.includes('OUT_OF_RANGE'),
    shopOpen: open.open,
    closingSoon: open.closingSoon,
    lines: lines.map((l, i) => {
      const amounts = breakdown.lines[i]
      if (!amounts) throw new Error('pricing returned fewer lines than it was given')
      return {
        goodsId: l.goods.id,
        name: pick(l.goods.name, locale),
        nameZh: original(l.goods.name),
        image: l.goods.image,
        optionNames: l.options.map((o) => pick(o.name, locale)),
        unitPriceFen: amounts.unitPriceFen,
        quantity: l.quantity,
        // the packing charged for one (none when eaten in the shop), as the line's refund counts it
        packingFeeFen: amounts.packingFen / l.quantity,
        goodsFen: amounts.goodsFen,
        payableFen: amounts.payableFen,
      }
    }),
    blockers,
  }
  return { shop, lines, address, distanceMeters, breakdown, quote, coupon, blockers }
}

/** The chosen options must belong to the dish and respect each group's required / single rules. */
function chosenOptions(
  goodsId: string,
  optionIds: string[],
  allGroups: {
    id: string
    goodsId: string
    required: boolean
    multiple: boolean
    minChoices: number
    maxChoices: number | null
  }[],
  allOptions: OptionRow[],
): OptionRow[] {
  const groups = allGroups.filter((g) => g.goodsId === goodsId)
  const unique = [...new Set(optionIds)]
  const chosen = unique.map((id) => {
    const option = allOptions.find((o) => o.id === id && groups.some((g) => g.id === o.groupId))
    if (!option) throw new AppError('OPTION_INVALID')
    return option
  })
  for (const group of groups) {
    const picked = chosen.filter((o) => o.groupId === group.id).length
    if (group.required && picked === 0) throw new AppError('OPTION_REQUIRED')
    if (!group.multiple && picked > 1) throw new AppError('OPTION_INVALID')
    // Issue 14: the menu editor's "pick 1 to 3" (null max: no cap beyond the options themselves).
    if (picked < group.minChoices) throw new AppError('OPTION_REQUIRED')
    if (group.maxChoices !== null && picked > group.maxChoices) throw new AppError('OPTION_INVALID')
  }
  return chosen
}

export function optionSnapshot(
  options: OptionRow[],
): { id: string; name: LocalizedText; priceFen: number }[] {
  return options.map((o) => ({ id: o.id, name: o.name, priceFen: o.priceFen }))
}
