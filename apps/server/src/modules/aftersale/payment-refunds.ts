import type { PaymentRefundRow as PaymentRefundView } from '@siam/contracts'
import { fail } from '../../platform/errors'
import { pageWindow } from '../../platform/paging'
import { type AftersaleDeps, MINUTE } from './aftersale.deps'
import { paymentRefundViewFrom } from './aftersale.mapper'

export interface PaymentRefundQuery {
  statuses?: ('pending' | 'succeeded' | 'failed')[] | undefined
  pageNo: number
  pageSize: number
}

type PaymentRefundDeps = Pick<AftersaleDeps, 'db' | 'clock' | 'settings' | 'payments'>

/**
 * The platform's watch over payment refunds: failed ones not yet sent again, and pending ones
 * older than the out-of-stock refund minutes (or the statuses asked for).
 */
export async function listPaymentRefunds(
  deps: PaymentRefundDeps,
  input: PaymentRefundQuery,
): Promise<{ records: PaymentRefundView[]; total: number }> {
  const { outOfStockRefundMinutes } = await deps.settings.current()
  const { limit, offset } = pageWindow(input.pageNo, input.pageSize)
  const stuckBefore = new Date(deps.clock.now().getTime() - outOfStockRefundMinutes * MINUTE)
  const { records, total } = await deps.payments.listTroubledRefunds(
    deps.db,
    { statuses: input.statuses ?? ['failed', 'pending'], stuckBefore },
    limit,
    offset,
  )
  return { records: records.map(paymentRefundViewFrom), total }
}

/** Staff send a payment refund again (payments decides how); answers with the refund now carrying the money. */
export async function retryPaymentRefund(deps: PaymentRefundDeps, id: string): Promise<PaymentRefundView> {
  const target = await deps.payments.retryRefund(id)
  const row = await deps.payments.paymentRefundRow(deps.db, target)
  if (!row) fail('PAYMENT_REFUND_NOT_FOUND')
  return paymentRefundViewFrom(row)
}
