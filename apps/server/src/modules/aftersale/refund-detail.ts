import type { Locale } from '@siam/i18n'
import type { StaffActor } from '../../platform/actor'
import { type ConsoleViewDeps, consoleView } from './refund-views'

/** One request for the console, with its order row (the caller draws the order's board). */
export async function refundDetail(
  deps: ConsoleViewDeps,
  staff: StaffActor,
  refundId: string,
  locale: Locale,
) {
  const { order, view } = await consoleView(deps, staff, refundId, locale)
  return { refund: view, order }
}
