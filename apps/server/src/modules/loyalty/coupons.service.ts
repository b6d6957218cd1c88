import type { Coupon, CouponTab, OrderDraft } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { pick } from '../../platform/localize'
import { pageWindow } from '../../platform/paging'
import { shopQueries } from '../shops'
import { type CouponRow, couponsRepository as repo } from './coupons.repository'
import { type CouponBasis, couponDiscount, couponStatusAt } from './coupons.rules'

/** Which stored kinds each tab of the coupon page lists (tickets and rebate cards are not issued yet). */
const KINDS_OF_TAB: Record<CouponTab, string[]> = {
  delivery: ['delivery'],
  shop: ['shop'],
  doubleDraw: [],
  rebateCard: [],
}

/** Prices a draft without a coupon, as placement would: what coupons are checked against. */
export type BasisOf = (memberId: string, draft: OrderDraft, locale: Locale) => Promise<CouponBasis>

export function createCouponsService(deps: { db: Db; clock: Clock; basisOf: BasisOf }) {
  const { db, clock } = deps
  const shops = shopQueries

  async function toCoupons(rows: CouponRow[], locale: Locale): Promise<Coupon[]> {
    const shopIds = [...new Set(rows.map((r) => r.shopId).filter((id): id is string => id !== null))]
    const names = new Map((await shops.shopsByIds(db, shopIds)).map((s) => [s.id, pick(s.name, locale)]))
    const now = clock.now()
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as Coupon['kind'],
      title: pick(r.title, locale),
      amountFen: r.amountFen,
      thresholdFen: r.thresholdFen,
      shopId: r.shopId,
      shopName: r.shopId ? (names.get(r.shopId) ?? null) : null,
      validFrom: r.validFrom.toISOString(),
      validUntil: r.validUntil.toISOString(),
      status: couponStatusAt(r, now),
      orderId: r.orderId,
      usedAt: r.usedAt?.toISOString() ?? null,
      source: r.source as Coupon['source'],
    }))
  }

  return {
    async list(
      memberId: string,
      input: { kind: CouponTab; state: 'valid' | 'invalid'; pageNo: number; pageSize: number },
      locale: Locale,
    ) {
      const { records, total } = await repo.list(
        db,
        memberId,
        { kinds: KINDS_OF_TAB[input.kind], state: input.state, now: clock.now() },
        pageWindow(input.pageNo, input.pageSize),
      )
      return { records: await toCoupons(records, locale), total }
    },

    /** The member's valid coupons against this draft: usable ones with their discount, largest first. */
    async usableForOrder(memberId: string, draft: OrderDraft, locale: Locale) {
      const basis = await deps.basisOf(memberId, { ...draft, couponId: undefined }, locale)
      const now = clock.now()
      const rows = await repo.valid(db, memberId, now)
      const coupons = await toCoupons(rows, locale)
      const usable: { coupon: Coupon; discountFen: number }[] = []
      const unusable: { coupon: Coupon; reason: string }[] = []
      rows.forEach((row, i) => {
        const coupon = coupons[i]
        if (!coupon) return
        const verdict = couponDiscount(row, basis, now)
        if ('refusal' in verdict) unusable.push({ coupon, reason: verdict.refusal })
        else usable.push({ coupon, discountFen: Math.min(verdict.discountFen, basis.itemsFen) })
      })
      usable.sort((a, b) => b.discountFen - a.discountFen)
      return { usable, unusable }
    },
  }
}
