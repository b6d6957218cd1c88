import type { RefundItem, RefundPreview } from '@siam/contracts'
import { refundableQuantity } from '@siam/domain'
import type { Locale } from '@siam/i18n'
import { fail } from '../../platform/errors'
import type { AftersaleDeps } from './aftersale.deps'
import { refundLine } from './aftersale.mapper'
import { amountOf, assertCanApply, refundState, toBalanceOf } from './refund-rules'

/** What a request for these lines would bring back, refused as the request itself would be. */
export async function previewRefund(
  deps: Pick<AftersaleDeps, 'db' | 'clock' | 'settings' | 'repo' | 'ordersRepo' | 'payments'>,
  memberId: string,
  input: { orderId: string; items: RefundItem[] },
  locale: Locale,
): Promise<RefundPreview> {
  const { db } = deps
  const { refundWindowHours } = await deps.settings.current()
  const order = await deps.ordersRepo.ownedBy(db, memberId, input.orderId)
  if (!order) fail('ORDER_NOT_FOUND')
  const items = await deps.ordersRepo.items(db, [order.id])
  const { state, open } = await refundState(deps, db, order, items)
  assertCanApply(order, open, refundWindowHours, deps.clock.now())
  const amount = amountOf(state, input.items)
  return {
    orderId: order.id,
    lines: amount.lines.map((l) =>
      refundLine(
        l,
        l.lineId,
        items.find((i) => i.id === l.lineId),
        locale,
      ),
    ),
    deliveryFeeFen: amount.deliveryFeeFen,
    totalFen: amount.totalFen,
    toBalanceFen: await toBalanceOf(deps, db, order.id, amount.totalFen),
    refundableFen: Math.max(0, state.paidFen - state.refundedFen),
    available: state.lines.map((l) => ({
      orderItemId: l.id,
      refundableQuantity: refundableQuantity(l),
    })),
  }
}
