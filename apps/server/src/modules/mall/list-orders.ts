import { MALL_ORDER_TABS } from '@siam/contracts'
import type { MallOrderStatus as Status } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { fail } from '../../platform/errors'
import { pageWindow } from '../../platform/paging'
import type { MallDeps } from './mall.deps'
import { toMallOrder, toMallRefund } from './mall.mapper'
import { mallRepository as repo } from './mall.repository'

type Tab = (typeof MALL_ORDER_TABS)[number]

/** The statuses behind each tab of the mall kind in "my orders". */
const TAB_STATUSES: Record<Tab, readonly Status[] | null> = {
  all: null,
  toShip: ['paid'],
  toReceive: ['shipped'],
  completed: ['completed'],
  afterSale: ['after_sale', 'refunded', 'cancelled'],
}

export async function listMallOrders(
  deps: MallDeps,
  memberId: string,
  input: { tab: Tab; pageNo: number; pageSize: number },
  locale: Locale,
) {
  const { rows, total } = await repo.ordersOf(
    deps.db,
    memberId,
    TAB_STATUSES[input.tab],
    pageWindow(input.pageNo, input.pageSize),
  )
  const now = deps.clock.now()
  return { records: rows.map((r) => toMallOrder(r, locale, now)), total }
}

export async function mallTabNumbers(deps: MallDeps, memberId: string): Promise<Record<Tab, number>> {
  const counts = await repo.statusCounts(deps.db, memberId)
  const sum = (statuses: readonly Status[] | null) =>
    statuses
      ? statuses.reduce((n, s) => n + (counts.get(s) ?? 0), 0)
      : [...counts.values()].reduce((a, b) => a + b, 0)
  return Object.fromEntries(MALL_ORDER_TABS.map((tab) => [tab, sum(TAB_STATUSES[tab])])) as Record<
    Tab,
    number
  >
}

/** The console's list: every member's orders, with the pending after-sale request if any. */
export async function adminMallOrders(
  deps: MallDeps,
  input: { status?: Status | undefined; pageNo: number; pageSize: number },
  locale: Locale,
) {
  const { rows, total } = await repo.ordersOf(
    deps.db,
    null,
    input.status ? [input.status] : null,
    pageWindow(input.pageNo, input.pageSize),
  )
  const refunds = await repo.refundsOf(
    deps.db,
    rows.map((r) => r.id),
  )
  const now = deps.clock.now()
  return {
    records: rows.map((r) => {
      const pending = refunds.find((x) => x.orderId === r.id && x.status === 'pending')
      return {
        ...toMallOrder(r, locale, now),
        memberId: r.memberId,
        pendingRefund: pending ? toMallRefund(pending, r) : null,
      }
    }),
    total,
  }
}

/** One order as the console shows it. */
export async function adminMallOrder(deps: MallDeps, id: string, locale: Locale) {
  const row = await repo.orderById(deps.db, id)
  if (!row) fail('MALL_ORDER_NOT_FOUND')
  const pending = (await repo.refundsOf(deps.db, [row.id])).find((x) => x.status === 'pending')
  return {
    ...toMallOrder(row, locale, deps.clock.now()),
    memberId: row.memberId,
    pendingRefund: pending ? toMallRefund(pending, row) : null,
  }
}
