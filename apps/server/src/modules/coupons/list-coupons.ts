import type { CouponKind, CouponTab } from '@siam/contracts'
import type { Locale } from '@siam/i18n'
import type { Db } from '../../db/client'
import type { Clock } from '../../platform/clock'
import { pageWindow } from '../../platform/paging'
import { couponsFrom } from './coupons.mapper'
import { couponsRepository as repo } from './coupons.repository'

/** Which stored kinds each tab of the coupon page lists (tickets and rebate cards are not issued yet). */
const KINDS_OF_TAB: Record<CouponTab, readonly CouponKind[]> = {
  delivery: ['delivery'],
  shop: ['shop'],
  doubleDraw: [],
  rebateCard: [],
}

/** One page of the member's coupons of a tab, valid (soonest end first) or not (latest first). */
export async function listCoupons(
  deps: { db: Db; clock: Clock },
  memberId: string,
  input: { kind: CouponTab; state: 'valid' | 'invalid'; pageNo: number; pageSize: number },
  locale: Locale,
) {
  const now = deps.clock.now()
  const { records, total } = await repo.list(
    deps.db,
    memberId,
    { kinds: KINDS_OF_TAB[input.kind], state: input.state, now },
    pageWindow(input.pageNo, input.pageSize),
  )
  return { records: await couponsFrom(deps.db, records, now, locale), total }
}
