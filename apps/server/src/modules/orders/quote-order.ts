import type { OrderDraft, OrderQuote } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { CouponBasis } from '../coupons'
import { couponQueries } from '../coupons'
import { couponBasisOf, type QuoteSources, quoteDraft } from './orders.quote'
import type { OrdersDeps } from './orders.types'

type QuoteDeps = Pick<OrdersDeps, 'db' | 'clock' | 'settings' | 'shops' | 'addresses'>

/** Where a quote reads shops, dishes, addresses and coupons. */
export function quoteSourcesOf(deps: Pick<OrdersDeps, 'shops' | 'addresses'>): QuoteSources {
  return {
    orderable: (x, shopId, goodsIds) => deps.shops.orderable(x, shopId, goodsIds),
    addressOf: (x, memberId, id) => deps.addresses.ownedBy(x, memberId, id),
    couponOf: (x, memberId, id) => couponQueries.ownedBy(x, memberId, id),
  }
}

/** The draft priced as placement would price it now, with what blocks it. */
export async function previewOrder(
  deps: QuoteDeps,
  memberId: string,
  draft: OrderDraft,
  locale: Locale,
): Promise<OrderQuote> {
  const settings = await deps.settings.current()
  const { db, clock } = deps
  const { quote } = await quoteDraft(db, quoteSourcesOf(deps), memberId, draft, settings, clock.now(), locale)
  return quote
}

/** The draft priced without a coupon: what the member's coupons are checked against. */
export async function couponBasis(
  deps: QuoteDeps,
  memberId: string,
  draft: OrderDraft,
  locale: Locale,
): Promise<CouponBasis> {
  const settings = await deps.settings.current()
  const { breakdown, shop } = await quoteDraft(
    deps.db,
    quoteSourcesOf(deps),
    memberId,
    { ...draft, couponId: undefined },
    settings,
    deps.clock.now(),
    locale,
  )
  return couponBasisOf(shop.id, breakdown)
}
