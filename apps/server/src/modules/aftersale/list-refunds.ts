import type { ConsoleRefund } from '@siam/contracts'
import type { RefundStatusCode } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { listedShops, type StaffActor } from '../../platform/actor'
import { pageWindow } from '../../platform/paging'
import { bundles, type ConsoleViewDeps, consoleViews } from './refund-views'

export interface RefundListQuery {
  shopId?: string | undefined
  statuses?: RefundStatusCode[] | undefined
  pageNo: number
  pageSize: number
}

/** A console page of requests, newest first: the staff member's shops, the statuses asked for or the defaults. */
export async function listRefunds(
  deps: ConsoleViewDeps,
  staff: StaffActor,
  input: RefundListQuery,
  locale: Locale,
  defaults: { statuses: RefundStatusCode[] },
): Promise<{ records: ConsoleRefund[]; total: number }> {
  const { db } = deps
  const { limit, offset } = pageWindow(input.pageNo, input.pageSize)
  const { records, total } = await deps.repo.list(
    db,
    { shopIds: listedShops(staff, input.shopId), statuses: input.statuses ?? defaults.statuses },
    limit,
    offset,
  )
  return { records: await consoleViews(deps, db, await bundles(deps, db, records), locale, staff), total }
}
