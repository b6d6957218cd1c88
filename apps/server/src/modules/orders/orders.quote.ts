import type { OrderDraft, OrderQuote } from '@siam/contracts'
import { haversineMeters, type PriceBreakdown, priceOrder, quoteDelivery, shopOpenState } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import type { Executor } from '../../db/client'
import type { AddressSnapshot, LocalizedText } from '../../db/schema'
import { AppError, fail } from '../../platform/errors'
import { original, pick } from '../../platform/localize'
import type { AddressRow } from '../addresses'
import type { Settings } from '../settings'
import type { GoodsRow, OptionRow, ShopRow } from '../shops'

/** A priced line with what the order keeps of the dish as it was when ordered. */
export interface QuotedLine {
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
}

export interface QuoteSources {
  shopById(db: Executor, id: string): Promise<ShopRow | undefined>
  goodsByIds(db: Executor, ids: string[]): Promise<GoodsRow[]>
  optionsFor(
    db: Executor,
    goodsIds: string[],
  ): Promise<{
    groups: { id: string; goodsId: string; required: boolean; multiple: boolean }[]
    options: OptionRow[]
  }>
  addressOf(db: Executor, memberId: string, id: string): Promise<AddressRow | undefined>
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
  const shop = await sources.shopById(db, draft.shopId)
  if (!shop) fail('SHOP_NOT_FOUND')
  const blockers: string[] = []
  const delivery = draft.shoppingWay === 'delivery'
  if (delivery && !shop.supportsDelivery) blockers.push('SHOP_NO_DELIVERY')
  if (!delivery && !shop.supportsPickup) blockers.push('SHOP_NO_PICKUP')

  const goodsRows = await sources.goodsByIds(db, [...new Set(draft.items.map((i) => i.goodsId))])
  const goodsById = new Map(goodsRows.map((g) => [g.id, g]))
  const { groups, options } = await sources.optionsFor(
    db,
    goodsRows.map((g) => g.id),
  )
  const lines: QuotedLine[] = draft.items.map((item) => {
    const goods = goodsById.get(item.goodsId)
    if (!goods) fail('GOODS_NOT_FOUND')
    if (goods.shopId !== shop.id) fail('GOODS_NOT_IN_SHOP')
    if (goods.soldOut && !blockers.includes('GOODS_SOLD_OUT')) blockers.push('GOODS_SOLD_OUT')
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
      }
      const straight = haversineMeters(row, shop)
      const delivery = quoteDelivery(straight, {
        baseFeeFen: shop.baseDeliveryFeeFen,
        perKmFeeFen: shop.perKmFeeFen,
        rangeMeters: shop.deliveryRangeMeters,
        routeFactor: settings.routeFactor,
      })
      distanceMeters = Math.round(straight)
      deliveryFeeFen = delivery.feeFen
      if (!delivery.inRange) blockers.push('OUT_OF_RANGE')
    }
  }

  const open = shopOpenState(shop.hours, shop.operating, now, settings.closingSoonMinutes)
  if (!open.open) blockers.push('SHOP_RESTING')

  const breakdown = priceOrder({
    kind: draft.shoppingWay,
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
  })
  if (breakdown.missingForMinimumFen > 0) blockers.push('BELOW_MINIMUM')

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
        packingFeeFen: l.goods.packingFeeFen,
        goodsFen: amounts.goodsFen,
        payableFen: amounts.payableFen,
      }
    }),
    blockers,
  }
  return { shop, lines, address, distanceMeters, breakdown, quote }
}

/** The chosen options must belong to the dish and respect each group's required / single rules. */
function chosenOptions(
  goodsId: string,
  optionIds: string[],
  allGroups: { id: string; goodsId: string; required: boolean; multiple: boolean }[],
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
  }
  return chosen
}

export function optionSnapshot(
  options: OptionRow[],
): { id: string; name: LocalizedText; priceFen: number }[] {
  return options.map((o) => ({ id: o.id, name: o.name, priceFen: o.priceFen }))
}
