import { COUPON_KINDS, type CouponKind } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { pageWindow } from '../../platform/paging'
import { couponsFrom } from './coupons.mapper'
import { couponsRepository as repo } from './coupons.repository'

/** One page of the member's coupons of a tab, valid (soonest end first) or not (latest first). */
export async function listCoupons(
  deps: { db: Db; clock: Clock },
  memberId: string,
  input: { kind: CouponKind; state: 'valid' | 'invalid'; pageNo: number; pageSize: number },
  locale: Locale,
) {
  const now = deps.clock.now()
  const { records, total } = await repo.list(
    deps.db,
    memberId,
    { kinds: [input.kind], state: input.state, now },
    pageWindow(input.pageNo, input.pageSize),
  )
  return { records: await couponsFrom(deps.db, records, now, locale), total }
}

/** How many valid coupons of each kind the member holds (the Mine page and the tabs). */
export async function couponCounts(deps: { db: Db; clock: Clock }, memberId: string) {
  const counts = await repo.validCounts(deps.db, memberId, deps.clock.now())
  return Object.fromEntries(COUPON_KINDS.map((k) => [k, counts.get(k) ?? 0])) as Record<CouponKind, number>
}
